/**
 * The stage the map cursor lands on after a key, in route order: arrows step one stage, Home and
 * End jump to the first and to the furthest unlocked stage. Other keys answer null.
 */
export function nextStageIndex(
  key: string,
  current: number,
  stageCount: number,
  furthestUnlocked: number,
): number | null {
  if (stageCount <= 0) return null;
  const clamp = (i: number) => Math.min(stageCount - 1, Math.max(0, i));
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return clamp(current + 1);
    case 'ArrowLeft':
    case 'ArrowUp':
      return clamp(current - 1);
    case 'Home':
      return 0;
    case 'End':
      return clamp(furthestUnlocked);
    default:
      return null;
  }
}

/** Where the cursor starts: the first unlocked stage not yet cleared, else the last unlocked one. */
export function defaultStageIndex(stages: readonly { unlocked: boolean; cleared: boolean }[]): number {
  const next = stages.findIndex((s) => s.unlocked && !s.cleared);
  if (next >= 0) return next;
  const lastUnlocked = stages.reduce((found, s, i) => (s.unlocked ? i : found), 0);
  return lastUnlocked;
}

/**
 * Where the cursor stands when the map appears: on the remembered stage, except that right after
 * a first clear it moves on to the stage that clear just opened (never played yet).
 */
export function arrivalStageIndex(
  stages: readonly { unlocked: boolean; cleared: boolean; plays: number }[],
  remembered: number,
): number {
  if (remembered < 0) return defaultStageIndex(stages);
  const here = stages[remembered];
  const next = stages[remembered + 1];
  if (here?.cleared && next?.unlocked && !next.cleared && next.plays === 0) return remembered + 1;
  return remembered;
}
