import type { AppSnapshot } from '../../../../core/contract';

/** Progress of a player who has cleared one stage and missed one word, at the given level. */
export function playedSnapshot(level = 3): AppSnapshot {
  return {
    version: 2,
    level,
    exp: 120,
    stages: { month: { cleared: true, bestRank: 'A', plays: 2, lastPlayedAt: '2026-01-30T09:00:00.000Z' } },
    words: {
      'e56.january': {
        setId: 'month',
        en: 'January',
        ja: '1月',
        seen: 2,
        clean: 1,
        mistakes: 3,
        hints: 0,
        wrongKeys: { 'u→a': 2 },
        lastWrong: ['Janury'],
        lastFirstKeyMs: 800,
        lastFinishMs: 2400,
        lastSeenAt: '2026-01-30T09:00:00.000Z',
        review: null,
      },
    },
    history: [
      {
        at: '2026-01-30T09:00:00.000Z',
        stageId: 'month',
        mode: 'battle',
        victory: true,
        accuracy: 0.9,
        keysPerMinute: 120,
        timeMs: 60000,
        rank: 'A',
        maxCombo: 8,
        missed: ['January'],
      },
    ],
    mastery: [],
  };
}
