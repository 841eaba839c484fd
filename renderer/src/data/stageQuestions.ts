import { shuffle } from '../engine/shuffle';
import type { QAPair } from '../engine/types';
import type { QuestionSet } from './questionSet';
import { getQuestionSet } from './questionSets';
import { BOSS_WORDS_PER_SET, type Stage } from './stages';

/**
 * The questions of a stage, each tagged with its set id. A normal stage gives its set in order (the
 * engine shuffles when the player chose random order); the demon king draws
 * {@link BOSS_WORDS_PER_SET} words from every set, chosen by `seed`. `setOf` finds a set by id: the
 * built-in sets unless given (the store passes one that also knows the teachers' lists).
 */
export function stageQuestions(
  stage: Stage,
  seed: number,
  setOf: (setId: string) => QuestionSet | undefined = getQuestionSet,
): QAPair[] {
  const out: QAPair[] = [];
  stage.setIds.forEach((setId, i) => {
    const set = setOf(setId);
    if (!set) return;
    const tagged = set.items.map((q) => ({ ...q, setId }));
    out.push(
      ...(stage.boss ? shuffle(tagged, (seed + i * 0x9e3779b9) >>> 0).slice(0, BOSS_WORDS_PER_SET) : tagged),
    );
  });
  return out;
}
