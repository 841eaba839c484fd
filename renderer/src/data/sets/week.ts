import { pairs, type QuestionSet } from '../questionSet';

/** The seven days of the week. */
export const week: QuestionSet = {
  id: 'week',
  titleJa: 'ようび',
  titleEn: 'Days of the week',
  difficulty: 2,
  items: pairs([
    ['Sunday', '日曜日（にちようび）'],
    ['Monday', '月曜日（げつようび）'],
    ['Tuesday', '火曜日（かようび）'],
    ['Wednesday', '水曜日（すいようび）'],
    ['Thursday', '木曜日（もくようび）'],
    ['Friday', '金曜日（きんようび）'],
    ['Saturday', '土曜日（どようび）'],
  ]),
};
