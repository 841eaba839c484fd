import { describe, expect, it } from 'vitest';
import { fail, type KotobaApi, ok } from '../../../core/contract';
import { levelForExp } from '../engine/experience';
import { stageSelected } from './battleSlice';
import {
  backspacePressed,
  gaveUp,
  hintRequested,
  keyTyped,
  questionSkipped,
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
  selectDefeatCause,
  selectElapsedMs,
  selectEnemyHp,
  selectFinishedWord,
  selectIsBattle,
  selectIsRunning,
  selectLevel,
  selectOutcomes,
  selectPhase,
  selectPlayerHp,
  selectPrompt,
  selectRunStatus,
  selectScore,
  selectSelectedStageId,
  selectStageList,
  selectTimeLeftMs,
  selectWordTurn,
} from './selectors';
import { updateSettings } from './settingsSlice';
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
        get: async () => fail('unavailable', 'ipc.bridgeBroken', {}, 'settings unreadable'),
        set: async () => fail('unavailable', 'ipc.bridgeBroken', {}, 'no'),
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
        overwrite: async () => fail('unavailable', 'ipc.bridgeBroken', {}, 'no'),
      },
    };
    const s = makeStore(undefined, { timer: false, platform: () => api });
    await s.dispatch(loadPersistedState());
    const p = s.getState().persistence;
    expect(p).toMatchObject({ status: 'failed', progressRecovered: true });
    expect(p.notices.map((n) => n.kind)).toEqual(['loadFailed', 'progressRecovered']);
    expect(s.getState().level.loaded).toBe(true);
  });
});

describe('the answer line during the hint ladder', () => {
  /** A store in recall on the first word of the numbers stage ("one"), its study copy typed. */
  function inRecall() {
    const s = store();
    s.dispatch(startStage({ stageId: 'number', at: 0 }));
    for (const [i, char] of [...'one'].entries()) s.dispatch(keyTyped({ char, at: 100 + i }));
    return s;
  }

  it('keeps the word hidden through the earlier hints and shows it whole only at the last step', () => {
    const s = inRecall();
    const seen: { hintStep: number; showAnswer: boolean }[] = [];
    for (let at = 200; selectAnswerView(s.getState()).hintStep < 3; at += 100) {
      s.dispatch(hintRequested({ at }));
      const { hintStep, showAnswer } = selectAnswerView(s.getState());
      seen.push({ hintStep, showAnswer });
    }
    expect(seen.filter((v) => v.hintStep < 3).every((v) => !v.showAnswer)).toBe(true);
    expect(seen.map((v) => v.hintStep)).toContain(2);
    expect(seen.at(-1)).toEqual({ hintStep: 3, showAnswer: true });
  });

  it('the second hint gives a masked pattern, not the word', () => {
    const s = inRecall();
    for (let at = 200; selectAnswerView(s.getState()).hintStep < 2; at += 100) {
      s.dispatch(hintRequested({ at }));
    }
    const view = selectAnswerView(s.getState());
    expect(view.hintText).not.toBe('');
    expect(view.hintText).not.toBe(view.answer);
    expect(view.showAnswer).toBe(false);
  });
});

describe('why a battle was lost', () => {
  function battle() {
    const s = store();
    s.dispatch(updateSettings({ mode: 'battle' }));
    s.dispatch(startStage({ stageId: 'number', at: 0 }));
    return s;
  }

  it('blames the wrong keys when they took the hero’s HP', () => {
    const s = battle();
    for (let at = 100; !s.getState().engine.run.finished; at += 100) {
      s.dispatch(keyTyped({ char: 'q', at }));
      s.dispatch(backspacePressed({ at: at + 50 }));
    }
    expect(selectRunStatus(s.getState()).ending).toBe('defeated');
    expect(selectDefeatCause(s.getState())).toBe('mistakes');
  });

  it('blames the hints when they took the hero’s HP', () => {
    const s = battle();
    for (let at = 100; !s.getState().engine.run.finished; at += 100) {
      s.dispatch(hintRequested({ at }));
      if (selectAnswerView(s.getState()).hintStep === 3) s.dispatch(questionSkipped({ at: at + 50 }));
    }
    expect(selectRunStatus(s.getState()).ending).toBe('defeated');
    expect(selectDefeatCause(s.getState())).toBe('hints');
  });

  it('blames the demon’s strikes when neither hints nor wrong keys took most of the HP', () => {
    const s = battle();
    const { options, run } = s.getState().engine;
    const questions = run.questions;
    s.dispatch(
      stageStarted({
        stageId: 'number',
        questions,
        options: { ...options, enemyStrikeEveryMs: 1000 },
        difficulty: 1,
        at: 0,
      }),
    );
    s.dispatch(keyTyped({ char: 'q', at: 50 }));
    for (let i = 0; i < 10_000 && !s.getState().engine.run.finished; i++) s.dispatch(ticked());
    expect(selectRunStatus(s.getState()).ending).toBe('defeated');
    expect(selectDefeatCause(s.getState())).toBe('strikes');
  });

  it('names no cause when the battle was not lost', () => {
    const s = battle();
    s.dispatch(gaveUp({ at: 100 }));
    expect(selectRunStatus(s.getState()).ending).toBe('gaveUp');
    expect(selectDefeatCause(s.getState())).toBeNull();
  });
});

