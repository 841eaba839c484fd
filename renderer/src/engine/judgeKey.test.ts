import { describe, expect, it } from 'vitest';
import { judgeKey, wrongKeyLabel } from './judgeKey';

describe('judgeKey', () => {
  it.each([
    { rule: 'the same letter is a hit', answer: 'May', index: 0, typed: 'M', strict: false, kind: 'hit' },
    {
      rule: 'the other case is forgiven by default',
      answer: 'May',
      index: 0,
      typed: 'm',
      strict: false,
      kind: 'hit',
    },
    {
      rule: 'the other case is a miss when strict',
      answer: 'May',
      index: 0,
      typed: 'm',
      strict: true,
      kind: 'miss',
    },
    {
      rule: 'a different letter is a miss',
      answer: 'May',
      index: 1,
      typed: 'e',
      strict: false,
      kind: 'miss',
    },
    { rule: 'Space matches a space', answer: 'I see', index: 1, typed: ' ', strict: false, kind: 'hit' },
    {
      rule: 'punctuation must match exactly',
      answer: 'Why?',
      index: 3,
      typed: '/',
      strict: false,
      kind: 'miss',
    },
    {
      rule: 'an apostrophe is an ordinary character',
      answer: "I'm",
      index: 1,
      typed: "'",
      strict: true,
      kind: 'hit',
    },
    { rule: 'past the end is ignored', answer: 'May', index: 3, typed: 'x', strict: false, kind: 'ignored' },
    {
      rule: 'more than one character is ignored',
      answer: 'May',
      index: 0,
      typed: 'Ma',
      strict: false,
      kind: 'ignored',
    },
  ])('$rule', ({ answer, index, typed, strict, kind }) => {
    expect(judgeKey(answer, index, typed, strict).kind).toBe(kind);
  });

  it('reports the expected and typed characters', () => {
    expect(judgeKey('May', 1, 'e', false)).toEqual({ kind: 'miss', index: 1, expected: 'a', typed: 'e' });
  });
});

describe('wrongKeyLabel', () => {
  it.each([
    { expected: 'r', typed: 'l', label: 'r→l' },
    { expected: ' ', typed: 'a', label: '␣→a' },
    { expected: 'a', typed: ' ', label: 'a→␣' },
  ])('writes $expected typed as $typed as "$label"', ({ expected, typed, label }) => {
    expect(wrongKeyLabel(expected, typed)).toBe(label);
  });
});
