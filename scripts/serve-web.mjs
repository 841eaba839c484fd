#!/usr/bin/env node
// `npm run web`: builds the web edition (unless `--no-build`) and serves out/web/ on
// http://localhost:4173/typing-game/, printing the address. A tiny static server of our own on node:http:
// the right types (the manifest's too), `/` sends the browser to the base, no way out of the folder,
// and the service worker and pages are always checked again (`no-cache`) so an update is seen at once.
//   npm run web -- --port=8080 --base=/some/path/ --no-build
import { spawnSync } from 'node:child_process';
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { extensionOf, MIME_TYPES, mimeTypeFor } from '../core/web/mimeTypes.mjs';

const root = join(import.meta.dirname, '..');

export { MIME_TYPES };

/** The base path written the one way the server compares it: leading and trailing slash. */
export function normaliseBase(base) {
  const trimmed = String(base ?? '/').replace(/^\/+|\/+$/g, '');
  return trimmed ? `/${trimmed}/` : '/';
}

/** Files a browser must check again on every visit: the page, the manual's pages, the worker, the manifest. */
function cacheControl(file) {
  const ext = extensionOf(file);
  if (ext === '.html' || ext === '.webmanifest' || /(^|[\\/])(sw|workbox-[\w-]+)\.js$/.test(file))
    return 'no-cache';
  return 'public, max-age=0, must-revalidate';
}

/**
 * The file an address names inside `dir`, or why there is none: `outside` for a path that would leave
 * the folder (`..`, encoded or not), `missing` otherwise. `guide/` is `guide/index.html`, and `guide`
 * is `guide.html` or `guide/index.html`, as static hosts serve the manual's pages.
 */
export function fileFor(dir, relativePath) {
  let decoded;
  try {
    decoded = decodeURIComponent(relativePath);
  } catch {
    return { outside: true };
  }
  const segments = decoded.split(/[\\/]/);
  if (decoded.includes('\0') || segments.includes('..')) return { outside: true };
  const full = resolve(dir, ...segments.filter(Boolean));
  if (full !== resolve(dir) && !full.startsWith(resolve(dir) + sep)) return { outside: true };
  const candidates =
    decoded.endsWith('/') || decoded === ''
      ? [join(full, 'index.html')]
      : [full, `${full}.html`, join(full, 'index.html')];
  for (const candidate of candidates) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return { file: candidate };
  }
  return { missing: true };
}

function send(response, status, text, headers = {}) {
  response.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', ...headers });
  response.end(text);
}

/**
 * Serves `dir` under `base` on `host:port` (port 0: a free one); answers the server, the address of
 * the game and how many requests it has answered so far.
 */
export function startWebServer({
  dir = join(root, 'out', 'web'),
  base = '/typing-game/',
  port = 4173,
  host = '127.0.0.1',
} = {}) {
  let requests = 0;
  const server = createServer((request, response) => {
    requests++;
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      send(response, 405, 'Method not allowed', { Allow: 'GET, HEAD' });
      return;
    }
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname === '/' || `${url.pathname}/` === base) {
      response.writeHead(302, { Location: `${base}${url.search}` });
      response.end();
      return;
    }
    if (!url.pathname.startsWith(base)) {
      send(response, 404, 'Not found');
      return;
    }
    const found = fileFor(dir, url.pathname.slice(base.length));
    if (found.outside) {
      send(response, 400, 'Bad request');
      return;
    }
    if (!found.file) {
      send(response, 404, 'Not found');
      return;
    }
    const { size } = statSync(found.file);
    response.writeHead(200, {
      'Content-Type': mimeTypeFor(found.file),
      'Content-Length': size,
      'Cache-Control': cacheControl(found.file),
      'X-Content-Type-Options': 'nosniff',
    });
    if (request.method === 'HEAD') response.end();
    else createReadStream(found.file).pipe(response);
  });
  return new Promise((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.address();
      const shownHost = host === '127.0.0.1' || host === '::1' || host === '0.0.0.0' ? 'localhost' : host;
      resolvePromise({
        server,
        url: `http://${shownHost}:${address.port}${base}`,
        requests: () => requests,
      });
    });
  });
}

/**
 * Serves the built folder `root` under `base` (written any way) on 127.0.0.1 (`port` 0: a free one), for
 * the other-engine runs and the benchmarks; answers the origin, the game's address, the number of
 * requests so far and `close()`.
 */
export async function serveFolder({ root: dir, base = '/typing-game/', port = 0 }) {
  const prefix = normaliseBase(base);
  const { server, requests } = await startWebServer({ dir: resolve(dir), base: prefix, port });
  const origin = `http://127.0.0.1:${server.address().port}`;
  return {
    origin,
    url: `${origin}${prefix}`,
    requests,
    close: () =>
      new Promise((done) => {
        server.closeAllConnections?.();
        server.close(() => done());
      }),
  };
}

function option(name) {
  return process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
}

async function main() {
  const baseOption = option('base');
  if (!process.argv.includes('--no-build')) {
    const built = spawnSync(
      process.execPath,
      [join(root, 'scripts', 'build-web.mjs'), ...(baseOption ? [`--base=${baseOption}`] : [])],
      { cwd: root, stdio: 'inherit' },
    );
    if (built.status !== 0) process.exit(1);
  }
  const dir = resolve(root, option('dir') ?? join('out', 'web'));
  if (!existsSync(join(dir, 'index.html'))) {
    console.error(`Nothing to serve in ${dir}: run npm run build:web first.`);
    process.exit(1);
  }
  const base = normaliseBase(baseOption ?? '/typing-game/');
  try {
    const { url } = await startWebServer({ dir, base, port: Number(option('port') ?? 4173) });
    console.log(`The web edition is served on ${url}  (Ctrl+C stops it)`);
  } catch (error) {
    console.error(
      `Could not serve the web edition: ${error instanceof Error ? error.message : String(error)}`,
    );
    process.exit(1);
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
