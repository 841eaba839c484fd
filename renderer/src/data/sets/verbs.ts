import { pairs, type QuestionSet } from '../questionSet';

/** Everyday verbs. */
export const verbs: QuestionSet = {
  id: 'verbs',
  titleJa: 'まいにちの うごき',
  titleEn: 'Everyday verbs',
  difficulty: 3,
  items: pairs([
    ['run', 'はしる'],
    ['walk', 'あるく'],
    ['eat', 'たべる'],
    ['drink', 'のむ'],
    ['read', 'よむ'],
    ['write', '（じを）かく'],
    ['listen', 'きく'],
    ['speak', 'はなす'],
    ['sleep', 'ねる'],
    ['swim', 'およぐ'],
    ['sing', 'うたう'],
    ['dance', 'おどる'],
    ['study', 'べんきょうする'],
    ['cook', 'りょうりする'],
    ['watch', '（テレビを）みる'],
  ]),
};
