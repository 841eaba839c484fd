import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, type Result } from '../../../../core/contract';
import { playedSnapshot } from '../../../../tests/support/core/progress/playedSnapshot';
import {
  versionZeroMigrated,
  versionZeroProgress,
} from '../../../../tests/support/core/progress/versionZeroProgress';
import { refuseWrites, testBrowser } from '../../../../tests/support/renderer/platform/webEdition';
import { STORAGE_KEYS } from '../createLocalStoragePlatform';
import { MOVED_SUFFIX } from './moveOver';
import { SAVE_KEYS } from './savesDatabase';

function answerOf<T>(answer: Result<T>): T {
  if (!answer.ok) throw new Error(`expected ok, got ${JSON.stringify(answer.error)}`);
  return answer.value;
}

const CORRUPT_COPY = `${STORAGE_KEYS.settings}.corrupt-2026-01-05T08-00-00-000Z`;

/** A browser that played the browser build before the web edition: its saves in localStorage. */
function browserOfTheOldBuild() {
  const browser = testBrowser();
  browser.localStorage.setItem(
    STORAGE_KEYS.settings,
    JSON.stringify({ ...DEFAULT_SETTINGS, colorMode: 'dark' }),
  );
  browser.localStorage.setItem(STORAGE_KEYS.progress, JSON.stringify(playedSnapshot(6)));
  browser.localStorage.setItem(CORRUPT_COPY, '{"sound": tru');
  return browser;
}

describe('the browser build’s localStorage saves', () => {
  it('become the first player’s settings and progress, losing nothing', async () => {
    const browser = browserOfTheOldBuild();
    const { api, host } = browser.start();
    const view = answerOf(await api.profiles!.list());
    expect(view.profiles).toHaveLength(1);
    expect(answerOf(await api.settings.get()).settings).toEqual({ ...DEFAULT_SETTINGS, colorMode: 'dark' });
    expect(answerOf(await api.app.load()).snapshot).toEqual(playedSnapshot(6));
    expect(await host.startState()).toBe('kept');
    // The copies stay in localStorage under another name; the old build's damaged copy is left alone.
    expect(browser.localStorage.getItem(STORAGE_KEYS.progress)).toBeNull();
    expect(JSON.parse(browser.localStorage.getItem(`${STORAGE_KEYS.progress}${MOVED_SUFFIX}`)!)).toEqual(
      playedSnapshot(6),
    );
    expect(browser.localStorage.getItem(CORRUPT_COPY)).toBe('{"sound": tru');
  });

  it('are moved once: a second start does not import again', async () => {
    const browser = browserOfTheOldBuild();
    const first = browser.start().api;
    answerOf(await first.app.save(playedSnapshot(8)));
    // Whatever the old build's keys hold later, the move is not made again.
    browser.localStorage.setItem(STORAGE_KEYS.progress, JSON.stringify(playedSnapshot(2)));
    const again = browser.start().api;
    expect(answerOf(await again.profiles!.list()).profiles).toHaveLength(1);
    expect(answerOf(await again.app.load()).snapshot.level).toBe(8);
    expect(await browser.record(SAVE_KEYS.movedOver)).toMatchObject({
      keys: [STORAGE_KEYS.settings, STORAGE_KEYS.progress],
    });
  });

  it('migrate an older shape and keep a damaged one aside, as any record', async () => {
    const browser = testBrowser();
    browser.localStorage.setItem(STORAGE_KEYS.progress, JSON.stringify(versionZeroProgress));
    browser.localStorage.setItem(STORAGE_KEYS.settings, '{"colorMode": da');
    const { api } = browser.start();
    expect(answerOf(await api.app.load()).snapshot).toEqual(versionZeroMigrated);
    const settings = answerOf(await api.settings.get());
    expect(settings).toMatchObject({ recovered: true, settings: DEFAULT_SETTINGS });
    expect(await browser.record(settings.movedTo!)).toBe('{"colorMode": da');
  });

  it('stay where they are when the move is refused, and move at the next start', async () => {
    const browser = browserOfTheOldBuild();
    const restore = refuseWrites('QuotaExceededError');
    try {
      const refused = browser.start().api;
      // The game still starts (in memory), and the old saves are untouched.
      expect(answerOf(await refused.profiles!.list()).profiles).toHaveLength(1);
    } finally {
      restore();
    }
    expect(browser.localStorage.getItem(STORAGE_KEYS.progress)).not.toBeNull();
    expect(await browser.record(SAVE_KEYS.movedOver)).toBeUndefined();
    const { api } = browser.start();
    expect(answerOf(await api.app.load()).snapshot).toEqual(playedSnapshot(6));
  });
});
