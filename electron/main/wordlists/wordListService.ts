import { randomBytes } from 'node:crypto';
import { describeIssues, fail, type Migrated, ok, type Result, storedVersion } from '../../contract';
import {
  MAX_WORD_LISTS,
  WORDLISTS_VERSION,
  type WordList,
  type WordListPreview,
  type WordListsFile,
  wordListsFileSchema,
  wordListTitleSchema,
} from '../../contract/wordlists';
import { createStoredFile } from '../stores/createStoredFile';
import type { OpenStore } from '../stores/openElectronStore';
import { type FileRefusal, parseWordList } from './parseWordList';

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

const randomId = (prefix: 'wl' | 'pv') => `${prefix}-${randomBytes(6).toString('hex')}`;

/** The most previews waiting for an answer; the oldest is forgotten first. */
const MAX_PENDING = 5;

/** Opens `wordlists.json` in `cwd`: none for a new computer, damaged files moved aside. */
export function createWordListService(options: WordListServiceOptions): WordListService {
  const now = options.now ?? (() => new Date());
  const makeId = options.makeId ?? randomId;
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
  });
  const pending = new Map<string, WordListPreview>();
  const notFound = (id: string) => fail<never>('invalid-payload', `There is no word list ${id}.`);

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
      if (!preview) return fail('invalid-payload', 'That preview is no longer open; import the file again.');
      if (preview.accepted.length === 0) {
        pending.delete(previewId);
        return fail('invalid-payload', 'The file has no usable rows, so no list was saved.');
      }
      const current = file.read();
      if (current.lists.length >= MAX_WORD_LISTS) {
        return fail(
          'invalid-payload',
          `There are already ${MAX_WORD_LISTS} word lists; remove one before adding another.`,
        );
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
    rename: (id, title) => {
      const checked = wordListTitleSchema.safeParse(title);
      if (!checked.success) {
        return fail('invalid-payload', `The title was not changed: ${describeIssues(checked.error)}`);
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
