import type { UnknownAction } from '@reduxjs/toolkit';
import { letterActionTypes } from './engineSlice';
import type { AppStore } from './index';
import { nextPaint } from './storeDeps';

/** The store as the React tree sees it; {@link subscribeNow} reaches the store's own listeners. */
export interface ReactStore extends AppStore {
  /** Calls `listener` after every change, in the task that made it (the store's own `subscribe`). */
  subscribeNow: AppStore['subscribe'];
}

/**
 * The store for react-redux's `Provider`: the same state and the same dispatch, but a letter typed or
 * taken back (`engine/key`, `engine/backspace` dispatched by the page) is told to React's subscribers
 * after the next frame has been drawn, not in the key's own task. The typed letters are drawn straight
 * from the store ({@link subscribeNow}), so a key's frame shows its letter while React's selectors and
 * renders — none on most keys, the next question's and the demon's on a word's last key — run after
 * that frame, and are drawn a frame later (about 17 ms, below what a player can tell).
 *
 * Every other change reaches React in its own task, as it would without this view; one that comes
 * while a letter's news is waiting brings that news along. The engine itself stays synchronous: a key
 * typed before the frame counts at once, and React always reads the latest state.
 */
export function storeForReact(store: AppStore, afterPaint: () => Promise<void> = nextPaint): ReactStore {
  const listeners = new Set<() => void>();
  /** How many letter actions are being dispatched through this view just now (nested dispatches count with them). */
  let inLetter = 0;
  /** Whether React's subscribers have news they were not told yet; one wait for paint serves every letter before it. */
  let waiting = false;
  /** Raised on each telling, so a wait that ends after a telling it was overtaken by tells nothing twice. */
  let told = 0;

  const tell = () => {
    waiting = false;
    told += 1;
    for (const listener of [...listeners]) listener();
  };
  const tellAfterPaint = () => {
    if (waiting) return;
    waiting = true;
    const pending = told;
    void afterPaint().then(() => {
      if (waiting && told === pending) tell();
    });
  };
  let unsubscribeStore: (() => void) | null = null;

  const subscribe: AppStore['subscribe'] = (listener) => {
    const entry = () => listener();
    listeners.add(entry);
    unsubscribeStore ??= store.subscribe(() => (inLetter > 0 ? tellAfterPaint() : tell()));
    let subscribed = true;
    return () => {
      if (!subscribed) return;
      subscribed = false;
      listeners.delete(entry);
      if (listeners.size === 0) {
        unsubscribeStore?.();
        unsubscribeStore = null;
        waiting = false;
      }
    };
  };

  const dispatch = ((action: unknown) => {
    const letter =
      typeof action === 'object' && action !== null && letterActionTypes.has((action as UnknownAction).type);
    if (!letter) return store.dispatch(action as UnknownAction);
    inLetter += 1;
    try {
      return store.dispatch(action as UnknownAction);
    } finally {
      inLetter -= 1;
    }
  }) as AppStore['dispatch'];

  return { ...store, dispatch, subscribe, subscribeNow: store.subscribe };
}

/**
 * Subscribes `listener` to every change in the task that made it, whether `store` is the React view
 * ({@link storeForReact}) or the store itself (tests, stories).
 */
export function subscribeNow(store: AppStore, listener: () => void): () => void {
  return 'subscribeNow' in store ? (store as ReactStore).subscribeNow(listener) : store.subscribe(listener);
}
