import { type AppSnapshot, type Attempt, emptySnapshot } from '../../../../../core/contract';
import type { WordOutcome } from '../../../../../renderer/src/engine/types';
import { makeStore, type RootState } from '../../../../../renderer/src/store';
import { recordStage } from '../../../../../renderer/src/store/recordStage';
import { cleanOutcome } from '../../engine/wordOutcome';

/** One question's outcome, clean and cleared from memory unless `patch` says otherwise. */
export function outcomeOf(
  en: string,
  ja: string,
  setId: string,
  patch: Partial<WordOutcome> = {},
): WordOutcome {
  return cleanOutcome({ en, ja, setId, firstKeyMs: 2500, finishMs: 8000, ...patch });
}

/** Progress after one battle of the week at `atIso` in which Wednesday was typed "Wensday" first. */
export function progressWithMissedWednesday(atIso: string): AppSnapshot {
  const attempt: Attempt = {
    at: atIso,
    stageId: 'week',
    mode: 'battle',
    victory: true,
    accuracy: 0.92,
    keysPerMinute: 84,
    timeMs: 60_000,
    rank: 'A',
    maxCombo: 4,
    missed: ['Wednesday'],
  };
  return recordStage(emptySnapshot(), {
    stageId: 'week',
    atIso,
    attempt,
    expGain: 20,
    day: atIso.slice(0, 10),
    outcomes: [
      outcomeOf('Monday', '月曜日（げつようび）', 'week'),
      outcomeOf('Wednesday', '水曜日（すいようび）', 'week', {
        mistakes: 3,
        wrongKeys: { 'd→n': 2, 'n→s': 1 },
        wrongAttempts: ['Wen', 'Wenn', 'Wens'],
        recallSuccess: false,
      }),
    ],
  });
}

/** A store on `page` holding `snapshot` as loaded progress. */
export function storeOnPage(page: RootState['page']['current'], snapshot: AppSnapshot) {
  const base = makeStore(undefined, { timer: false }).getState();
  return makeStore(
    {
      page: { ...base.page, current: page },
      level: { ...base.level, snapshot, loaded: true },
    },
    { timer: false },
  );
}

/** The time half an hour ago (ISO), so a word forgotten then is due now whatever the hour of the test. */
export function halfAnHourAgo(): string {
  return new Date(Date.now() - 30 * 60_000).toISOString();
}
