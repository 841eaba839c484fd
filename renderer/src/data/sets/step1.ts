import { pairs, type QuestionSet } from '../questionSet';

/** The first words of junior-high English. */
export const step1: QuestionSet = {
  id: 'step1',
  titleJa: 'ちゅうがく ステップ1',
  titleEn: 'Junior high step 1',
  difficulty: 3,
  items: pairs([
    ['I', 'わたし'],
    ['you', 'あなた'],
    ['he', 'かれ'],
    ['she', 'かのじょ'],
    ['we', 'わたしたち'],
    ['they', 'かれら'],
    ['this', 'これ'],
    ['that', 'あれ'],
    ['yes', 'はい'],
    ['no', 'いいえ'],
    ['like', '〜が すき'],
    ['have', 'もっている'],
    ['go', 'いく'],
    ['friend', 'ともだち'],
    ['student', '生徒（せいと）'],
    ['English', '英語（えいご）'],
  ]),
};
