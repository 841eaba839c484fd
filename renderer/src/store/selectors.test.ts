import { describe, expect, it } from 'vitest';
import { fail, type KotobaApi, ok } from '../../../electron/contract';
import { stageSelected } from './battleSlice';
import {
  backspacePressed,
  gaveUp,
  keyTyped,
  runPaused,
  runResumed,
  runStarted,
  stageStarted,
  ticked,
} from './engineSlice';
import { makeStore } from './index';
import {
  selectAnswerView,
  selectCombo,
  selectCurrentStage,
  selectElapsedMs,
  selectIsBattle,
  selectIsRunning,
  selectOutcomes,
  selectPhase,
  selectRunStatus,
  selectScore,
  selectSelectedStageId,
  selectTimeLeftMs,
} from './selectors';
import { loadPersistedState, startStage } from './thunks';

const store = () => makeStore(undefined, { timer: false, randomSeed: () => 3 });

describe('play selectors', () => {
  it('a stage built without a start waits for the start button', () => {
    const s = store();
    s.dispatch(startStage({ stageId: 'number', at: null }));
    expect(selectRunStatus(s.getState())).toMatchObject({ started: false });
    expect(selectIsRunning(s.getState())).toBe(false);
    s.dispatch(runStarted({ at: 10 }));
    expect(selectIsRunning(s.getState())).toBe(true);
  });

  it('the current stage, its difficulty and its definition', () => {
    const s = store();
    s.dispatch(startStage({ stageId: 'month', at: 0 }));
    expect(selectCurrentStage(s.getState())).toMatchObject({
      stageId: 'month',
      difficulty: 3,
      stage: { id: 'month' },
    });
    expect(selectIsBattle(s.getState())).toBe(false);
  });

  it('study shows the answer; a correct copy switches to recall and hides it', () => {
    const s = store();
    s.dispatch(startStage({ stageId: 'number', at: 0 }));
    expect(selectAnswerView(s.getState()).showAnswer).toBe(true);
    for (const [i, char] of [...'one'].entries()) s.dispatch(keyTyped({ char, at: 100 + i }));
    expect(selectPhase(s.getState())).toBe('recall');
    expect(selectAnswerView(s.getState()).showAnswer).toBe(false);
  });

  it('the clock reads elapsed time and, with a limit, the time left', () => {
    const s = store();
    s.dispatch(startStage({ stageId: 'number', at: 0 }));
    const { options, questions } = {
      options: s.getState().engine.options,
      questions: s.getState().engine.run.questions,
    };
    expect(selectTimeLeftMs(s.getState())).toBeNull();
    s.dispatch(
      stageStarted({
        stageId: 'number',
        questions,
        options: { ...options, timeLimitMs: 1000 },
        difficulty: 1,
        at: 0,
      }),
    );
    s.dispatch(ticked());
    s.dispatch(ticked());
    expect(selectElapsedMs(s.getState())).toBe(200);
    expect(selectTimeLeftMs(s.getState())).toBe(800);
  });

  it('pause and resume stop and restart the run', () => {
    const s = store();
    s.dispatch(startStage({ stageId: 'number', at: 0 }));
    s.dispatch(runPaused({ at: 10 }));
    expect(selectRunStatus(s.getState())).toMatchObject({ paused: true });
    s.dispatch(keyTyped({ char: 'o', at: 20 }));
    expect(selectAnswerView(s.getState()).typed).toBe('');
    s.dispatch(runResumed({ at: 30 }));
    s.dispatch(keyTyped({ char: 'o', at: 40 }));
    expect(selectAnswerView(s.getState()).typed).toBe('o');
  });

  it('combo, outcomes and score follow the run; the score appears only at the end', () => {
    const s = store();
    s.dispatch(startStage({ stageId: 'number', at: 0 }));
    for (const [i, char] of [...'oneone'].entries()) s.dispatch(keyTyped({ char, at: 100 * (i + 1) }));
    expect(selectCombo(s.getState())).toEqual({ combo: 1, maxCombo: 1 });
    expect(selectOutcomes(s.getState())).toHaveLength(1);
    s.dispatch(keyTyped({ char: 'x', at: 900 }));
    s.dispatch(backspacePressed({ at: 950 }));
    expect(selectScore(s.getState())).toBeNull();
    s.dispatch(gaveUp({ at: 1000 }));
    expect(selectScore(s.getState())).toMatchObject({ rank: 'D', cleared: 1 });
  });

  it('an unknown stage with no questions starts nothing', () => {
    const s = store();
    s.dispatch(startStage({ stageId: 'no-such-stage', at: 0 }));
    expect(s.getState().page.current).toBe('title');
    expect(selectRunStatus(s.getState()).started).toBe(false);
  });

  it('the map cursor remembers the chosen stage', () => {
    const s = store();
    s.dispatch(stageSelected('week'));
    expect(selectSelectedStageId(s.getState())).toBe('week');
  });
});

describe('progress file status', () => {
  it('a recovered progress file and a failed progress read are both reported', async () => {
    const api: KotobaApi = {
      settings: {
        get: async () => fail('unavailable', 'settings unreadable'),
        set: async () => fail('unavailable', 'no'),
      },
      app: {
        load: async () =>
          ok({
            snapshot: { version: 2, level: 1, exp: 0, stages: {}, words: {}, history: [], mastery: [] },
            recovered: true,
            movedTo: '/x.bad',
            writable: true,
          }),
        save: async (snapshot) => ok(snapshot),
        overwrite: async () => fail('unavailable', 'no'),
      },
    };
    const s = makeStore(undefined, { timer: false, platform: () => api });
    await s.dispatch(loadPersistedState());
    const p = s.getState().settings.persistence;
    expect(p).toMatchObject({ status: 'failed', progressRecovered: true });
    expect(p.notices.map((n) => n.kind)).toEqual(['loadFailed', 'progressRecovered']);
    expect(s.getState().level.loaded).toBe(true);
  });
});
