import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { getQuestionSet, QUESTION_SETS } from './questionSets';

// Half-width printable ASCII: everything a JIS or US keyboard types without an IME.
const TYPEABLE = /^[\x20-\x7e]+$/;

describe('question sets', () => {
  it.each(QUESTION_SETS.map((set) => [set.id, set] as const))('%s: every item is valid', (_id, set) => {
    expect(set.titleJa.trim()).not.toBe('');
    expect(set.titleEn.trim()).not.toBe('');
    expect(set.difficulty).toBeGreaterThanOrEqual(1);
    expect(set.difficulty).toBeLessThanOrEqual(5);
    expect(set.items.length).toBeGreaterThan(0);
    for (const item of set.items) {
      expect(item.en.trim(), `answer in ${set.id}`).not.toBe('');
      expect(item.ja.trim(), `prompt of ${item.en}`).not.toBe('');
      expect(item.en, `answer "${item.en}" must be half-width ASCII`).toMatch(TYPEABLE);
      expect(item.en, `answer "${item.en}" has no outer or double spaces`).toBe(
        item.en.trim().replace(/ {2,}/g, ' '),
      );
    }
  });

  it.each(QUESTION_SETS.map((set) => [set.id, set] as const))('%s: no answer appears twice', (_id, set) => {
    const answers = set.items.map((i) => i.en.toLowerCase());
    expect(new Set(answers).size).toBe(answers.length);
  });

  it('set ids are unique', () => {
    const ids = QUESTION_SETS.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each([
    { id: 'month', count: 12, first: 'January', last: 'December' },
    { id: 'week', count: 7, first: 'Sunday', last: 'Saturday' },
    { id: 'number', count: 10, first: 'one', last: 'ten' },
    { id: 'number11', count: 10, first: 'eleven', last: 'twenty' },
  ])('$id has $count words from $first to $last', ({ id, count, first, last }) => {
    const set = getQuestionSet(id);
    expect(set?.items).toHaveLength(count);
    expect(set?.items[0]?.en).toBe(first);
    expect(set?.items.at(-1)?.en).toBe(last);
  });

  it.each([
    'step1',
    'colors',
    'animals',
    'food',
    'school',
    'family',
    'body',
    'weather',
    'verbs',
    'greetings',
  ])('has the %s set', (id) => {
    expect(getQuestionSet(id)?.items.length).toBeGreaterThanOrEqual(7);
  });

  it('greetings include phrases with spaces and punctuation', () => {
    const ens = getQuestionSet('greetings')?.items.map((i) => i.en) ?? [];
    expect(ens).toContain('How are you?');
    expect(ens.some((en) => en.includes(','))).toBe(true);
    expect(ens.some((en) => en.includes("'"))).toBe(true);
  });

  it('a kanji in a prompt is followed by its reading in brackets', () => {
    for (const set of QUESTION_SETS) {
      for (const text of [set.titleJa, ...set.items.map((i) => i.ja)]) {
        // Every run of kanji must be directly followed by a full-width bracket with its reading.
        for (const m of text.matchAll(/[\u4e00-\u9fff]+/gu)) {
          const after = text.slice((m.index ?? 0) + m[0].length);
          expect(after.startsWith('（'), `"${text}" needs a reading after ${m[0]}`).toBe(true);
        }
      }
    }
  });
});

describe('the route on the word bank', () => {
  const bank = new Map<string, { en: string; variants?: string[] }>();
  for (const name of ['e34', 'e56', 'j1', 'j2', 'j3']) {
    const file = JSON.parse(
      readFileSync(join(import.meta.dirname, '../../../core/bank', `${name}.json`), 'utf8'),
    );
    for (const e of file.entries) bank.set(e.id, e);
  }
  const bare = (s: string) => s.toLowerCase().replace(/[.?!]$/, '');

  it('gives every word of every route stage the id of a bank entry that accepts the same answer', () => {
    for (const set of QUESTION_SETS) {
      for (const q of set.items) {
        const entry = q.id === undefined ? undefined : bank.get(q.id);
        expect(entry, `${set.id}: ${q.en}`).toBeDefined();
        if (!entry) continue;
        expect([entry.en, ...(entry.variants ?? [])].map(bare)).toContain(bare(q.en));
      }
    }
  });
});
