import { BANDS, type Band } from '../data/bank/bankTerms';

/** Why a world is open: the first world always is; others by the one before, the placement quest or a teacher. */
export type WorldOpening = 'first' | 'previous' | 'placement' | 'teacher';

/** What decides which worlds are open. */
export interface WorldFacts {
  /** Per band: whether the world's last (boss) stage is cleared; unknown while the band loads. */
  readonly bossCleared: Readonly<Partial<Record<Band, boolean>>>;
  /** The band the last placement quest proposed, if the pupil took it. */
  readonly placement: Band | null;
  /** The worlds a teacher opened for every player of this PC. */
  readonly teacherWorlds: readonly Band[];
}

/**
 * Why each world is open, or null while it is shut, in band order. A world opens when the world before
 * it is cleared (its boss beaten), when the placement quest proposed it or a later world (the worlds
 * below a pupil's level stay open to them), or when a teacher opened it. The first world is always open.
 * The first reason that applies is given, in that order.
 */
export function worldOpenings(facts: WorldFacts): (WorldOpening | null)[] {
  const placed = facts.placement === null ? -1 : BANDS.indexOf(facts.placement);
  return BANDS.map((band, i) => {
    if (i === 0) return 'first';
    const before = BANDS[i - 1];
    if (before !== undefined && facts.bossCleared[before] === true) return 'previous';
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
