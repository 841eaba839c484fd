/** `npm run web`'s server, scripts/serve-web.mjs, over a small folder: types, redirect, caching, traversal. */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import { request } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
let child: ChildProcess;
let origin = '';
let work = '';

/** Sends a path exactly as written (no URL clean-up), answering status, headers and body. */
function get(rawPath: string, method = 'GET') {
  return new Promise<{
    status: number;
    headers: Record<string, string | string[] | undefined>;
    body: string;
  }>((resolve, reject) => {
    const req = request(`${origin}/`, { method, path: rawPath }, (res) => {
      let body = '';
      res.on('data', (c: Buffer) => {
        body += c.toString();
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'kotoba-serve-'));
  const site = path.join(work, 'web');
  fs.mkdirSync(path.join(site, 'manual', 'guide'), { recursive: true });
  fs.writeFileSync(path.join(site, 'index.html'), '<p>game</p>');
  fs.writeFileSync(path.join(site, 'sw.js'), 'self;');
  fs.writeFileSync(path.join(site, 'manifest.webmanifest'), '{}');
  fs.writeFileSync(path.join(site, 'font.woff2'), 'w');
  fs.writeFileSync(path.join(site, 'manual', 'index.html'), '<p>manual</p>');
  fs.writeFileSync(path.join(site, 'manual', 'keys.html'), '<p>keys</p>');
  fs.writeFileSync(path.join(site, 'manual', 'guide', 'index.html'), '<p>guide</p>');
  fs.writeFileSync(path.join(work, 'secret.txt'), 'secret');
  child = spawn(
    process.execPath,
    [path.join(ROOT, 'scripts', 'serve-web.mjs'), '--no-build', '--port=0', `--dir=${site}`],
    { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (c: Buffer) => {
      out += c.toString();
      const found = out.match(/served on (http:\/\/\S+)/);
      if (found?.[1]) resolve(found[1]);
    });
    child.on('exit', (code) => reject(new Error(`serve-web ended with ${code}`)));
  });
  expect(url).toMatch(/\/typing-game\/$/);
  origin = new URL(url).origin;
});

afterAll(() => {
  child.kill();
  fs.rmSync(work, { recursive: true, force: true });
});

describe('scripts/serve-web.mjs', () => {
  it('sends / and the bare base to the base, keeping the query', async () => {
    expect(await get('/')).toMatchObject({ status: 302, headers: { location: '/typing-game/' } });
    expect(await get('/typing-game?utm_source=x')).toMatchObject({
      status: 302,
      headers: { location: '/typing-game/?utm_source=x' },
    });
  });

  it('serves the page, the worker and the manifest with their types, always checked again', async () => {
    const page = await get('/typing-game/?utm_source=x');
    expect(page).toMatchObject({ status: 200, body: '<p>game</p>' });
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('no-cache');
    const worker = await get('/typing-game/sw.js');
    expect(worker.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(worker.headers['cache-control']).toBe('no-cache');
    expect((await get('/typing-game/manifest.webmanifest')).headers['content-type']).toBe(
      'application/manifest+json; charset=utf-8',
    );
    expect((await get('/typing-game/font.woff2')).headers['content-type']).toBe('font/woff2');
    expect(await get('/typing-game/sw.js', 'HEAD')).toMatchObject({ status: 200, body: '' });
  });

  it("serves the manual's pages by folder, by .html name and without it", async () => {
    expect((await get('/typing-game/manual/')).body).toBe('<p>manual</p>');
    expect((await get('/typing-game/manual/keys.html')).body).toBe('<p>keys</p>');
    expect((await get('/typing-game/manual/keys')).body).toBe('<p>keys</p>');
    expect((await get('/typing-game/manual/guide')).body).toBe('<p>guide</p>');
  });

  it('never serves a file outside the folder, however the path is written', async () => {
    for (const sneaky of [
      '/typing-game/../secret.txt',
      '/typing-game/..%2fsecret.txt',
      '/typing-game/%2e%2e/secret.txt',
      '/typing-game/manual/..%2f..%2fsecret.txt',
      '/typing-game/..%5csecret.txt',
    ]) {
      const answer = await get(sneaky);
      expect([400, 404], sneaky).toContain(answer.status);
      expect(answer.body).not.toContain('secret');
    }
  });

  it('answers 404 outside the base and 405 to anything but GET and HEAD', async () => {
    expect((await get('/elsewhere/index.html')).status).toBe(404);
    expect((await get('/typing-game/missing.js')).status).toBe(404);
    expect((await get('/typing-game/', 'POST')).status).toBe(405);
  });
});
