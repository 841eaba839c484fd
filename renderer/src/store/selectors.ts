import { createSelectorCreator, lruMemoize } from '@reduxjs/toolkit';
import type { Rank } from '../../../core/contract';
import { stageOfBank } from '../data/bank/bankStageViews';
import { getStage, isStageUnlocked, STAGES } from '../data/stages';
import { expForLevel } from '../engine/experience';
import { scoreRun } from '../engine/scoreRun';
import { isRunning } from '../engine/step';
import type { RootState } from './index';
import { selectBankStagesById, selectListStages } from './stageSelectors';

/**
 * Runs the input selectors on every call without remembering the state argument: the state changes
 * with every keystroke, so remembering it would only cost time.
 */
function everyCall<F extends (...args: never[]) => unknown>(fn: F) {
  return Object.assign(fn, { clearCache() {}, resultsCount: () => 0, resetResultsCount() {} });
}

/**
 * `createSelector` remembering only the latest input results (reselect's `lruMemoize`, size 1). The
 * default weak-map memoiser keeps every combination of primitive inputs it has seen, which on a typing
 * screen means one entry per keystroke.
 */
export const createAppSelector = createSelectorCreator({ memoize: lruMemoize, argsMemoize: everyCall });

// Input selectors pick single fields so a tick (which only changes elapsed time) leaves every
// memoised result below unchanged by reference.
const run = (s: RootState) => s.engine.run;

/** The screen shown. */
export const selectPage = (s: RootState) => s.page.current;
/** Whether the settings drawer is open. */
export const selectSettingsOpen = (s: RootState) => s.page.settingsOpen;

/** The whole settings object. */
export const selectSettings = (s: RootState) => s.settings;
/** Colour mode setting. */
export const selectColorMode = (s: RootState) => s.settings.colorMode;
/** UI language. */
export const selectLanguage = (s: RootState) => s.settings.language;
/** Text size. */
export const selectTextSize = (s: RootState) => s.settings.textSize;
/** First-launch sound consent. */
export const selectConsent = (s: RootState) => s.settings.consent;
/** Files' status: loaded/recovered/writable and the last errors. */
export const selectPersistence = (s: RootState) => s.persistence;
/** Notices waiting for the toaster. */
export const selectNotices = (s: RootState) => s.persistence.notices;
/** What took the player's HP in a lost battle: hints, wrong keys, or the demon's timed strikes. */
export type DefeatCause = 'hints' | 'mistakes' | 'strikes';

/**
 * Why a battle was lost, so a defeat never reads as a perfect run (100% accuracy, no mistakes): the
 * largest share of the HP lost, from the hints and wrong keys counted and their costs; null unless the
 * run ended in defeat.
 */
export const selectDefeatCause = createAppSelector(
  [(s: RootState) => s.engine.run, (s: RootState) => s.engine.options],
  (r, options): DefeatCause | null => {
    if (r.ending !== 'defeated') return null;
    const byHints = r.usedHintCount * options.damagePerHint;
    const byMistakes = r.errors * options.damagePerMiss;
    const lost = r.playerMaxHp - r.playerHp;
    if (byHints === 0 && byMistakes === 0) return 'strikes';
    if (byHints + byMistakes < lost / 2) return 'strikes';
    return byHints >= byMistakes ? 'hints' : 'mistakes';
  },
);

/** Level, experience, and the experience the next level needs. */
export const selectLevel = createAppSelector(
  [(s: RootState) => s.level.snapshot.level, (s: RootState) => s.level.snapshot.exp],
  (level, exp) => ({ level, exp, levelStartExp: expForLevel(level), nextLevelExp: expForLevel(level + 1) }),
);
/** What the last stage earned. */
export const selectLastGain = (s: RootState) => s.level.lastGain;

/** One stage as the map shows it. */
export interface StageView {
  id: string;
  index: number;
  titleJa: string;
  titleEn: string;
  difficulty: number;
  demon: string;
  boss: boolean;
  unlocked: boolean;
  cleared: boolean;
  bestRank: Rank | null;
  plays: number;
}

/** Every stage in route order with its unlocked / cleared / best-rank state. */
export const selectStageList = createAppSelector(
  [(s: RootState) => s.level.snapshot.stages],
  (progress): StageView[] =>
    STAGES.map((stage, index) => {
      const p = progress[stage.id];
      return {
        id: stage.id,
        index,
        titleJa: stage.titleJa,
        titleEn: stage.titleEn,
        difficulty: stage.difficulty,
        demon: stage.demon,
        boss: stage.boss,
        unlocked: isStageUnlocked(index, (id) => progress[id]?.cleared ?? false),
        cleared: p?.cleared ?? false,
        bestRank: p?.bestRank ?? null,
        plays: p?.plays ?? 0,
      };
    }),
);
/** The stage under the map cursor. */
export const selectSelectedStageId = (s: RootState) => s.battle.selectedStageId;
/** Play mode and rules chosen in the settings. */
export const selectBattleMode = (s: RootState) => s.settings.mode;
/** Question order setting. */
export const selectOrder = (s: RootState) => s.settings.order;

