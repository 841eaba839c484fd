import type { ComponentType } from 'react';
import type { ArtProps } from './ArtSvg';
import { AnimalImp } from './demons/AnimalImp';
import { BookMimic } from './demons/BookMimic';
import { ColourGhost } from './demons/ColourGhost';
import { DemonKing } from './demons/DemonKing';
import { DesertSphinx } from './demons/DesertSphinx';
import { FoodGoblin } from './demons/FoodGoblin';
import { ForestTreant } from './demons/ForestTreant';
import { LakeSerpent } from './demons/LakeSerpent';
import { LetterSpider } from './demons/LetterSpider';
import { MeadowDragon } from './demons/MeadowDragon';
import { MonthSlime } from './demons/MonthSlime';
import { NumberBat } from './demons/NumberBat';
import { SnowGiant } from './demons/SnowGiant';
import { StormCloud } from './demons/StormCloud';
import { WeekGolem } from './demons/WeekGolem';

/** The word-demons a stage can field, then the five world bosses, then the final boss. */
const DEMONS = {
  'month-slime': MonthSlime,
  'number-bat': NumberBat,
  'week-golem': WeekGolem,
  'colour-ghost': ColourGhost,
  'animal-imp': AnimalImp,
  'food-goblin': FoodGoblin,
  'letter-spider': LetterSpider,
  'storm-cloud': StormCloud,
  'book-mimic': BookMimic,
  'meadow-dragon': MeadowDragon,
  'forest-treant': ForestTreant,
  'lake-serpent': LakeSerpent,
  'desert-sphinx': DesertSphinx,
  'snow-giant': SnowGiant,
  'demon-king': DemonKing,
} as const satisfies Record<string, ComponentType<ArtProps>>;

/** Identifier of a demon picture, as a stage names it. */
export type DemonId = keyof typeof DEMONS;

/** The final boss's identifier. */
export const BOSS_ID = 'demon-king' satisfies DemonId;

/** The bosses guarding the last stage of each world, in the order a pupil travels the worlds. */
export const WORLD_BOSS_IDS = [
  'meadow-dragon',
  'forest-treant',
  'lake-serpent',
  'desert-sphinx',
  'snow-giant',
] as const satisfies readonly DemonId[];

/** Every demon identifier: minions first, then the world bosses, and the demon king last. */
export const DEMON_IDS: readonly DemonId[] = Object.keys(DEMONS) as DemonId[];

const BOSSES: ReadonlySet<DemonId> = new Set<DemonId>([...WORLD_BOSS_IDS, BOSS_ID]);

/** The ordinary word-demons (every id except the bosses), in stage order. */
export const MINION_IDS: readonly DemonId[] = DEMON_IDS.filter((id) => !BOSSES.has(id));

/** Whether a string names one of our demon pictures. */
export function isDemonId(id: string): id is DemonId {
  return Object.hasOwn(DEMONS, id);
}

/** The picture component for a demon id; an unknown id gets the first minion so a stage never draws nothing. */
export function getDemon(id: string): ComponentType<ArtProps> {
  return isDemonId(id) ? DEMONS[id] : DEMONS[MINION_IDS[0] ?? BOSS_ID];
}

/** The demon id for the n-th stage (0-based), cycling through the minions; a negative index counts as 0. */
export function demonForStage(stageIndex: number): DemonId {
  const i = Math.max(0, Math.floor(stageIndex)) % MINION_IDS.length;
  return MINION_IDS[i] ?? BOSS_ID;
}
