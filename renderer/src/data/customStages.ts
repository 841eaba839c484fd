import type { WordList } from '../../../electron/contract';
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

let lists: readonly WordList[] = [];
const listeners = new Set<() => void>();

/** Makes the teachers' saved lists known to the game as stages and question sets. */
export function setCustomLists(next: readonly WordList[]): void {
  lists = next;
  for (const listener of listeners) listener();
}

/** The teachers' lists the game knows now. */
export function customLists(): readonly WordList[] {
  return lists;
}

/** Calls `listener` whenever the lists change; answers the unsubscribe (for `useSyncExternalStore`). */
export function subscribeCustomLists(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The stage of a teacher's list with this id, or undefined. */
export function getCustomStage(id: string): Stage | undefined {
  const list = lists.find((l) => l.id === id);
  return list ? stageOfList(list) : undefined;
}

/** The question set of a teacher's list with this id, or undefined. */
export function getCustomQuestionSet(id: string): QuestionSet | undefined {
  const list = lists.find((l) => l.id === id);
  return list ? questionSetOfList(list) : undefined;
}
