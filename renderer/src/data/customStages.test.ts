import { afterEach, describe, expect, it } from 'vitest';
import type { WordList } from '../../../electron/contract';
import { MINION_IDS } from '../assets/art/demonIndex';
import {
  customLists,
  demonForList,
  getCustomQuestionSet,
  setCustomLists,
  subscribeCustomLists,
} from './customStages';
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

afterEach(() => setCustomLists([]));

describe('teachers’ lists as stages', () => {
  it('are found by id beside the route stages, each with one of our minions', () => {
    expect(getStage(list.id)).toBeUndefined();
    setCustomLists([list]);
    expect(getStage(list.id)).toEqual({
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
    expect(getStage('number')?.id).toBe('number');
  });

  it('give their words in the file’s order, tagged with the list id', () => {
    setCustomLists([list]);
    const stage = getStage(list.id);
    if (!stage) throw new Error('no stage');
    expect(stageQuestions(stage, 1)).toEqual([
      { en: 'dog', ja: 'いぬ', setId: list.id },
      { en: 'cat', ja: 'ねこ', setId: list.id },
    ]);
    expect(getQuestionSet(list.id)).toEqual(getCustomQuestionSet(list.id));
  });

  it('tell subscribers when the lists change, until they unsubscribe', () => {
    let calls = 0;
    const stop = subscribeCustomLists(() => calls++);
    setCustomLists([list]);
    stop();
    setCustomLists([]);
    expect(calls).toBe(1);
    expect(customLists()).toEqual([]);
  });

  it('keep the same demon for the same list', () => {
    expect(demonForList('wl-aaaaaa')).toBe(demonForList('wl-aaaaaa'));
    const demons = new Set(
      ['wl-aaaaaa', 'wl-bbbbbb', 'wl-cccccc', 'wl-dddddd', 'wl-eeeeee'].map(demonForList),
    );
    expect(demons.size).toBeGreaterThan(1);
  });
});
