// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, emptySnapshot, type SettingsPatch } from '../../../core/contract';
import { createLocalStoragePlatform, STORAGE_KEYS } from './createLocalStoragePlatform';

const fixedNow = () => new Date('2026-03-01T12:00:00.000Z');

beforeEach(() => localStorage.clear());

describe('local-storage platform', () => {
  it('gives a new player defaults and stores them', async () => {
    const platform = createLocalStoragePlatform(localStorage);
    expect(await platform.settings.get()).toEqual({
      ok: true,
      value: { settings: DEFAULT_SETTINGS, recovered: false, movedTo: null, writable: true },
    });
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.settings)!)).toEqual(DEFAULT_SETTINGS);
    expect(await platform.app.load()).toMatchObject({ ok: true, value: { snapshot: emptySnapshot() } });
  });

  it('keeps a settings change for the next page load', async () => {
    await createLocalStoragePlatform(localStorage).settings.set({ colorMode: 'dark', sfx: false });
    const again = await createLocalStoragePlatform(localStorage).settings.get();
    expect(again.ok && again.value.settings).toEqual({ ...DEFAULT_SETTINGS, colorMode: 'dark', sfx: false });
  });

  it('refuses a bad patch with the same clear error as the desktop app and stores nothing', async () => {
    const platform = createLocalStoragePlatform(localStorage);
    const before = localStorage.getItem(STORAGE_KEYS.settings);
    const answer = await platform.settings.set({ sfxVolume: -1 } as SettingsPatch);
    expect(answer.ok === false && answer.error).toEqual({
      code: 'invalid-payload',
      reason: 'ipc.refused',
      values: { channel: 'settings:set' },
      detail: expect.stringMatching(/^sfxVolume/),
    });
    expect(localStorage.getItem(STORAGE_KEYS.settings)).toBe(before);
  });

  it('moves a corrupt stored value aside, reports it once, and starts from defaults', async () => {
    localStorage.setItem(STORAGE_KEYS.settings, '{"sound": tru');
    const platform = createLocalStoragePlatform(localStorage, { now: fixedNow });
    const kept = `${STORAGE_KEYS.settings}.corrupt-2026-03-01T12-00-00-000Z`;
    expect(await platform.settings.get()).toEqual({
      ok: true,
      value: { settings: DEFAULT_SETTINGS, recovered: true, movedTo: kept, writable: true },
    });
    expect(localStorage.getItem(kept)).toBe('{"sound": tru');
    const again = await platform.settings.get();
    expect(again.ok && again.value.recovered).toBe(false);
  });

  it('moves progress of an unknown shape aside', async () => {
    localStorage.setItem(STORAGE_KEYS.progress, JSON.stringify({ version: 1, level: -4 }));
    const loaded = await createLocalStoragePlatform(localStorage, { now: fixedNow }).app.load();
    expect(loaded.ok && loaded.value).toMatchObject({ recovered: true, snapshot: emptySnapshot() });
  });

  it('migrates version-0 progress', async () => {
    localStorage.setItem(STORAGE_KEYS.progress, JSON.stringify({ level: 6, clearedStages: ['step1'] }));
    const loaded = await createLocalStoragePlatform(localStorage).app.load();
    expect(loaded.ok && loaded.value.snapshot).toMatchObject({
      version: 2,
      level: 6,
      stages: { step1: { cleared: true } },
    });
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.progress)!).version).toBe(2);
  });

  it('saves, refuses a bad save, and overwrites with migration like the desktop app', async () => {
    const platform = createLocalStoragePlatform(localStorage);
    expect((await platform.app.save({ ...emptySnapshot(), level: 2 })).ok).toBe(true);
    const bad = await platform.app.save({ ...emptySnapshot(), level: 0 });
    expect(bad.ok === false && bad.error.code).toBe('invalid-payload');
    const foreign = await platform.app.overwrite({ hello: 1 });
    expect(foreign.ok === false && foreign.error.reason).toBe('save.notReplaced');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.progress)!).level).toBe(2);
    const restored = await platform.app.overwrite({ level: 8 });
    expect(restored.ok && restored.value.level).toBe(8);
  });

  it('goes on in memory when storage is full, answering write-failed', async () => {
    const full: Storage = {
      ...localStorage,
      length: 0,
      clear: () => {},
      key: () => null,
      removeItem: () => {},
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    const platform = createLocalStoragePlatform(full);
    const answer = await platform.settings.set({ language: 'en' });
    expect(answer.ok === false && answer.error.code).toBe('write-failed');
    const now = await platform.settings.get();
    expect(now.ok && now.value).toMatchObject({ writable: false, settings: { language: 'en' } });
  });

  it('works with no storage at all, in memory', async () => {
    const platform = createLocalStoragePlatform(null);
    const answer = await platform.app.save({ ...emptySnapshot(), exp: 10 });
    expect(answer.ok === false && answer.error.code).toBe('read-only');
    const loaded = await platform.app.load();
    expect(loaded.ok && loaded.value).toMatchObject({ writable: false, snapshot: { exp: 10 } });
  });
});
