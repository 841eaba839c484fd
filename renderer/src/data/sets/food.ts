import { pairs, type QuestionSet } from '../questionSet';

/** Fruit and food. */
export const food: QuestionSet = {
  id: 'food',
  titleJa: 'くだもの と たべもの',
  titleEn: 'Fruit and food',
  difficulty: 2,
  items: pairs([
    ['apple', 'りんご'],
    ['banana', 'バナナ'],
    ['strawberry', 'いちご'],
    ['grapes', 'ぶどう'],
    ['peach', 'もも'],
    ['lemon', 'レモン'],
    ['melon', 'メロン'],
    ['tomato', 'トマト'],
    ['bread', 'パン'],
    ['rice', 'ごはん'],
    ['egg', 'たまご'],
    ['milk', 'ぎゅうにゅう'],
    ['juice', 'ジュース'],
    ['cake', 'ケーキ'],
    ['pizza', 'ピザ'],
  ]),
};
