import { IDBObjectStore } from 'fake-indexeddb';
import { afterEach, describe, expect, it } from 'vitest';
import {
  CONTRACT,
  DEFAULT_SETTINGS,
  emptySnapshot,
  type KotobaApi,
  type Operation,
  type Result,
} from '../../../../core/contract';
import { MAX_WRONG_TRIES } from '../../../../core/contract/teacher';
import { bytesBase64 } from '../../../../core/roster/base64Bytes';
import { playedSnapshot } from '../../../../tests/support/core/progress/playedSnapshot';
import { refuseWrites, TEST_NOW, testBrowser } from '../../../../tests/support/renderer/platform/webEdition';
import { createWebPlatform } from './createWebPlatform';
import { SAVE_KEYS } from './savesDatabase';
import { getWebHost, setWebHost } from './webHost';

const csv = (text: string) => new TextEncoder().encode(text);

/** The value of an `ok` answer; fails the test with the error otherwise. */
function answerOf<T>(answer: Result<T>): T {
  if (!answer.ok) throw new Error(`expected ok, got ${JSON.stringify(answer.error)}`);
  return answer.value;
}

/** Checks an answer against its operation's answer schema and answers its value. */
function fits<T>(operation: Operation, answer: Result<T>): T {
  const value = answerOf(answer);
  expect(operation.answer.safeParse(value).success).toBe(true);
  return value;
}

async function unlocked(api: KotobaApi): Promise<string> {
  answerOf(await api.teacher!.setPin({ pin: '2468' }));
  const unlock = answerOf(await api.teacher!.unlock({ pin: '2468' }));
  if (!unlock.ok) throw new Error('not unlocked');
  return unlock.token;
}

afterEach(() => setWebHost(null));

