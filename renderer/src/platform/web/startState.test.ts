import { IDBFactory, IDBObjectStore } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import type { KotobaApi } from '../../../../core/contract';
import { testBrowser } from '../../../../tests/support/renderer/platform/webEdition';
import { SAVE_KEYS } from './savesDatabase';
import { SAVES_MARK_CACHE, SAVES_MARK_KEY } from './startState';

/** Makes the database refuse the mark of kept saves alone (a quota reached just then), until undone. */
function refuseTheMark(): () => void {
  const put = IDBObjectStore.prototype.put;
  IDBObjectStore.prototype.put = function refusingTheMark(
    this: IDBObjectStore,
    value: unknown,
    key?: unknown,
  ) {
    if (key === SAVE_KEYS.savesSince) throw new DOMException('refused for the test', 'QuotaExceededError');
    return put.call(this, value, key as IDBValidKey);
  };
  return () => {
    IDBObjectStore.prototype.put = put;
  };
}

/** Saves the active player's progress as the game does after a stage. */
async function saveSomeProgress(api: KotobaApi) {
  const loaded = await api.app.load();
  if (!loaded.ok) throw new Error('no progress to load');
  const saved = await api.app.save(loaded.value.snapshot);
  if (!saved.ok) throw new Error(`not saved: ${saved.error.code}`);
}

describe('what the saves looked like at start', () => {
  it('is fresh on a first visit, still fresh after a visit that saved nothing, and kept once progress was saved', async () => {
    const browser = testBrowser();
    expect(await browser.start().host.startState()).toBe('fresh');
    // Opened and left: a pupil who lost this browser's data then has nothing to be told of.
    expect(browser.localStorage.getItem(SAVES_MARK_KEY)).toBeNull();
    expect(browser.caches.has(SAVES_MARK_CACHE)).toBe(false);
    expect(await browser.start().host.startState()).toBe('fresh');
    await saveSomeProgress(browser.start().api);
    expect(browser.localStorage.getItem(SAVES_MARK_KEY)).not.toBeNull();
    expect(await browser.start().host.startState()).toBe('kept');
  });

  it('is fresh when a visit that saved nothing is cleared away', async () => {
    const browser = testBrowser();
    await browser.start().host.startState();
    browser.indexedDB = new IDBFactory();
    expect(await browser.start().host.startState()).toBe('fresh');
  });

  it('is gone when the database was cleared while localStorage kept its mark', async () => {
    const browser = testBrowser();
    await saveSomeProgress(browser.start().api);
    browser.indexedDB = new IDBFactory();
    browser.caches.clear();
    expect(browser.localStorage.getItem(SAVES_MARK_KEY)).not.toBeNull();
    expect(await browser.start().host.startState()).toBe('gone');
  });

  it('is gone when only Cache Storage kept its mark', async () => {
    const browser = testBrowser();
    await saveSomeProgress(browser.start().api);
    browser.indexedDB = new IDBFactory();
    browser.localStorage.clear();
    expect(browser.caches.has(SAVES_MARK_CACHE)).toBe(true);
    expect(await browser.start().host.startState()).toBe('gone');
  });

  it('marks saves kept when a backup replaces the progress, as when it is saved', async () => {
    const browser = testBrowser();
    const { api } = browser.start();
    const loaded = await api.app.load();
    if (!loaded.ok) throw new Error('no progress to load');
    expect((await api.app.overwrite(loaded.value.snapshot)).ok).toBe(true);
    expect(await browser.start().host.startState()).toBe('kept');
  });

  it('is kept, not gone, when progress was saved while the database refused the mark alone', async () => {
    const browser = testBrowser();
    const allow = refuseTheMark();
    try {
      await saveSomeProgress(browser.start().api);
    } finally {
      allow();
    }
    // No store took a mark without the database: a later start reads no loss into the others.
    expect(browser.localStorage.getItem(SAVES_MARK_KEY)).toBeNull();
    expect(browser.caches.has(SAVES_MARK_CACHE)).toBe(false);
    // The progress is there, so the saves are kept; that start writes the marks it lacked.
    expect(await browser.start().host.startState()).toBe('kept');
    expect(browser.localStorage.getItem(SAVES_MARK_KEY)).not.toBeNull();
    browser.indexedDB = new IDBFactory();
    expect(await browser.start().host.startState()).toBe('gone');
  });

  it('is told again after being gone only until the next start (the marks are written anew)', async () => {
    const browser = testBrowser();
    await saveSomeProgress(browser.start().api);
    browser.indexedDB = new IDBFactory();
    expect(await browser.start().host.startState()).toBe('gone');
    expect(await browser.start().host.startState()).toBe('kept');
  });
});
