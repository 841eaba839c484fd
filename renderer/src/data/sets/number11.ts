import { pairs, type QuestionSet } from '../questionSet';

/** Numbers eleven to twenty. */
export const number11: QuestionSet = {
  id: 'number11',
  titleJa: 'かず 11〜20',
  titleEn: 'Numbers 11-20',
  difficulty: 2,
  items: pairs([
    ['eleven', 'じゅういち（11）'],
    ['twelve', 'じゅうに（12）'],
    ['thirteen', 'じゅうさん（13）'],
    ['fourteen', 'じゅうよん（14）'],
    ['fifteen', 'じゅうご（15）'],
    ['sixteen', 'じゅうろく（16）'],
    ['seventeen', 'じゅうなな（17）'],
    ['eighteen', 'じゅうはち（18）'],
    ['nineteen', 'じゅうきゅう（19）'],
    ['twenty', 'にじゅう（20）'],
  ]),
};
