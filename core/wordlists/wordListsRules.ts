import { z } from 'zod';
import { describeIssues, fail, type Migrated, ok, type Result, storedVersion } from '../contract';
import {
  MAX_WORD_LISTS,
  MAX_WORDS_PER_LIST,
  WORDLISTS_VERSION,
  type WordList,
  type WordListItem,
  type WordListPreview,
  type WordListsFile,
  wordListIdSchema,
  wordListItemSchema,
  wordListsFileSchema,
  wordListTitleSchema,
} from '../contract/wordlists';
import { findJsonObjects } from '../text/findJsonObjects';

/** The most previews waiting for an answer; the oldest is forgotten first. */
export const MAX_PENDING_PREVIEWS = 5;

/** The list a confirmed preview saves: its accepted rows, under a new id. */
export function listFromPreview(preview: WordListPreview, id: string, createdAt: Date): WordList {
  return {
    id,
    title: preview.title,
    createdAt: createdAt.toISOString(),
    items: preview.accepted.map(({ en, ja, img }) => ({ en, ja, ...(img ? { img } : {}) })),
  };
}

/** Keeps a preview until it is confirmed or cancelled; past {@link MAX_PENDING_PREVIEWS} the oldest is forgotten. */
export function keepPreview(pending: Map<string, WordListPreview>, preview: WordListPreview): void {
  pending.set(preview.id, preview);
  while (pending.size > MAX_PENDING_PREVIEWS) {
    const oldest = pending.keys().next().value;
    if (oldest === undefined) break;
    pending.delete(oldest);
  }
}

/**
 * Checks that a waiting preview may be saved as a new list, and answers that list with the lists to
 * write. A preview with no accepted rows is forgotten; `makeList` runs only once every check passed.
 * The caller forgets the preview once the write succeeded.
 */
export function planConfirm(
  pending: Map<string, WordListPreview>,
  previewId: string,
  current: WordListsFile,
  makeList: (preview: WordListPreview) => WordList,
): Result<{ list: WordList; next: WordListsFile }> {
  const preview = pending.get(previewId);
  if (!preview) return fail('invalid-payload', 'wordList.previewClosed');
  if (preview.accepted.length === 0) {
    pending.delete(previewId);
    return fail('invalid-payload', 'wordList.noRows');
  }
  if (current.lists.length >= MAX_WORD_LISTS) {
    return fail('invalid-payload', 'wordList.limit', { limit: MAX_WORD_LISTS });
  }
  const list = makeList(preview);
  return ok({ list, next: { ...current, lists: [...current.lists, list] } });
}

const unknownList = (id: string) => fail('invalid-payload', 'wordList.unknown', { listId: id });

/** Checks a new title for a saved list, and answers the renamed list with the lists to write. */
export function planRename(
  current: WordListsFile,
  id: string,
  title: string,
): Result<{ renamed: WordList; next: WordListsFile }> {
  const checked = wordListTitleSchema.safeParse(title);
  if (!checked.success) {
    return fail('invalid-payload', 'wordList.titleRefused', {}, describeIssues(checked.error));
  }
  const target = current.lists.find((list) => list.id === id);
  if (!target) return unknownList(id);
  const renamed = { ...target, title: checked.data };
  return ok({
    renamed,
    next: { ...current, lists: current.lists.map((list) => (list.id === id ? renamed : list)) },
  });
}

/** The lists to write once a saved list is removed; refused when no list has that id. */
export function planRemove(current: WordListsFile, id: string): Result<WordListsFile> {
  if (!current.lists.some((list) => list.id === id)) return unknownList(id);
  return ok({ ...current, lists: current.lists.filter((list) => list.id !== id) });
}

/** Reads `wordlists.json` of a known version. */
export function migrateWordLists(raw: unknown): Migrated<WordListsFile> {
  const version = storedVersion(raw);
  if (version !== WORDLISTS_VERSION) {
    return { ok: false, reason: `The word lists file has an unknown format (${String(version)}).` };
  }
  const parsed = wordListsFileSchema.safeParse(raw);
  if (!parsed.success)
    return { ok: false, reason: `The word lists are not valid: ${describeIssues(parsed.error)}` };
  return { ok: true, value: parsed.data, migrated: false };
}

/** A list as far as it can be trusted in a damaged file: its id, title and date, and at least one good word. */
const salvagedListSchema = z.object({
  id: wordListIdSchema,
  title: wordListTitleSchema,
  createdAt: z.string().max(40).catch(''),
  items: z.array(z.unknown()),
});

const listIdInText = /"id"\s*:\s*"(wl-[a-z0-9]{6,32})"/g;

/**
 * Recovers every list still readable in a damaged `wordlists.json`, one by one: a list keeps the
 * words that are still valid (a broken word costs that word, not the list, nor the other lists).
 * Answers the lists and how many the file named that could not be recovered.
 */
export function salvageWordLists(text: string | null): { lists: WordList[]; lost: number } {
  if (text === null) return { lists: [], lost: 0 };
  const lists: WordList[] = [];
  const seen = new Set<string>();
  for (const candidate of findJsonObjects(text)) {
    const list = salvagedListSchema.safeParse(candidate);
    if (!list.success || seen.has(list.data.id)) continue;
    const items: WordListItem[] = [];
    const answers = new Set<string>();
    for (const raw of list.data.items) {
      const item = wordListItemSchema.safeParse(raw);
      if (!item.success || answers.has(item.data.en)) continue;
      answers.add(item.data.en);
      items.push(item.data);
    }
    if (items.length === 0) continue;
    seen.add(list.data.id);
    lists.push({ ...list.data, items: items.slice(0, MAX_WORDS_PER_LIST) });
  }
  const kept = lists.slice(0, MAX_WORD_LISTS);
  const keptIds = new Set(kept.map((list) => list.id));
  const named = new Set([...text.matchAll(listIdInText)].map((match) => match[1]));
  const lost = [...named].filter((id) => id !== undefined && !keptIds.has(id)).length;
  return { lists: kept, lost };
}
