import { describe, expect, it, vi } from 'vitest';
import { claimPlayLock, PLAY_LOCK_NAME, type PlayLockManager } from './playLock';

/**
 * `navigator.locks` of one browser, shared by its tabs, as far as the play lock uses it: a lock is
 * held while its callback's promise is pending; `ifAvailable` answers null when it is held; `steal`
 * takes it and rejects the holder's request with an AbortError.
 */
function fakeLocks() {
  const held = new Map<string, { abort: (error: Error) => void }>();
  const requests: { name: string; options: object }[] = [];
  const manager: PlayLockManager = {
    request(name, options, callback) {
      requests.push({ name, options });
      // Browsers answer later, never inside the call.
      if (held.has(name) && options.ifAvailable) return Promise.resolve().then(() => callback(null));
      if (held.has(name) && !options.steal) throw new Error('the fake waits for no lock');
      if (options.steal) {
        const abort = new Error('stolen');
        abort.name = 'AbortError';
        held.get(name)?.abort(abort);
      }
      return new Promise((resolve, reject) => {
        const me = { abort: reject };
        held.set(name, me);
        Promise.resolve()
          .then(() => callback({ name }))
          .then(resolve, reject)
          .finally(() => {
            if (held.get(name) === me) held.delete(name);
          });
      });
    },
  };
  return { manager, requests, isHeld: (name: string) => held.has(name) };
}

describe('the play lock', () => {
  it('lets the first tab play and write, and holds the lock for the page’s life', async () => {
    const locks = fakeLocks();
    const first = claimPlayLock(locks.manager, { restart: () => {} });
    expect(first.mayWrite()).toBe(false);
    expect(await first.ready).toBe('playing');
    expect(first.mayWrite()).toBe(true);
    expect(locks.requests[0]).toEqual({ name: PLAY_LOCK_NAME, options: { ifAvailable: true } });
    expect(locks.isHeld(PLAY_LOCK_NAME)).toBe(true);
  });

  it('keeps a second tab from writing, and lets it take over: the first then stops writing', async () => {
    const locks = fakeLocks();
    const first = claimPlayLock(locks.manager, { restart: () => {} });
    await first.ready;
    const restart = vi.fn();
    const second = claimPlayLock(locks.manager, { restart });
    expect(await second.ready).toBe('elsewhere');
    expect(second.mayWrite()).toBe(false);
    expect(first.mayWrite()).toBe(true);

    const seen: string[] = [];
    first.subscribe((state) => seen.push(state));
    await second.takeOver();
    await Promise.resolve();
    expect(first.state()).toBe('taken-over');
    expect(first.mayWrite()).toBe(false);
    expect(seen).toEqual(['taken-over']);
    expect(locks.requests.at(-1)).toEqual({ name: PLAY_LOCK_NAME, options: { steal: true } });
    // The second tab starts again from the saves; until then it writes nothing.
    expect(restart).toHaveBeenCalledTimes(1);
    expect(second.mayWrite()).toBe(false);
  });

  it('plays and writes as before in a browser without Web Locks', async () => {
    const lock = claimPlayLock(undefined, { restart: () => {} });
    expect(await lock.ready).toBe('unsupported');
    expect(lock.mayWrite()).toBe(true);
  });

  it('plays as before when the browser refuses the Web Locks call', async () => {
    const refusing: PlayLockManager = {
      request: () => {
        throw new DOMException('opaque origin', 'SecurityError');
      },
    };
    const lock = claimPlayLock(refusing, { restart: () => {} });
    expect(await lock.ready).toBe('unsupported');
    expect(lock.mayWrite()).toBe(true);
  });
});
