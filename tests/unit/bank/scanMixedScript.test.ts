/** The scan for words written half in kana and half in kanji: `scripts/bank/scan-mixed-script.mjs`. */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const SCRIPT = path.resolve(import.meta.dirname, '../../../scripts/bank/scan-mixed-script.mjs');
const bankDir = mkdtempSync(path.join(tmpdir(), 'kotoba-mixed-'));
afterAll(() => rmSync(bankDir, { recursive: true, force: true }));

const entry = (id: string, ja: string) => ({ id, en: id, ja, pos: 'noun', band: 'e56', theme: 't' });
const files: Record<string, unknown[]> = {
  e34: [],
  e56: [
    entry('e56.nervous', 'きん張した'),
    entry('e56.vet', 'じゅう医'),
    entry('e56.xylophone', '木きん'),
    entry('e56.favorite', 'いちばん好きな色'),
    entry('e56.nurse', '看護師さん'),
    entry('e56.we', '私たち'),
  ],
  j1: [],
  j2: [],
  j3: [],
  sentences: [],
};
for (const [name, entries] of Object.entries(files)) {
  writeFileSync(path.join(bankDir, `${name}.json`), JSON.stringify({ entries }));
}

describe('scripts/bank/scan-mixed-script.mjs', () => {
  it('lists words written half in kana with their entries, and not kana words beside a kanji word', () => {
    const run = spawnSync(process.execPath, [SCRIPT, bankDir], { encoding: 'utf8' });
    expect(run.status).toBe(0);
    const lines = run.stdout.trim().split('\n');
    expect(lines).toContain('きん|張\te56.nervous');
    expect(lines).toContain('じゅう|医\te56.vet');
    expect(lines).toContain('木|きん\te56.xylophone');
    expect(run.stdout).not.toMatch(/いちばん|さん\t|たち\t/);
    expect(lines.at(-1)).toBe('3 pairs to judge');
  }, 60_000);
});
