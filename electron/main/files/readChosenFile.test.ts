import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { canMakeFifo, makeFifo, type TestFifo } from '../../../tests/support/electron/main/files/makeFifo';
import { makeTempFolder } from '../../../tests/support/electron/main/stores/testFolders';
import { readChosenFile } from './readChosenFile';

const folders: string[] = [];
const fifos: TestFifo[] = [];
afterEach(() => {
  for (const fifo of fifos.splice(0)) fifo.close();
  for (const dir of folders.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});
const folder = () => {
  const dir = makeTempFolder('kotoba-chosen-');
  folders.push(dir);
  return dir;
};

describe('readChosenFile', () => {
  it('reads a regular file within the limit', () => {
    const file = path.join(folder(), 'a.csv');
    fs.writeFileSync(file, 'en,ja\n');
    expect(readChosenFile(file, 100)).toEqual({ ok: true, value: Buffer.from('en,ja\n') });
  });

  it('refuses a file larger than the limit without reading it', () => {
    const file = path.join(folder(), 'big.csv');
    fs.writeFileSync(file, 'x'.repeat(101));
    expect(readChosenFile(file, 100)).toMatchObject({ ok: false, refusal: 'too-large' });
  });

  it('refuses a folder and a missing file', () => {
    const dir = folder();
    expect(readChosenFile(dir, 100)).toMatchObject({ ok: false, refusal: 'not-a-file' });
    expect(readChosenFile(path.join(dir, 'none.csv'), 100)).toMatchObject({
      ok: false,
      refusal: 'unreadable',
    });
  });

  it.runIf(canMakeFifo)('refuses a FIFO at once instead of waiting for a writer', () => {
    const fifo = makeFifo(folder(), 'pipe.json');
    fifos.push(fifo);
    expect(readChosenFile(fifo.path, 100)).toMatchObject({ ok: false, refusal: 'not-a-file' });
  });

  it.runIf(canMakeFifo)('refuses a link that leads to a FIFO', () => {
    const dir = folder();
    const fifo = makeFifo(dir, 'pipe');
    fifos.push(fifo);
    const link = path.join(dir, 'looks-like.csv');
    fs.symlinkSync(fifo.path, link);
    expect(readChosenFile(link, 100)).toMatchObject({ ok: false, refusal: 'not-a-file' });
  });
});
