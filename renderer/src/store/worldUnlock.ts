import { BANDS, type Band } from '../../../core/bank/bankTerms';

/**
 * Why a world is open: the first world always is; others by the one before, by the pupil having
 * cleared a stage there already, by the placement quest or by a teacher.
 */
export type WorldOpening = 'first' | 'previous' | 'played' | 'placement' | 'teacher';

/** What decides which worlds are open. */
export interface WorldFacts {
  /** Per band: whether the world's last (boss) stage is cleared; unknown while the band loads. */
  readonly bossCleared: Readonly<Partial<Record<Band, boolean>>>;
  /** Per band: whether the pupil has cleared any of its stages (from a world, the library or today's list). */
  readonly played: Readonly<Partial<Record<Band, boolean>>>;
  /** The band the last placement quest proposed, if the pupil took it. */
  readonly placement: Band | null;
  /** The worlds a teacher opened for every player of this PC. */
  readonly teacherWorlds: readonly Band[];
}

/**
 * Why each world is open, or null while it is shut, in band order. A world opens when the world before
 * it is cleared (its boss beaten), when the placement quest proposed it or a later world (the worlds
 * below a pupil's level stay open to them), or when a teacher opened it. A world where the pupil has
 * cleared a stage stays open, so a lower placement retake or a teacher's change never shuts a world
 * they were playing. The first world is always open. The first reason that applies is given, in that
 * order.
 */
export function worldOpenings(facts: WorldFacts): (WorldOpening | null)[] {
  const placed = facts.placement === null ? -1 : BANDS.indexOf(facts.placement);
  return BANDS.map((band, i) => {
    if (i === 0) return 'first';
    const before = BANDS[i - 1];
    if (before !== undefined && facts.bossCleared[before] === true) return 'previous';
    if (facts.played[band] === true) return 'played';
    if (i <= placed) return 'placement';
    if (facts.teacherWorlds.includes(band)) return 'teacher';
    return null;
  });
}

/**
 * Whether the `index`-th stage of a world is open: in an open world, the first stage and every stage
 * after a cleared one (route order, as on the first map); anywhere, a stage a teacher opened by itself.
 */
export function isWorldStageOpen(
  worldOpen: boolean,
  index: number,
  previousCleared: boolean,
  teacherOpened: boolean,
): boolean {
  if (teacherOpened) return true;
  if (!worldOpen) return false;
  return index === 0 || previousCleared;
}
