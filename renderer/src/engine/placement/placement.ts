/**
 * The placement quest's estimator.
 *
 * The model. A pupil's ability is a number on 0–5: ability in [b, b + 1) means "ready for band b".
 * A word of band b has difficulty b, give or take a quarter band inside the band (its letter count's
 * rank among the band's words: longer words a little harder). A pupil answers a word correctly with a
 * chance that rises steeply as their ability passes the word's difficulty (a logistic curve), never
 * quite 0 or 1, because children slip on words they know and now and then get one right by luck.
 * The belief about the pupil's ability is a histogram on a fine grid, started from a broad bump
 * around e56 and, after each answer, multiplied by that chance (or by its complement for a miss).
 *
 * Choosing the next word. The first word is a typical e56 word. After that the target is the
 * belief's median, and the word asked is among the few unused words nearest it — after a correct
 * answer always a harder word than the one just answered, after a miss an easier one, so the quest
 * behaves as a pupil expects. For a pupil who knows bands up to b, the median soon sits between b
 * and b + 1, so the quest keeps asking the border words that tell the two apart.
 *
 * Why this rather than a plain staircase: a staircase's proposal is where its last steps ended, so a
 * slip near the end moves it; the belief weighs every answer, shrugs off an odd one, and says how
 * sure it is (the confidence is the share of the belief inside the proposed band).
 */
import { mulberry32 } from '../mulberry32';
import { randomBelow, shuffle } from '../shuffle';

/**
 * Prompts in one placement quest. With perfect answers five bands need only three (a binary search),
 * but children slip and sometimes guess, and after the first few words nearly every answer falls on
 * the border between two bands, so each one more sharpens the proposal. Simulated pupils who slip and
 * guess one answer in five were placed exactly about 82 % of the time after 10 words, 90 % after 15
 * and 96 % after 25; past that the gain is small, while 25 words (at six to eight seconds a word,
 * about three minutes) still make a short first adventure.
 */
export const PLACEMENT_LENGTH = 25;

/** A band as an index in the word bank's order: 0 e34, 1 e56, 2 j1, 3 j2, 4 j3. */
export type PlacementBand = 0 | 1 | 2 | 3 | 4;

/** The number of bands the quest places a pupil in. */
export const PLACEMENT_BANDS = 5;

/**
 * The band a new pupil starts in: e56, middle-low. Most players are elementary pupils; a first word
 * from the bottom band would bore the older ones, a junior-high word would discourage the younger.
 */
export const START_BAND: PlacementBand = 1;

/**
 * One word the quest may ask: the Japanese is shown, the English typed from memory. The caller maps
 * the bank's entries to items and passes words and phrases only, never key sentences: a sentence
 * takes far longer to type than a word, so it would make the quest long and would measure typing
 * stamina rather than which words the pupil knows.
 */
export interface PlacementItem {
  readonly id: string;
  readonly en: string;
  readonly ja: string;
  readonly band: PlacementBand;
  readonly variants?: readonly string[];
  readonly img?: string;
}

/** A word the quest may ask, with its difficulty on the ability scale (see {@link createPlacement}). */
export interface PlacementCandidate {
  readonly item: PlacementItem;
  readonly difficulty: number;
}

/** One answered prompt. */
export interface PlacementAnswer {
  readonly id: string;
  readonly band: PlacementBand;
  readonly difficulty: number;
  readonly correct: boolean;
}

/**
 * A placement quest in progress, as plain data (the store can keep it, a save can write it). Every
 * belief about the pupil is computed again from `answers`, so nothing here can fall out of step.
 */
export interface PlacementState {
  /** Chooses the words: the same seed and the same answers always ask the same words. */
  readonly seed: number;
  /** The words this quest may ask, at most {@link PLACEMENT_LENGTH} per band, in a seeded order. */
  readonly candidates: readonly PlacementCandidate[];
  /** The answers so far, oldest first. */
  readonly answers: readonly PlacementAnswer[];
}

/**
 * What the caller decided about one prompt. Recommended rule ({@link isPlacementCorrect}): correct
 * when the word was typed on the first try without a hint and with at most one wrong key.
 */
export interface PlacementOutcome {
  readonly correct: boolean;
}

/** The quest's proposal so far. */
export interface PlacementEstimate {
  /** The band the pupil seems ready for: the band holding most of the belief about their ability. */
  readonly band: PlacementBand;
  /** The share (0–1) of that belief inside the proposed band; about a quarter before any answer. */
  readonly confidence: number;
  /** Prompts answered so far. */
  readonly asked: number;
}

