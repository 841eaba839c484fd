import { pairs, type QuestionSet } from '../questionSet';

/** Parts of the body. */
export const body: QuestionSet = {
  id: 'body',
  titleJa: 'からだ',
  titleEn: 'Body',
  difficulty: 2,
  items: pairs([
    ['head', 'あたま'],
    ['face', 'かお'],
    ['eye', 'め'],
    ['ear', 'みみ'],
    ['nose', 'はな（かおの まんなか）'],
    ['mouth', 'くち'],
    ['hand', 'て'],
    ['finger', 'ゆび'],
    ['leg', 'あし'],
    ['shoulder', 'かた'],
    ['knee', 'ひざ'],
    ['hair', 'かみのけ'],
    ['neck', 'くび'],
  ]),
};
