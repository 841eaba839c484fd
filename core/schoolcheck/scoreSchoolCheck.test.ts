import { describe, expect, it } from 'vitest';
import { schoolCheckResultSchema } from '../contract/schoolCheck';
import { type CheckWordOutcome, recallVerdict, scoreSchoolCheck } from './scoreSchoolCheck';

const word = (id: string, over: Partial<CheckWordOutcome> = {}): CheckWordOutcome => ({
  id,
  en: id.split('.')[1] ?? id,
  cleared: true,
  skipped: false,
  mistakes: 0,
  hintSteps: 0,
  finishMs: 2_000,
  ...over,
});

describe('recallVerdict', () => {
  it('keeps a slip apart from a word not known', () => {
    expect(recallVerdict(word('j1.dog'))).toBe('known');
    expect(recallVerdict(word('j1.dog', { mistakes: 1 }))).toBe('slip');
    expect(recallVerdict(word('j1.dog', { mistakes: 2 }))).toBe('notKnown');
    expect(recallVerdict(word('j1.dog', { skipped: true, cleared: false, finishMs: null }))).toBe('notKnown');
    expect(recallVerdict(word('j1.dog', { hintSteps: 1 }))).toBe('notKnown');
  });
});

describe('scoreSchoolCheck', () => {
  const asked = ['j1.dog', 'j1.cat', 'j1.bird', 'j1.fish'];
  const result = scoreSchoolCheck({
    band: 'j1',
    form: 'B',
    at: new Date('2027-06-10T01:00:00Z'),
    asked,
    recall: [
      word('j1.dog'),
      word('j1.cat', { mistakes: 1 }),
      word('j1.bird', { skipped: true, cleared: false, finishMs: null }),
      // j1.fish was never reached: the time or the pupil stopped the check.
    ],
    keying: [
      word('e.apple', { en: 'apple', finishMs: 3_000 }),
      word('e.school', { en: 'school', finishMs: 3_000, mistakes: 1 }),
    ],
  });

  it('counts known, slips and not known, naming the words of the last two', () => {
    expect(result).toMatchObject({ asked: 4, known: 1, slips: 1, notKnown: 2 });
    expect(result.slipIds).toEqual(['j1.cat']);
    expect(result.notKnownIds).toEqual(['j1.bird', 'j1.fish']);
  });

  it('measures keying in letters per minute of the time on the words, and accuracy over all keys', () => {
    // 11 letters in 6 seconds = 110 a minute; 11 right of 12 keys.
    expect(result.keying).toEqual({
      letters: 11,
      wrongKeys: 1,
      timeMs: 6_000,
      charsPerMinute: 110,
      accuracy: 0.917,
    });
  });

  it('answers a result the progress file accepts', () => {
    expect(schoolCheckResultSchema.safeParse(result).success).toBe(true);
  });
});
