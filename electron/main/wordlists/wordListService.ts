import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { describeIssues, fail, type Migrated, ok, type Result, storedVersion } from '../../../core/contract';
import type { RepairNotice } from '../../../core/contract/profiles';
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
} from '../../../core/contract/wordlists';
import { findJsonObjects } from '../../../core/text/findJsonObjects';
import { type FileRefusal, parseWordList } from '../../../core/wordlists/parseWordList';
import { createStoredFile } from '../stores/createStoredFile';
import type { OpenStore } from '../stores/openElectronStore';

/** A preview ready for the teacher, or why the whole file was refused. */
export type PreviewOutcome =
  | { ok: true; value: WordListPreview }
  | { ok: false; refusal: FileRefusal; detail: string };

/** Options of the word-list service; only `cwd` is needed in the app. */
export interface WordListServiceOptions {
  /** Absolute folder holding `wordlists.json` (shared by every profile on the computer). */
  cwd: string;
  openStore?: OpenStore;
  now?: () => Date;
  log?: (message: string) => void;
  /** Random ids; crypto unless a test fixes them. */
  makeId?: (prefix: 'wl' | 'pv') => string;
}

/** Teachers' word lists in `wordlists.json`: previews first, saved only when confirmed, then renamed or removed. */
export interface WordListService {
  /** Full path of `wordlists.json`. */
  readonly path: string;
  /** Every saved list, oldest first. */
  list(): WordList[];
  /** Reads a file's bytes into a preview kept in memory until it is confirmed or cancelled; nothing is saved. */
  preview(bytes: Uint8Array, fileName: string): PreviewOutcome;
  /** Saves the accepted rows of a preview as a new list. */
  confirm(previewId: string): Result<WordList>;
  /** Forgets a preview without saving it; true when it existed. */
  cancel(previewId: string): boolean;
  /** Gives a saved list a new title. */
  rename(id: string, title: string): Result<WordList>;
  /** Removes a saved list. */
  remove(id: string): Result<WordList[]>;
  /** The repair of a damaged `wordlists.json` at this start, for the teacher; empty when the file was fine. */
  notices(): RepairNotice[];
}

/** Reads `wordlists.json` of a known version. */
function migrateWordLists(raw: unknown): Migrated<WordListsFile> {
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

const randomId = (prefix: 'wl' | 'pv') => `${prefix}-${randomBytes(6).toString('hex')}`;

/** The most previews waiting for an answer; the oldest is forgotten first. */
const MAX_PENDING = 5;

/** Opens `wordlists.json` in `cwd`: none for a new computer, damaged files moved aside. */
export function createWordListService(options: WordListServiceOptions): WordListService {
  const now = options.now ?? (() => new Date());
  const makeId = options.makeId ?? randomId;
  const repaired: { notice: Omit<RepairNotice, 'movedTo'> | null } = { notice: null };
  const file = createStoredFile<WordListsFile>({
    cwd: options.cwd,
    name: 'wordlists',
    label: 'word lists',
    schema: wordListsFileSchema,
    defaults: () => ({ version: WORDLISTS_VERSION, lists: [] }),
    migrate: migrateWordLists,
    ...(options.openStore ? { openStore: options.openStore } : {}),
    ...(options.log ? { log: options.log } : {}),
    now,
    // Fifty full lists of long words stay well below this; a larger file is damage.
    maxBytes: 16 * 1024 * 1024,
    // One damaged file must not cost every teacher's lists.
    recover: (damaged) => {
      const { lists, lost } = salvageWordLists(damaged.text);
      repaired.notice = { file: 'wordlists', recovered: lists.length, renamed: 0, lost };
      return { version: WORDLISTS_VERSION, lists };
    },
  });
  const loadInfo = file.loadInfo();
  const notices: RepairNotice[] = repaired.notice ? [{ ...repaired.notice, movedTo: loadInfo.movedTo }] : [];
  const pending = new Map<string, WordListPreview>();
  const notFound = (id: string) => fail('invalid-payload', 'wordList.unknown', { listId: id });

  return {
    path: file.path,
    list: () => file.read().lists,
    preview: (bytes, fileName) => {
      const parsed = parseWordList(bytes, fileName);
      if (!parsed.ok) return parsed;
      const value: WordListPreview = { id: makeId('pv'), ...parsed.value };
      pending.set(value.id, value);
      while (pending.size > MAX_PENDING) {
        const oldest = pending.keys().next().value;
        if (oldest === undefined) break;
        pending.delete(oldest);
      }
      return { ok: true, value };
    },
    confirm: (previewId) => {
      const preview = pending.get(previewId);
      if (!preview) return fail('invalid-payload', 'wordList.previewClosed');
      if (preview.accepted.length === 0) {
        pending.delete(previewId);
        return fail('invalid-payload', 'wordList.noRows');
      }
      const current = file.read();
      if (current.lists.length >= MAX_WORD_LISTS) {
        return fail('invalid-payload', 'wordList.limit', { limit: MAX_WORD_LISTS });
      }
      const list: WordList = {
        id: makeId('wl'),
        title: preview.title,
        createdAt: now().toISOString(),
        items: preview.accepted.map(({ en, ja, img }) => ({ en, ja, ...(img ? { img } : {}) })),
      };
      const written = file.write({ ...current, lists: [...current.lists, list] });
      if (!written.ok) return written;
      pending.delete(previewId);
      return ok(list);
    },
    cancel: (previewId) => pending.delete(previewId),
    notices: () => notices.map((notice) => ({ ...notice })),
    rename: (id, title) => {
      const checked = wordListTitleSchema.safeParse(title);
      if (!checked.success) {
        return fail('invalid-payload', 'wordList.titleRefused', {}, describeIssues(checked.error));
      }
      const current = file.read();
      const target = current.lists.find((list) => list.id === id);
      if (!target) return notFound(id);
      const renamed = { ...target, title: checked.data };
      const written = file.write({
        ...current,
        lists: current.lists.map((list) => (list.id === id ? renamed : list)),
      });
      return written.ok ? ok(renamed) : written;
    },
    remove: (id) => {
      const current = file.read();
      if (!current.lists.some((list) => list.id === id)) return notFound(id);
      const written = file.write({ ...current, lists: current.lists.filter((list) => list.id !== id) });
      return written.ok ? ok(written.value.lists) : written;
    },
  };
}
