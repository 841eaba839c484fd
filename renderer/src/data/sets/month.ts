import { pairs, type QuestionSet } from '../questionSet';

/** The twelve months. */
export const month: QuestionSet = {
  id: 'month',
  titleJa: 'つきの なまえ',
  titleEn: 'Months',
  difficulty: 3,
  items: pairs([
    ['January', '1月（いちがつ）'],
    ['February', '2月（にがつ）'],
    ['March', '3月（さんがつ）'],
    ['April', '4月（しがつ）'],
    ['May', '5月（ごがつ）'],
    ['June', '6月（ろくがつ）'],
    ['July', '7月（しちがつ）'],
    ['August', '8月（はちがつ）'],
    ['September', '9月（くがつ）'],
    ['October', '10月（じゅうがつ）'],
    ['November', '11月（じゅういちがつ）'],
    ['December', '12月（じゅうにがつ）'],
  ]),
};