/** A finished placement as progress keeps it (a retake replaces it). */
export interface PlacementResult {
  readonly band: PlacementBand;
  /** When the quest ended, as an ISO 8601 date-time. */
  readonly at: string;
  readonly asked: number;
  readonly correct: number;
}

/** Half the spread of difficulty inside one band, in bands. */
const WITHIN_BAND_SPREAD = 0.25;
/** How steeply the chance of a correct answer rises as ability passes a word's difficulty (per band). */
const SLOPE = 8;
/** The chance that a pupil misses a word they know (a slip). */
const SLIP = 0.08;
/** The chance that a pupil types a word above their level correctly (a lucky guess). */
const GUESS = 0.08;
/** Width of the prior's bump around the middle of e56, in bands: broad, so the answers soon decide. */
const PRIOR_WIDTH = 2;
/** Grid cells per band on the ability scale. */
const CELLS_PER_BAND = 20;
/** The next word is drawn by the seed among this many unused words nearest the target difficulty. */
const NEAREST_CHOICES = 3;

const GRID: readonly number[] = Array.from(
  { length: PLACEMENT_BANDS * CELLS_PER_BAND },
  (_, i) => (i + 0.5) / CELLS_PER_BAND,
);
const PRIOR_CENTRE = START_BAND + 0.5;
const PRIOR: readonly number[] = normalised(
  GRID.map((ability) => Math.exp(-((ability - PRIOR_CENTRE) ** 2) / (2 * PRIOR_WIDTH ** 2))),
);

function normalised(weights: readonly number[]): number[] {
  const total = weights.reduce((sum, w) => sum + w, 0);
  return weights.map((w) => w / total);
}

function letterCount(en: string): number {
  return en.replace(/[^A-Za-z]/g, '').length;
}

/** Each word's difficulty: its band plus its length's mid-rank among the band's words, scaled to the spread. */
function difficulties(pool: readonly PlacementItem[]): number[] {
  const lengths = pool.map((item) => letterCount(item.en));
  // How many words of each band have each letter count.
  const counts = Array.from({ length: PLACEMENT_BANDS }, () => new Map<number, number>());
  pool.forEach((item, i) => {
    const byLength = counts[item.band] as Map<number, number>;
    byLength.set(lengths[i] as number, (byLength.get(lengths[i] as number) ?? 0) + 1);
  });
  const midRanks = counts.map((byLength) => {
    const total = [...byLength.values()].reduce((sum, n) => sum + n, 0);
    const ranks = new Map<number, number>();
    let shorter = 0;
    for (const [length, same] of [...byLength].sort((a, b) => a[0] - b[0])) {
      ranks.set(length, (shorter + same / 2) / total);
      shorter += same;
    }
    return ranks;
  });
  return pool.map((item, i) => {
    const midRank = midRanks[item.band]?.get(lengths[i] as number) ?? 0.5;
    return item.band + (2 * midRank - 1) * WITHIN_BAND_SPREAD;
  });
}

/**
 * Starts a placement quest over `pool` (the bank's words of every band, mapped by the caller). Items
 * with an id already seen are ignored; a band outside 0–4 throws a RangeError. The seed chooses which words are kept (at most
 * {@link PLACEMENT_LENGTH} per band, as 25 prompts can never use more) and which of the equally
 * suitable words is asked; pass a new seed for a retake.
 */
export function createPlacement(pool: readonly PlacementItem[], seed: number): PlacementState {
  const seen = new Set<string>();
  for (const item of pool) {
    if (!Number.isInteger(item.band) || item.band < 0 || item.band >= PLACEMENT_BANDS) {
      throw new RangeError(`${item.id}: band must be 0–${PLACEMENT_BANDS - 1}, got ${item.band}`);
    }
  }
  const unique = pool.filter((item) => {
    if (seen.has(item.id)) return false;
    seen.add(item.id);
    return true;
  });
  const difficulty = difficulties(unique);
  const byBand = Array.from({ length: PLACEMENT_BANDS }, (): PlacementCandidate[] => []);
  unique.forEach((item, i) => {
    byBand[item.band]?.push({ item, difficulty: difficulty[i] as number });
  });
  const candidates = byBand.flatMap((inBand, band) =>
    shuffle(inBand, seed + band).slice(0, PLACEMENT_LENGTH),
  );
  return { seed, candidates, answers: [] };
}

function chanceCorrect(ability: number, difficulty: number): number {
  return GUESS + (1 - GUESS - SLIP) / (1 + Math.exp(-SLOPE * (ability - difficulty)));
}

