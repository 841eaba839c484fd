import type { DemonId } from './demonIndex';

/** The name of each word-demon in Japanese and English, for titles and announcements. */
export const DEMON_NAMES: Readonly<Record<DemonId, { readonly ja: string; readonly en: string }>> = {
  'month-slime': { ja: 'つきスライム', en: 'Month Slime' },
  'number-bat': { ja: 'かずコウモリ', en: 'Number Bat' },
  'week-golem': { ja: 'ようびゴーレム', en: 'Weekday Golem' },
  'colour-ghost': { ja: 'いろおばけ', en: 'Colour Ghost' },
  'animal-imp': { ja: 'どうぶつインプ', en: 'Animal Imp' },
  'food-goblin': { ja: 'たべものゴブリン', en: 'Food Goblin' },
  'letter-spider': { ja: 'もじグモ', en: 'Letter Spider' },
  'storm-cloud': { ja: 'かみなりぐも', en: 'Storm Cloud' },
  'book-mimic': { ja: 'ほんミミック', en: 'Book Mimic' },
  'meadow-dragon': { ja: 'そうげんドラゴン', en: 'Meadow Dragon' },
  'forest-treant': { ja: 'もりの トレント', en: 'Forest Treant' },
  'lake-serpent': { ja: 'みずうみサーペント', en: 'Lake Serpent' },
  'desert-sphinx': { ja: 'さばくスフィンクス', en: 'Desert Sphinx' },
  'snow-giant': { ja: 'ゆきやまジャイアント', en: 'Snow Giant' },
  'demon-king': { ja: 'ことばの魔王', en: 'Demon King of Words' },
};
