import type { OnSearch } from '@rspress/core/theme';

/** Which part of the manual a page belongs to, by its first path segment; lower comes first. */
const PART_ORDER: Record<string, number> = { howtouse: 0, it: 1, developer: 2 };
/** The generated API reference: for developers, and large enough to bury every other page. */
const API_PART = 'api';
const KIND_ORDER: Record<string, number> = { title: 0, header: 1, content: 2 };

type Hit = { type?: string; link?: string; title?: string; header?: string; statement?: string };

/** A query of Latin letters, digits and spaces: one the search also finds inside longer words. */
const LATIN_QUERY = /^[A-Za-z0-9][A-Za-z0-9 '-]*$/;

/**
 * Whether the text a hit matched has the query at the start of a word. The search matches inside
 * words too, so "PIN" also finds "typing"; a hit where the query begins a word ("PIN", "PINs") is the
 * one the reader meant. Queries in Japanese have no word breaks and count as matching everywhere.
 */
export function startsAWord(hit: Hit, query: string): boolean {
  const wanted = query.trim();
  if (!LATIN_QUERY.test(wanted)) return true;
  const text = hit.type === 'title' ? hit.title : hit.type === 'header' ? hit.header : hit.statement;
  if (text === undefined) return true;
  const escaped = wanted.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(^|[^A-Za-z0-9])${escaped}`, 'i').test(text);
}

/** The first path segment of a result's link, without the base, the language and the version. */
export function partOf(link: string): string {
  const segments = link
    .split('#')[0]!
    .split('/')
    .filter((s) => s && s !== 'typing-game' && s !== 'manual' && s !== 'en' && !/^v\d/.test(s));
  return segments[0] ?? '';
}

/**
 * Orders results so pupils and teachers find their pages first: the API reference always last, then
 * hits where the query begins a word before those where it sits inside a longer one, then page titles
 * before headings before body text, and within each the pupils' pages, then the IT pages, then the
 * developers' ones. The search's own order is kept between equals.
 */
export function rankResults<T extends Hit>(hits: readonly T[], query = ''): T[] {
  const key = (hit: T) => {
    const part = partOf(hit.link ?? '');
    return [
      part === API_PART ? 1 : 0,
      startsAWord(hit, query) ? 0 : 1,
      KIND_ORDER[hit.type ?? ''] ?? 3,
      PART_ORDER[part] ?? (part === API_PART ? 4 : 3),
    ];
  };
  return hits
    .map((hit, index) => ({ hit, index, key: key(hit) }))
    .sort((a, b) => {
      for (let i = 0; i < a.key.length; i++) {
        const d = (a.key[i] ?? 0) - (b.key[i] ?? 0);
        if (d !== 0) return d;
      }
      return a.index - b.index;
    })
    .map((entry) => entry.hit);
}

/** Re-orders the built-in search's results in place (the panel shows the array it was given). */
export const onSearch: OnSearch = async (query, defaultSearchResult) => {
  for (const group of defaultSearchResult) {
    const ranked = rankResults(group.result as Hit[], query);
    (group.result as Hit[]).splice(0, group.result.length, ...ranked);
  }
  return [];
};
