import { createSelector } from '@reduxjs/toolkit';
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

/** The stage with this id: a route stage or a teacher's list, or undefined. */
export function selectStage(state: RootState, id: string): Stage | undefined {
  return getStage(id) ?? selectListStages(state).find((s) => s.id === id);
}

/** The question set with this id: a built-in set or a teacher's list, or undefined. */
export function selectQuestionSet(state: RootState, id: string): QuestionSet | undefined {
  return getQuestionSet(id) ?? selectListQuestionSets(state).find((s) => s.id === id);
}
