import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TEACHER_PIN_FILE } from '../../../core/teacher/teacherPinFile';
import { createTeacherPinService } from '../teacher/teacherPin';
import { CLASS_PIN_PATH, openClassPin } from './classPin';
import { createShareFs } from './shareFs';

const TIMEOUT = 60_000;
let root: string;
let folder: string;

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'kotoba-class-pin-unit-'));
  folder = path.join(root, 'share', '5-1');
  fs.mkdirSync(folder, { recursive: true });
});

afterEach(() => {
  fs.rmSync(root, { recursive: true, force: true });
});

/** One PC's class PIN; `pc` names its userData, whose `cache` holds its copy of the class. */
function open(pc: string, online = true) {
  const userData = path.join(root, pc);
  const cacheDir = path.join(userData, 'cache');
  fs.mkdirSync(cacheDir, { recursive: true });
  return openClassPin({
    share: createShareFs({ pcId: pc, root: folder, timeoutMs: 5_000 }),
    folder,
    cacheDir,
    userData,
    online,
    log: () => {},
  });
}

const shareFile = () => path.join(folder, CLASS_PIN_PATH);

describe('the teacher PIN of a class folder', () => {
  it(
    'is written to the class folder as a hash, and another PC opening later asks for it',
    async () => {
      const one = await open('pc-1');
      const other = await open('pc-2');
      expect((await one.setPin('2468')).ok).toBe(true);
      expect(fs.readFileSync(shareFile(), 'utf8')).not.toContain('2468');
      expect(other.status()).toMatchObject({ pinSet: false });
      await other.refresh?.();
      expect(other.status()).toMatchObject({ pinSet: true, scope: 'class' });
      expect(await other.setPin('1111')).toEqual({ ok: true, value: { ok: false, reason: 'pin-set' } });
      expect(await other.unlock('2468')).toMatchObject({ ok: true });
    },
    TIMEOUT,
  );

  it(
    "is checked with this PC's copy while the class folder is away",
    async () => {
      const one = await open('pc-1');
      await one.setPin('2468');
      fs.renameSync(folder, `${folder}-away`);
      const again = await open('pc-1', false);
      expect(again.status()).toMatchObject({ pinSet: true, damaged: false });
      await again.refresh?.();
      expect(await again.unlock('2468')).toMatchObject({ ok: true });
    },
    TIMEOUT,
  );

  it(
    'keeps teacher mode shut on a PC with no copy while the class folder is away, never "no PIN"',
    async () => {
      fs.renameSync(folder, `${folder}-away`);
      const fresh = await open('pc-3', false);
      expect(fresh.status()).toMatchObject({ pinSet: true, damaged: true, unreachable: true });
      expect(await fresh.setPin('1111')).toEqual({ ok: true, value: { ok: false, reason: 'damaged' } });
      await fresh.refresh?.();
      expect(fresh.status()).toMatchObject({ unreachable: true });
    },
    TIMEOUT,
  );

  it(
    "keeps teacher mode shut when the class's file is damaged, even with a good copy here, and leaves it",
    async () => {
      const one = await open('pc-1');
      await one.setPin('2468');
      fs.writeFileSync(shareFile(), '[1, 2');
      await one.refresh?.();
      expect(one.status()).toMatchObject({ pinSet: true, damaged: true });
      expect(await one.unlock('2468')).toEqual({ ok: false, reason: 'damaged' });
      expect(fs.readFileSync(shareFile(), 'utf8')).toBe('[1, 2');
    },
    TIMEOUT,
  );

  it(
    'is not set when the class folder refuses it, so no PC holds a PIN the others do not know',
    async () => {
      // A file where the teacher folder should be: the folder cannot be made.
      fs.writeFileSync(path.join(folder, 'teacher'), '');
      const one = await open('pc-1');
      const answer = await one.setPin('2468');
      expect(answer).toMatchObject({ ok: false, error: { code: 'write-failed' } });
      expect(one.status()).toMatchObject({ pinSet: false });
      expect(fs.existsSync(path.join(root, 'pc-1', 'cache', TEACHER_PIN_FILE))).toBe(false);
    },
    TIMEOUT,
  );

  it(
    "starts again with no PIN once IT deletes the class's file",
    async () => {
      const one = await open('pc-1');
      await one.setPin('2468');
      fs.rmSync(shareFile());
      await one.refresh?.();
      expect(one.status()).toMatchObject({ pinSet: false, damaged: false });
    },
    TIMEOUT,
  );

  it(
    'gives the class the PIN this PC already had, when the class has none',
    async () => {
      const userData = path.join(root, 'pc-1');
      fs.mkdirSync(userData, { recursive: true });
      expect((await createTeacherPinService({ cwd: userData, log: () => {} }).setPin('1357')).ok).toBe(true);
      await open('pc-1');
      const other = await open('pc-2');
      expect(other.status()).toMatchObject({ pinSet: true });
      expect(await other.unlock('1357')).toMatchObject({ ok: true });
    },
    TIMEOUT,
  );
});
