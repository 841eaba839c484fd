import { randomBytes } from 'node:crypto';
import { describeIssues, fail, ok, type Result } from '../../../core/contract';
import type { RepairNotice } from '../../../core/contract/profiles';
import {
  MAX_WORD_LISTS,
  WORDLISTS_VERSION,
  type WordList,
  type WordListPreview,
  type WordListsFile,
  wordListsFileSchema,
  wordListTitleSchema,
} from '../../../core/contract/wordlists';
import { type FileRefusal, parseWordList } from '../../../core/wordlists/parseWordList';
import {
  listFromPreview,
  MAX_PENDING_PREVIEWS as MAX_PENDING,
  migrateWordLists,
  salvageWordLists,
} from '../../../core/wordlists/wordListsRules';
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

export { salvageWordLists } from '../../../core/wordlists/wordListsRules';

const randomId = (prefix: 'wl' | 'pv') => `${prefix}-${randomBytes(6).toString('hex')}`;

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
      const list = listFromPreview(preview, makeId('wl'), now());
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