describe('every operation of the web edition', () => {
  it('answers within its operation’s answer schema', async () => {
    const browser = testBrowser();
    const { api, host } = browser.start();
    const called = new Set<string>();
    const check = async <T>(area: keyof typeof CONTRACT, name: string, answer: Promise<Result<T>>) => {
      called.add(`${area}.${name}`);
      return fits((CONTRACT[area] as Record<string, Operation>)[name]!, await answer);
    };
    await check('settings', 'get', api.settings.get());
    await check('settings', 'set', api.settings.set({ sfx: false }));
    await check('app', 'load', api.app.load());
    await check('app', 'save', api.app.save(playedSnapshot()));
    await check('app', 'overwrite', api.app.overwrite({ level: 4 }));
    const view = await check('profiles', 'list', api.profiles!.list());
    const added = await check('profiles', 'add', api.profiles!.add({ name: 'はな', avatar: 'month-slime' }));
    await check('profiles', 'update', api.profiles!.update({ id: added.id, name: 'はなこ', avatar: 'hero' }));
    await check('profiles', 'select', api.profiles!.select(added.id));
    await check('profiles', 'select', api.profiles!.select(view.activeId));
    await check('profiles', 'remove', api.profiles!.remove(added.id));
    await check('teacher', 'status', api.teacher!.status());
    await check('teacher', 'setPin', api.teacher!.setPin({ pin: '2468' }));
    const unlock = await check('teacher', 'unlock', api.teacher!.unlock({ pin: '2468' }));
    const token = unlock.ok ? unlock.token : '';
    await check('teacher', 'getSettings', api.teacher!.getSettings());
    await check(
      'teacher',
      'setSettings',
      api.teacher!.setSettings({
        token,
        settings: { openWorlds: ['e56'], openStages: [], todayStages: ['month'] },
      }),
    );
    const preview = answerOf(await host.importWordList('animals.csv', csv('en,ja\ndog,いぬ\ncat,ねこ\n')));
    const list = await check('wordLists', 'confirm', api.wordLists!.confirm(preview.id));
    await check('wordLists', 'list', api.wordLists!.list());
    await check('wordLists', 'rename', api.wordLists!.rename({ id: list.id, title: 'どうぶつ' }));
    const other = answerOf(await host.importWordList('more.csv', csv('en,ja\nred,あか\n')));
    await check('wordLists', 'cancel', api.wordLists!.cancel(other.id));
    await check('wordLists', 'remove', api.wordLists!.remove(list.id));
    await check('classFolder', 'status', api.classFolder!.status());
    await check('classFolder', 'leave', api.classFolder!.leave());
    await check('dashboard', 'report', api.dashboard!.report({ token }));
    await check('dashboard', 'pupil', api.dashboard!.pupil({ token, playerId: view.activeId }));
    await check('dashboard', 'exportCsv', api.dashboard!.exportCsv({ token, language: 'ja' }));
    const rosterFiles = [{ name: '1組.csv', base64: bytesBase64(csv('出席番号,氏名\n1,やまだ たろう\n')) }];
    await check('roster', 'preview', api.roster!.preview({ token, files: rosterFiles, classes: null }));
    await check('roster', 'apply', api.roster!.apply({ token, files: rosterFiles, classes: null }));
    const rostered = answerOf(await api.profiles!.list()).profiles.find((p) => p.className === '1組');
    await check('roster', 'exportPlayers', api.roster!.exportPlayers({ token, ids: [rostered?.id ?? ''] }));
    await check(
      'roster',
      'removeLeavers',
      api.roster!.removeLeavers({ token, ids: [rostered?.id ?? ''], withoutExport: false }),
    );
    await check('roster', 'undo', api.roster!.undo({ token }));
    await check('teacher', 'lock', api.teacher!.lock({ token }));
    const refusedFolder = await api.classFolder!.setFolder({
      token,
      classFolder: 'S:\\kotoba',
      className: null,
    });
    const refusedRelease = await api.classFolder!.releasePlayer({ token, playerId: view.activeId });
    called.add('classFolder.setFolder').add('classFolder.releasePlayer');
    for (const refused of [refusedFolder, refusedRelease]) {
      expect(refused).toEqual({
        ok: false,
        error: { code: 'unavailable', reason: 'classFolder.webEdition', values: {} },
      });
    }
    const everyOperation = Object.entries(CONTRACT).flatMap(([area, table]) =>
      Object.keys(table).map((name) => `${area}.${name}`),
    );
    expect([...called].sort()).toEqual(everyOperation.sort());
  });

  it('refuses a malformed payload of every operation that takes one, and writes nothing', async () => {
    const browser = testBrowser();
    const { api } = browser.start();
    const before = answerOf(await api.settings.get()).settings;
    const activeId = answerOf(await api.profiles!.list()).activeId;
    const malformed: [string, Promise<Result<unknown>>][] = [
      ['settings:set', api.settings.set({ sfxVolume: 7 } as never)],
      ['app:save', api.app.save({ ...emptySnapshot(), level: 0 })],
      ['profiles:add', api.profiles!.add({ name: '', avatar: 'hero' })],
      ['profiles:update', api.profiles!.update({ id: 'nobody', name: 'x', avatar: 'hero' })],
      ['profiles:remove', api.profiles!.remove({ id: activeId, extra: 1 } as never)],
      ['profiles:select', api.profiles!.select('../../etc' as never)],
      ['teacher:setPin', api.teacher!.setPin({ pin: 12 } as never)],
      ['teacher:unlock', api.teacher!.unlock({} as never)],
      ['teacher:lock', api.teacher!.lock({ token: 'short' })],
      ['teacher:setSettings', api.teacher!.setSettings({ token: 'x' } as never)],
      ['wordlists:rename', api.wordLists!.rename({ id: 'x', title: 'y' })],
      ['wordlists:remove', api.wordLists!.remove('nope')],
      ['wordlists:confirm', api.wordLists!.confirm('pv-!')],
      ['wordlists:cancel', api.wordLists!.cancel(3 as never)],
      ['classfolder:setFolder', api.classFolder!.setFolder({} as never)],
      ['classfolder:releasePlayer', api.classFolder!.releasePlayer({ token: 't' } as never)],
      ['dashboard:report', api.dashboard!.report({} as never)],
      ['dashboard:pupil', api.dashboard!.pupil({ token: 't' } as never)],
      ['dashboard:exportCsv', api.dashboard!.exportCsv({ token: 't', language: 'fr' } as never)],
      ['settings:get', (api.settings.get as (payload: unknown) => Promise<Result<unknown>>)('extra')],
    ];
    for (const [channel, answer] of malformed) {
      const refused = await answer;
      expect(refused.ok === false && refused.error).toMatchObject({
        code: 'invalid-payload',
        reason: 'ipc.refused',
        values: { channel },
      });
    }
    expect(await browser.record(SAVE_KEYS.settingsOf(activeId))).toEqual(before);
    expect(answerOf(await api.profiles!.list()).profiles).toHaveLength(1);
  });

  it('is installed as the web host when made as the page’s platform', async () => {
    const browser = testBrowser();
    const api = createWebPlatform({ indexedDB: browser.indexedDB, localStorage: null, log: () => {} });
    expect(getWebHost()).not.toBeNull();
    expect(await getWebHost()!.startState()).toBe('fresh');
    expect(answerOf(await api.settings.get()).settings).toEqual(DEFAULT_SETTINGS);
  });
});

