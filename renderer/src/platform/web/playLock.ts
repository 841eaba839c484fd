/*
 * One tab plays at a time. The game open in two tabs of one browser would write its saves last-writer-
 * wins, so the web edition holds a Web Lock while it plays: a second tab finds it taken, writes nothing
 * and offers to take over; the first tab, its lock stolen, stops writing and says so. A browser without
 * Web Locks plays as before.
 */

/** The Web Lock held by the tab that plays. */
export const PLAY_LOCK_NAME = 'kotoba-quest-play';

/**
 * Where this tab stands: `claiming` until the browser answers, `playing` while it holds the lock,
 * `elsewhere` when another tab held it at start, `taken-over` once another tab took it, `unsupported`
 * in a browser without Web Locks (it plays and writes as before).
 */
export type PlayLockState = 'claiming' | 'playing' | 'elsewhere' | 'taken-over' | 'unsupported';

/** The part of `navigator.locks` the play lock uses. */
export interface PlayLockManager {
  request(
    name: string,
    options: { ifAvailable?: boolean; steal?: boolean },
    callback: (lock: unknown) => unknown,
  ): Promise<unknown>;
}

/** This tab's claim to play. */
export interface PlayLock {
  /** Settles once the browser has answered the first claim (never rejects). */
  readonly ready: Promise<PlayLockState>;
  state(): PlayLockState;
  /** Whether this tab may write its saves: while it plays, or where the browser has no Web Locks. */
  mayWrite(): boolean;
  /** Calls `listener` on every change of state; answers its removal. */
  subscribe(listener: (state: PlayLockState) => void): () => void;
  /** Takes the lock from the other tab (which stops writing), then starts again from the saves. */
  takeOver(): Promise<void>;
}

const isAbort = (error: unknown) =>
  typeof error === 'object' && error !== null && 'name' in error && error.name === 'AbortError';

/**
 * Claims the play lock for this tab. `restart` loads the page again once the lock was taken over, so
 * the game starts from what the other tab saved last.
 */
export function claimPlayLock(
  locks: PlayLockManager | null | undefined,
  options: { restart: () => void },
): PlayLock {
  let state: PlayLockState = locks ? 'claiming' : 'unsupported';
  const listeners = new Set<(state: PlayLockState) => void>();
  const set = (next: PlayLockState) => {
    if (next === state) return;
    state = next;
    for (const listener of listeners) listener(next);
  };
  // The lock is held as long as this promise is pending: for the page's whole life.
  const holdForever = () => new Promise<never>(() => {});
  /** A held lock's request settles only when it is stolen (AbortError): another tab plays now. */
  const watch = (request: Promise<unknown>) =>
    request.catch((error: unknown) => {
      if (isAbort(error) && state === 'playing') set('taken-over');
    });

  let answered: (state: PlayLockState) => void = () => {};
  const ready = new Promise<PlayLockState>((resolve) => {
    answered = resolve;
  });
  if (!locks) answered(state);
  else {
    try {
      void watch(
        locks.request(PLAY_LOCK_NAME, { ifAvailable: true }, (lock) => {
          if (lock === null) {
            set('elsewhere');
            answered(state);
            return undefined;
          }
          set('playing');
          answered(state);
          return holdForever();
        }),
      );
    } catch {
      // A browser that has the API but refuses it here (an opaque origin) plays as before.
      set('unsupported');
      answered(state);
    }
  }

  return {
    ready,
    state: () => state,
    mayWrite: () => state === 'playing' || state === 'unsupported',
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    takeOver: async () => {
      if (!locks) return;
      // Nothing is written between taking the lock and starting again: this tab's saves in memory may
      // be older than what the other tab saved last.
      set('claiming');
      await new Promise<void>((taken) => {
        void locks
          .request(PLAY_LOCK_NAME, { steal: true }, () => {
            taken();
            return holdForever();
          })
          .catch(() => {});
      });
      options.restart();
    },
  };
}

let pagePlayLock: PlayLock | null = null;

/** Keeps the page's play lock for the screens that show it. */
export function setPagePlayLock(lock: PlayLock | null): void {
  pagePlayLock = lock;
}

/** The page's play lock, or null outside the web edition. */
export function getPagePlayLock(): PlayLock | null {
  return pagePlayLock;
}
