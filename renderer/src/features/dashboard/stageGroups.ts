import { BANDS, type Band } from '../../../../core/bank/bankTerms';
import { type DashboardStage, firstRouteStageIds } from '../../../../core/contract';
import { bandOfStage } from './useStageTitle';

/** A part of the heat map: the first map's stages, one world's, or the teachers' lists. */
export type StageGroupId = 'route' | Band | 'lists';

/** One part of the heat map with its stages' places in the report's columns. */
export interface StageGroup {
  id: StageGroupId;
  /** Indexes into the report's `stages` (and each row of `heat`), in route order. */
  columns: number[];
}

const ROUTE = new Set(firstRouteStageIds());
const ORDER: readonly StageGroupId[] = ['route', ...BANDS, 'lists'];

/** Which part of the heat map a stage belongs to. */
export function groupOfStage(stageId: string): StageGroupId {
  if (ROUTE.has(stageId)) return 'route';
  return bandOfStage(stageId) ?? 'lists';
}

/** The report's stages split into the first map, each world and the teachers' lists, in that order; empty parts left out. */
export function stageGroups(stages: readonly DashboardStage[]): StageGroup[] {
  const columns = new Map<StageGroupId, number[]>();
  stages.forEach((stage, i) => {
    const id = groupOfStage(stage.stageId);
    const list = columns.get(id);
    if (list) list.push(i);
    else columns.set(id, [i]);
  });
  return ORDER.flatMap((id) => {
    const list = columns.get(id);
    return list ? [{ id, columns: list }] : [];
  });
}