describe('saves kept in the database', () => {
  it('keeps settings, progress, players and who plays for the next page load', async () => {
    const browser = testBrowser();
    const first = browser.start().api;
    answerOf(await first.settings.set({ colorMode: 'dark' }));
    answerOf(await first.app.save(playedSnapshot(5)));
    const hana = answerOf(await first.profiles!.add({ name: 'はな', avatar: 'book-mimic' }));
    answerOf(await first.profiles!.select(hana.id));
    answerOf(await first.settings.set({ language: 'en' }));

    const again = browser.start().api;
    const view = answerOf(await again.profiles!.list());
    expect(view.activeId).toBe(hana.id);
    expect(view.profiles.map((p) => p.name)).toEqual(['プレイヤー1', 'はな']);
    expect(answerOf(await again.settings.get()).settings.language).toBe('en');
    expect(answerOf(await again.app.load()).snapshot).toEqual(emptySnapshot());
    answerOf(await again.profiles!.select(view.profiles[0]!.id));
    expect(answerOf(await again.settings.get()).settings.colorMode).toBe('dark');
    expect(answerOf(await again.app.load()).snapshot).toEqual(playedSnapshot(5));
  });

  it('moves a damaged record aside under a .corrupt key, tells once, and starts from defaults', async () => {
    const browser = testBrowser();
    const first = browser.start().api;
    const id = answerOf(await first.profiles!.list()).activeId;
    // A record spoiled by hand (devtools) or by another program.
    await new Promise<void>((resolve) => {
      const open = browser.indexedDB.open('kotoba-quest');
      open.onsuccess = () => {
        const tx = open.result.transaction('saves', 'readwrite');
        tx.objectStore('saves').put({ version: 2, level: -3 }, SAVE_KEYS.progressOf(id));
        tx.oncomplete = () => {
          open.result.close();
          resolve();
        };
      };
    });
    const again = browser.start().api;
    const loaded = answerOf(await again.app.load());
    const aside = `${SAVE_KEYS.progressOf(id)}.corrupt-2026-03-02T09-00-00-000Z`;
    expect(loaded).toMatchObject({ recovered: true, movedTo: aside, snapshot: emptySnapshot() });
    expect(await browser.record(aside)).toEqual({ version: 2, level: -3 });
    expect(answerOf(await again.app.load()).recovered).toBe(false);
  });
});

describe('a record the browser cannot read', () => {
  it('is never written over: play goes on in memory and each save says why', async () => {
    const browser = testBrowser();
    const first = browser.start().api;
    const id = answerOf(await first.profiles!.list()).activeId;
    answerOf(await first.app.save(playedSnapshot(6)));
    const get = IDBObjectStore.prototype.get;
    IDBObjectStore.prototype.get = function unreadable(this: IDBObjectStore, key: IDBValidKey) {
      if (key === SAVE_KEYS.progressOf(id)) throw new DOMException('unreadable for the test', 'UnknownError');
      return get.call(this, key);
    };
    try {
      const { api } = browser.start();
      expect(answerOf(await api.app.load())).toMatchObject({ writable: false, snapshot: emptySnapshot() });
      const refused = await api.app.save(playedSnapshot(2));
      expect(refused.ok === false && refused.error).toMatchObject({
        code: 'read-only',
        reason: 'save.locked',
      });
    } finally {
      IDBObjectStore.prototype.get = get;
    }
    expect(answerOf(await browser.start().api.app.load()).snapshot).toEqual(playedSnapshot(6));
  });
});

