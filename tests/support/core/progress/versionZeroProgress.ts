import type { AppSnapshot } from '../../../../core/contract';

/** Progress as the first release saved it (version 0): cleared stage ids and best ranks apart. */
export const versionZeroProgress = {
  level: 4,
  exp: 30,
  clearedStages: ['week'],
  bestRanks: { week: 'S', month: 'C' },
};

/** {@link versionZeroProgress} as migration leaves it: one record a stage, plays counted for the cleared one. */
export const versionZeroMigrated: AppSnapshot = {
  version: 2,
  level: 4,
  exp: 30,
  stages: {
    week: { cleared: true, bestRank: 'S', plays: 1, lastPlayedAt: null },
    month: { cleared: false, bestRank: 'C', plays: 0, lastPlayedAt: null },
  },
  words: {},
  history: [],
  mastery: [],
};
