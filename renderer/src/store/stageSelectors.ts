import { createSelector } from '@reduxjs/toolkit';
import { questionSetOfBank, stageOfBank } from '../data/bank/bankStageViews';
import type { TitledBankStage } from '../data/bank/loadBand';
import { questionSetOfList, stageOfList } from '../data/customStages';
import type { QuestionSet } from '../data/questionSet';
import { getQuestionSet, QUESTION_SETS } from '../data/questionSets';
import { getStage, type Stage } from '../data/stages';
import type { RootState } from './index';
import { selectWordLists } from './wordListsSlice';

/** The teachers' lists as stages, in the lists' order (remembered while the lists stay the same). */
export const selectListStages = createSelector([selectWordLists], (lists): Stage[] => lists.map(stageOfList));

/** The teachers' lists as question sets, in the lists' order. */
export const selectListQuestionSets = createSelector([selectWordLists], (lists): QuestionSet[] =>
  lists.map(questionSetOfList),
);

/** Every question set the game knows: the built-in sets in map order, then the teachers' lists. */
export const selectQuestionSets = createSelector([selectListQuestionSets], (lists): readonly QuestionSet[] =>
  lists.length === 0 ? QUESTION_SETS : [...QUESTION_SETS, ...lists],
);

/** Every loaded word-bank stage by id, the 発展 (advanced) stages included. */
export const selectBankStagesById = createSelector(
  [(state: RootState) => state.bank.stages, (state: RootState) => state.bank.advancedStages],
  (bands, advanced): ReadonlyMap<string, TitledBankStage> => {
    const byId = new Map<string, TitledBankStage>();
    for (const stages of [...Object.values(bands), ...Object.values(advanced)])
      for (const stage of stages ?? []) byId.set(stage.id, stage);
    return byId;
  },
);

/** The stage with this id: a route stage, a teacher's list or a loaded word-bank stage, or undefined. */
export function selectStage(state: RootState, id: string): Stage | undefined {
  const found = getStage(id) ?? selectListStages(state).find((s) => s.id === id);
  if (found) return found;
  const bank = selectBankStagesById(state).get(id);
  return bank ? stageOfBank(bank) : undefined;
}

/** The question set with this id: a built-in set, a teacher's list or a loaded word-bank stage, or undefined. */
export function selectQuestionSet(state: RootState, id: string): QuestionSet | undefined {
  const found = getQuestionSet(id) ?? selectListQuestionSets(state).find((s) => s.id === id);
  if (found) return found;
  const bank = selectBankStagesById(state).get(id);
  return bank ? questionSetOfBank(bank, state.bank.entries) : undefined;
}