describe('a write the browser refuses', () => {
  for (const [name, code, reason] of [
    ['QuotaExceededError', 'write-failed', 'save.diskFull'],
    ['InvalidStateError', 'read-only', 'save.readOnly'],
    ['UnknownError', 'write-failed', 'save.refused'],
  ] as const) {
    it(`(${name}) is said, play goes on with the new value, and the previous save stays`, async () => {
      const browser = testBrowser();
      const { api } = browser.start();
      answerOf(await api.app.save(playedSnapshot(3)));
      const restore = refuseWrites(name);
      try {
        const refused = await api.app.save(playedSnapshot(9));
        expect(refused.ok === false && refused.error).toMatchObject({ code, reason });
        const inMemory = answerOf(await api.app.load());
        expect(inMemory).toMatchObject({ writable: false, snapshot: { level: 9 } });
      } finally {
        restore();
      }
      const reopened = browser.start().api;
      expect(answerOf(await reopened.app.load()).snapshot.level).toBe(3);
    });
  }

  it('(an aborted transaction) keeps the previous save of every record it carried', async () => {
    const { abortWrites } = await import('../../../../tests/support/renderer/platform/webEdition');
    const browser = testBrowser();
    const { api } = browser.start();
    const hana = answerOf(await api.profiles!.add({ name: 'はな', avatar: 'hero' }));
    const restore = abortWrites();
    try {
      const refused = await api.settings.set({ colorMode: 'dark' });
      expect(refused.ok === false && refused.error.reason).toBe('save.refused');
      const removed = await api.profiles!.remove(hana.id);
      expect(removed.ok === false && removed.error.reason).toBe('save.refused');
    } finally {
      restore();
    }
    const reopened = browser.start().api;
    expect(answerOf(await reopened.settings.get()).settings.colorMode).toBe(DEFAULT_SETTINGS.colorMode);
    expect(answerOf(await reopened.profiles!.list()).profiles.map((p) => p.id)).toContain(hana.id);
  });

  it('opens the database again when the browser closed the connection, and keeps the save', async () => {
    const browser = testBrowser();
    const connections: IDBDatabase[] = [];
    const real = browser.indexedDB;
    const watching = {
      open: (name: string, version?: number) => {
        const request = real.open(name, version);
        request.addEventListener('success', () => connections.push(request.result));
        return request;
      },
    } as unknown as IDBFactory;
    const { api } = browser.start({ indexedDB: watching });
    answerOf(await api.app.save(playedSnapshot(3)));
    // As Safari does to a page left in the background: the connection is gone.
    for (const connection of connections) connection.close();
    answerOf(await api.app.save(playedSnapshot(5)));
    expect(connections.length).toBeGreaterThan(1);
    expect(answerOf(await browser.start().api.app.load()).snapshot.level).toBe(5);
  });

  it('plays on in memory when the browser gives no database at all', async () => {
    const broken = {
      open: () => {
        throw new DOMException('private window', 'InvalidStateError');
      },
    } as unknown as IDBFactory;
    const { api, host } = testBrowser().start({ indexedDB: broken });
    const saved = await api.app.save(playedSnapshot(4));
    expect(saved.ok === false && saved.error).toMatchObject({ code: 'read-only', reason: 'save.readOnly' });
    expect(answerOf(await api.app.load())).toMatchObject({ writable: false, snapshot: { level: 4 } });
    expect(await host.startState()).toBe('fresh');
  });
});

describe('the game open in two tabs', () => {
  it('writes nothing from a tab that does not hold the play lock, and writes again once it does', async () => {
    const browser = testBrowser();
    let playing = false;
    const { api } = browser.start({ playLock: { ready: Promise.resolve(), mayWrite: () => playing } });
    const refused = await api.app.save(playedSnapshot());
    expect(!refused.ok && refused.error).toMatchObject({ code: 'read-only', reason: 'save.otherTab' });
    expect(answerOf(await api.app.load()).snapshot.level).toBe(playedSnapshot().level);
    expect(
      await browser.record(SAVE_KEYS.progressOf(answerOf(await api.profiles!.list()).activeId)),
    ).toBeUndefined();

    playing = true;
    answerOf(await api.app.save(playedSnapshot()));
    const id = answerOf(await api.profiles!.list()).activeId;
    expect(await browser.record(SAVE_KEYS.progressOf(id))).toMatchObject({ level: playedSnapshot().level });
  });
});

