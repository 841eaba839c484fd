import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, type SettingsPatch } from '../../../core/contract';
import { loadToShow } from '../../../core/saves/loadToShow';
import {
  fsError,
  openWithFailingWrites,
  tempFoldersCleanedAfterEach,
} from '../../../tests/support/electron/main/stores/testFolders';
import { WRITE_RETRY_MS } from './createStoredFile';
import { type OpenStore, openElectronStore } from './openElectronStore';
import { createSettingsService } from './settingsService';

const folder = tempFoldersCleanedAfterEach();
const quiet = () => {};
const fixedNow = () => new Date('2026-01-31T10:20:30.123Z');

function readJson(file: string): unknown {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

describe('settings service over electron-store', () => {
  it('gives a new player the defaults and writes them to settings.json', () => {
    const cwd = folder();
    const service = createSettingsService({ cwd, log: quiet });
    const loaded = service.load();
    expect(loaded).toEqual({ settings: DEFAULT_SETTINGS, recovered: false, movedTo: null, writable: true });
    expect(service.path).toBe(path.join(cwd, 'settings.json'));
    expect(readJson(service.path)).toEqual(DEFAULT_SETTINGS);
  });

  it('keeps a change on disk so that the next start reads it back', () => {
    const cwd = folder();
    const first = createSettingsService({ cwd, log: quiet });
    const answer = first.update({ bgmVolume: 0.25, language: 'en', colorMode: 'dark' });
    expect(answer).toEqual({
      ok: true,
      value: { ...DEFAULT_SETTINGS, bgmVolume: 0.25, language: 'en', colorMode: 'dark' },
    });
    expect(readJson(first.path)).toMatchObject({ bgmVolume: 0.25, language: 'en', colorMode: 'dark' });

    const second = createSettingsService({ cwd, log: quiet });
    expect(second.load().settings).toEqual({
      ...DEFAULT_SETTINGS,
      bgmVolume: 0.25,
      language: 'en',
      colorMode: 'dark',
    });
  });

  it('refuses a change that breaks the schema and leaves the file byte-for-byte unchanged', () => {
    const cwd = folder();
    const service = createSettingsService({ cwd, log: quiet });
    service.update({ sfxVolume: 0.3 });
    const before = fs.readFileSync(service.path);
    const answer = service.update({ bgmVolume: 7 } as SettingsPatch);
    expect(answer.ok).toBe(false);
    if (!answer.ok) {
      expect(answer.error.code).toBe('invalid-payload');
      expect(answer.error.reason).toBe('save.invalid');
      expect(answer.error.detail).toContain('bgmVolume');
    }
    expect(fs.readFileSync(service.path).equals(before)).toBe(true);
    expect(service.load().settings.bgmVolume).toBe(DEFAULT_SETTINGS.bgmVolume);
  });

  const damaged: [string, string][] = [
    ['not JSON at all', 'this is not json {'],
    ['cut short in the middle', JSON.stringify(DEFAULT_SETTINGS).slice(0, 40)],
    ['empty', ''],
    ['valid JSON that breaks the schema', JSON.stringify({ ...DEFAULT_SETTINGS, bgmVolume: 5 })],
    ['written by a newer version', JSON.stringify({ ...DEFAULT_SETTINGS, version: 99 })],
  ];
  for (const [what, content] of damaged) {
    it(`moves a settings file that is ${what} aside, keeps it, and starts from defaults`, () => {
      const cwd = folder();
      const file = path.join(cwd, 'settings.json');
      fs.writeFileSync(file, content);
      const service = createSettingsService({ cwd, log: quiet, now: fixedNow });
      const loaded = service.load();
      const kept = path.join(cwd, 'settings.json.corrupt-2026-01-31T10-20-30-123Z');
      expect(loaded).toEqual({ settings: DEFAULT_SETTINGS, recovered: true, movedTo: kept, writable: true });
      expect(fs.readFileSync(kept, 'utf8')).toBe(content);
      expect(readJson(file)).toEqual(DEFAULT_SETTINGS);
      // Loading changes nothing: the notice stays until whoever shows it clears it, then later
      // loads in the same run report a healthy file.
      expect(service.load()).toEqual(loaded);
      expect(loadToShow(service)).toEqual(loaded);
      expect(service.load()).toMatchObject({ recovered: false, movedTo: null, writable: true });
    });
  }

  const wrongShapes: [string, string][] = [
    ['an array', '[]'],
    ['null', 'null'],
    ['an object of another program', '{"hello":"world"}'],
    ['an empty object', '{}'],
    ['a string', '"settings"'],
    ['a number', '42'],
    ['old settings whose every field is invalid', '{"language":"fr","volume":"loud"}'],
  ];
  for (const [what, content] of wrongShapes) {
    it(`counts valid JSON of the wrong shape (${what}) as damage: moved aside, defaults, the player told`, () => {
      const cwd = folder();
      const file = path.join(cwd, 'settings.json');
      fs.writeFileSync(file, content);
      const service = createSettingsService({ cwd, log: quiet, now: fixedNow });
      const kept = path.join(cwd, 'settings.json.corrupt-2026-01-31T10-20-30-123Z');
      expect(service.load()).toEqual({
        settings: DEFAULT_SETTINGS,
        recovered: true,
        movedTo: kept,
        writable: true,
      });
      expect(fs.readFileSync(kept, 'utf8')).toBe(content);
      expect(fs.readdirSync(cwd).filter((name) => name.includes('before-migration'))).toEqual([]);
    });
  }

  it('reads settings saved with a byte-order mark (Notepad) as they are, without moving them aside', () => {
    const cwd = folder();
    const file = path.join(cwd, 'settings.json');
    fs.writeFileSync(file, `\uFEFF${JSON.stringify({ ...DEFAULT_SETTINGS, language: 'en' }, null, 2)}`);
    const service = createSettingsService({ cwd, log: quiet, now: fixedNow });
    expect(service.load()).toEqual({
      settings: { ...DEFAULT_SETTINGS, language: 'en' },
      recovered: false,
      movedTo: null,
      writable: true,
    });
    expect(fs.readdirSync(cwd)).toEqual(['settings.json']);
    expect(service.update({ bgm: false }).ok).toBe(true);
    expect(readJson(file)).toMatchObject({ language: 'en', bgm: false });
  });

  it('migrates version-0 settings (no version, one shared volume), keeping a copy of the old file', () => {
    const cwd = folder();
    const file = path.join(cwd, 'settings.json');
    const old = JSON.stringify({
      volume: 0.3,
      language: 'en',
      colorMode: 'sepia',
      speech: false,
      retired: 1,
    });
    fs.writeFileSync(file, old);
    const service = createSettingsService({ cwd, log: quiet, now: fixedNow });
    const expected = { ...DEFAULT_SETTINGS, bgmVolume: 0.3, sfxVolume: 0.3, language: 'en', speech: false };
    expect(service.load()).toEqual({ settings: expected, recovered: false, movedTo: null, writable: true });
    expect(readJson(file)).toEqual(expected);
    expect(fs.readFileSync(`${file}.before-migration-2026-01-31T10-20-30-123Z`, 'utf8')).toBe(old);
  });

  it('a read-only folder (EACCES injected at the store write, as root ignores chmod): error result, play goes on in memory', () => {
    const cwd = folder();
    createSettingsService({ cwd, log: quiet }).update({ sfxVolume: 0.1 });
    const before = fs.readFileSync(path.join(cwd, 'settings.json'));
    const service = createSettingsService({ cwd, log: quiet, openStore: openWithFailingWrites('EACCES') });
    expect(service.load().writable).toBe(true);
    const answer = service.update({ language: 'en' });
    expect(answer.ok).toBe(false);
    if (!answer.ok) {
      expect(answer.error.code).toBe('read-only');
      expect(answer.error.reason).toBe('save.readOnly');
      expect(answer.error.detail).toMatch(/is read-only/);
    }
    const after = service.load();
    expect(after.writable).toBe(false);
    expect(after.settings).toMatchObject({ language: 'en', sfxVolume: 0.1 });
    expect(fs.readFileSync(path.join(cwd, 'settings.json')).equals(before)).toBe(true);
  });

  it('after a refused write, leaves the disk alone for WRITE_RETRY_MS, then tries again', () => {
    const cwd = folder();
    let clock = Date.parse('2026-01-31T10:00:00Z');
    let attempts = 0;
    let refuse = true;
    const openStore: OpenStore = (dir, name) => {
      const real = openElectronStore(dir, name);
      return {
        get path() {
          return real.path;
        },
        get store() {
          return real.store;
        },
        set store(value: Record<string, unknown>) {
          attempts++;
          if (refuse) throw fsError('EROFS');
          real.store = value;
        },
      };
    };
    const service = createSettingsService({ cwd, log: quiet, openStore, now: () => new Date(clock) });
    expect(attempts).toBe(1);
    expect(service.update({ sfx: false }).ok).toBe(false);
    expect(service.update({ bgm: false }).ok).toBe(false);
    expect(attempts).toBe(1);
    refuse = false;
    clock += WRITE_RETRY_MS;
    expect(service.update({ speech: false })).toMatchObject({
      ok: true,
      value: { sfx: false, bgm: false, speech: false },
    });
    expect(attempts).toBe(2);
    expect(readJson(service.path)).toMatchObject({ sfx: false, bgm: false, speech: false });
    expect(service.load().writable).toBe(true);
  });

  it('a full disk (ENOSPC injected at the store write) answers write-failed and keeps the change in memory', () => {
    const cwd = folder();
    const service = createSettingsService({ cwd, log: quiet, openStore: openWithFailingWrites('ENOSPC') });
    expect(service.load()).toMatchObject({ writable: false, settings: DEFAULT_SETTINGS });
    const answer = service.update({ mode: 'battle' });
    expect(answer.ok === false && answer.error.code).toBe('write-failed');
    expect(service.load().settings.mode).toBe('battle');
    expect(fs.existsSync(path.join(cwd, 'settings.json'))).toBe(false);
  });

  it('a folder that cannot be created (real ENOTDIR: its parent is a file) starts from defaults in memory', () => {
    const parent = folder();
    fs.writeFileSync(path.join(parent, 'blocker'), 'x');
    const service = createSettingsService({ cwd: path.join(parent, 'blocker', 'userData'), log: quiet });
    expect(service.load()).toEqual({
      settings: DEFAULT_SETTINGS,
      recovered: false,
      movedTo: null,
      writable: false,
    });
    const answer = service.update({ textSize: 'large' });
    expect(answer.ok === false && answer.error.code).toBe('write-failed');
    expect(service.load().settings.textSize).toBe('large');
  });

  it('an unreadable settings path (real EISDIR: a folder sits where the file should be) is never overwritten', () => {
    const cwd = folder();
    const blocked = path.join(cwd, 'settings.json');
    fs.mkdirSync(blocked);
    fs.writeFileSync(path.join(blocked, 'keep.txt'), 'keep');
    const service = createSettingsService({ cwd, log: quiet });
    expect(service.load()).toMatchObject({ writable: false, recovered: false, settings: DEFAULT_SETTINGS });
    const answer = service.update({ speech: false });
    expect(answer.ok === false && answer.error.code).toBe('read-only');
    expect(service.load().settings.speech).toBe(false);
    expect(fs.readFileSync(path.join(blocked, 'keep.txt'), 'utf8')).toBe('keep');
  });
});
