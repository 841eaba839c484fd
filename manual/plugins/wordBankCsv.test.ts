import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parseWordList, splitRecords } from '../../core/wordlists/parseWordList';
import { makeTempFolder } from '../../tests/support/electron/main/stores/testFolders';
import { writeWordBankCsv } from './wordBankCsv';

const bankDir = path.join(import.meta.dirname, '../../core/bank');
const folders: string[] = [];
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('writeWordBankCsv', () => {
  it('writes the whole bank in both languages, in the format the word-list import reads', () => {
    const out = makeTempFolder('kotoba-manual-bank-');
    folders.push(out);
    const files = writeWordBankCsv(bankDir, out);
    expect(files.map((f) => path.basename(f))).toEqual([
      'kotoba-quest-word-bank-ja.csv',
      'kotoba-quest-word-bank-en.csv',
    ]);
    const counts = files.map((file) => {
      const bytes = new Uint8Array(readFileSync(file));
      const parsed = parseWordList(bytes, path.basename(file));
      expect(parsed.ok).toBe(true);
      return splitRecords(new TextDecoder().decode(bytes), ',').length - 1;
    });
    expect(counts[0]).toBeGreaterThan(2000);
    expect(counts[1]).toBe(counts[0]);
  });
});
