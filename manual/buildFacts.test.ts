import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { FIRST_LOCK_MS, MAX_LOCK_MS, MAX_WRONG_TRIES } from '../core/contract';
import {
  LEASE_RENEW_MS,
  LEASE_STALE_MS,
  MACHINE_CONFIG_VERSION,
  SHARE_RETRY_MS,
  SHARE_TIMEOUT_MS,
} from '../core/contract/classFolder';
import { MAX_TODAY_STAGES } from '../core/contract/teacher';
import { MAX_BACKUP_BYTES } from '../core/progress/progressBackup';
import { TOKEN_IDLE_MS } from '../core/teacher/teacherPinKeeper';
import { PLACEMENT_LENGTH } from '../renderer/src/engine/placement/placement';
import { readBuildFacts, readGameNumbers, type ScreenshotEntry } from './buildFacts';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const shot = (order: string, name: string): ScreenshotEntry => ({
  name,
  files: { ja: `ja/${order}-${name}.png`, en: `en/${order}-${name}.png` },
  caption: { ja: name, en: name },
  alt: { ja: name, en: name },
});

describe('readBuildFacts', () => {
  it('reports nothing for an empty public folder', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'kq-facts-'));
    expect(readBuildFacts(dir)).toEqual({
      screenshots: [],
      hasCoverage: false,
      hasLadle: false,
      backupLimitMegabytes: expect.any(Number),
      numbers: readGameNumbers(),
    });
  });

  it('keeps the manifest order, leaves out shots without files, sees coverage and the catalogue', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'kq-facts-'));
    const shots = path.join(dir, 'screenshots');
    mkdirSync(path.join(shots, 'ja'), { recursive: true });
    mkdirSync(path.join(shots, 'en'));
    const manifest = [shot('02', 'title'), shot('01', 'players'), shot('03', 'missing')];
    writeFileSync(path.join(shots, 'manifest.json'), JSON.stringify({ shots: manifest }));
    for (const entry of manifest.slice(0, 2)) {
      writeFileSync(path.join(shots, entry.files.ja), '');
      writeFileSync(path.join(shots, entry.files.en), '');
    }
    mkdirSync(path.join(dir, 'cov'));
    writeFileSync(path.join(dir, 'cov', 'index.html'), '<html></html>');
    expect(readBuildFacts(dir, { KOTOBA_MANUAL_LADLE: 'built' })).toEqual({
      screenshots: manifest.slice(0, 2),
      hasCoverage: true,
      hasLadle: true,
      backupLimitMegabytes: expect.any(Number),
      numbers: readGameNumbers(),
    });
  });

  it('states the backup limit from the game’s constant, in whole megabytes', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'kq-facts-'));
    const { backupLimitMegabytes } = readBuildFacts(dir);
    expect(backupLimitMegabytes * 1024 * 1024).toBe(MAX_BACKUP_BYTES);
    expect(Number.isInteger(backupLimitMegabytes)).toBe(true);
  });

  it('states the placement and teacher-mode numbers from the game’s constants, durations in whole minutes', () => {
    const numbers = readGameNumbers();
    expect(numbers.placementWords).toBe(PLACEMENT_LENGTH);
    expect(numbers.teacherWrongTries).toBe(MAX_WRONG_TRIES);
    expect(numbers.teacherFirstLockMinutes * 60_000).toBe(FIRST_LOCK_MS);
    expect(numbers.teacherMaxLockMinutes * 60_000).toBe(MAX_LOCK_MS);
    expect(numbers.teacherIdleMinutes * 60_000).toBe(TOKEN_IDLE_MS);
    expect(numbers.todayStagesMax).toBe(MAX_TODAY_STAGES);
    for (const value of Object.values(numbers)) expect(Number.isInteger(value)).toBe(true);
  });

  it('states the class folder’s timings from the contract, in the whole seconds and minutes the IT page uses', () => {
    const numbers = readGameNumbers();
    expect(numbers.leaseRenewSeconds * 1_000).toBe(LEASE_RENEW_MS);
    expect(numbers.leaseStaleMinutes * 60_000).toBe(LEASE_STALE_MS);
    expect(numbers.shareTimeoutSeconds * 1_000).toBe(SHARE_TIMEOUT_MS);
    expect(numbers.shareRetrySeconds * 1_000).toBe(SHARE_RETRY_MS);
    expect(numbers.machineConfigVersion).toBe(MACHINE_CONFIG_VERSION);
    // The page says a lease is renewed before it could be taken for stale.
    expect(numbers.leaseRenewSeconds).toBeLessThan(numbers.leaseStaleMinutes * 60);
  });
});
