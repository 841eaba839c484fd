import { describe, expect, it } from 'vitest';
import { BOSS_WORDS_PER_SET, getQuestionSet, QUESTION_SETS, STAGES, stageQuestions } from '../../data';
import { stageWordCount } from './stageWordCount';

describe('stageWordCount', () => {
  it('counts a normal stage by its question set', () => {
    const first = STAGES[0]!;
    expect(stageWordCount(first.id)).toBe(getQuestionSet(first.id)!.items.length);
  });

  it('counts the demon king as a few words from every set, as the stage actually draws', () => {
    const boss = STAGES.find((s) => s.boss)!;
    expect(stageWordCount(boss.id)).toBe(QUESTION_SETS.length * BOSS_WORDS_PER_SET);
    expect(stageWordCount(boss.id)).toBe(stageQuestions(boss, 7).length);
  });

  it('answers 0 for an unknown stage', () => {
    expect(stageWordCount('nowhere')).toBe(0);
  });
});
