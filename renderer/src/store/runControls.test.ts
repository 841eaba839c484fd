import { describe, expect, it } from 'vitest';
import { makeStore, selectRunStatus, startStage, updateSettings } from './index';
import { enterPressed, escapePressed, leaveRun, pauseForDialog, runControlPressed } from './runControls';

function waitingStage() {
  const store = makeStore(undefined, { timer: false, devChecks: false });
  store.dispatch(updateSettings({ mode: 'battle' }));
  store.dispatch(startStage({ stageId: 'number', at: null }));
  return store;
}

describe('run controls', () => {
  it('Enter starts a waiting run, does nothing while it runs, and resumes it after Escape', () => {
    const store = waitingStage();
    store.dispatch(escapePressed(900));
    expect(selectRunStatus(store.getState())).toMatchObject({ started: false });
    store.dispatch(enterPressed(1000));
    expect(selectRunStatus(store.getState())).toMatchObject({ started: true, paused: false });
    store.dispatch(enterPressed(1100));
    expect(selectRunStatus(store.getState()).paused).toBe(false);
    store.dispatch(escapePressed(1200));
    expect(selectRunStatus(store.getState()).paused).toBe(true);
    store.dispatch(enterPressed(1300));
    expect(selectRunStatus(store.getState()).paused).toBe(false);
  });

  it('the header button starts, stops and resumes, and says whether the run now runs', () => {
    const store = waitingStage();
    expect(store.dispatch(runControlPressed(1000))).toBe(true);
    expect(store.dispatch(runControlPressed(1100))).toBe(false);
    expect(selectRunStatus(store.getState()).paused).toBe(true);
    expect(store.dispatch(runControlPressed(1200))).toBe(true);
  });

  it('a dialog stops only a running clock', () => {
    const store = waitingStage();
    store.dispatch(pauseForDialog(900));
    expect(selectRunStatus(store.getState())).toMatchObject({ started: false, paused: false });
    store.dispatch(enterPressed(1000));
    store.dispatch(pauseForDialog(1100));
    expect(selectRunStatus(store.getState()).paused).toBe(true);
  });

  it('leaving midway records the run as given up, then shows the map; leaving before the start records nothing', async () => {
    const store = waitingStage();
    store.dispatch(enterPressed(1000));
    store.dispatch(leaveRun(1500));
    // A finished run is recorded in the task after its last frame.
    await new Promise((done) => setTimeout(done, 0));
    expect(store.getState().page.current).toBe('map');
    expect(store.getState().level.snapshot.history).toEqual([
      expect.objectContaining({ stageId: 'number', victory: false }),
    ]);
    const fresh = waitingStage();
    fresh.dispatch(leaveRun(1500));
    expect(fresh.getState().page.current).toBe('map');
    expect(fresh.getState().level.snapshot.history).toEqual([]);
  });
});
