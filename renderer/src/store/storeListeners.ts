import { isAnyOf, type ListenerMiddlewareInstance } from '@reduxjs/toolkit';
import type { Attempt, SettingsPatch } from '../../../core/contract';
import { expForRun } from '../engine/experience';
import { localDay } from '../engine/review';
import { scoreRun } from '../engine/scoreRun';
import { isRunning } from '../engine/step';
import { runResumed, runStarted, stageStarted, ticked } from './engineSlice';
import type { AppDispatch, RootState } from './index';
import { placementRecorded, schoolCheckRecorded, stageRecorded } from './levelSlice';
import { pageChanged } from './pageSlice';
import {
  progressSaved,
  progressSaveFailed,
  progressSaving,
  settingsSaved,
  settingsSaveFailed,
} from './persistenceSlice';
import { updateSettings } from './settingsSlice';
import type { StoreDeps } from './storeDeps';
import { toIpcError } from './thunks';

/** How the store's own effects behave. */
export interface StoreListenerOptions {
  /** Run the `tickMs` timer while a run is running (off in tests that tick by hand). */
  timer: boolean;
  /** Settings changes within this many ms are saved together. */
  settingsDebounceMs: number;
}

/**
 * The store's own effects:
 * - Timer: while a run is running, dispatch `ticked()` for every `options.tickMs`. When no rule depends
 *   on time (no time limit, no timed strikes) only the clock shows it, so the timer wakes once a
 *   second and dispatches that second's ticks together: an idle battle costs one wake-up a second.
 * - Settings: after `updateSettings`, wait `settingsDebounceMs` of quiet, then send the changed keys
 *   to `platform.settings.set`; a failure becomes a notice and the keys are sent again with the next change.
 * - Stage end: when a run finishes, score it, merge its per-word outcomes (and their review grades),
 *   attempt and experience into the progress (`stageRecorded`) and `platform.app.save` it (success and
 *   failure become notices); a frame later open the results over the typing page.
 *   Progress is only saved once it was loaded, so a failed read never overwrites the file.
 * - Placement: a finished placement quest (`placementRecorded`) is saved the same way, and so is a
 *   finished school check (`schoolCheckRecorded`).
 */
export function addStoreListeners(
  middleware: ListenerMiddlewareInstance<RootState, AppDispatch, StoreDeps>,
  deps: StoreDeps,
  options: StoreListenerOptions,
): void {
  const listen = middleware.startListening.withTypes<RootState, AppDispatch, StoreDeps>();

  if (options.timer) {
    listen({
      matcher: isAnyOf(stageStarted, runStarted, runResumed),
      effect: async (_action, api) => {
        api.cancelActiveListeners();
        while (isRunning(api.getState().engine.run)) {
          const { tickMs, timeLimitMs, enemyStrikeEveryMs } = api.getState().engine.options;
          const timed = timeLimitMs > 0 || enemyStrikeEveryMs > 0;
          const ticks = timed ? 1 : Math.max(1, Math.round(1000 / tickMs));
          await api.delay(ticks * tickMs);
          if (!isRunning(api.getState().engine.run)) return;
          // One action for the second's ticks: the store and its subscribers wake once.
          api.dispatch(ticked({ count: ticks }));
        }
      },
    });
  }

  // Changes not yet confirmed by the main process; only the changed keys are sent, so a change made
  // before the stored settings were read never overwrites the others with defaults.
  let pending: SettingsPatch = {};
  listen({
    actionCreator: updateSettings,
    effect: async (action, api) => {
      pending = { ...pending, ...action.payload };
      api.cancelActiveListeners();
      await api.delay(options.settingsDebounceMs);
      const patch = pending;
      pending = {};
      try {
        const result = await deps.platform().settings.set(patch);
        if (result.ok) api.dispatch(settingsSaved());
        else {
          pending = { ...patch, ...pending };
          api.dispatch(settingsSaveFailed(result.error));
        }
      } catch (error) {
        pending = { ...patch, ...pending };
        api.dispatch(settingsSaveFailed(toIpcError(error)));
      }
    },
  });

  listen({
    predicate: (_action, current, previous) => current.engine.run.finished && !previous.engine.run.finished,
    effect: async (_action, api) => {
      const { engine } = api.getState();
      const { run, stageId, difficulty, options: runOptions } = engine;
      if (stageId === null) return;
      // Three tasks, none long enough to hold up a frame: the key that ended the stage paints first
      // (the last letter, the demon falling); the next task scores, records and starts the save; the
      // results dialog (a large render, and the page made inert behind it) opens in the task after
      // the following frame.
      await deps.afterPaint();
      const score = scoreRun(run);
      const now = deps.now();
      const atIso = now.toISOString();
      const attempt: Attempt = {
        at: atIso,
        stageId,
        mode: runOptions.battleMode ? 'battle' : 'study',
        victory: run.victory,
        accuracy: score.accuracy,
        keysPerMinute: Math.min(10000, score.keysPerMinute),
        timeMs: Math.round(score.totalTimeMs),
        rank: score.rank,
        maxCombo: score.maxCombo,
        missed: score.missed.slice(0, 500).map((q) => q.en.slice(0, 200)),
      };
      api.dispatch(
        stageRecorded({
          stageId,
          outcomes: run.outcomes,
          attempt,
          expGain: expForRun(score, difficulty),
          atIso,
          answerShownFirst: runOptions.learningMode,
          day: localDay(now, -now.getTimezoneOffset()),
        }),
      );
      const saved = saveProgress(api);
      await deps.afterPaint();
      // Only over this run's typing page: a run left for the map is recorded without calling the
      // player back.
      const state = api.getState();
      if (state.engine.run.finished && state.page.current === 'typing') api.dispatch(pageChanged('results'));
      await saved;
    },
  });

  listen({
    actionCreator: placementRecorded,
    effect: async (_action, api) => {
      await saveProgress(api);
    },
  });

  listen({
    actionCreator: schoolCheckRecorded,
    effect: async (_action, api) => {
      await saveProgress(api);
    },
  });

  /** Saves the progress as it is now, once it was loaded; the outcome becomes a notice. */
  async function saveProgress(api: { getState: () => RootState; dispatch: AppDispatch }): Promise<void> {
    const level = api.getState().level;
    if (!level.loaded) return;
    api.dispatch(progressSaving());
    try {
      const result = await deps.platform().app.save(level.snapshot);
      if (result.ok) api.dispatch(progressSaved());
      else api.dispatch(progressSaveFailed(result.error));
    } catch (error) {
      api.dispatch(progressSaveFailed(toIpcError(error)));
    }
  }
}
