import { randomBytes } from 'node:crypto';
import { ok, type Result } from '../../../core/contract';
import type { RepairNotice } from '../../../core/contract/profiles';
import {
  WORDLISTS_VERSION,
  type WordList,
  type WordListPreview,
  type WordListsFile,
  wordListsFileSchema,
} from '../../../core/contract/wordlists';
import { type FileRefusal, parseWordList } from '../../../core/wordlists/parseWordList';
import {
  keepPreview,
  listFromPreview,
  migrateWordLists,
  planConfirm,
  planRemove,
  planRename,
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

  return {
    path: file.path,
    list: () => file.read().lists,
    preview: (bytes, fileName) => {
      const parsed = parseWordList(bytes, fileName);
      if (!parsed.ok) return parsed;
      const value: WordListPreview = { id: makeId('pv'), ...parsed.value };
      keepPreview(pending, value);
      return { ok: true, value };
    },
    confirm: (previewId) => {
      const planned = planConfirm(pending, previewId, file.read(), (preview) =>
        listFromPreview(preview, makeId('wl'), now()),
      );
      if (!planned.ok) return planned;
      const written = file.write(planned.value.next);
      if (!written.ok) return written;
      pending.delete(previewId);
      return ok(planned.value.list);
    },
    cancel: (previewId) => pending.delete(previewId),
    notices: () => notices.map((notice) => ({ ...notice })),
    rename: (id, title) => {
      const planned = planRename(file.read(), id, title);
      if (!planned.ok) return planned;
      const written = file.write(planned.value.next);
      return written.ok ? ok(planned.value.renamed) : written;
    },
    remove: (id) => {
      const planned = planRemove(file.read(), id);
      if (!planned.ok) return planned;
      const written = file.write(planned.value);
      return written.ok ? ok(written.value.lists) : written;
    },
  };
}
