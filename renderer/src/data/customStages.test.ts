import { describe, expect, it } from 'vitest';
import type { WordList } from '../../../core/contract';
import { MINION_IDS } from '../assets/art/demonIndex';
import { demonForList, questionSetOfList, stageOfList } from './customStages';
import { getQuestionSet } from './questionSets';
import { stageQuestions } from './stageQuestions';
import { getStage, STAGES } from './stages';

const list: WordList = {
  id: 'wl-0a1b2c',
  title: '3年 Unit 3',
  createdAt: '2026-04-10T09:00:00.000Z',
  items: [
    { en: 'dog', ja: 'いぬ', img: 'dog.png' },
    { en: 'cat', ja: 'ねこ' },
  ],
};

describe('teachers’ lists as stages', () => {
  it('become an open stage off the route, with one of our minions', () => {
    expect(stageOfList(list)).toEqual({
      id: list.id,
      setIds: [list.id],
      titleJa: '3年 Unit 3',
      titleEn: '3年 Unit 3',
      difficulty: 2,
      demon: demonForList(list.id),
      boss: false,
    });
    expect(MINION_IDS).toContain(demonForList(list.id));
    expect(STAGES.some((s) => s.id === list.id)).toBe(false);
  });

  it('are unknown to the built-in lookups, which stay pure data', () => {
    expect(getStage(list.id)).toBeUndefined();
    expect(getQuestionSet(list.id)).toBeUndefined();
    expect(getStage('number')?.id).toBe('number');
  });

  it('give their words in the file’s order, tagged with the list id, when the lookup knows the list', () => {
    const set = questionSetOfList(list);
    expect(set.items).toEqual([
      { en: 'dog', ja: 'いぬ' },
      { en: 'cat', ja: 'ねこ' },
    ]);
    expect(stageQuestions(stageOfList(list), 1, (id) => (id === list.id ? set : undefined))).toEqual([
      { en: 'dog', ja: 'いぬ', setId: list.id },
      { en: 'cat', ja: 'ねこ', setId: list.id },
    ]);
    expect(stageQuestions(stageOfList(list), 1)).toEqual([]);
  });

  it('keep the same demon for the same list', () => {
    expect(demonForList('wl-aaaaaa')).toBe(demonForList('wl-aaaaaa'));
    const demons = new Set(
      ['wl-aaaaaa', 'wl-bbbbbb', 'wl-cccccc', 'wl-dddddd', 'wl-eeeeee'].map(demonForList),
    );
    expect(demons.size).toBeGreaterThan(1);
  });
});
