import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TEACHER_SETTINGS,
  emptySnapshot,
  MAX_WORD_LISTS,
  type Result,
  type WordList,
  type WordListPreview,
} from '../../../../core/contract';
import { buildDashboard } from '../../../../core/dashboard/buildDashboard';
import { dashboardCsv } from '../../../../core/dashboard/dashboardCsv';
import { loadStageOrder } from '../../../../core/dashboard/stageOrder';
import {
  makeProgressBackup,
  parseProgressBackup,
  progressBackupText,
} from '../../../../core/progress/progressBackup';
import { playedSnapshot } from '../../../../tests/support/core/progress/playedSnapshot';
import { refuseWrites, TEST_NOW, testBrowser } from '../../../../tests/support/renderer/platform/webEdition';
import { SAVE_KEYS } from './savesDatabase';

function answerOf<T>(answer: Result<T>): T {
  if (!answer.ok) throw new Error(`expected ok, got ${JSON.stringify(answer.error)}`);
  return answer.value;
}

const bytes = (text: string) => new TextEncoder().encode(text);

const list = (id: string, title: string, en = 'dog'): WordList => ({
  id,
  title,
  createdAt: '2026-02-01T00:00:00.000Z',
  items: [{ en, ja: 'いぬ' }],
});

async function teacherToken(
  api: ReturnType<ReturnType<typeof testBrowser>['start']>['api'],
): Promise<string> {
  answerOf(await api.teacher!.setPin({ pin: '8642' }));
  const unlock = answerOf(await api.teacher!.unlock({ pin: '8642' }));
  if (!unlock.ok) throw new Error('not unlocked');
  return unlock.token;
}

describe('word lists picked in the browser', () => {
  it('are previewed to the listeners, saved when confirmed, and kept for the next page load', async () => {
    const browser = testBrowser();
    const { api, host } = browser.start();
    const seen: WordListPreview[] = [];
    const unsubscribe = api.onWordListPreview!((preview) => seen.push(preview));
    const preview = answerOf(
      await host.importWordList('どうぶつ.csv', bytes('en,ja\ndog,いぬ\ndog,いぬ\ncat,ねこ\n')),
    );
    expect(seen).toEqual([preview]);
    expect(preview).toMatchObject({
      title: 'どうぶつ',
      accepted: [{ en: 'dog' }, { en: 'cat' }],
      rejectedCounts: { duplicate: 1 },
    });
    const saved = answerOf(await api.wordLists!.confirm(preview.id));
    expect(await api.wordLists!.confirm(preview.id)).toMatchObject({
      ok: false,
      error: { reason: 'wordList.previewClosed' },
    });
    unsubscribe();
    answerOf(await host.importWordList('more.csv', bytes('en,ja\nred,あか\n')));
    expect(seen).toHaveLength(1);
    expect(answerOf(await browser.start().api.wordLists!.list())).toEqual([saved]);
  });

  it('refuse a file that is no word list with the reason, and preview nothing', async () => {
    const { host } = testBrowser().start();
    expect(await host.importWordList('photo.csv', new Uint8Array([0, 159, 146, 150, 0, 0]))).toMatchObject({
      ok: false,
      error: { reason: 'wordList.notText' },
    });
    expect(await host.importWordList('empty.csv', bytes(''))).toMatchObject({
      ok: false,
      error: { reason: 'wordList.empty' },
    });
    expect(await host.importWordList('plain.csv', bytes('dog,いぬ\n'))).toMatchObject({
      ok: false,
      error: { reason: 'wordList.noHeader' },
    });
  });
});

