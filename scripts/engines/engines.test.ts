/** The other-engine runs' static server and their start-up: skipping without a browser, refusing without a build. */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { request } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

interface Served {
  origin: string;
  url: string;
  close(): Promise<void>;
}
type ServeFolder = (options: { root: string; base?: string }) => Promise<Served>;

const HERE = import.meta.dirname;

/** A GET of a raw path (not normalised, as fetch would), answering status, type, location and body. */
function get(origin: string, rawPath: string) {
  return new Promise<{ status: number; type: string; location: string; body: string }>((resolve, reject) => {
    const req = request(`${origin}${rawPath}`, { method: 'GET', path: rawPath }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => {
        body += chunk;
      });
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          type: String(res.headers['content-type'] ?? ''),
          location: String(res.headers.location ?? ''),
          body,
        }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

describe('scripts/serve-web.mjs as the other-engine runs start it', () => {
  const outside = fs.mkdtempSync(path.join(os.tmpdir(), 'kq-serve-'));
  const root = path.join(outside, 'web');
  let served: Served;

  beforeAll(async () => {
    fs.mkdirSync(path.join(root, 'assets'), { recursive: true });
    fs.mkdirSync(path.join(root, 'manual', 'guide'), { recursive: true });
    fs.writeFileSync(path.join(root, 'index.html'), '<title>game</title>');
    fs.writeFileSync(path.join(root, 'assets', 'index.js'), 'export {};');
    fs.writeFileSync(path.join(root, 'manifest.webmanifest'), '{}');
    fs.writeFileSync(path.join(root, 'manual', 'index.html'), '<title>manual</title>');
    fs.writeFileSync(path.join(root, 'manual', 'guide', 'start.html'), '<title>start</title>');
    fs.writeFileSync(path.join(outside, 'secret.txt'), 'not served');
    const module = (await import(pathToFileURL(path.join(HERE, '..', 'serve-web.mjs')).href)) as {
      serveFolder: ServeFolder;
    };
    served = await module.serveFolder({ root, base: 'typing-game' });
  });
  afterAll(async () => {
    await served.close();
    fs.rmSync(outside, { recursive: true, force: true });
  });

  it('serves the folder under its base, index.html for the base and for a folder', async () => {
    expect(served.url).toBe(`${served.origin}/typing-game/`);
    const home = await get(served.origin, '/typing-game/');
    expect(home).toMatchObject({ status: 200, body: '<title>game</title>' });
    expect(home.type).toContain('text/html');
    expect((await get(served.origin, '/typing-game/assets/index.js')).type).toContain('text/javascript');
    expect((await get(served.origin, '/typing-game/manifest.webmanifest')).type).toContain(
      'application/manifest+json',
    );
    expect((await get(served.origin, '/typing-game/manual/')).body).toBe('<title>manual</title>');
    expect((await get(served.origin, '/typing-game/manual/guide/start')).body).toBe('<title>start</title>');
    expect((await get(served.origin, '/typing-game/?utm=class')).status).toBe(200);
  });

  it('sends the base without its slash, and the site root, to the base', async () => {
    expect(await get(served.origin, '/typing-game')).toMatchObject({
      status: 302,
      location: '/typing-game/',
    });
    expect(await get(served.origin, '/')).toMatchObject({ status: 302, location: '/typing-game/' });
  });

  it('serves nothing outside the base or outside the folder', async () => {
    expect((await get(served.origin, '/index.html')).status).toBe(404);
    expect((await get(served.origin, '/typing-game/nothing.js')).status).toBe(404);
    // A path that would leave the folder is refused as a bad request, and never served.
    for (const sneaky of ['/typing-game/..%2Fsecret.txt', '/typing-game/../secret.txt']) {
      const answer = await get(served.origin, sneaky);
      expect([400, 404], sneaky).toContain(answer.status);
      expect(answer.body).not.toContain('not served');
    }
  });
});

describe('the other-engine runs start', () => {
  const run = (script: string, args: string[], env: Record<string, string> = {}) =>
    spawnSync(process.execPath, [path.join(HERE, script), ...args], {
      encoding: 'utf8',
      env: { ...process.env, ...env },
      timeout: 60_000,
    });

  it('skip with the reason and succeed when the browser is not installed', () => {
    const firefox = run('firefox.mjs', ['--firefox', '/nonexistent/firefox-esr']);
    expect(firefox.status).toBe(0);
    expect(firefox.stdout).toContain('SKIPPED — /nonexistent/firefox-esr is not installed');
    const webkit = run('webkit.mjs', [], { MINIBROWSER_PATH: '/nonexistent/MiniBrowser' });
    expect(webkit.status).toBe(0);
    expect(webkit.stdout).toContain('SKIPPED — /nonexistent/MiniBrowser');
    expect(webkit.stdout).toContain('apt-get install webkit2gtk-driver');
  });

  it('fail and say how to build when the folder holds no build', () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'kq-empty-'));
    try {
      // Any file that exists stands for the browser: the build is checked before it is started.
      const firefox = run('firefox.mjs', ['--firefox', process.execPath, '--root', empty]);
      expect(firefox.status).toBe(1);
      expect(firefox.stderr).toContain('holds no index.html');
      expect(firefox.stderr).toContain('npm run build:web');
    } finally {
      fs.rmSync(empty, { recursive: true, force: true });
    }
  });
});
