import type { KotobaApi, Result, WordList } from '../../../../core/contract';

type WordListsBridge = NonNullable<KotobaApi['wordLists']>;

const ok = <T>(value: T): Result<T> => ({ ok: true, value });

/** A teacher's word list "Unit 3" of two words, dog and cat. */
export const unit3: WordList = {
  id: 'wl-0a1b2c',
  title: 'Unit 3',
  createdAt: '2026-04-10T09:00:00.000Z',
  items: [
    { en: 'dog', ja: 'いぬ' },
    { en: 'cat', ja: 'ねこ' },
  ],
};

/**
 * The listing, renaming and removing half of the word-list bridge over lists kept in memory; each
 * change is written to `calls` as `rename <id> <title>` or `remove <id>`;
 * `keep(list)` adds one, as a confirmed preview would.
 */
export function memoryWordLists(initial: WordList[], calls: string[]) {
  let lists = initial;
  const bridge: Pick<WordListsBridge, 'list' | 'rename' | 'remove'> = {
    list: async () => ok(lists),
    rename: async ({ id, title }) => {
      calls.push(`rename ${id} ${title}`);
      lists = lists.map((l) => (l.id === id ? { ...l, title } : l));
      return ok(lists[0] as WordList);
    },
    remove: async (id) => {
      calls.push(`remove ${id}`);
      lists = lists.filter((l) => l.id !== id);
      return ok(lists);
    },
  };
  return { bridge, keep: (list: WordList) => (lists = [...lists, list]) };
}
