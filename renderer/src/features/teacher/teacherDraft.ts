import { MAX_TODAY_STAGES, type TeacherChoices, type TeacherWorldId } from '../../../../core/contract';

/** The teacher's choices being edited; the same shape main stores, changed only by the functions below. */
export type TeacherDraft = TeacherChoices;

/** Opens or closes a world; worlds stay in the bank's order. */
export function withWorld(
  draft: TeacherDraft,
  world: TeacherWorldId,
  open: boolean,
  order: readonly TeacherWorldId[],
): TeacherDraft {
  const chosen = new Set(draft.openWorlds);
  if (open) chosen.add(world);
  else chosen.delete(world);
  return { ...draft, openWorlds: order.filter((w) => chosen.has(w)) };
}

/** Shows or hides a world's 発展 (advanced) stages for every player; worlds stay in the bank's order. */
export function withAdvancedWorld(
  draft: TeacherDraft,
  world: TeacherWorldId,
  on: boolean,
  order: readonly TeacherWorldId[],
): TeacherDraft {
  const chosen = new Set(draft.advancedWorlds ?? []);
  if (on) chosen.add(world);
  else chosen.delete(world);
  return { ...draft, advancedWorlds: order.filter((w) => chosen.has(w)) };
}

/** Opens or closes a single stage; a newly opened stage goes last. */
export function withOpenStage(draft: TeacherDraft, stageId: string, open: boolean): TeacherDraft {
  const others = draft.openStages.filter((id) => id !== stageId);
  return { ...draft, openStages: open ? [...others, stageId] : others };
}

/** Adds a stage at the end of today's stages; unchanged when it is there already or the list is full. */
export function withTodayAdded(draft: TeacherDraft, stageId: string): TeacherDraft {
  if (draft.todayStages.includes(stageId) || draft.todayStages.length >= MAX_TODAY_STAGES) return draft;
  return { ...draft, todayStages: [...draft.todayStages, stageId] };
}

/** Moves one of today's stages by `by` places (−1 up, +1 down); unchanged at either end. */
export function withTodayMoved(draft: TeacherDraft, stageId: string, by: -1 | 1): TeacherDraft {
  const from = draft.todayStages.indexOf(stageId);
  const to = from + by;
  if (from < 0 || to < 0 || to >= draft.todayStages.length) return draft;
  const todayStages = [...draft.todayStages];
  todayStages.splice(from, 1);
  todayStages.splice(to, 0, stageId);
  return { ...draft, todayStages };
}

/** Takes a stage out of today's stages. */
export function withTodayRemoved(draft: TeacherDraft, stageId: string): TeacherDraft {
  return { ...draft, todayStages: draft.todayStages.filter((id) => id !== stageId) };
}

/** Whether two sets of choices say the same thing (order counts only for today's stages). */
export function sameChoices(a: TeacherDraft, b: TeacherDraft): boolean {
  const sameSet = (x: readonly string[], y: readonly string[]) =>
    x.length === y.length && x.every((item) => y.includes(item));
  return (
    sameSet(a.openWorlds, b.openWorlds) &&
    sameSet(a.advancedWorlds ?? [], b.advancedWorlds ?? []) &&
    sameSet(a.openStages, b.openStages) &&
    a.todayStages.length === b.todayStages.length &&
    a.todayStages.every((id, i) => b.todayStages[i] === id)
  );
}
