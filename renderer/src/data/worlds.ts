import type { Band } from '../../../core/bank/bankTerms';

/**
 * One world of the word bank: the stages of one school year, on their own map with their own demons.
 * The school years it is for are the message `library.band.<band>`.
 */
export interface World {
  /** The band whose stages the world holds; also the world's id. */
  readonly band: Band;
  /** The world's name for pupils (kana, as every school year reads it) and in English. */
  readonly nameJa: string;
  readonly nameEn: string;
  /** The demon fought on the world's last stage. */
  readonly boss: string;
  /** The word-demons of its other stages, in turn along the route. */
  readonly minions: readonly string[];
  /** The world map's colours: the land, the road and the light behind the boss's castle. */
  readonly land: string;
  readonly road: string;
  readonly glow: string;
}

/**
 * The five worlds, in the order a pupil travels them: grades 3–4 to the end of junior high. Each world
 * has its own boss and its own few word-demons, so a pupil can tell at a glance where they are.
 */
export const WORLDS: readonly World[] = [
  {
    band: 'e34',
    nameJa: 'そうげんの くに',
    nameEn: 'Meadowland',
    boss: 'meadow-dragon',
    minions: ['month-slime', 'animal-imp', 'colour-ghost'],
    land: '#8fd46b',
    road: '#f3dd9b',
    glow: '#fff2a8',
  },
  {
    band: 'e56',
    nameJa: 'もりの くに',
    nameEn: 'Forestland',
    boss: 'forest-treant',
    minions: ['food-goblin', 'number-bat', 'week-golem'],
    land: '#4f9a58',
    road: '#e6cf92',
    glow: '#d8f7a0',
  },
  {
    band: 'j1',
    nameJa: 'みずうみの くに',
    nameEn: 'Lakeland',
    boss: 'lake-serpent',
    minions: ['letter-spider', 'colour-ghost', 'book-mimic'],
    land: '#79c3d9',
    road: '#f1e4c0',
    glow: '#c9f1ff',
  },
  {
    band: 'j2',
    nameJa: 'さばくの くに',
    nameEn: 'Desertland',
    boss: 'desert-sphinx',
    minions: ['storm-cloud', 'week-golem', 'letter-spider'],
    land: '#e2bd72',
    road: '#fff1cf',
    glow: '#ffd27a',
  },
  {
    band: 'j3',
    nameJa: 'ゆきやまの くに',
    nameEn: 'Snowland',
    boss: 'snow-giant',
    minions: ['book-mimic', 'storm-cloud', 'number-bat'],
    land: '#dfeef7',
    road: '#b9cfe0',
    glow: '#ffffff',
  },
];

/** The world of a band. */
export function worldOf(band: Band): World {
  const world = WORLDS.find((w) => w.band === band);
  if (!world) throw new RangeError(`no world for band ${band}`);
  return world;
}

/** The demon of the n-th stage (0-based) of a world of `count` stages: the boss last, minions in turn before. */
export function worldDemon(world: World, index: number, count: number): string {
  if (index === count - 1) return world.boss;
  return world.minions[index % world.minions.length] ?? world.boss;
}
