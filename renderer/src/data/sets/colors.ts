import { pairs, type QuestionSet } from '../questionSet';

/** Colours. */
export const colors: QuestionSet = {
  id: 'colors',
  titleJa: 'いろ',
  titleEn: 'Colors',
  difficulty: 1,
  items: pairs([
    ['red', 'あか'],
    ['blue', 'あお'],
    ['yellow', 'きいろ'],
    ['green', 'みどり'],
    ['black', 'くろ'],
    ['white', 'しろ'],
    ['pink', 'ピンク'],
    ['orange', 'オレンジいろ'],
    ['purple', 'むらさき'],
    ['brown', 'ちゃいろ'],
    ['gray', 'はいいろ'],
  ]),
};
