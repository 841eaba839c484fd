import {
  fail,
  ok,
  type RepairNotice,
  type Result,
  WORDLISTS_VERSION,
  type WordList,
  type WordListPreview,
  type WordListsFile,
  wordListsFileSchema,
} from '../../../../core/contract';
import { type FileRefusal, parseWordList } from '../../../../core/wordlists/parseWordList';
import {
  keepPreview,
  listFromPreview,
  migrateWordLists,
  planConfirm,
  planRemove,
  planRename,
  salvageWordLists,
} from '../../../../core/wordlists/wordListsRules';
import { SAVE_KEYS, type SavesStore } from './savesDatabase';
import { openStoredRecord, type StoredRecord } from './storedRecord';

/** The failure reason of each way a whole word-list file is refused. */
const FILE_REFUSALS = {
  'not-text': 'wordList.notText',
  empty: 'wordList.empty',
  'no-header': 'wordList.noHeader',
  'too-large': 'wordList.tooLarge',
} as const satisfies Record<FileRefusal, string>;

/** Teachers' word lists of this browser: previews first, saved only when confirmed, then renamed or removed. */
export interface WebWordLists {
  record: StoredRecord<WordListsFile>;
  list(): WordList[];
  /** Reads a picked file into a preview kept until it is confirmed or cancelled; nothing is saved. */
  preview(bytes: Uint8Array, fileName: string): Result<WordListPreview>;
  confirm(previewId: string): Promise<Result<WordList>>;
  cancel(previewId: string): boolean;
  rename(id: string, title: string): Promise<Result<WordList>>;
  remove(id: string): Promise<Result<WordList[]>>;
  /** The repair of a damaged record at this start, for the teacher; empty when it was fine. */
  notices(): RepairNotice[];
}

/** Opens the word lists: none for a new browser; a damaged record keeps every list still readable. */
export async function openWebWordLists(
  store: SavesStore,
  options: { now: () => Date; makeId: (prefix: 'wl' | 'pv') => string },
): Promise<WebWordLists> {
  const { now, makeId } = options;
  let repaired: Omit<RepairNotice, 'movedTo'> | null = null;
  const record = await openStoredRecord<WordListsFile>(store, {
    key: SAVE_KEYS.wordLists,
    label: 'word lists',
    schema: wordListsFileSchema,
    defaults: () => ({ version: WORDLISTS_VERSION, lists: [] }),
    migrate: migrateWordLists,
    now,
    recover: (damaged) => {
      let text: string | null = null;
      try {
        text = typeof damaged === 'string' ? damaged : JSON.stringify(damaged);
      } catch {
        text = null;
      }
      const { lists, lost } = salvageWordLists(text);
      repaired = { file: 'wordlists', recovered: lists.length, renamed: 0, lost };
      return { version: WORDLISTS_VERSION, lists };
    },
  });
  const found = repaired as Omit<RepairNotice, 'movedTo'> | null;
  const notices: RepairNotice[] = found ? [{ ...found, movedTo: record.loadInfo().movedTo }] : [];
  const pending = new Map<string, WordListPreview>();

  return {
    record,
    list: () => record.read().lists,
    preview: (bytes, fileName) => {
      const parsed = parseWordList(bytes, fileName);
      if (!parsed.ok) return fail('invalid-payload', FILE_REFUSALS[parsed.refusal], {}, parsed.detail);
      const value: WordListPreview = { id: makeId('pv'), ...parsed.value };
      keepPreview(pending, value);
      return ok(value);
    },
    confirm: async (previewId) => {
      const planned = planConfirm(pending, previewId, record.read(), (preview) =>
        listFromPreview(preview, makeId('wl'), now()),
      );
      if (!planned.ok) return planned;
      const written = await record.write(planned.value.next);
      if (!written.ok) return written;
      pending.delete(previewId);
      return ok(planned.value.list);
    },
    cancel: (previewId) => pending.delete(previewId),
    notices: () => notices.map((notice) => ({ ...notice })),
    rename: async (id, title) => {
      const planned = planRename(record.read(), id, title);
      if (!planned.ok) return planned;
      const written = await record.write(planned.value.next);
      return written.ok ? ok(planned.value.renamed) : written;
    },
    remove: async (id) => {
      const planned = planRemove(record.read(), id);
      if (!planned.ok) return planned;
      const written = await record.write(planned.value);
      return written.ok ? ok(written.value.lists) : written;
    },
  };
}
