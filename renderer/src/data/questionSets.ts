import { ROUTE_WORD_IDS } from '../../../core/contract/routeWordIds';
import type { QuestionSet } from './questionSet';
import { animals } from './sets/animals';
import { body } from './sets/body';
import { colors } from './sets/colors';
import { family } from './sets/family';
import { food } from './sets/food';
import { greetings } from './sets/greetings';
import { month } from './sets/month';
import { number } from './sets/number';
import { number11 } from './sets/number11';
import { school } from './sets/school';
import { step1 } from './sets/step1';
import { verbs } from './sets/verbs';
import { weather } from './sets/weather';
import { week } from './sets/week';

/**
 * A route set with each word's word-bank id, so its progress is kept under the entry wherever the
 * word is played (see `ROUTE_WORD_IDS`).
 */
function withBankIds(set: QuestionSet): QuestionSet {
  return {
    ...set,
    items: set.items.map((q) => {
      const id = ROUTE_WORD_IDS[`${set.id}:${q.en}`];
      return id === undefined ? q : { ...q, id };
    }),
  };
}

/** Every question set, in the order the stages on the map visit them. */
export const QUESTION_SETS: readonly QuestionSet[] = [
  number,
  colors,
  animals,
  week,
  food,
  number11,
  family,
  body,
  month,
  school,
  weather,
  verbs,
  step1,
  greetings,
].map(withBankIds);

/**
 * The built-in question set with this id, or undefined. Teachers' lists live in the store, so a lookup
 * that may meet one is the store's `selectQuestionSet`.
 */
export function getQuestionSet(id: string): QuestionSet | undefined {
  return QUESTION_SETS.find((s) => s.id === id);
}
