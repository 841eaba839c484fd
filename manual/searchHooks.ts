import type { OnSearch } from '@rspress/core/theme';

/** Which part of the manual a page belongs to, by its first path segment; lower comes first. */
const PART_ORDER: Record<string, number> = { howtouse: 0, it: 1, developer: 2 };
/** The generated API reference: for developers, and large enough to bury every other page. */
const API_PART = 'api';
const KIND_ORDER: Record<string, number> = { title: 0, header: 1, content: 2 };

type Hit = { type?: string; link?: string };

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
 * page titles before headings before body text, and within each the pupils' pages, then the IT
 * pages, then the developers' ones. The search's own order is kept between equals.
 */
export function rankResults<T extends Hit>(hits: readonly T[]): T[] {
  const key = (hit: T) => {
    const part = partOf(hit.link ?? '');
    return [
      part === API_PART ? 1 : 0,
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
export const onSearch: OnSearch = async (_query, defaultSearchResult) => {
  for (const group of defaultSearchResult) {
    const ranked = rankResults(group.result as Hit[]);
    (group.result as Hit[]).splice(0, group.result.length, ...ranked);
  }
  return [];
};
