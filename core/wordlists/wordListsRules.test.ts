import { describe, expect, it } from 'vitest';
import {
  MAX_WORD_LISTS,
  WORDLISTS_VERSION,
  type WordList,
  type WordListPreview,
  type WordListsFile,
} from '../contract/wordlists';
import { parseWordList } from './parseWordList';
import {
  keepPreview,
  listFromPreview,
  MAX_PENDING_PREVIEWS,
  planConfirm,
  planRemove,
  planRename,
} from './wordListsRules';

function previewOf(csv: string, id: string): WordListPreview {
  const parsed = parseWordList(new TextEncoder().encode(csv), 'unit3.csv');
  if (!parsed.ok) throw new Error(`refused: ${parsed.detail}`);
  return { id, ...parsed.value };
}

const at = new Date('2026-04-08T09:00:00.000Z');
const savedList = (id: string, title = 'Unit 1'): WordList => ({
  id,
  title,
  createdAt: at.toISOString(),
  items: [{ en: 'dog', ja: 'いぬ' }],
});
const noLists: WordListsFile = { version: WORDLISTS_VERSION, lists: [] };

describe('keepPreview', () => {
  it('keeps the newest previews and forgets the oldest beyond the limit', () => {
    const pending = new Map<string, WordListPreview>();
    for (let n = 0; n <= MAX_PENDING_PREVIEWS; n++)
      keepPreview(pending, previewOf('en,ja\ndog,いぬ', `pv-${n}`));
    expect(pending.size).toBe(MAX_PENDING_PREVIEWS);
    expect(pending.has('pv-0')).toBe(false);
    expect(pending.has(`pv-${MAX_PENDING_PREVIEWS}`)).toBe(true);
  });
});

describe('planConfirm', () => {
  const makeList = (preview: WordListPreview) => listFromPreview(preview, 'wl-aaaaaa', at);

  it('adds the accepted rows as a new list after the saved ones', () => {
    const pending = new Map<string, WordListPreview>();
    keepPreview(pending, previewOf('en,ja\ndog,いぬ\ncat,ねこ', 'pv-1'));
    const current = { ...noLists, lists: [savedList('wl-bbbbbb')] };
    const planned = planConfirm(pending, 'pv-1', current, makeList);
    expect(planned.ok && planned.value.list.items.map((item) => item.en)).toEqual(['dog', 'cat']);
    expect(planned.ok && planned.value.next.lists.map((list) => list.id)).toEqual(['wl-bbbbbb', 'wl-aaaaaa']);
    // The caller forgets the preview only once the write succeeded.
    expect(pending.has('pv-1')).toBe(true);
  });

  it('refuses a preview that is not waiting, and makes no list', () => {
    let made = 0;
    const planned = planConfirm(new Map(), 'pv-gone', noLists, (preview) => {
      made++;
      return makeList(preview);
    });
    expect(!planned.ok && planned.error.reason).toBe('wordList.previewClosed');
    expect(made).toBe(0);
  });

  it('refuses and forgets a preview with no accepted rows', () => {
    const pending = new Map<string, WordListPreview>();
    keepPreview(pending, previewOf('en,ja\n,いぬ', 'pv-1'));
    const planned = planConfirm(pending, 'pv-1', noLists, makeList);
    expect(!planned.ok && planned.error.reason).toBe('wordList.noRows');
    expect(pending.has('pv-1')).toBe(false);
  });

  it('refuses a new list when the limit is reached, keeping the preview', () => {
    const pending = new Map<string, WordListPreview>();
    keepPreview(pending, previewOf('en,ja\ndog,いぬ', 'pv-1'));
    const full = {
      ...noLists,
      lists: Array.from({ length: MAX_WORD_LISTS }, (_, n) => savedList(`wl-${String(n).padStart(6, '0')}`)),
    };
    const planned = planConfirm(pending, 'pv-1', full, makeList);
    expect(!planned.ok && planned.error).toMatchObject({
      reason: 'wordList.limit',
      values: { limit: MAX_WORD_LISTS },
    });
    expect(pending.has('pv-1')).toBe(true);
  });
});

describe('planRename', () => {
  const current = { ...noLists, lists: [savedList('wl-aaaaaa'), savedList('wl-bbbbbb', 'Unit 2')] };

  it('renames only the named list, with the title trimmed', () => {
    const planned = planRename(current, 'wl-bbbbbb', '  Animals  ');
    expect(planned.ok && planned.value.renamed.title).toBe('Animals');
    expect(planned.ok && planned.value.next.lists.map((list) => list.title)).toEqual(['Unit 1', 'Animals']);
  });

  it('refuses an empty title and an unknown list', () => {
    const empty = planRename(current, 'wl-aaaaaa', '   ');
    expect(!empty.ok && empty.error.reason).toBe('wordList.titleRefused');
    const unknown = planRename(current, 'wl-cccccc', 'Animals');
    expect(!unknown.ok && unknown.error).toMatchObject({
      reason: 'wordList.unknown',
      values: { listId: 'wl-cccccc' },
    });
  });
});

describe('planRemove', () => {
  it('leaves out the named list and refuses an unknown one', () => {
    const current = { ...noLists, lists: [savedList('wl-aaaaaa'), savedList('wl-bbbbbb')] };
    const planned = planRemove(current, 'wl-aaaaaa');
    expect(planned.ok && planned.value.lists.map((list) => list.id)).toEqual(['wl-bbbbbb']);
    const unknown = planRemove(current, 'wl-cccccc');
    expect(!unknown.ok && unknown.error.reason).toBe('wordList.unknown');
  });
});
