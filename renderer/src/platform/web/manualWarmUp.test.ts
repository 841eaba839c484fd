import { describe, expect, it } from 'vitest';
import { manualAddresses } from '../../../../core/web/manualCache';
import {
  createCalmGate,
  isManualOffline,
  type ManualCache,
  type ManualCaches,
  type ManualWarmUpDeps,
  warmManual,
} from './manualWarmUp';

const BASE = '/typing-game/';
const CACHE = 'kotoba-manual-0123456789abcdef';
const FILES = ['manual/index.html', 'manual/howtouse/keys.html', 'manual/static/search_index.ja.json'];

/** The browser's caches in memory, keyed as the Cache API keys them (a query ignored on request). */
function memoryCaches(): ManualCaches & { stored: Map<string, Map<string, string>> } {
  const stored = new Map<string, Map<string, string>>();
  const cacheOf = (entries: Map<string, string>): ManualCache => ({
    match: async (address, options) => {
      const key = options?.ignoreSearch ? address.split('?')[0]! : address;
      const body = entries.get(key);
      return body === undefined ? undefined : new Response(body);
    },
    put: async (address, response) => {
      entries.set(address, await response.text());
    },
  });
  return {
    stored,
    open: async (name) => {
      if (!stored.has(name)) stored.set(name, new Map());
      return cacheOf(stored.get(name)!);
    },
    has: async (name) => stored.has(name),
    keys: async () => [...stored.keys()],
    delete: async (name) => stored.delete(name),
  };
}

/** A static host with the manual and its list; `refuse` names files it answers 404 for. */
function host(refuse: string[] = []) {
  const asked: string[] = [];
  const fetch = async (input: string) => {
    asked.push(input);
    const path = input.split('?')[0]!;
    if (path === `${BASE}manual-files.json`) return Response.json({ cache: CACHE, files: FILES });
    const file = path.slice(BASE.length);
    if (FILES.includes(file) && !refuse.includes(file)) return new Response(`contents of ${file}`);
    return new Response('not found', { status: 404 });
  };
  return { fetch, asked };
}

function deps(caches: ManualCaches, fetch: ManualWarmUpDeps['fetch'], whenCalm = async () => {}) {
  return { base: BASE, caches, fetch, whenCalm };
}

describe('the manual kept for offline use', () => {
  it('opens a page by its file, by its folder and without .html', () => {
    expect(manualAddresses(BASE, 'manual/index.html')).toEqual([
      '/typing-game/manual/index.html',
      '/typing-game/manual/',
    ]);
    expect(manualAddresses(BASE, 'manual/howtouse/keys.html')).toEqual([
      '/typing-game/manual/howtouse/keys.html',
      '/typing-game/manual/howtouse/keys',
    ]);
    expect(manualAddresses(BASE, 'manual/static/a.js')).toEqual(['/typing-game/manual/static/a.js']);
  });

  it('fills the cache with every file under each of its addresses, past the service worker', async () => {
    const caches = memoryCaches();
    const { fetch, asked } = host();
    expect(await isManualOffline(deps(caches, fetch))).toBe(false);
    const result = await warmManual(deps(caches, fetch));
    expect(result).toEqual({ fetched: 3, total: 3, failed: 0 });
    const cache = caches.stored.get(CACHE)!;
    expect(cache.get('/typing-game/manual/')).toBe('contents of manual/index.html');
    expect(cache.get('/typing-game/manual/howtouse/keys')).toBe('contents of manual/howtouse/keys.html');
    // Each file is asked for with the mark the service worker lets through to the network.
    expect(asked.filter((a) => a.includes('/manual/')).every((a) => a.endsWith('?kq-warm=1'))).toBe(true);
    expect(await isManualOffline(deps(caches, fetch))).toBe(true);
  });

  it('fetches only what is missing on a later visit, and drops the cache of an earlier manual', async () => {
    const caches = memoryCaches();
    await caches.open('kotoba-manual-earlier0000000000');
    const first = host(['manual/howtouse/keys.html']);
    expect(await warmManual(deps(caches, first.fetch))).toEqual({ fetched: 2, total: 3, failed: 1 });
    // One file missing: not whole yet, and the earlier manual is kept meanwhile.
    expect(await isManualOffline(deps(caches, first.fetch))).toBe(false);
    expect(await caches.has('kotoba-manual-earlier0000000000')).toBe(true);
    const second = host();
    expect(await warmManual(deps(caches, second.fetch))).toEqual({ fetched: 1, total: 3, failed: 0 });
    expect(second.asked.filter((a) => a.includes('/manual/'))).toEqual([
      '/typing-game/manual/howtouse/keys.html?kq-warm=1',
    ]);
    expect(await caches.keys()).toEqual([CACHE]);
  });

  it('waits at the gate before each file while a pupil plays, and goes on when the game is calm', async () => {
    const caches = memoryCaches();
    const { fetch, asked } = host();
    const gate = createCalmGate();
    const filling = warmManual(deps(caches, fetch, () => gate.wait()));
    // Only the list is read while the gate is shut.
    await new Promise((settle) => setTimeout(settle, 0));
    expect(asked).toEqual(['/typing-game/manual-files.json']);
    gate.set(true);
    expect(await filling).toEqual({ fetched: 3, total: 3, failed: 0 });
  });

  it('does nothing where the build lists no manual', async () => {
    const caches = memoryCaches();
    const fetch = async () => new Response('not found', { status: 404 });
    expect(await warmManual(deps(caches, fetch))).toEqual({ fetched: 0, total: 0, failed: 0 });
    expect(await caches.keys()).toEqual([]);
  });
});
