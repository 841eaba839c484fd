import type { Attempt } from '../../../../core/contract';

/** One won battle at 92.5 % and 121.6 keys a minute, changed by `over`; the results tests' row. */
export function sampleAttempt(over: Partial<Attempt> = {}): Attempt {
  return {
    at: '2026-04-10T09:00:00.000Z',
    stageId: 'animals',
    mode: 'battle',
    victory: true,
    accuracy: 0.925,
    keysPerMinute: 121.6,
    timeMs: 64_250,
    rank: 'A',
    maxCombo: 9,
    missed: [],
    ...over,
  };
}

/** Leaves a time stamp as it is, so a results row shows the stored ISO time. */
export const isoDate = (iso: string): string => iso;