/** The stage being played (a route stage or a teacher's list; null for practice and review) and its difficulty. */
export const selectCurrentStage = createAppSelector(
  [
    (s: RootState) => s.engine.stageId,
    (s: RootState) => s.engine.difficulty,
    selectListStages,
    selectBankStagesById,
  ],
  (stageId, difficulty, listStages, bankStages) => {
    if (stageId === null) return { stageId, difficulty, stage: null };
    const bank = bankStages.get(stageId);
    const stage =
      getStage(stageId) ?? listStages.find((st) => st.id === stageId) ?? (bank ? stageOfBank(bank) : null);
    return { stageId, difficulty, stage };
  },
);

/** The question panel: prompt, picture and position. */
export const selectPrompt = createAppSelector(
  [
    (s: RootState) => run(s).questionJa,
    (s: RootState) => run(s).questionImg,
    (s: RootState) => run(s).index,
    (s: RootState) => run(s).questions.length,
  ],
  (ja, img, index, total) => ({ ja, img, index, total }),
);

/** The answer view: answer, typed text, right/wrong map, whether the answer shows, and the hint. */
export const selectAnswerView = createAppSelector(
  [
    (s: RootState) => run(s).answerEn,
    (s: RootState) => run(s).typed,
    (s: RootState) => run(s).correctMap,
    (s: RootState) => run(s).learningPhase,
    (s: RootState) => run(s).hintStep,
    (s: RootState) => run(s).hintText,
  ],
  (answer, typed, correctMap, phase, hintStep, hintText) => ({
    answer,
    typed,
    correctMap,
    /** The answer is shown in full (study, or the last hint step). */
    showAnswer: phase === 'study' || hintStep === 3,
    hintStep,
    hintText,
  }),
);

/** The study / recall notice. */
export const selectPhase = (s: RootState) => run(s).learningPhase;
/**
 * Which word the run is on and in which phase ("3:recall"). It changes when a word is finished (study
 * goes on to recall, recall to the next question), skipped, or a run starts: the typing page holds what
 * belongs to the word for the frame that shows the word just finished.
 */
export const selectWordTurn = (s: RootState) => `${run(s).index}:${run(s).learningPhase}`;
/**
 * The word the last action finished, as typed ('' when it finished none): a completed word is always
 * typed whole and right, so its answer is all that is needed to draw it.
 */
export const selectFinishedWord = (s: RootState): string => {
  for (const event of run(s).events) {
    if (event.kind === 'clear' || event.kind === 'phaseChange') return event.en ?? '';
  }
  return '';
};
/** Current combo and best combo. */
export const selectCombo = createAppSelector(
  [(s: RootState) => run(s).combo, (s: RootState) => run(s).maxCombo],
  (combo, maxCombo) => ({ combo, maxCombo }),
);
/** The demon's HP bar. */
export const selectEnemyHp = createAppSelector(
  [(s: RootState) => run(s).enemyHp, (s: RootState) => run(s).enemyMaxHp],
  (hp, max) => ({ hp, max }),
);
/** The player's HP bar. */
export const selectPlayerHp = createAppSelector(
  [(s: RootState) => run(s).playerHp, (s: RootState) => run(s).playerMaxHp],
  (hp, max) => ({ hp, max }),
);
/** Whether the run is in battle mode (HP bars and demon shown). */
export const selectIsBattle = (s: RootState) => s.engine.options.battleMode;
/** Started / paused / finished / victory flags and how the run ended. */
export const selectRunStatus = createAppSelector(
  [
    (s: RootState) => run(s).started,
    (s: RootState) => run(s).paused,
    (s: RootState) => run(s).finished,
    (s: RootState) => run(s).victory,
    (s: RootState) => run(s).ending,
  ],
  (started, paused, finished, victory, ending) => ({ started, paused, finished, victory, ending }),
);
/** Whether keys count right now. */
export const selectIsRunning = (s: RootState) => isRunning(run(s));

/** Elapsed time (ms). Only the clock should subscribe: it changes on every tick. */
export const selectElapsedMs = (s: RootState) => run(s).elapsedMs;
/** Time left under the time limit (ms), or null without a limit. Changes on every tick. */
export const selectTimeLeftMs = (s: RootState) => {
  const limit = s.engine.options.timeLimitMs;
  return limit > 0 ? Math.max(0, limit - run(s).elapsedMs) : null;
};

/** The events of the latest action and their sequence number, for sound and animation. */
export const selectEngineEvents = createAppSelector(
  [(s: RootState) => run(s).eventSeq, (s: RootState) => run(s).events],
  (seq, events) => ({ seq, events }),
);

/** Per-word outcomes of the questions finished so far (mistakes, wrong keys, hints, times, recall). */
export const selectOutcomes = (s: RootState) => run(s).outcomes;

/**
 * The run's score (accuracy, keys and words per minute, time, max combo, rank, missed words), or null
 * until the run has finished — so the results dialog never recomputes during play.
 */
export const selectScore = createAppSelector(
  [(s: RootState) => (run(s).finished ? run(s) : null)],
  (finished) => (finished ? scoreRun(finished) : null),
);
