import type { JudgeResult } from './types';

/**
 * Case rule: answers keep their proper capitals (January, Monday, I), but by default a letter typed in
 * the other case still counts as correct, because children often leave Caps Lock or Shift in the wrong
 * state and the lesson is the spelling, not the Shift key. With `strictCase` the case must match.
 * Space and punctuation are ordinary characters and must match exactly.
 *
 * Judges `typed` against the answer at position `index`; an index past the end is `ignored`.
 */
export function judgeKey(answer: string, index: number, typed: string, strictCase: boolean): JudgeResult {
  const expected = answer[index];
  if (expected === undefined || typed.length !== 1)
    return { kind: 'ignored', index: -1, expected: '', typed };
  const same = strictCase ? typed === expected : typed.toLowerCase() === expected.toLowerCase();
  return { kind: same ? 'hit' : 'miss', index, expected, typed };
}

/** How a wrong key is written in {@link WordOutcome.wrongKeys}: `expected→typed`, a space shown as ␣. */
export function wrongKeyLabel(expected: string, typed: string): string {
  const show = (c: string) => (c === ' ' ? '␣' : c);
  return `${show(expected)}→${show(typed)}`;
}
