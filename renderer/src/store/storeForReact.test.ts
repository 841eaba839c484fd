import { describe, expect, it, vi } from 'vitest';
import {
  backspacePressed,
  keyTyped,
  letterActionTypes,
  makeStore,
  runPaused,
  sliceReducers,
  startStage,
  updateSettings,
} from './index';
import { storeForReact, subscribeNow } from './storeForReact';

/** A store in the first word of a stage, its view with a paint the test lets happen, and both listeners. */
function setup() {
  const store = makeStore(undefined, { timer: false, devChecks: false });
  store.dispatch(
    updateSettings({ mode: 'study', learnThenRecall: true, order: 'sequential', consent: 'granted' }),
  );
  store.dispatch(startStage({ stageId: 'number', at: 1000 }));
  let paint: () => void = () => {};
  const afterPaint = vi.fn(() => new Promise<void>((resolve) => (paint = resolve)));
  const view = storeForReact(store, afterPaint);
  const late = vi.fn();
  const now = vi.fn();
  view.subscribe(late);
  subscribeNow(view, now);
  /** Lets the awaited paint happen and the promise callbacks after it run. */
  const painted = async () => {
    paint();
    await Promise.resolve();
    await Promise.resolve();
  };
  return { store, view, late, now, afterPaint, painted };
}

describe('storeForReact', () => {
  it('tells React of a typed letter only after the paint, and the store at once', async () => {
    const { store, view, late, now, painted } = setup();
    view.dispatch(keyTyped({ char: 'o', at: 1100 }));
    expect(store.getState().engine.run.typed).toBe('o');
    expect(view.getState()).toBe(store.getState());
    expect(now).toHaveBeenCalledTimes(1);
    expect(late).not.toHaveBeenCalled();
    await painted();
    expect(late).toHaveBeenCalledTimes(1);
  });

  it('tells once for every letter typed before the paint, and a letter taken back the same way', async () => {
    const { view, late, now, afterPaint, painted } = setup();
    view.dispatch(keyTyped({ char: 'o', at: 1100 }));
    view.dispatch(keyTyped({ char: 'n', at: 1150 }));
    view.dispatch(backspacePressed({ at: 1200 }));
    expect(now).toHaveBeenCalledTimes(3);
    expect(afterPaint).toHaveBeenCalledTimes(1);
    expect(late).not.toHaveBeenCalled();
    await painted();
    expect(late).toHaveBeenCalledTimes(1);
  });

  it('tells any other change at once, bringing a waiting letter along, and not twice', async () => {
    const { view, late, painted } = setup();
    view.dispatch(keyTyped({ char: 'o', at: 1100 }));
    view.dispatch(runPaused({ at: 1150 }));
    expect(late).toHaveBeenCalledTimes(1);
    await painted();
    expect(late).toHaveBeenCalledTimes(1);
  });

  it('tells at once a letter the store itself dispatches (not typed through the page)', () => {
    const { store, late } = setup();
    store.dispatch(keyTyped({ char: 'o', at: 1100 }));
    expect(late).toHaveBeenCalledTimes(1);
  });

  it('tells no one after unsubscribing, and a lone subscriber leaving ends the wait', async () => {
    const store = makeStore(undefined, { timer: false, devChecks: false });
    store.dispatch(startStage({ stageId: 'number', at: 1000 }));
    let paint: () => void = () => {};
    const view = storeForReact(store, () => new Promise<void>((resolve) => (paint = resolve)));
    const late = vi.fn();
    const stop = view.subscribe(late);
    view.dispatch(keyTyped({ char: 'o', at: 1100 }));
    stop();
    paint();
    await Promise.resolve();
    await Promise.resolve();
    expect(late).not.toHaveBeenCalled();
  });
});

describe('the root reducer and a letter', () => {
  it('hands a letter to the engine alone, and every other slice answers it with its own state', () => {
    const { store } = setup();
    const before = store.getState();
    for (const action of [keyTyped({ char: 'o', at: 1100 }), backspacePressed({ at: 1150 })]) {
      expect(letterActionTypes.has(action.type)).toBe(true);
      const state = store.getState();
      for (const [name, reducer] of Object.entries(sliceReducers)) {
        if (name === 'engine') continue;
        const part = state[name as keyof typeof state];
        expect((reducer as (s: unknown, a: unknown) => unknown)(part, action), name).toBe(part);
      }
      store.dispatch(action);
    }
    const after = store.getState();
    expect(after.engine).not.toBe(before.engine);
    for (const name of Object.keys(sliceReducers).filter((n) => n !== 'engine')) {
      expect(after[name as keyof typeof after], name).toBe(before[name as keyof typeof before]);
    }
  });
});
