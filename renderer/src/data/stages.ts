import { QUESTION_SETS } from './questionSets';

/** A stop on the map: one question set and its word-demon, or the demon king's castle. */
export interface Stage {
  /** Stable id (saved in progress). A normal stage has its set's id. */
  id: string;
  /** The question sets the stage draws from. */
  setIds: string[];
  titleJa: string;
  titleEn: string;
  /** 1 (easy) to 5. */
  difficulty: number;
  /** The demon picture's id (see the art's demon index). */
  demon: string;
  /** The final boss: questions are drawn from every set. */
  boss: boolean;
}

/** The demon pictures the minion stages cycle through, in order. */
const MINIONS = [
  'number-bat',
  'colour-ghost',
  'animal-imp',
  'week-golem',
  'food-goblin',
  'month-slime',
] as const;
const DEMON_BY_SET: Record<string, string> = {
  number: 'number-bat',
  number11: 'number-bat',
  colors: 'colour-ghost',
  animals: 'animal-imp',
  week: 'week-golem',
  food: 'food-goblin',
  month: 'month-slime',
};

/** The id of the final stage. */
export const BOSS_STAGE_ID = 'demon-king';

/** Words the demon king draws from each set. */
export const BOSS_WORDS_PER_SET = 2;

/**
 * Every stage in route order: one per question set, then the demon king's castle. Stages unlock in
 * this order, each once the one before it is cleared.
 */
export const STAGES: readonly Stage[] = [
  ...QUESTION_SETS.map((set, i) => ({
    id: set.id,
    setIds: [set.id],
    titleJa: set.titleJa,
    titleEn: set.titleEn,
    difficulty: set.difficulty,
    demon: DEMON_BY_SET[set.id] ?? MINIONS[i % MINIONS.length] ?? 'number-bat',
    boss: false,
  })),
  {
    id: BOSS_STAGE_ID,
    setIds: QUESTION_SETS.map((s) => s.id),
    titleJa: 'ことばの魔王（まおう）の しろ',
    titleEn: "The Demon King's castle",
    difficulty: 5,
    demon: 'demon-king',
    boss: true,
  },
];

/**
 * The route stage with this id, or undefined. Teachers' lists live in the store, so a lookup that may
 * meet one is the store's `selectStage`.
 */
export function getStage(id: string): Stage | undefined {
  return STAGES.find((s) => s.id === id);
}

/** Whether the stage at `index` may be played: the first always, any other once the previous is cleared. */
export function isStageUnlocked(index: number, cleared: (stageId: string) => boolean): boolean {
  if (index <= 0) return true;
  const previous = STAGES[index - 1];
  return previous !== undefined && cleared(previous.id);
}