/** The belief about the pupil's ability after the answers so far: a weight per grid cell, summing to 1. */
function belief(answers: readonly PlacementAnswer[]): number[] {
  const weights = GRID.map((ability, i) => {
    let weight = PRIOR[i] as number;
    for (const answer of answers) {
      const p = chanceCorrect(ability, answer.difficulty);
      weight *= answer.correct ? p : 1 - p;
    }
    return weight;
  });
  return normalised(weights);
}

function median(weights: readonly number[]): number {
  let cumulative = 0;
  for (let i = 0; i < weights.length; i++) {
    cumulative += weights[i] as number;
    if (cumulative >= 0.5) return GRID[i] as number;
  }
  return GRID[GRID.length - 1] as number;
}

function massByBand(weights: readonly number[]): number[] {
  const mass = Array.from({ length: PLACEMENT_BANDS }, () => 0);
  weights.forEach((w, i) => {
    const band = Math.floor(i / CELLS_PER_BAND);
    mass[band] = (mass[band] as number) + w;
  });
  return mass;
}

/** Mixes the seed with the number of answers, so each prompt has its own draw and the state no generator. */
function drawFor(seed: number, asked: number): () => number {
  return mulberry32((seed ^ Math.imul(asked + 1, 0x9e3779b9)) >>> 0);
}

/**
 * The word to ask next, or null when the quest is over ({@link PLACEMENT_LENGTH} answers, or no
 * unused word left). The same state always answers the same word. Never asks an id twice, nor the
 * same English twice (a second meaning of a word already typed tells little). After a correct answer
 * the word is harder than the one just answered, after a miss easier, whenever such a word is left;
 * among those, the nearest to the current estimate of the pupil's ability. A band with too few words
 * is no obstacle: the nearest words then come from its neighbours.
 */
export function nextItem(state: PlacementState): PlacementItem | null {
  const { answers, candidates } = state;
  if (answers.length >= PLACEMENT_LENGTH) return null;
  const askedIds = new Set(answers.map((a) => a.id));
  const askedEnglish = new Set(
    candidates.filter((c) => askedIds.has(c.item.id)).map((c) => c.item.en.toLowerCase()),
  );
  const unused = candidates.filter(
    (c) => !askedIds.has(c.item.id) && !askedEnglish.has(c.item.en.toLowerCase()),
  );
  if (unused.length === 0) return null;

  const last = answers[answers.length - 1];
  const target = last === undefined ? START_BAND : median(belief(answers));
  const onTheRightSide = last
    ? unused.filter((c) => (last.correct ? c.difficulty > last.difficulty : c.difficulty < last.difficulty))
    : unused;
  const pool = onTheRightSide.length > 0 ? onTheRightSide : unused;
  const nearest = pool
    .map((c, order) => ({ c, order, distance: Math.abs(c.difficulty - target) }))
    .sort((a, b) => a.distance - b.distance || a.order - b.order)
    .slice(0, NEAREST_CHOICES);
  const pick = nearest[randomBelow(drawFor(state.seed, answers.length), nearest.length)];
  return pick ? pick.c.item : null;
}

/**
 * Records the outcome of the word {@link nextItem} asks now and answers a new state (the given one is
 * not changed). When the quest is over the same state comes back.
 */
export function answer(state: PlacementState, outcome: PlacementOutcome): PlacementState {
  const item = nextItem(state);
  if (item === null) return state;
  const difficulty = state.candidates.find((c) => c.item.id === item.id)?.difficulty ?? item.band;
  const answered: PlacementAnswer = { id: item.id, band: item.band, difficulty, correct: outcome.correct };
  return { ...state, answers: [...state.answers, answered] };
}

/**
 * The band the answers so far point to, with the share of the belief inside it. Before any answer
 * it is the start band, e56, with little confidence.
 */
export function estimate(state: PlacementState): PlacementEstimate {
  const mass = massByBand(belief(state.answers));
  let band = 0;
  mass.forEach((m, b) => {
    if (m > (mass[band] as number)) band = b;
  });
  return { band: band as PlacementBand, confidence: mass[band] as number, asked: state.answers.length };
}

/** True once {@link nextItem} has nothing more to ask. */
export function isPlacementDone(state: PlacementState): boolean {
  return nextItem(state) === null;
}

/** The result to keep in progress; `at` is the moment the quest ended (the engine reads no clock). */
export function placementResult(state: PlacementState, at: Date): PlacementResult {
  return {
    band: estimate(state).band,
    at: at.toISOString(),
    asked: state.answers.length,
    correct: state.answers.filter((a) => a.correct).length,
  };
}
