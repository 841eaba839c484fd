import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { makeTempFolder } from '../../../tests/support/electron/main/stores/testFolders';
import { anyJsonObject, copyFileVerified, type JsonFileRead, readJsonFile, writeJsonFile } from './jsonFile';

const folders: string[] = [];
afterEach(() => {
  for (const dir of folders.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});
const folder = () => {
  const dir = makeTempFolder('kotoba-json-');
  folders.push(dir);
  return dir;
};
const now = () => new Date('2026-01-31T10:20:30.123Z');
const setAside = { suffix: 'corrupt', now };
const read = (file: string, extra: { salvageBytes?: number; aside?: boolean; maxBytes?: number } = {}) =>
  readJsonFile(file, {
    maxBytes: extra.maxBytes ?? 1024,
    decode: anyJsonObject,
    ...(extra.salvageBytes ? { salvageBytes: extra.salvageBytes } : {}),
    ...(extra.aside === false ? {} : { setAside }),
  });

describe('the JSON file module', () => {
  it('writes a document that reads back the same, tab-indented, with no temporary file left', () => {
    const file = path.join(folder(), 'doc.json');
    const doc = { version: 1, name: 'あおい', words: ['apple', 'bear'] };
    expect(writeJsonFile(file, doc)).toMatchObject({ ok: true });
    expect(fs.readFileSync(file, 'utf8')).toBe(JSON.stringify(doc, undefined, '\t'));
    expect(fs.readdirSync(path.dirname(file))).toEqual(['doc.json']);
    expect(read(file)).toEqual({ kind: 'found', value: doc, migrated: false });
  });

  it('refuses a value that is not JSON and leaves the previous file as it was', () => {
    const file = path.join(folder(), 'doc.json');
    writeJsonFile(file, { kept: true });
    const outcome = writeJsonFile(file, { big: 1n });
    expect(outcome.ok === false && outcome.error.code).toBe('EINVAL');
    expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toEqual({ kept: true });
  });

  it('reads a file saved with a byte-order mark (Notepad) as it is, and changes nothing on disk', () => {
    const dir = folder();
    const file = path.join(dir, 'doc.json');
    fs.writeFileSync(file, '\uFEFF{"sound": true}');
    expect(read(file)).toEqual({ kind: 'found', value: { sound: true }, migrated: false });
    expect(fs.readdirSync(dir)).toEqual(['doc.json']);
  });

  it('answers missing for no file, and unreadable (untouched) for a folder in its place', () => {
    const dir = folder();
    expect(read(path.join(dir, 'none.json'))).toEqual({ kind: 'missing' });
    fs.mkdirSync(path.join(dir, 'doc.json'));
    expect(read(path.join(dir, 'doc.json'))).toEqual({ kind: 'unreadable', code: 'EISDIR' });
    expect(fs.statSync(path.join(dir, 'doc.json')).isDirectory()).toBe(true);
  });

  const damaged: [string, string, RegExp][] = [
    ['cut short', '{"sound": tr', /cut short or not JSON/],
    ['empty', '', /empty/],
    ['of the wrong shape', '[1, 2]', /not a JSON object/],
    ['too large', `{"pad": "${'x'.repeat(2000)}"}`, /more than the 1024/],
  ];
  for (const [what, content, reason] of damaged) {
    it(`moves a file that is ${what} aside as <file>.corrupt-<time> and answers its start`, () => {
      const dir = folder();
      const file = path.join(dir, 'doc.json');
      fs.writeFileSync(file, content);
      const found = read(file, { salvageBytes: 8 });
      const kept = `${file}.corrupt-2026-01-31T10-20-30-123Z`;
      expect(found).toEqual({
        kind: 'damaged',
        reason: expect.stringMatching(reason),
        text: content.slice(0, 8),
        movedTo: kept,
        moveError: null,
      } satisfies JsonFileRead<unknown>);
      expect(fs.existsSync(file)).toBe(false);
      expect(fs.readFileSync(kept, 'utf8')).toBe(content);
    });
  }

  it('leaves a damaged file in place when not asked to set it aside', () => {
    const file = path.join(folder(), 'doc.json');
    fs.writeFileSync(file, 'not json');
    expect(read(file, { aside: false })).toMatchObject({ kind: 'damaged', movedTo: null, moveError: null });
    expect(fs.readFileSync(file, 'utf8')).toBe('not json');
  });

  it('copies a file byte for byte through the verified writer, and names the error of a missing one', () => {
    const dir = folder();
    const from = path.join(dir, 'a.json');
    fs.writeFileSync(from, '\uFEFF{"a": 1}');
    expect(copyFileVerified(from, path.join(dir, 'b.json'))).toBeNull();
    expect(fs.readFileSync(path.join(dir, 'b.json')).equals(fs.readFileSync(from))).toBe(true);
    expect(copyFileVerified(path.join(dir, 'none.json'), path.join(dir, 'c.json'))).toBe('ENOENT');
  });
});
