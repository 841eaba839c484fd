import { pairs, type QuestionSet } from '../questionSet';

/** Weather words. */
export const weather: QuestionSet = {
  id: 'weather',
  titleJa: '天気（てんき）',
  titleEn: 'Weather',
  difficulty: 3,
  items: pairs([
    ['weather', '天気（てんき）'],
    ['sunny', 'はれ'],
    ['cloudy', 'くもり'],
    ['rainy', 'あめ'],
    ['snowy', 'ゆき'],
    ['windy', 'かぜが つよい'],
    ['hot', 'あつい'],
    ['cold', 'さむい'],
    ['warm', 'あたたかい'],
    ['cool', 'すずしい'],
    ['rainbow', 'にじ'],
  ]),
};
