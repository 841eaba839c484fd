import { describe, expect, it } from 'vitest';
import {
  completesAnswer,
  firstFormFitting,
  formsContinuing,
  isFinalMark,
  longerForms,
} from './acceptedForms';
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

  it('lists the longer forms that begin with the typed text, by the case rule and in order', () => {
    expect(longerForms(HELLO, 'Hello', false)).toEqual(['Hello.', 'Hello!']);
    expect(longerForms(HELLO, 'hi', false)).toEqual(['Hi.']);
    expect(longerForms(HELLO, 'hi', true)).toEqual([]);
    expect(longerForms(HELLO, 'Hello.', false)).toEqual([]);
    const program: QAPair = { en: 'program', variants: ['programme', 'programmes'], ja: 'ばんぐみ' };
    expect(longerForms(program, 'program', false)).toEqual(['programme', 'programmes']);
    expect(longerForms({ en: 'cat', ja: 'ねこ' }, 'cat', false)).toEqual([]);
  });

  it('keeps the forms whose character at a position is the key, by the case rule', () => {
    const forms = ['Pardon?', 'Pardon me?'];
    expect(formsContinuing(forms, 6, '?', false)).toEqual(['Pardon?']);
    expect(formsContinuing(forms, 6, ' ', false)).toEqual(['Pardon me?']);
    expect(formsContinuing(['maths'], 4, 'S', false)).toEqual(['maths']);
    expect(formsContinuing(['maths'], 4, 'S', true)).toEqual([]);
    expect(formsContinuing(['maths'], 5, 's', false)).toEqual([]);
  });
});