describe('a hand-out applied on a pupil’s device', () => {
  it('replaces the teacher’s choices and adds or replaces lists by id, without a PIN', async () => {
    const browser = testBrowser();
    const { api, host } = browser.start();
    const kept = answerOf(await host.importWordList('kept.csv', bytes('en,ja\nsun,たいよう\n')));
    const own = answerOf(await api.wordLists!.confirm(kept.id));
    const choices = { openWorlds: ['j1' as const], openStages: ['j1-s1'], todayStages: ['month'] };
    const applied = answerOf(
      await host.applyTeacherChoices(choices, [
        list('wl-aaaaaa', 'どうぶつ'),
        list(own.id, 'あたらしい', 'moon'),
      ]),
    );
    expect(applied.settings).toEqual({ version: 1, ...choices, updatedAt: TEST_NOW.toISOString() });
    expect(applied.lists.map((l) => [l.id, l.title])).toEqual([
      [own.id, 'あたらしい'],
      ['wl-aaaaaa', 'どうぶつ'],
    ]);
    const again = browser.start().api;
    expect(answerOf(await again.teacher!.getSettings()).settings).toEqual(applied.settings);
    expect(answerOf(await again.wordLists!.list())).toEqual(applied.lists);
  });

  it('changes nothing when the hand-out does not fit, or would pass the list limit', async () => {
    const browser = testBrowser();
    const { host } = browser.start();
    const bad = await host.applyTeacherChoices(
      { openWorlds: ['mars'], openStages: [], todayStages: [] } as never,
      [],
    );
    expect(bad).toMatchObject({ ok: false, error: { code: 'invalid-payload', reason: 'save.invalid' } });
    const many = Array.from({ length: MAX_WORD_LISTS + 1 }, (_, i) =>
      list(`wl-${String(i).padStart(6, '0')}`, `L${i}`),
    );
    expect(
      await host.applyTeacherChoices({ openWorlds: [], openStages: [], todayStages: [] }, many),
    ).toMatchObject({
      ok: false,
    });
    expect(await browser.record(SAVE_KEYS.teacherSettings)).toBeUndefined();
    expect(answerOf(await browser.start().api.teacher!.getSettings()).settings).toEqual(
      DEFAULT_TEACHER_SETTINGS,
    );
  });
});

describe('the browser’s storage and backups', () => {
  it('tells whether the saves are persisted, how much room they take, and asks to keep them', async () => {
    let granted = false;
    const storageManager = {
      persisted: async () => granted,
      persist: async () => {
        granted = true;
        return true;
      },
      estimate: async () => ({ usage: 2_048, quota: 1_000_000 }),
    };
    const { host } = testBrowser().start({ storageManager });
    expect(await host.storage()).toEqual({ persisted: false, usageBytes: 2_048, quotaBytes: 1_000_000 });
    expect(await host.requestPersistence()).toBe(true);
    expect((await host.storage()).persisted).toBe(true);
    const bare = testBrowser().start({ storageManager: null }).host;
    expect(await bare.storage()).toEqual({ persisted: null, usageBytes: null, quotaBytes: null });
    expect(await bare.requestPersistence()).toBe(false);
  });

  it('remembers the last backup per player, across a reload and while writes are refused', async () => {
    const browser = testBrowser();
    const { api, host } = browser.start();
    expect(await host.lastBackupAt()).toBeNull();
    await host.noteBackup('2026-03-01T10:00:00.000Z');
    const hana = answerOf(await api.profiles!.add({ name: 'はな', avatar: 'hero' }));
    answerOf(await api.profiles!.select(hana.id));
    expect(await host.lastBackupAt()).toBeNull();
    const restore = refuseWrites('QuotaExceededError');
    try {
      await host.noteBackup('2026-03-02T10:00:00.000Z');
      expect(await host.lastBackupAt()).toBe('2026-03-02T10:00:00.000Z');
    } finally {
      restore();
    }
    const again = browser.start();
    const first = answerOf(await again.api.profiles!.list()).profiles[0]!;
    answerOf(await again.api.profiles!.select(first.id));
    expect(await again.host.lastBackupAt()).toBe('2026-03-01T10:00:00.000Z');
  });

  it('makes backups in the desktop’s format that restore into another web player identically', async () => {
    const { api } = testBrowser().start();
    answerOf(await api.app.save(playedSnapshot(11)));
    const progress = answerOf(await api.app.load()).snapshot;
    const file = bytes(progressBackupText(makeProgressBackup(progress, TEST_NOW, '1.0.0')));
    const parsed = parseProgressBackup(file);
    if (!parsed.ok) throw new Error(parsed.detail);
    const other = testBrowser().start().api;
    const pupil = answerOf(await other.profiles!.add({ name: 'けん', avatar: 'hero' }));
    answerOf(await other.profiles!.select(pupil.id));
    expect(answerOf(await other.app.overwrite(parsed.value.snapshot))).toEqual(progress);
    expect(answerOf(await other.app.load()).snapshot).toEqual(progress);
  });
});

