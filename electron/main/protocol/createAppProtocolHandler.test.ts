import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAME_CSP, INERT_DOCUMENT_CSP, MANUAL_CSP, NO_CONTENT_CSP } from './contentSecurityPolicy';
import { createAppProtocolHandler } from './createAppProtocolHandler';

let base: string;
let gameRoot: string;
let manualRoot: string;
const SECRET = 'secret outside the root';

function write(file: string, content: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

beforeAll(() => {
  base = fs.mkdtempSync(path.join(os.tmpdir(), 'kotoba-protocol-'));
  gameRoot = path.join(base, 'renderer');
  manualRoot = path.join(base, 'manual');
  write(path.join(base, 'secret.txt'), SECRET);
  write(path.join(gameRoot, 'index.html'), '<!doctype html><title>game</title>');
  write(path.join(gameRoot, 'assets', 'index-abc.js'), 'console.log(1)');
  write(path.join(gameRoot, 'assets', 'index-abc.css'), 'body{}');
  write(path.join(gameRoot, 'assets', 'hero.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  write(path.join(gameRoot, 'assets', 'feed.xml'), '<?xml version="1.0"?><feed/>');
  write(path.join(gameRoot, 'assets', 'font.woff2'), 'wOF2');
  write(path.join(gameRoot, 'assets', 'hit.mp3'), 'ID3');
  write(path.join(gameRoot, 'assets', 'map.png'), 'PNG');
  write(path.join(gameRoot, 'assets', 'words.json'), '{}');
  write(path.join(gameRoot, 'assets', 'blob.bin'), 'bin');
  fs.symlinkSync(path.join(base, 'secret.txt'), path.join(gameRoot, 'assets', 'escape.txt'));
  fs.symlinkSync(base, path.join(gameRoot, 'up'));
  write(path.join(manualRoot, 'index.html'), 'home');
  write(path.join(manualRoot, '404.html'), 'not found page');
  write(path.join(manualRoot, 'howtouse', 'index.html'), 'howtouse index');
  write(path.join(manualRoot, 'howtouse', 'screenshots.html'), 'screenshots');
  write(path.join(manualRoot, 'developer', 'index.html'), 'developer index');
  write(path.join(manualRoot, 'license.html'), 'license');
  write(path.join(manualRoot, 'static', 'search_index.ja.1234.json'), '[]');
  write(path.join(manualRoot, 'static', 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  fs.symlinkSync(path.join(base, 'secret.txt'), path.join(manualRoot, 'leak.html'));
});
afterAll(() => fs.rmSync(base, { recursive: true, force: true }));

const quiet = () => {};
function handler() {
  return createAppProtocolHandler({ gameRoot, manualRoot, log: quiet });
}
async function get(url: string, method = 'GET') {
  const response = await handler()(new Request(url, { method }));
  const body = method === 'HEAD' ? '' : await response.text();
  return { status: response.status, body, headers: response.headers };
}

describe('app://game', () => {
  it('serves index.html at the root with the strict game CSP and nosniff', async () => {
    const answer = await get('app://game/');
    expect(answer.status).toBe(200);
    expect(answer.body).toContain('<title>game</title>');
    expect(answer.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(answer.headers.get('content-security-policy')).toBe(GAME_CSP);
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(GAME_CSP).toContain("script-src 'self';");
    expect(GAME_CSP).toContain("object-src 'none'");
    expect(GAME_CSP).toContain("frame-ancestors 'none'");
  });

  const types: [string, string, string][] = [
    ['assets/index-abc.js', 'text/javascript; charset=utf-8', GAME_CSP],
    ['assets/index-abc.css', 'text/css; charset=utf-8', NO_CONTENT_CSP],
    ['assets/hero.svg', 'image/svg+xml', INERT_DOCUMENT_CSP],
    ['assets/feed.xml', 'application/xml', INERT_DOCUMENT_CSP],
    ['assets/font.woff2', 'font/woff2', NO_CONTENT_CSP],
    ['assets/hit.mp3', 'audio/mpeg', NO_CONTENT_CSP],
    ['assets/map.png', 'image/png', NO_CONTENT_CSP],
    ['assets/words.json', 'application/json; charset=utf-8', NO_CONTENT_CSP],
    ['assets/blob.bin', 'application/octet-stream', NO_CONTENT_CSP],
  ];
  for (const [file, type, policy] of types) {
    it(`serves ${file} as ${type} with a policy fit for it`, async () => {
      const answer = await get(`app://game/${file}?v=1#x`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe(type);
      expect(answer.headers.get('content-security-policy')).toBe(policy);
      expect(answer.body).toBe(fs.readFileSync(path.join(gameRoot, file), 'utf8'));
    });
  }

  it('serves SVG and XML with a sandboxed policy under which no script runs', async () => {
    for (const url of ['app://game/assets/hero.svg', 'app://manual/typing-game/manual/static/logo.svg']) {
      const policy = (await get(url)).headers.get('content-security-policy') ?? '';
      expect(policy).toContain("default-src 'none'");
      expect(policy).toContain('sandbox');
      expect(policy).not.toContain('script-src');
    }
  });

  it('gives refusals and missing files a policy too', async () => {
    expect((await get('app://game/assets/nothing.js')).headers.get('content-security-policy')).toBe(
      NO_CONTENT_CSP,
    );
    expect((await get('app://game/%2e%2e/secret.txt')).headers.get('content-security-policy')).toBe(
      NO_CONTENT_CSP,
    );
  });

  it('answers 404 for a missing file without falling back to index.html', async () => {
    const answer = await get('app://game/assets/nothing.js');
    expect(answer.status).toBe(404);
    expect(answer.body).not.toContain('<title>game</title>');
  });

  it('answers HEAD with headers only and refuses other methods', async () => {
    const head = await handler()(new Request('app://game/assets/index-abc.js', { method: 'HEAD' }));
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe('14');
    expect(await head.text()).toBe('');
    const post = await handler()(new Request('app://game/index.html', { method: 'POST', body: 'x' }));
    expect(post.status).toBe(405);
  });

  it('answers 404 for an unknown host', async () => {
    expect((await get('app://elsewhere/index.html')).status).toBe(404);
  });

  // Each URL survives URL parsing with its attack intact (a parser would fold a plain `/../`).
  const traversals: [string, string][] = [
    ['encoded slash with dots', 'app://game/assets%2f..%2f..%2fsecret.txt'],
    ['encoded backslash with dots', 'app://game/assets%5c..%5c..%5csecret.txt'],
    ['uppercase encoded slash', 'app://game/..%2F..%2Fsecret.txt'],
    ['literal backslashes', 'app://game/assets\\..\\..\\secret.txt'],
    ['encoded NUL', 'app://game/index.html%00.png'],
    ['double-encoded dots', 'app://game/%252e%252e/secret.txt'],
    ['absolute path via empty segment', 'app://game//etc/passwd'],
    ['drive letter', 'app://game/C:/Windows/win.ini'],
    ['encoded drive letter', 'app://game/c%3A/Windows/win.ini'],
    ['symlinked file leaving the root', 'app://game/assets/escape.txt'],
    ['symlinked folder leaving the root', 'app://game/up/secret.txt'],
  ];
  for (const [what, url] of traversals) {
    it(`refuses ${what} with a 4xx and never serves the outside file`, async () => {
      const answer = await get(url);
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
      expect(answer.body).not.toContain(SECRET);
    });
  }

  it('keeps a parser-folded `..` or `%2e%2e` inside the root (it names a file under the root, which is missing)', async () => {
    for (const url of [
      'app://game/../secret.txt',
      'app://game/%2e%2e/secret.txt',
      'app://game/assets/%2E%2E/%2e%2e/secret.txt',
    ]) {
      const answer = await get(url);
      expect(answer.status).toBe(404);
      expect(answer.body).not.toContain(SECRET);
    }
  });
});

describe('app://manual', () => {
  const page = (p: string) => `app://manual/typing-game/manual${p}`;
  const pages: [string, string][] = [
    ['/', 'home'],
    ['', 'home'],
    ['/index.html', 'home'],
    ['/index', 'home'],
    ['/howtouse/', 'howtouse index'],
    ['/howtouse', 'howtouse index'],
    ['/howtouse.html', 'howtouse index'],
    ['/howtouse/index', 'howtouse index'],
    ['/howtouse/index.html', 'howtouse index'],
    ['/howtouse/screenshots', 'screenshots'],
    ['/howtouse/screenshots.html', 'screenshots'],
    ['/developer/index.html', 'developer index'],
    ['/license', 'license'],
    ['/license/', 'license'],
    ['/%6Cicense', 'license'],
  ];
  for (const [p, body] of pages) {
    it(`maps ${p || '(base without slash)'} to its page`, async () => {
      const answer = await get(page(p));
      expect(answer.status).toBe(200);
      expect(answer.body).toBe(body);
      expect(answer.headers.get('content-security-policy')).toBe(MANUAL_CSP);
    });
  }

  it('serves the search index as JSON', async () => {
    const answer = await get(page('/static/search_index.ja.1234.json'));
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/json; charset=utf-8');
  });

  it('falls back to 404.html with status 404 for an unknown page', async () => {
    const answer = await get(page('/no/such/page'));
    expect(answer.status).toBe(404);
    expect(answer.body).toBe('not found page');
  });

  it('answers paths outside the base with the manual 404 page', async () => {
    const answer = await get('app://manual/elsewhere');
    expect(answer.status).toBe(404);
    expect(answer.body).toBe('not found page');
  });

  const refused: [string, string][] = [
    ['encoded slash', '/howtouse%2f..%2f..%2f..%2fsecret.txt'],
    ['encoded backslash', '/..%5c..%5csecret.txt'],
    ['NUL', '/index%00.html'],
    ['drive letter', '/C:/secret.txt'],
    ['symlink leaving the root', '/leak.html'],
    ['symlink leaving the root, mapped from a page name', '/leak'],
  ];
  for (const [what, p] of refused) {
    it(`refuses ${what} in the manual with a 4xx and no outside content`, async () => {
      const answer = await get(page(p));
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
      expect(answer.body).not.toContain(SECRET);
      expect(answer.body).not.toBe('not found page');
    });
  }

  it('shows a "manual not built" page when the manual folder is missing', async () => {
    const missing = createAppProtocolHandler({
      gameRoot,
      manualRoot: path.join(base, 'nowhere'),
      log: quiet,
    });
    const answer = await missing(new Request(page('/')));
    expect(answer.status).toBe(404);
    const text = await answer.text();
    expect(text).toContain('The manual is not built');
    expect(text).toContain('マニュアルがまだ作られていません');
  });
});