describe('the clock and the bars', () => {
  it('time left never goes below zero once the limit has passed', () => {
    const s = store();
    s.dispatch(startStage({ stageId: 'number', at: 0 }));
    const { options, questions } = {
      options: s.getState().engine.options,
      questions: s.getState().engine.run.questions,
    };
    s.dispatch(
      stageStarted({
        stageId: 'number',
        questions,
        options: { ...options, timeLimitMs: 150 },
        difficulty: 1,
        at: 0,
      }),
    );
    s.dispatch(ticked());
    s.dispatch(ticked());
    expect(selectTimeLeftMs(s.getState())).toBe(0);
  });

  it('the question panel counts the current question out of all of them', () => {
    const s = store();
    s.dispatch(startStage({ stageId: 'number', at: 0 }));
    for (const [i, char] of [...'oneone'].entries()) s.dispatch(keyTyped({ char, at: 100 * (i + 1) }));
    const prompt = selectPrompt(s.getState());
    expect(prompt.index).toBe(1);
    expect(prompt.total).toBe(s.getState().engine.run.questions.length);
    expect(prompt.ja).toBe(s.getState().engine.run.questionJa);
  });

  it('the word turn moves when a word is finished, and the finished word is named by that action only', () => {
    const s = store();
    s.dispatch(updateSettings({ learnThenRecall: true, order: 'sequential' }));
    s.dispatch(startStage({ stageId: 'number', at: 0 }));
    const type = (text: string) => {
      for (const char of text) s.dispatch(keyTyped({ char, at: 100 }));
    };
    expect(selectWordTurn(s.getState())).toBe('0:study');
    type('on');
    expect(selectWordTurn(s.getState())).toBe('0:study');
    expect(selectFinishedWord(s.getState())).toBe('');
    type('e');
    expect(selectWordTurn(s.getState())).toBe('0:recall');
    expect(selectFinishedWord(s.getState())).toBe('one');
    type('o');
    expect(selectFinishedWord(s.getState())).toBe('');
    type('ne');
    expect(selectWordTurn(s.getState())).toBe('1:study');
    expect(selectFinishedWord(s.getState())).toBe('one');
    // A skipped word moves the turn but finishes no word.
    s.dispatch(questionSkipped({ at: 200 }));
    expect(selectWordTurn(s.getState())).toBe('2:study');
    expect(selectFinishedWord(s.getState())).toBe('');
  });

  it('a wrong key in battle lowers the hero’s bar and a cleared word lowers the demon’s', () => {
    const s = store();
    s.dispatch(updateSettings({ mode: 'battle' }));
    s.dispatch(startStage({ stageId: 'number', at: 0 }));
    const before = { hero: selectPlayerHp(s.getState()), demon: selectEnemyHp(s.getState()) };
    expect(before.hero.hp).toBe(before.hero.max);
    expect(before.demon.hp).toBe(before.demon.max);
    s.dispatch(keyTyped({ char: 'q', at: 100 }));
    s.dispatch(backspacePressed({ at: 150 }));
    expect(selectPlayerHp(s.getState()).hp).toBeLessThan(before.hero.max);
    const word = s.getState().engine.run.answerEn;
    for (const [i, char] of [...word].entries()) s.dispatch(keyTyped({ char, at: 200 + i }));
    expect(selectEnemyHp(s.getState()).hp).toBeLessThan(before.demon.max);
  });
});

describe('level and map', () => {
  it('the level bar runs from the experience this level began at to the experience the next one needs', () => {
    const base = store().getState().level;
    const s = makeStore(
      { level: { ...base, snapshot: { ...base.snapshot, level: 3, exp: 200 } } },
      { timer: false },
    );
    const level = selectLevel(s.getState());
    expect(level).toMatchObject({ level: 3, exp: 200 });
    expect(levelForExp(level.levelStartExp)).toBe(3);
    expect(levelForExp(level.levelStartExp - 1)).toBe(2);
    expect(levelForExp(level.nextLevelExp)).toBe(4);
    expect(levelForExp(level.nextLevelExp - 1)).toBe(3);
  });

  it('the map opens with only the first stage playable, none cleared and no rank', () => {
    const stages = selectStageList(store().getState());
    expect(stages[0]).toMatchObject({ index: 0, unlocked: true, cleared: false, bestRank: null, plays: 0 });
    expect(stages.slice(1).some((st) => st.unlocked)).toBe(false);
  });

  it('a played stage shows its best rank and how often it was played', () => {
    const base = store().getState().level;
    const first = selectStageList(store().getState())[0]!;
    const snapshot = {
      ...base.snapshot,
      stages: {
        [first.id]: {
          cleared: true,
          bestRank: 'B' as const,
          plays: 4,
          lastPlayedAt: '2026-01-30T09:00:00.000Z',
        },
      },
    };
    const stages = selectStageList(makeStore({ level: { ...base, snapshot } }, { timer: false }).getState());
    expect(stages[0]).toMatchObject({ cleared: true, bestRank: 'B', plays: 4 });
    expect(stages[1]?.unlocked).toBe(true);
  });
});