describe('the dashboard over this device’s players', () => {
  it('is the report core builds for the same players, and its CSV goes to the browser’s save flow', async () => {
    const browser = testBrowser();
    const { api } = browser.start();
    const view = answerOf(await api.profiles!.list());
    answerOf(await api.app.save(playedSnapshot(4)));
    const hana = answerOf(await api.profiles!.add({ name: 'はな', avatar: 'number-bat' }));
    answerOf(await api.profiles!.select(hana.id));
    answerOf(await api.app.save(playedSnapshot(9)));
    answerOf(await api.profiles!.add({ name: 'けん', avatar: 'hero' }));
    const token = await teacherToken(api);

    const report = answerOf(await api.dashboard!.report({ token }));
    const profiles = answerOf(await api.profiles!.list()).profiles;
    const snapshots: Record<string, ReturnType<typeof playedSnapshot> | undefined> = {
      [view.activeId]: playedSnapshot(4),
      [hana.id]: playedSnapshot(9),
    };
    const expected = buildDashboard(
      profiles.map((profile) => ({
        profile,
        snapshot: snapshots[profile.id] ?? emptySnapshot(),
        problem: null,
      })),
      { stageOrder: await loadStageOrder(), now: TEST_NOW, className: null, source: 'local' },
    );
    expect(report).toEqual(expected);
    expect(report.pupils.map((p) => p.name)).toEqual(['プレイヤー1', 'はな', 'けん']);

    const pupil = answerOf(await api.dashboard!.pupil({ token, playerId: hana.id }));
    expect(pupil).toEqual({ id: hana.id, name: 'はな', avatar: 'number-bat', snapshot: playedSnapshot(9) });

    const name = answerOf(await api.dashboard!.exportCsv({ token, language: 'en' }));
    expect(browser.saved).toEqual([
      { name, type: 'text/csv;charset=utf-8', content: dashboardCsv(report, { language: 'en' }) },
    ]);
    expect(name).toMatch(/\.csv$/);
  });

  it('lists a pupil whose progress record is damaged with the reason, and changes nothing', async () => {
    const browser = testBrowser();
    const { api } = browser.start();
    const hana = answerOf(await api.profiles!.add({ name: 'はな', avatar: 'hero' }));
    await new Promise<void>((resolve) => {
      const open = browser.indexedDB.open('kotoba-quest');
      open.onsuccess = () => {
        const tx = open.result.transaction('saves', 'readwrite');
        tx.objectStore('saves').put({ version: 99 }, SAVE_KEYS.progressOf(hana.id));
        tx.oncomplete = () => {
          open.result.close();
          resolve();
        };
      };
    });
    const token = await teacherToken(api);
    const report = answerOf(await api.dashboard!.report({ token }));
    expect(report.pupils.find((p) => p.id === hana.id)?.problem).toEqual({
      code: 'newer-version',
      detail: 'format 99',
    });
    expect(await api.dashboard!.pupil({ token, playerId: hana.id })).toMatchObject({
      ok: false,
      error: { reason: 'dashboard.pupilUnreadable', values: { name: 'はな' } },
    });
    // The pupil is told when they next play, not the dashboard.
    expect(await browser.record(SAVE_KEYS.progressOf(hana.id))).toEqual({ version: 99 });
  });
});
