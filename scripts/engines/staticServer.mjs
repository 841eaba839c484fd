// A small static server for the built web edition, as a school's web server would host it: the folder
// served under a base path (default /typing-game/), a folder's index.html for the folder, the manual's
// pages included. Used by the other-engine runs and the web benchmarks until the shared
// `scripts/serve-web.mjs` is there; no caching headers, so every run sees the build on disk.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';

const MIME = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.ogg': 'audio/ogg',
  '.mp3': 'audio/mpeg',
  '.wav': 'audio/wav',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.wasm': 'application/wasm',
  '.map': 'application/json; charset=utf-8',
};

/** The base path written the one way the server compares it: leading and trailing slash. */
export function normaliseBase(base) {
  const trimmed = String(base ?? '/').replace(/^\/+|\/+$/g, '');
  return trimmed ? `/${trimmed}/` : '/';
}

/**
 * Serves `root` under `base` on 127.0.0.1 (`port` 0 picks a free one); answers the origin, the game's
 * address (origin + base), the number of requests served so far and `close()`.
 */
export async function serveFolder({ root, base = '/typing-game/', port = 0 }) {
  const folder = resolve(root);
  const prefix = normaliseBase(base);
  let requests = 0;
  const server = createServer((req, res) => {
    requests++;
    const url = new URL(req.url ?? '/', 'http://localhost');
    const path = decodeURIComponent(url.pathname);
    if (`${path}/` === prefix || (path === '/' && prefix !== '/')) {
      res.writeHead(302, { location: prefix }).end();
      return;
    }
    if (!path.startsWith(prefix)) {
      res.writeHead(404).end();
      return;
    }
    let file = resolve(folder, `.${path.slice(prefix.length - 1)}`);
    if (file !== folder && !file.startsWith(folder + sep)) {
      res.writeHead(404).end();
      return;
    }
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    // A manual page may be asked for without its .html, as static hosts allow.
    if (!existsSync(file) && existsSync(`${file}.html`)) file = `${file}.html`;
    if (!existsSync(file) || statSync(file).isDirectory()) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, {
      'content-type': MIME[extname(file)] ?? 'application/octet-stream',
      'content-length': statSync(file).size,
      'cache-control': 'no-cache',
    });
    if (req.method === 'HEAD') res.end();
    else createReadStream(file).pipe(res);
  });
  await new Promise((ok, fail) => {
    server.once('error', fail);
    server.listen(port, '127.0.0.1', ok);
  });
  const address = server.address();
  const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : port}`;
  return {
    origin,
    url: `${origin}${prefix}`,
    requests: () => requests,
    close: () =>
      new Promise((ok) => {
        server.closeAllConnections?.();
        server.close(() => ok());
      }),
  };
}
