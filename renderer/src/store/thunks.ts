import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { isFormsStageId } from '../../../core/bank/bankStages';
import type { IpcError } from '../../../core/contract';
import { withBankForms } from '../data/bank/bankStageViews';
import { stageQuestions } from '../data/stageQuestions';
import { gradeOutcome } from '../engine/review';
import type { QAPair, RunOptions } from '../engine/types';
import { engineOptionsFor } from './engineOptionsFor';
import { stageStarted } from './engineSlice';
import type { RootState } from './index';
import { progressLoaded } from './levelSlice';
import {
  persistenceLoaded,
  persistenceLoadFailed,
  persistenceLoading,
  progressLoadInfo,
} from './persistenceSlice';
import { settingsLoaded } from './settingsSlice';
import { selectCanSpeakWords } from './sound';
import { selectQuestionSet, selectStage } from './stageSelectors';
import type { StoreDeps } from './storeDeps';
import { loadTeacherChoices } from './teacherThunks';

/** A thunk of this store; its extra argument is the store's {@link StoreDeps}. */
export type AppThunk<R = void> = ThunkAction<R, RootState, StoreDeps, UnknownAction>;

/** Turns anything thrown across the bridge into an {@link IpcError}. */
export function toIpcError(error: unknown): IpcError {
  return {
    code: 'unavailable',
    reason: 'ipc.bridgeBroken',
    values: {},
    detail: error instanceof Error ? error.message : String(error),
  };
}

/**
 * Boot: reads the settings, the progress and the teacher's choices through the platform, applies them,
 * and records whether a damaged file was recovered and whether the files can be written (each becomes a
 * toaster notice). A failed read leaves defaults in place and says so; it never throws.
 */
export function loadPersistedState(): AppThunk<Promise<void>> {
  return async (dispatch, _getState, deps) => {
    dispatch(persistenceLoading());
    try {
      const platform = deps.platform();
      // The teacher's choices come with the rest, so the first map already opens and lists what they chose.
      const [settings, progress] = await Promise.all([
        platform.settings.get(),
        platform.app.load(),
        dispatch(loadTeacherChoices()),
      ]);
      if (settings.ok) dispatch(settingsLoaded(settings.value));
      else dispatch(persistenceLoadFailed(settings.error));
      if (progress.ok) {
        const { snapshot, recovered, writable, movedTo } = progress.value;
        dispatch(progressLoaded(snapshot));
        dispatch(progressLoadInfo({ recovered, writable, movedTo }));
      } else {
        dispatch(persistenceLoadFailed(progress.error));
      }
    } catch (error) {
      dispatch(persistenceLoadFailed(toIpcError(error)));
    }
    dispatch(persistenceLoaded());
  };
}

/** What {@link startStage} needs. */
export interface StartStageArgs {
  /** A stage id from the map, or a name such as `practice` with `questions` given. */
  stageId: string;
  /** Timestamp (same clock as the key events, e.g. `event.timeStamp`) to start at once, or null to wait. */
  at: number | null;
  /** Questions to play instead of the stage's own (practice, review). */
  questions?: QAPair[];
  /** Shuffle seed; otherwise the fixed seed of the sort slice, otherwise a fresh one. */
  seed?: number;
  /** Difficulty 1–5; otherwise the stage's, or the highest of the questions' sets. */
  difficulty?: number;
  /** Options that replace those built from the settings (the review stage always fights, for example). */
  overrides?: Partial<RunOptions>;
}

function difficultyOf(state: RootState, questions: readonly QAPair[]): number {
  let d = 0;
  for (const q of questions)
    d = Math.max(d, q.setId ? (selectQuestionSet(state, q.setId)?.difficulty ?? 0) : 0);
  return d || 2;
}

/**
 * Builds a run for a stage from the current settings and starts it; the page becomes `typing`.
 * An unknown stage without questions of its own starts nothing (an empty run would count as won).
 */
