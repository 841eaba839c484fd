import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { adoptBankIds, mergeWordRecords } from './adoptBankIds';
import { migrateSnapshot } from './migrateSnapshot';
import { ROUTE_WORD_IDS } from './routeWordIds';
import { type AppSnapshot, emptySnapshot, type WordRecord } from './snapshot';

const record = (over: Partial<WordRecord>): WordRecord => ({
  setId: 'animals',
  en: 'dog',
  ja: 'いぬ',
  seen: 1,
  clean: 0,
  mistakes: 1,
  hints: 0,
  wrongKeys: { 'o→i': 1 },
  lastWrong: ['di'],
  lastFirstKeyMs: 900,
  lastFinishMs: 2000,
  lastSeenAt: '2026-04-10T09:00:00.000Z',
  review: null,
  ...over,
});

const card = (lastReview: string, due: string) => ({
  due,
  stability: 3,
  difficulty: 5,
  reps: 2,
  lapses: 0,
  state: 'review' as const,
  learningSteps: 0,
  scheduledDays: 3,
  lastReview,
  lastGrade: 'good' as const,
});

const withWords = (words: Record<string, WordRecord>): AppSnapshot => ({ ...emptySnapshot(), words });

describe('adoptBankIds', () => {
  it('moves a route word saved as <stage>:<English> to its bank id, keeping the record as it was', () => {
    const dog = record({ review: card('2026-04-10T09:00:00.000Z', '2026-04-13T09:00:00.000Z') });
    const out = adoptBankIds(withWords({ 'animals:dog': dog }));
    expect(out.words).toEqual({ 'e34.dog': dog });
  });

  it('leaves teachers’ words and already-moved words alone, and answers the same object when nothing moves', () => {
    const moved = withWords({
      'e34.dog': record({}),
      'list-7:carrot': record({ setId: 'list-7', en: 'carrot' }),
    });
    expect(adoptBankIds(moved)).toBe(moved);
  });

  it('merges with a record already kept under the id: counts add up, nothing seen is lost or counted twice', () => {
    const old = record({
      seen: 3,
      clean: 1,
      mistakes: 2,
      hints: 1,
      wrongKeys: { 'o→i': 2 },
      lastWrong: ['di', 'dug'],
    });
    const newer = record({
      setId: 'e34.animals-1',
      seen: 2,
      clean: 2,
      mistakes: 1,
      hints: 0,
      wrongKeys: { 'o→i': 1, 'g→h': 1 },
      lastWrong: ['doh'],
      lastFinishMs: 1500,
      lastSeenAt: '2026-05-01T09:00:00.000Z',
      review: card('2026-05-01T09:00:00.000Z', '2026-05-08T09:00:00.000Z'),
    });
    const out = adoptBankIds(withWords({ 'animals:dog': old, 'e34.dog': newer }));
    expect(Object.keys(out.words)).toEqual(['e34.dog']);
    expect(out.words['e34.dog']).toMatchObject({
      setId: 'e34.animals-1',
      seen: 5,
      clean: 3,
      mistakes: 3,
      hints: 1,
      wrongKeys: { 'o→i': 3, 'g→h': 1 },
      lastWrong: ['di', 'dug', 'doh'],
      lastFinishMs: 1500,
      lastSeenAt: '2026-05-01T09:00:00.000Z',
      review: newer.review,
    });
  });

  it('keeps the card reviewed last, whichever record it was on', () => {
    const a = record({ lastSeenAt: '2026-05-02T00:00:00.000Z', review: null });
    const b = record({
      lastSeenAt: '2026-05-01T00:00:00.000Z',
      review: card('2026-05-01T00:00:00.000Z', '2026-05-09T00:00:00.000Z'),
    });
    expect(mergeWordRecords(a, b).review).toEqual(b.review);
  });

  it('leaves a hand-edited key named like a property of every object alone', () => {
    const odd = withWords({ constructor: record({}), toString: record({ en: 'cat' }) });
    expect(adoptBankIds(odd)).toBe(odd);
  });

  it('knows every word of the route once, each under a distinct key', () => {
    const ids = Object.values(ROUTE_WORD_IDS);
    expect(ids.length).toBe(175);
    for (const id of ids) expect(id).toMatch(/^(e34|e56|j1|j2|j3)\.[a-z0-9-]+$/);
  });
});

describe('loading progress saved before the word bank', () => {
  it('moves the route words of a format-2 file and says it changed, so main writes it back', () => {
    const text = fs.readFileSync(
      path.join(import.meta.dirname, 'fixtures/progress-v2-before-bank.json'),
      'utf8',
    );
    const old = JSON.parse(text) as AppSnapshot;
    const routeKeys = Object.keys(old.words).filter((k) => ROUTE_WORD_IDS[k]);
    expect(routeKeys.length).toBeGreaterThan(0);
    const answer = migrateSnapshot(old);
    expect(answer.ok).toBe(true);
    if (!answer.ok) return;
    expect(answer.migrated).toBe(true);
    for (const key of routeKeys) {
      expect(answer.value.words[key]).toBeUndefined();
      expect(answer.value.words[ROUTE_WORD_IDS[key] as string]).toEqual(old.words[key]);
    }
    // Loading the converted file again changes nothing.
    const again = migrateSnapshot(answer.value);
    expect(again.ok && again.migrated).toBe(false);
  });
});
