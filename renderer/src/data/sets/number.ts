import { pairs, type QuestionSet } from '../questionSet';

/** Numbers one to ten. */
export const number: QuestionSet = {
  id: 'number',
  titleJa: 'かず 1〜10',
  titleEn: 'Numbers 1-10',
  difficulty: 1,
  items: pairs([
    ['one', 'いち（1）'],
    ['two', 'に（2）'],
    ['three', 'さん（3）'],
    ['four', 'よん（4）'],
    ['five', 'ご（5）'],
    ['six', 'ろく（6）'],
    ['seven', 'なな（7）'],
    ['eight', 'はち（8）'],
    ['nine', 'きゅう（9）'],
    ['ten', 'じゅう（10）'],
  ]),
};
