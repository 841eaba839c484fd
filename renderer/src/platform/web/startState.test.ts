import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { testBrowser } from '../../../../tests/support/renderer/platform/webEdition';
import { SAVES_MARK_CACHE, SAVES_MARK_KEY } from './startState';

describe('what the saves looked like at start', () => {
  it('is fresh on a first visit, then kept', async () => {
    const browser = testBrowser();
    expect(await browser.start().host.startState()).toBe('fresh');
    expect(await browser.start().host.startState()).toBe('kept');
  });

  it('is gone when the database was cleared while localStorage kept its mark', async () => {
    const browser = testBrowser();
    await browser.start().host.startState();
    browser.indexedDB = new IDBFactory();
    browser.caches.clear();
    expect(browser.localStorage.getItem(SAVES_MARK_KEY)).not.toBeNull();
    expect(await browser.start().host.startState()).toBe('gone');
  });

  it('is gone when only Cache Storage kept its mark', async () => {
    const browser = testBrowser();
    await browser.start().host.startState();
    browser.indexedDB = new IDBFactory();
    browser.localStorage.clear();
    expect(browser.caches.has(SAVES_MARK_CACHE)).toBe(true);
    expect(await browser.start().host.startState()).toBe('gone');
  });

  it('is gone when every store was cleared but our service worker still controls the page', async () => {
    expect(await testBrowser().start({ serviceWorkerControlled: true }).host.startState()).toBe('gone');
  });

  it('is fresh for an installed app opened for the first time with nothing at all', async () => {
    // Device management installs apps that were never opened: standalone alone proves no earlier visit.
    expect(await testBrowser().start({ serviceWorkerControlled: false }).host.startState()).toBe('fresh');
  });

  it('is told again after being gone only until the next start (the marks are written anew)', async () => {
    const browser = testBrowser();
    await browser.start().host.startState();
    browser.indexedDB = new IDBFactory();
    expect(await browser.start().host.startState()).toBe('gone');
    expect(await browser.start().host.startState()).toBe('kept');
  });
});
