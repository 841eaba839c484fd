import { createSelector } from '@reduxjs/toolkit';
import type { Band } from '../../../../core/bank/bankEntry';
import { questionSetOfBank } from '../../data/bank/bankStageViews';
import type { TitledBankStage } from '../../data/bank/loadBand';
import { masteryBySet } from '../../engine/review';
import type { Rank, RootState } from '../../store';

/** One stage of the word library as its button shows it. */
export interface LibraryStageView {
  id: string;
  titleJa: string;
  titleEn: string;
  kind: 'words' | 'sentences' | 'forms';
  count: number;
  cleared: boolean;
  bestRank: Rank | null;
  mastered: number;
  learning: number;
}

const EMPTY: LibraryStageView[] = [];

/** The library's view of some of a band's stages, with the player's progress on each. */
function libraryViews(
  stages: readonly TitledBankStage[] | undefined,
  entries: RootState['bank']['entries'],
  progress: RootState['level']['snapshot']['stages'],
  words: RootState['level']['snapshot']['words'],
): LibraryStageView[] {
  if (!stages || stages.length === 0) return EMPTY;
  const mastery = masteryBySet(
    stages.map((stage) => questionSetOfBank(stage, entries)),
    words,
  );
  return stages.map((stage, i) => ({
    id: stage.id,
    titleJa: stage.titleJa,
    titleEn: stage.titleEn,
    kind: stage.kind,
    count: stage.entryIds.length,
    cleared: progress[stage.id]?.cleared ?? false,
    bestRank: progress[stage.id]?.bestRank ?? null,
    mastered: mastery[i]?.mastered ?? 0,
    learning: mastery[i]?.learning ?? 0,
  }));
}

/** The stages of one loaded band's route with the player's progress on each (empty while the band loads). */
export const selectLibraryStages = createSelector(
  [
    (s: RootState, band: Band) => s.bank.stages[band],
    (s: RootState) => s.bank.entries,
    (s: RootState) => s.level.snapshot.stages,
    (s: RootState) => s.level.snapshot.words,
  ],
  libraryViews,
);

/** The 発展 (advanced) stages of one loaded band, apart from its route, with the player's progress on each. */
export const selectLibraryAdvancedStages = createSelector(
  [
    (s: RootState, band: Band) => s.bank.advancedStages[band],
    (s: RootState) => s.bank.entries,
    (s: RootState) => s.level.snapshot.stages,
    (s: RootState) => s.level.snapshot.words,
  ],
  libraryViews,
);