describe('players of a shared device', () => {
  it('keep a player with progress unless teacher mode’s token comes with the removal', async () => {
    const browser = testBrowser();
    const { api } = browser.start();
    const hana = answerOf(await api.profiles!.add({ name: 'はな', avatar: 'hero' }));
    const ken = answerOf(await api.profiles!.add({ name: 'けん', avatar: 'hero' }));
    answerOf(await api.profiles!.select(hana.id));
    answerOf(await api.app.save(playedSnapshot()));
    const refused = await api.profiles!.remove(hana.id);
    expect(refused.ok === false && refused.error).toMatchObject({
      code: 'not-unlocked',
      reason: 'player.needsTeacher',
    });
    const wrongToken = await api.profiles!.remove({ id: hana.id, token: 'A'.repeat(43) });
    expect(wrongToken.ok === false && wrongToken.error.reason).toBe('player.needsTeacher');
    // A player who never played can go without a teacher.
    expect(answerOf(await api.profiles!.remove(ken.id)).profiles.map((p) => p.id)).not.toContain(ken.id);
    const token = await unlocked(api);
    const view = answerOf(await api.profiles!.remove({ id: hana.id, token }));
    expect(view.profiles.map((p) => p.id)).not.toContain(hana.id);
    expect(view.activeId).toBe(view.profiles[0]!.id);
    for (const key of [
      SAVE_KEYS.progressOf(hana.id),
      SAVE_KEYS.settingsOf(hana.id),
      SAVE_KEYS.playerOf(hana.id),
    ]) {
      expect(await browser.record(key)).toBeUndefined();
    }
  });

  it('refuses the last player, a taken name and an unknown id like the desktop', async () => {
    const { api } = testBrowser().start();
    const only = answerOf(await api.profiles!.list()).profiles[0]!;
    expect(await api.profiles!.remove(only.id)).toMatchObject({
      ok: false,
      error: { reason: 'player.last' },
    });
    expect(await api.profiles!.add({ name: 'プレイヤー1', avatar: 'hero' })).toMatchObject({
      ok: false,
      error: { reason: 'player.nameTaken' },
    });
    expect(await api.profiles!.select('p-zzzzzz')).toMatchObject({
      ok: false,
      error: { reason: 'player.unknown' },
    });
  });

  it('rebuilds a damaged list of players from their own records, losing nobody', async () => {
    const browser = testBrowser();
    const first = browser.start().api;
    const hana = answerOf(await first.profiles!.add({ name: 'はな', avatar: 'month-slime' }));
    answerOf(await first.profiles!.select(hana.id));
    answerOf(await first.app.save(playedSnapshot(7)));
    await new Promise<void>((resolve) => {
      const open = browser.indexedDB.open('kotoba-quest');
      open.onsuccess = () => {
        const tx = open.result.transaction('saves', 'readwrite');
        tx.objectStore('saves').put('{"version":1,"profiles":[{"id":"p-', SAVE_KEYS.profiles);
        tx.oncomplete = () => {
          open.result.close();
          resolve();
        };
      };
    });
    const again = browser.start().api;
    const view = answerOf(await again.profiles!.list());
    expect(view.profiles.map((p) => p.name).sort()).toEqual(['はな', 'プレイヤー1'].sort());
    expect(view.notices?.[0]).toMatchObject({ file: 'profiles', recovered: 2, lost: 0 });
    answerOf(await again.profiles!.select(hana.id));
    expect(answerOf(await again.app.load()).snapshot.level).toBe(7);
  });
});

