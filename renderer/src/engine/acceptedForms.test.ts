import { describe, expect, it } from 'vitest';
import { completesAnswer, firstFormFitting, isFinalMark, marksLeftOff } from './acceptedForms';
import type { QAPair } from './types';

const HELLO: QAPair = { en: 'Hello.', variants: ['Hello!', 'Hi.'], ja: 'こんにちは' };

describe('accepted forms', () => {
  it('finds the first form, en first, that fits a prefix and the next key by the case rule', () => {
    expect(firstFormFitting(HELLO, 'Hel', 3, 'l', false)).toBe('Hello.');
    expect(firstFormFitting(HELLO, 'H', 1, 'i', false)).toBe('Hi.');
    expect(firstFormFitting(HELLO, 'H', 1, 'I', false)).toBe('Hi.');
    expect(firstFormFitting(HELLO, 'H', 1, 'I', true)).toBeUndefined();
    expect(firstFormFitting(HELLO, 'h', 1, 'i', true)).toBeUndefined();
    expect(firstFormFitting(HELLO, 'Hello', 5, '!', false)).toBe('Hello!');
    expect(firstFormFitting(HELLO, 'Hello.', 6, 'x', false)).toBeUndefined();
    expect(firstFormFitting(HELLO, 'Hi', 2, null, false)).toBe('Hi.');
  });

  it('completes at the whole answer, or without its final mark when that is optional', () => {
    expect(completesAnswer('Hello.', 6, false)).toBe(true);
    expect(completesAnswer('Hello.', 5, false)).toBe(false);
    expect(completesAnswer('Hello.', 5, true)).toBe(true);
    expect(completesAnswer('P.E', 2, true)).toBe(false);
    expect(completesAnswer('?', 0, true)).toBe(false);
    expect(['.', '!', '?', ',', "'"].map(isFinalMark)).toEqual([true, true, true, false, false]);
  });

  it('lists each final mark that would complete a form after the words, once', () => {
    expect(marksLeftOff(HELLO, 'Hello', false)).toBe('.!');
    expect(marksLeftOff(HELLO, 'hi', false)).toBe('.');
    expect(marksLeftOff(HELLO, 'hi', true)).toBe('');
    expect(marksLeftOff({ en: 'Why?', variants: ['why?'], ja: 'なぜ' }, 'Why', false)).toBe('?');
    expect(marksLeftOff({ en: 'cat', ja: 'ねこ' }, 'cat', false)).toBe('');
  });
});
