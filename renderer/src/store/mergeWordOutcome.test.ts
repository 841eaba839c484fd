import { describe, expect, it } from 'vitest';
import { MAX_WORD_TEXT, wordRecordSchema } from '../../../core/contract';
import { cleanOutcome } from '../../../tests/support/renderer/engine/wordOutcome';
import type { WordOutcome } from '../engine/types';
import { mergeWordOutcome } from './recordStage';

const AT = '2026-01-01T00:00:00.000Z';

const outcome = (over: Partial<WordOutcome> = {}): WordOutcome =>
  cleanOutcome({ en: 'color', ja: 'いろ', setId: 'e34', ...over });

describe('mergeWordOutcome and the form typed', () => {
  it('remembers another accepted form typed to clear the word, in a record the schema accepts', () => {
    const record = mergeWordOutcome(undefined, outcome({ typedAs: 'colour' }), 'e34', AT);
    expect(record.lastTypedAs).toBe('colour');
    expect(wordRecordSchema.safeParse(record).success).toBe(true);
  });

  it('leaves the field out when en itself was typed, and forgets an earlier form then', () => {
    const plain = mergeWordOutcome(undefined, outcome(), 'e34', AT);
    expect(plain).not.toHaveProperty('lastTypedAs');
    const british = mergeWordOutcome(undefined, outcome({ typedAs: 'colour' }), 'e34', AT);
    expect(mergeWordOutcome(british, outcome(), 'e34', AT)).not.toHaveProperty('lastTypedAs');
  });

  it('keeps the form known so far when the word was skipped or left unfinished', () => {
    const british = mergeWordOutcome(undefined, outcome({ typedAs: 'colour' }), 'e34', AT);
    const skipped = outcome({ cleared: false, skipped: true, finishMs: null, recallSuccess: null });
    expect(mergeWordOutcome(british, skipped, 'e34', AT).lastTypedAs).toBe('colour');
    expect(mergeWordOutcome(undefined, skipped, 'e34', AT)).not.toHaveProperty('lastTypedAs');
  });

  it('cuts a form to the longest text a word record keeps', () => {
    const long = 'a'.repeat(MAX_WORD_TEXT + 20);
    const record = mergeWordOutcome(undefined, outcome({ typedAs: long }), 'e34', AT);
    expect(record.lastTypedAs).toHaveLength(MAX_WORD_TEXT);
    expect(wordRecordSchema.safeParse({ ...record, lastTypedAs: long }).success).toBe(false);
  });
});