describe('teacher mode in the browser', () => {
  it('keeps the PIN as a PBKDF2 hash, locks after wrong tries, and holds across a reload', async () => {
    let now = TEST_NOW;
    const browser = testBrowser();
    const { api } = browser.start({ now: () => now });
    answerOf(await api.teacher!.setPin({ pin: '2468' }));
    const stored = (await browser.record(SAVE_KEYS.teacherPin)) as { hash: Record<string, unknown> };
    expect(stored.hash).toMatchObject({ algorithm: 'pbkdf2-sha256', iterations: 1_000 });
    expect(JSON.stringify(stored)).not.toContain('2468');
    for (let i = 1; i < MAX_WRONG_TRIES; i++) {
      expect(answerOf(await api.teacher!.unlock({ pin: '1111' }))).toMatchObject({
        ok: false,
        reason: 'wrong-pin',
        lockedUntil: null,
      });
    }
    const locking = answerOf(await api.teacher!.unlock({ pin: '1111' }));
    expect(locking).toMatchObject({
      ok: false,
      reason: 'wrong-pin',
      lockedUntil: '2026-03-02T09:01:00.000Z',
    });
    // The lock is kept: a reload does not open teacher mode early, even with the right PIN.
    const reloaded = browser.start({ now: () => now }).api;
    expect(answerOf(await reloaded.teacher!.unlock({ pin: '2468' }))).toMatchObject({
      ok: false,
      reason: 'locked',
    });
    now = new Date(TEST_NOW.getTime() + 61_000);
    const opened = answerOf(await reloaded.teacher!.unlock({ pin: '2468' }));
    expect(opened.ok).toBe(true);
    expect(answerOf(await reloaded.teacher!.status())).toEqual({
      pinSet: true,
      lockedUntil: null,
      damaged: false,
    });
  });

  it('answers teacher-only operations only with a live token', async () => {
    const { api } = testBrowser().start();
    const choices = { openWorlds: ['e56' as const], openStages: [], todayStages: ['month'] };
    const token = await unlocked(api);
    expect(answerOf(await api.teacher!.setSettings({ token, settings: choices })).todayStages).toEqual([
      'month',
    ]);
    expect(answerOf(await api.teacher!.lock({ token }))).toBe(true);
    for (const answer of [
      await api.teacher!.setSettings({ token, settings: choices }),
      await api.dashboard!.report({ token }),
      await api.dashboard!.exportCsv({ token }),
    ]) {
      expect(answer.ok === false && answer.error).toMatchObject({
        code: 'not-unlocked',
        reason: 'teacher.locked',
      });
    }
  });

  it('keeps teacher mode shut when the PIN record is damaged', async () => {
    const browser = testBrowser();
    answerOf(await browser.start().api.teacher!.setPin({ pin: '2468' }));
    await new Promise<void>((resolve) => {
      const open = browser.indexedDB.open('kotoba-quest');
      open.onsuccess = () => {
        const tx = open.result.transaction('saves', 'readwrite');
        tx.objectStore('saves').put({ version: 1, hash: 'gone' }, SAVE_KEYS.teacherPin);
        tx.oncomplete = () => {
          open.result.close();
          resolve();
        };
      };
    });
    const { api } = browser.start();
    expect(answerOf(await api.teacher!.status())).toMatchObject({ pinSet: true, damaged: true });
    expect(answerOf(await api.teacher!.setPin({ pin: '1357' }))).toEqual({ ok: false, reason: 'damaged' });
  });

  it('says teacher mode needs https:// or localhost where the page has no Web Crypto, and writes no PIN', async () => {
    const browser = testBrowser();
    // Over plain http:// from another computer, browsers give random numbers but no `subtle`.
    const insecure = { getRandomValues: globalThis.crypto.getRandomValues.bind(globalThis.crypto) } as Crypto;
    const { api } = browser.start({ crypto: insecure });
    const status = fits(CONTRACT.teacher.status, await api.teacher!.status());
    expect(status).toMatchObject({ pinSet: false, insecure: true });
    const refused = await api.teacher!.setPin({ pin: '2468' });
    expect(!refused.ok && refused.error).toMatchObject({
      code: 'unavailable',
      reason: 'teacher.needsSecureContext',
    });
    expect(await browser.record(SAVE_KEYS.teacherPin)).toBeUndefined();
    // Play and saves are not touched by it.
    answerOf(await api.app.save(playedSnapshot()));

    // The same browser on https:// (a secure context) sets the PIN as usual.
    const secure = browser.start();
    expect(answerOf(await secure.api.teacher!.status()).insecure).toBeUndefined();
    expect(answerOf(await secure.api.teacher!.setPin({ pin: '2468' })).ok).toBe(true);
  });
});