export function startStage(args: StartStageArgs): AppThunk {
  return (dispatch, getState, deps) => {
    const state = getState();
    const stage = selectStage(state, args.stageId);
    const seed = (args.seed ?? state.sort.fixedSeed ?? deps.randomSeed()) >>> 0;
    const asked =
      args.questions ?? (stage ? stageQuestions(stage, seed, (id) => selectQuestionSet(state, id)) : []);
    // Built-in words take their accepted forms and picture from the bank when their band is loaded.
    const questions = asked.map((q) => withBankForms(q, state.bank.entries));
    if (questions.length === 0) return;
    const difficulty = args.difficulty ?? stage?.difficulty ?? difficultyOf(state, questions);
    const options = {
      ...engineOptionsFor(state.settings, difficulty, questions, seed),
      spokenHint: selectCanSpeakWords(state),
      // A verb's forms are asked in turn whatever the order setting: go, went, gone.
      ...(isFormsStageId(args.stageId) ? { randomOrder: false } : {}),
      ...args.overrides,
    };
    dispatch(stageStarted({ stageId: args.stageId, questions, options, difficulty, at: args.at }));
  };
}

/** The id of the review stage, ふくしゅうの森 (the forest of review). */
export const REVIEW_STAGE_ID = 'review';

/**
 * Plays the same stage again (a practice run replays the same words; the review forest replays its
 * words as the same battle, one HP per word).
 */
export function retryStage(at: number | null): AppThunk {
  return (dispatch, getState) => {
    const state = getState();
    const { stageId, run, difficulty, options } = state.engine;
    if (stageId === null) return;
    // A stage the game knows (a teacher's list too) is drawn again; any other run replays its words.
    const custom = selectStage(state, stageId) === undefined;
    // A review replays with the review's own numbers, as it started.
    const overrides: Partial<RunOptions> | undefined =
      stageId === REVIEW_STAGE_ID
        ? {
            battleMode: options.battleMode,
            learningMode: options.learningMode,
            learnThenRecall: options.learnThenRecall,
            randomOrder: options.randomOrder,
            enemyMaxHp: options.enemyMaxHp,
            damagePerSentence: options.damagePerSentence,
            damagePerHit: options.damagePerHit,
            damagePerMiss: options.damagePerMiss,
            damagePerHint: options.damagePerHint,
          }
        : undefined;
    dispatch(
      startStage({
        stageId,
        at,
        difficulty,
        ...(custom ? { questions: run.questions } : {}),
        ...(overrides ? { overrides } : {}),
      }),
    );
  };
}

/** The id of a run made of missed words. */
export const PRACTICE_STAGE_ID = 'practice';

/**
 * Starts a practice run of the words the review model graded `again` or `hard` in the run just
 * finished (a skipped, mistaken or hinted word, or one left unfinished after a key; see
 * `gradeOutcome`), the forgotten ones first, then any question the run ended on before a key was
 * typed (no grade, but not yet answered). Each word once; nothing happens when there is none.
 */
export function practiseMissed(at: number | null): AppThunk {
  return (dispatch, getState) => {
    const { run, difficulty, options } = getState().engine;
    const context = { answerShownFirst: options.learningMode };
    const rankOf = (o: (typeof run.outcomes)[number]) => {
      const grade = gradeOutcome(o, context);
      if (grade === 'again') return 0;
      if (grade === 'hard') return 1;
      return grade === null && !o.cleared ? 2 : null;
    };
    const ranked = run.outcomes
      .map((o, order) => ({ o, order, rank: rankOf(o) }))
      .filter((r): r is { o: (typeof run.outcomes)[number]; order: number; rank: number } => r.rank !== null)
      .sort((a, b) => a.rank - b.rank || a.order - b.order);
    const seen = new Set<string>();
    const missed: QAPair[] = [];
    for (const { o } of ranked) {
      const id = `${o.setId ?? ''}:${o.en}`;
      if (seen.has(id)) continue;
      seen.add(id);
      missed.push(run.questions.find((q) => q.en === o.en && q.ja === o.ja) ?? { en: o.en, ja: o.ja });
    }
    if (missed.length === 0) return;
    dispatch(startStage({ stageId: PRACTICE_STAGE_ID, at, questions: missed, difficulty }));
  };
}
