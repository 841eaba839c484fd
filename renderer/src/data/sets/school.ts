import { pairs, type QuestionSet } from '../questionSet';

/** Things at school. */
export const school: QuestionSet = {
  id: 'school',
  titleJa: '学校（がっこう）の もの',
  titleEn: 'School things',
  difficulty: 3,
  items: pairs([
    ['pencil', 'えんぴつ'],
    ['pen', 'ペン'],
    ['eraser', 'けしゴム'],
    ['ruler', 'じょうぎ'],
    ['notebook', 'ノート'],
    ['book', '本（ほん）'],
    ['bag', 'かばん'],
    ['desk', 'つくえ'],
    ['chair', 'いす'],
    ['teacher', '先生（せんせい）'],
    ['classroom', '教室（きょうしつ）'],
    ['blackboard', 'こくばん'],
    ['scissors', 'はさみ'],
    ['map', '地図（ちず）'],
  ]),
};
