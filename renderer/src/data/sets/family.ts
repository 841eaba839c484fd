import { pairs, type QuestionSet } from '../questionSet';

/** Family. */
export const family: QuestionSet = {
  id: 'family',
  titleJa: 'かぞく',
  titleEn: 'Family',
  difficulty: 2,
  items: pairs([
    ['family', 'かぞく'],
    ['mother', 'おかあさん'],
    ['father', 'おとうさん'],
    ['brother', 'おにいさん・おとうと'],
    ['sister', 'おねえさん・いもうと'],
    ['grandmother', 'おばあさん'],
    ['grandfather', 'おじいさん'],
    ['baby', 'あかちゃん'],
    ['aunt', 'おばさん'],
    ['uncle', 'おじさん'],
    ['cousin', 'いとこ'],
  ]),
};
