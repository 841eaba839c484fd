import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  fsError,
  mountSmallDisk,
  standInFs,
  tempFilesIn,
  tempFoldersCleanedAfterEach,
} from '../../../tests/support/electron/main/stores/testFolders';
import { type AtomicFs, nodeAtomicFs, writeFileAtomic } from './writeFileAtomic';

const folder = tempFoldersCleanedAfterEach('kotoba-atomic-');

const previous = '{"version":1,"kept":"the good copy"}';
const next = `{"version":1,"words":"${'x'.repeat(40_000)}"}`;

/** A folder whose `save.json` holds the previous good copy. */
function withPrevious(): { dir: string; target: string } {
  const dir = folder();
  const target = path.join(dir, 'save.json');
  fs.writeFileSync(target, previous);
  return { dir, target };
}

describe('writeFileAtomic', () => {
  it('replaces the file with exactly the new bytes and leaves no temporary file', () => {
    const { dir, target } = withPrevious();
    expect(writeFileAtomic(target, next)).toEqual({ ok: true, bytes: next.length });
    expect(fs.readFileSync(target, 'utf8')).toBe(next);
    expect(fs.readdirSync(dir)).toEqual(['save.json']);
  });

  it('continues short writes until every byte is on the disk', () => {
    const { target } = withPrevious();
    let calls = 0;
    const trickle = standInFs({
      writeSync: (fd, buffer, offset, length) => {
        calls++;
        return nodeAtomicFs.writeSync(fd, buffer, offset, Math.min(length, 1000));
      },
    });
    expect(writeFileAtomic(target, next, { fs: trickle }).ok).toBe(true);
    expect(calls).toBeGreaterThan(40);
    expect(fs.readFileSync(target, 'utf8')).toBe(next);
  });

  /** A disk that takes `first` bytes of the first write, then answers `after` to every later one. */
  const fillsUpAfter = (first: number, after: () => number): AtomicFs => {
    let calls = 0;
    return standInFs({
      writeSync: (fd, buffer, offset, length) =>
        ++calls === 1 ? nodeAtomicFs.writeSync(fd, buffer, offset, Math.min(length, first)) : after(),
    });
  };

  const failures: [string, AtomicFs, string, string][] = [
    [
      'a short write, then ENOSPC',
      fillsUpAfter(8192, () => {
        throw fsError('ENOSPC');
      }),
      'ENOSPC',
      'write',
    ],
    ['a short write, then no progress without an error', fillsUpAfter(8192, () => 0), 'ESHORTWRITE', 'write'],
    [
      'a disk that reports every byte written but keeps only 8,192',
      standInFs({
        writeSync: (fd, buffer, offset, length) => {
          nodeAtomicFs.writeSync(fd, buffer, offset, Math.min(length, 8192));
          return length;
        },
      }),
      'EVERIFY',
      'verify',
    ],
    [
      'ENOSPC when the file is flushed',
      standInFs({
        fsyncSync: () => {
          throw fsError('ENOSPC');
        },
      }),
      'ENOSPC',
      'sync',
    ],
    [
      'a read-only folder (EACCES when the temporary file is created)',
      standInFs({
        openSync: () => {
          throw fsError('EACCES');
        },
      }),
      'EACCES',
      'open',
    ],
    [
      'a rename the system refuses (EXDEV)',
      standInFs({
        renameSync: () => {
          throw fsError('EXDEV');
        },
      }),
      'EXDEV',
      'rename',
    ],
  ];
  for (const [what, disk, code, step] of failures) {
    it(`on ${what}: answers ${code} at ${step}, keeps the previous file byte for byte, removes its temporary file`, () => {
      const { dir, target } = withPrevious();
      const outcome = writeFileAtomic(target, next, { fs: disk });
      expect(outcome).toMatchObject({ ok: false, error: { code, step } });
      expect(!outcome.ok && outcome.error.message).toContain(`${target} was not replaced`);
      expect(fs.readFileSync(target, 'utf8')).toBe(previous);
      expect(tempFilesIn(dir)).toEqual([]);
    });
  }

  it('tries again when the system refuses a rename for a moment (a virus scanner holding the file)', () => {
    const { target } = withPrevious();
    let refusals = 2;
    const busy = standInFs({
      renameSync: (from, to) => {
        if (refusals-- > 0) throw fsError('EPERM');
        nodeAtomicFs.renameSync(from, to);
      },
    });
    expect(writeFileAtomic(target, next, { fs: busy }).ok).toBe(true);
    expect(fs.readFileSync(target, 'utf8')).toBe(next);
  });

  it('creates the file when there was none', () => {
    const target = path.join(folder(), 'new.json');
    expect(writeFileAtomic(target, previous).ok).toBe(true);
    expect(fs.readFileSync(target, 'utf8')).toBe(previous);
  });
});

const disk = mountSmallDisk(64);
afterAll(() => {
  if (disk.ok) disk.unmount();
});
const onRealDisk = disk.ok ? it : it.skip;

describe(`writeFileAtomic on a real 64 KiB tmpfs${disk.ok ? '' : ` (skipped here: ${disk.reason})`}`, () => {
  onRealDisk('with 8 KB free, refuses a 40 KB file with ENOSPC and keeps the previous one', () => {
    if (!disk.ok) return;
    const dir = fs.mkdtempSync(path.join(disk.dir, 'atomic-'));
    const target = path.join(dir, 'save.json');
    expect(writeFileAtomic(target, previous).ok).toBe(true);
    disk.leaveFree(8192);
    const outcome = writeFileAtomic(target, next);
    expect(outcome).toMatchObject({ ok: false, error: { code: 'ENOSPC', step: 'write' } });
    expect(fs.readFileSync(target, 'utf8')).toBe(previous);
    expect(tempFilesIn(dir)).toEqual([]);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
