import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BRIDGE, BRIDGE_EVENTS, type KotobaApi } from '../../core/contract';
import { preloadStandIn } from '../../tests/stubs/electron';
import { makeTempFolder } from '../../tests/support/electron/main/stores/testFolders';
import { createClassroomHandlers } from '../main/ipc/createClassroomHandlers';
import { createIpcHandlers } from '../main/ipc/createIpcHandlers';
import { createSenderCheck } from '../main/ipc/isTrustedSender';
import { activeSnapshot, createProfileService } from '../main/profiles/profileService';
import { createSettingsService } from '../main/stores/settingsService';
import { createTeacherHandlers, openTeacherMode } from '../main/teacher/createTeacherHandlers';
import { createWordListService } from '../main/wordlists/wordListService';

const folders: string[] = [];
const quiet = () => {};

/** Runs the real preload module against the stand-in, with the real handlers of main behind it. */
async function loadPreload(): Promise<{ kotoba: KotobaApi; cwd: string }> {
  const cwd = makeTempFolder('kotoba-preload-');
  folders.push(cwd);
  const profiles = createProfileService({ cwd, log: quiet });
  const wordLists = createWordListService({ cwd, log: quiet });
  const isTrustedSender = createSenderCheck('app://game');
  const handlers = {
    ...createIpcHandlers({
      settings: createSettingsService({ cwd, log: quiet }),
      snapshot: activeSnapshot(profiles),
      isTrustedSender,
      log: quiet,
      checkAnswers: true,
    }),
    ...createClassroomHandlers({ profiles, wordLists, isTrustedSender, log: quiet, checkAnswers: true }),
    ...createTeacherHandlers({ ...openTeacherMode(cwd), isTrustedSender, log: quiet, checkAnswers: true }),
  };
  for (const [channel, handler] of Object.entries(handlers)) {
    preloadStandIn.handlers.set(channel, handler as never);
  }
  return { kotoba: exposedOnce.get('kotoba') as KotobaApi, cwd };
}

// The preload runs once, as in a page: what it exposed is kept, the handlers behind it change per test.
let exposedOnce = new Map<string, unknown>();
beforeAll(async () => {
  preloadStandIn.reset();
  await import('./index');
  exposedOnce = new Map(preloadStandIn.exposed);
});
beforeEach(() => {
  preloadStandIn.handlers.clear();
  preloadStandIn.listeners.clear();
  preloadStandIn.invoked.length = 0;
});
afterEach(() => {
  for (const dir of folders.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('the real preload', () => {
  it('exposes exactly the operations of the bridge table, frozen, and nothing else', async () => {
    const { kotoba } = await loadPreload();
    expect([...exposedOnce.keys()]).toEqual(['kotoba']);
    const shape = Object.fromEntries(
      Object.entries(kotoba).map(([area, value]) => [
        area,
        typeof value === 'function' ? 'subscription' : Object.keys(value as object).sort(),
      ]),
    );
    const expected = {
      ...Object.fromEntries(Object.entries(BRIDGE).map(([area, ops]) => [area, Object.keys(ops).sort()])),
      ...Object.fromEntries(Object.keys(BRIDGE_EVENTS).map((name) => [name, 'subscription'])),
    };
    expect(shape).toEqual(expected);
    expect(Object.isFrozen(kotoba)).toBe(true);
    expect(Object.isFrozen(kotoba.settings)).toBe(true);
    expect('invoke' in kotoba || 'send' in kotoba || 'ipcRenderer' in kotoba).toBe(false);
  });

  it('calls each operation on its own channel, through the real handlers of main', async () => {
    const { kotoba } = await loadPreload();
    const set = await kotoba.settings.set({ language: 'en' });
    expect(set.ok && set.value.language).toBe('en');
    expect((await kotoba.settings.get()).ok).toBe(true);
    const added = await kotoba.profiles!.add({ name: 'けん', avatar: 'hero' });
    expect(added.ok).toBe(true);
    const lists = await kotoba.wordLists!.list();
    expect(lists).toEqual({ ok: true, value: [] });
    expect(preloadStandIn.invoked.map((c) => c.channel)).toEqual([
      BRIDGE.settings.set,
      BRIDGE.settings.get,
      BRIDGE.profiles.add,
      BRIDGE.wordLists.list,
    ]);
  });

  it('reaches teacher mode in main: the PIN is checked there and a wrong one opens nothing', async () => {
    const { kotoba, cwd } = await loadPreload();
    const teacher = kotoba.teacher!;
    expect(await teacher.status()).toEqual({
      ok: true,
      value: { pinSet: false, lockedUntil: null, damaged: false },
    });
    expect((await teacher.setPin({ pin: '8642' })).ok).toBe(true);
    expect(await teacher.unlock({ pin: '2468' })).toEqual({
      ok: true,
      value: { ok: false, reason: 'wrong-pin', lockedUntil: null },
    });
    const unlocked = await teacher.unlock({ pin: '8642' });
    if (!unlocked.ok || !unlocked.value.ok) throw new Error('not unlocked');
    const saved = await teacher.setSettings({
      token: unlocked.value.token,
      settings: { openWorlds: ['j1'], openStages: [], todayStages: ['month'] },
    });
    expect(saved.ok && saved.value.openWorlds).toEqual(['j1']);
    const read = await teacher.getSettings();
    expect(read.ok && read.value.settings.todayStages).toEqual(['month']);
    expect(await teacher.lock({ token: unlocked.value.token })).toEqual({ ok: true, value: true });
    expect(fs.readFileSync(path.join(cwd, 'teacher-pin.json'), 'utf8')).not.toContain('8642');
    expect(preloadStandIn.invoked.map((c) => c.channel)).toEqual([
      BRIDGE.teacher.status,
      BRIDGE.teacher.setPin,
      BRIDGE.teacher.unlock,
      BRIDGE.teacher.unlock,
      BRIDGE.teacher.setSettings,
      BRIDGE.teacher.getSettings,
      BRIDGE.teacher.lock,
    ]);
  });

  it('passes one argument at most, so nothing extra a page adds reaches main', async () => {
    const { kotoba } = await loadPreload();
    await (kotoba.settings.set as (...a: unknown[]) => Promise<unknown>)({ language: 'ja' }, 'extra', 42);
    expect(preloadStandIn.invoked.at(-1)?.args).toEqual([{ language: 'ja' }]);
    await (kotoba.app.load as (...a: unknown[]) => Promise<unknown>)('unexpected');
    expect(preloadStandIn.invoked.at(-1)?.args).toEqual(['unexpected']);
  });

  it('relays a word-list preview to the page without the IPC event, and stops after unsubscribe', async () => {
    const { kotoba } = await loadPreload();
    const seen: unknown[][] = [];
    const stop = kotoba.onWordListPreview!((...args: unknown[]) => seen.push(args));
    preloadStandIn.send(BRIDGE_EVENTS.onWordListPreview, { id: 'p1' });
    stop();
    preloadStandIn.send(BRIDGE_EVENTS.onWordListPreview, { id: 'p2' });
    expect(seen).toEqual([[{ id: 'p1' }]]);
  });
});
