import 'fake-indexeddb/auto';
import { IDBFactory, IDBObjectStore } from 'fake-indexeddb';
import {
  createWebEdition,
  type WebEdition,
  type WebPlatformOptions,
} from '../../../../renderer/src/platform/web/createWebPlatform';
import type { SavedFile } from '../../../../renderer/src/platform/web/files';
import { SAVES_DATABASE, SAVES_STORE } from '../../../../renderer/src/platform/web/savesDatabase';

/** A localStorage of the page, in memory (each test its own). */
export class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();
  get length(): number {
    return this.items.size;
  }
  clear(): void {
    this.items.clear();
  }
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  key(index: number): string | null {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
  setItem(key: string, value: string): void {
    this.items.set(key, String(value));
  }
  /** Every key, for checking what is left. */
  keys(): string[] {
    return [...this.items.keys()];
  }
}

/** One browser profile for a test: its database, localStorage and Cache Storage, kept across restarts. */
export interface TestBrowser {
  indexedDB: IDBFactory;
  localStorage: MemoryStorage;
  caches: Set<string>;
  saved: SavedFile[];
  /** Starts the web edition over this browser's stores (a page load). */
  start(over?: Partial<WebPlatformOptions>): WebEdition;
  /** Reads one record straight from the database, as a new page would find it. */
  record(key: string): Promise<unknown>;
}

/** The fixed clock of these tests. */
export const TEST_NOW = new Date('2026-03-02T09:00:00.000Z');

/** A fresh browser: a new fake IndexedDB, empty localStorage and Cache Storage. */
export function testBrowser(): TestBrowser {
  const browser: TestBrowser = {
    indexedDB: new IDBFactory(),
    localStorage: new MemoryStorage(),
    caches: new Set(),
    saved: [],
    start: (over = {}) =>
      createWebEdition({
        indexedDB: browser.indexedDB,
        localStorage: browser.localStorage,
        caches: {
          has: async (name) => browser.caches.has(name),
          open: async (name) => {
            browser.caches.add(name);
            return {} as Cache;
          },
        },
        now: () => TEST_NOW,
        saveFile: (file) => browser.saved.push(file),
        // Few rounds keep the tests fast; the rounds are stored with the hash, so checks use the same.
        pinIterations: 1_000,
        checkAnswers: true,
        log: () => {},
        ...over,
      }),
    record: (key) =>
      new Promise((resolve, reject) => {
        const open = browser.indexedDB.open(SAVES_DATABASE);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const get = db.transaction(SAVES_STORE).objectStore(SAVES_STORE).get(key);
          get.onsuccess = () => {
            resolve(get.result);
            db.close();
          };
          get.onerror = () => reject(get.error);
        };
      }),
  };
  return browser;
}

/**
 * Makes the browser refuse every write from now on, as a full quota, a private window or a broken
 * database does (`put` throws the browser's error), until the returned function is called.
 */
export function refuseWrites(name: 'QuotaExceededError' | 'InvalidStateError' | 'UnknownError'): () => void {
  const put = IDBObjectStore.prototype.put;
  IDBObjectStore.prototype.put = function refused() {
    throw new DOMException(`refused for the test (${name})`, name);
  };
  return () => {
    IDBObjectStore.prototype.put = put;
  };
}

/**
 * Makes every transaction that writes abort once its first put has succeeded, as a browser aborts a
 * transaction it cannot commit (the quota checked at commit, a crash of its storage).
 */
export function abortWrites(): () => void {
  const put = IDBObjectStore.prototype.put;
  IDBObjectStore.prototype.put = function aborting(this: IDBObjectStore, ...args: Parameters<typeof put>) {
    const request = put.apply(this, args);
    const transaction = this.transaction;
    request.addEventListener('success', () => {
      try {
        transaction.abort();
      } catch {
        // Already aborted by an earlier put of the same write.
      }
    });
    return request;
  };
  return () => {
    IDBObjectStore.prototype.put = put;
  };
}
