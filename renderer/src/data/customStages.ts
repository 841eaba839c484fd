import type { WordList } from '../../../core/contract';
import type { QuestionSet } from './questionSet';
import type { Stage } from './stages';

/** The word-demons a teacher's stage can field; each list keeps the same one for as long as it exists. */
const LIST_DEMONS = [
  'letter-spider',
  'book-mimic',
  'storm-cloud',
  'animal-imp',
  'colour-ghost',
  'food-goblin',
  'month-slime',
  'number-bat',
  'week-golem',
] as const;

/** The demon of a teacher's list, chosen from its id so it never changes. */
export function demonForList(id: string): string {
  let hash = 0;
  for (const ch of id) hash = (hash * 31 + (ch.codePointAt(0) ?? 0)) >>> 0;
  return LIST_DEMONS[hash % LIST_DEMONS.length] ?? 'letter-spider';
}

/** A teacher's list as a question set: its words in the file's order, difficulty 2. */
export function questionSetOfList(list: WordList): QuestionSet {
  return {
    id: list.id,
    titleJa: list.title,
    titleEn: list.title,
    difficulty: 2,
    items: list.items.map(({ en, ja }) => ({ en, ja })),
  };
}

/** A teacher's list as a stage with its own demon; it is not on the route, so it is always open. */
export function stageOfList(list: WordList): Stage {
  return {
    id: list.id,
    setIds: [list.id],
    titleJa: list.title,
    titleEn: list.title,
    difficulty: 2,
    demon: demonForList(list.id),
    boss: false,
  };
}
