/** `npm start` on a machine where Electron cannot be prepared: scripts/start.mjs opens the web edition. */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const START = path.join(ROOT, 'scripts', 'start.mjs');

let child: ChildProcess | null = null;
afterEach(() => {
  if (child && child.exitCode === null) child.kill();
  child = null;
});

/** Resolves with everything printed once `pattern` shows in the output; rejects if the script ends first. */
function printed(proc: ChildProcess, pattern: RegExp): Promise<string> {
  return new Promise((resolve, reject) => {
    let out = '';
    const take = (chunk: Buffer) => {
      out += chunk.toString();
      if (pattern.test(out)) resolve(out);
    };
    proc.stdout?.on('data', take);
    proc.stderr?.on('data', take);
    proc.on('exit', (code) =>
      reject(new Error(`start.mjs ended (${code}) before printing ${pattern}:\n${out}`)),
    );
  });
}

describe('scripts/start.mjs without Electron', () => {
  it('says Electron could not be prepared, serves the web edition and opens its address in the browser', async () => {
    const work = fs.mkdtempSync(path.join(os.tmpdir(), 'kotoba-start-'));
    // A built web edition to serve (its page marked, so the answer is known to come from it).
    const site = path.join(work, 'web');
    fs.mkdirSync(site);
    const page =
      '<!doctype html><title>ことばクエスト</title><meta name="kotoba-build" content="start-test">';
    fs.writeFileSync(path.join(site, 'index.html'), page);
    // The "browser": a script that writes down the address it was asked to open.
    const opened = path.join(work, 'opened.txt');
    const opener = path.join(work, 'opener.mjs');
    fs.writeFileSync(
      opener,
      `import { writeFileSync } from 'node:fs';\nwriteFileSync(${JSON.stringify(opened)}, process.argv[2]);\n`,
    );

    child = spawn(process.execPath, [START, '--no-build'], {
      cwd: ROOT,
      env: {
        ...process.env,
        // The electron package looked up where there is none, as on a machine that could not fetch it.
        KOTOBA_ELECTRON_MODULE: path.join(work, 'no-electron-here'),
        KOTOBA_BROWSER: opener,
        KOTOBA_WEB_DIR: site,
        KOTOBA_WEB_PORT: '0',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const out = await printed(child, /served on (http:\/\/\S+)/);
    const url = out.match(/served on (http:\/\/\S+)/)?.[1] ?? '';

    expect(out).toMatch(
      /^Electron could not be prepared \(.+\); opening the web edition in the browser instead\.$/m,
    );
    expect(url).toMatch(/^http:\/\/localhost:\d+\/typing-game\/$/);
    const answer = await fetch(url);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('text/html');
    expect(await answer.text()).toBe(page);
    await expect.poll(() => (fs.existsSync(opened) ? fs.readFileSync(opened, 'utf8') : null)).toBe(url);
  }, 60_000);
});
