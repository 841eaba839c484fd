import { pairs, type QuestionSet } from '../questionSet';

/** Animals. */
export const animals: QuestionSet = {
  id: 'animals',
  titleJa: 'どうぶつ',
  titleEn: 'Animals',
  difficulty: 2,
  items: pairs([
    ['dog', 'いぬ'],
    ['cat', 'ねこ'],
    ['rabbit', 'うさぎ'],
    ['bird', 'とり'],
    ['fish', 'さかな'],
    ['elephant', 'ぞう'],
    ['lion', 'ライオン'],
    ['monkey', 'さる'],
    ['bear', 'くま'],
    ['horse', 'うま'],
    ['pig', 'ぶた'],
    ['cow', 'うし'],
    ['panda', 'パンダ'],
    ['mouse', 'ねずみ'],
    ['frog', 'かえる'],
  ]),
};
