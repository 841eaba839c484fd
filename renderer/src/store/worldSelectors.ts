import { createSelector } from '@reduxjs/toolkit';
import { BANDS, type Band } from '../../../core/bank/bankTerms';
import type { Rank } from '../../../core/contract';
import { questionSetOfBank } from '../data/bank/bankStageViews';
import type { TitledBankStage } from '../data/bank/loadBand';
import { WORLDS, type World, worldOf } from '../data/worlds';
import { masteryBySet } from '../engine/review';
import type { BandStatus } from './bankSlice';
import type { RootState } from './index';
import { selectTeacherChoices } from './teacherSlice';
import { isWorldStageOpen, type WorldOpening, worldOpenings } from './worldUnlock';

/** One stage on a world's map. */
export interface WorldStageView {
  id: string;
  band: Band;
  /** 0-based place along the world's route. */
  index: number;
  titleJa: string;
  titleEn: string;
  kind: 'words' | 'sentences' | 'forms';
  /** Words (or sentences) in the stage. */
  count: number;
  demon: string;
  /** The world's last stage, where its boss waits. */
  boss: boolean;
  unlocked: boolean;
  cleared: boolean;
  bestRank: Rank | null;
  plays: number;
  learning: number;
  mastered: number;
  /** A stage of the world's 発展 (advanced) set, off the route. */
  advanced?: true;
}

/** One world as the overview shows it. */
export interface WorldView {
  world: World;
  /** Whether the world's stages are loaded (the figures below count only once they are). */
  status: BandStatus;
  /** Why the world is open, or null while it is shut. */
  opening: WorldOpening | null;
  /** The placement quest proposed this world. */
  proposed: boolean;
  stages: number;
  clearedStages: number;
  /** The boss on the last stage is beaten. */
  cleared: boolean;
  words: number;
  learning: number;
  mastered: number;
}

const NO_STAGES: readonly TitledBankStage[] = [];
const NO_WORLD_STAGES: WorldStageView[] = [];

/** The band the last placement quest proposed, or null. */
export const selectPlacementBand = (state: RootState): Band | null =>
  state.level.snapshot.placement?.band ?? null;

/**
 * The worlds where the pupil has cleared at least one stage (from the world, the library or today's
 * list). Stage ids begin with their band, so this is known before a world's stages load.
 */
export const selectPlayedBands = createSelector(
  [(s: RootState) => s.level.snapshot.stages],
  (progress): Partial<Record<Band, boolean>> => {
    const played: Partial<Record<Band, boolean>> = {};
    for (const [id, record] of Object.entries(progress)) {
      const band = BANDS.find((b) => id.startsWith(`${b}.`));
      if (band && record.cleared) played[band] = true;
    }
    return played;
  },
);

/** Why each world is open, or null, in band order. */
export const selectWorldOpenings = createSelector(
  [
    (s: RootState) => s.bank.stages,
    (s: RootState) => s.level.snapshot.stages,
    selectPlayedBands,
    selectPlacementBand,
    selectTeacherChoices,
  ],
  (bands, progress, played, placement, teacher): (WorldOpening | null)[] => {
    const bossCleared: Partial<Record<Band, boolean>> = {};
    for (const band of BANDS) {
      const last = bands[band]?.at(-1);
      if (last) bossCleared[band] = progress[last.id]?.cleared ?? false;
    }
    return worldOpenings({ bossCleared, played, placement, teacherWorlds: teacher.openWorlds });
  },
);

/** Whether a world is open to play. */
export function selectWorldOpen(state: RootState, band: Band): boolean {
  return selectWorldOpenings(state)[BANDS.indexOf(band)] !== null;
}

/** The stages a teacher opened by themselves or pinned for today: open whatever a pupil's progress. */
const selectTeacherOpenedStages = createSelector([selectTeacherChoices], (teacher): ReadonlySet<string> => {
  return new Set([...teacher.openStages, ...teacher.todayStages]);
});

/** Which of a world's stage lists a selector views: its route, or its 発展 (advanced) set. */
type StageList = 'route' | 'advanced';

/** What tells a stage of a list open, given its place in the list. */
interface StageOpening {
  open: boolean;
  index: number;
  previousCleared: boolean;
  byTeacher: boolean;
}

const STAGE_LISTS: Record<
  StageList,
  {
    stagesOf: (state: RootState, band: Band) => readonly TitledBankStage[];
    unlocked: (opening: StageOpening) => boolean;
  }
> = {
  route: {
    stagesOf: (s, band) => s.bank.stages[band] ?? NO_STAGES,
    unlocked: ({ open, index, previousCleared, byTeacher }) =>
      isWorldStageOpen(open, index, previousCleared, byTeacher),
  },
  // Off the route, each advanced stage is open as soon as its world is: a pupil who chose the set plays
  // its themes in any order.
  advanced: {
    stagesOf: (s, band) => s.bank.advancedStages[band] ?? NO_STAGES,
    unlocked: ({ open, byTeacher }) => open || byTeacher,
  },
};

const stageListSelectors = new Map<string, (state: RootState) => WorldStageView[]>();

/** The memoised view of one world's route or 発展 set: made once per band and list. */
function stageListSelector(band: Band, list: StageList) {
  const key = `${band}:${list}`;
  let selector = stageListSelectors.get(key);
  if (!selector) {
    const { stagesOf, unlocked } = STAGE_LISTS[list];
    const advanced = list === 'advanced';
    selector = createSelector(
      [
        (s: RootState) => stagesOf(s, band),
        (s: RootState) => s.bank.entries,
        (s: RootState) => s.level.snapshot.stages,
        (s: RootState) => s.level.snapshot.words,
        (s: RootState) => selectWorldOpen(s, band),
        selectTeacherOpenedStages,
      ],
      (stages, entries, progress, words, open, teacherStages): WorldStageView[] => {
        if (stages.length === 0) return NO_WORLD_STAGES;
        const world = worldOf(band);
        const mastery = masteryBySet(
          stages.map((stage) => questionSetOfBank(stage, entries)),
          words,
        );
        return stages.map((stage, index) => {
          const p = progress[stage.id];
          const before = stages[index - 1];
          const previousCleared = before ? (progress[before.id]?.cleared ?? false) : true;
          return {
            id: stage.id,
            band,
            index,
            titleJa: stage.titleJa,
            titleEn: stage.titleEn,
            kind: stage.kind,
            count: stage.entryIds.length,
            demon: stage.demon ?? world.boss,
            boss: !advanced && index === stages.length - 1,
            unlocked: unlocked({ open, index, previousCleared, byTeacher: teacherStages.has(stage.id) }),
            cleared: p?.cleared ?? false,
            bestRank: p?.bestRank ?? null,
            plays: p?.plays ?? 0,
            learning: mastery[index]?.learning ?? 0,
            mastered: mastery[index]?.mastered ?? 0,
            ...(advanced ? { advanced: true } : {}),
          };
        });
      },
    );
    stageListSelectors.set(key, selector);
  }
  return selector;
}

/** The stages of one world along its route, with what is open, cleared and learnt (empty while it loads). */
export function selectWorldStages(state: RootState, band: Band): WorldStageView[] {
  return stageListSelector(band, 'route')(state);
}

/** Every world with its progress at a glance, in travel order. */
export const selectWorldViews = createSelector(
  [
    (s: RootState) => s.bank.status,
    selectWorldOpenings,
    selectPlacementBand,
    ...BANDS.map((band) => (s: RootState) => selectWorldStages(s, band)),
  ],
  (status, openings, placement, ...perBand: WorldStageView[][]): WorldView[] =>
    WORLDS.map((world, i) => {
      const stages = perBand[i] ?? NO_WORLD_STAGES;
      return {
        world,
        status: status[world.band],
        opening: openings[i] ?? null,
        proposed: placement === world.band,
        stages: stages.length,
        clearedStages: stages.filter((s) => s.cleared).length,
        cleared: stages.at(-1)?.cleared ?? false,
        words: stages.reduce((sum, s) => sum + s.count, 0),
        learning: stages.reduce((sum, s) => sum + s.learning, 0),
        mastered: stages.reduce((sum, s) => sum + s.mastered, 0),
      };
    }),
);

/** Every loaded world's stages by id, its route's and its 発展 (advanced) set's. */
const selectWorldStagesById = createSelector(
  BANDS.flatMap((band) => [
    (s: RootState) => selectWorldStages(s, band),
    (s: RootState) => selectWorldAdvancedStages(s, band),
  ]),
  (...perList: WorldStageView[][]): ReadonlyMap<string, WorldStageView> => {
    const byId = new Map<string, WorldStageView>();
    for (const stages of perList) for (const stage of stages) byId.set(stage.id, stage);
    return byId;
  },
);

/**
 * Today's stages a teacher pinned (route or 発展 stages), as far as their worlds are loaded, in the
 * teacher's order.
 */
export const selectTodayStages = createSelector(
  [selectTeacherChoices, selectWorldStagesById],
  (teacher, byId): WorldStageView[] =>
    teacher.todayStages.flatMap((id) => {
      const stage = byId.get(id);
      return stage ? [stage] : [];
    }),
);

/** Whether the teacher turned on a world's 発展 (advanced) stages for every player. */
export function selectAdvancedByTeacher(state: RootState, band: Band): boolean {
  return selectTeacherChoices(state).advancedWorlds?.includes(band) ?? false;
}

/** Whether the player chose to show a world's 発展 (advanced) stages (kept in the player's settings). */
export function selectAdvancedByPlayer(state: RootState, band: Band): boolean {
  return state.settings.advancedWorlds?.includes(band) ?? false;
}

/** Whether a world's 発展 (advanced) stages are on the map: the teacher turned them on, or the pupil did. */
export function selectAdvancedChosen(state: RootState, band: Band): boolean {
  return selectAdvancedByTeacher(state, band) || selectAdvancedByPlayer(state, band);
}

/**
 * The stages of a world's 発展 (advanced) set, with what is open, cleared and learnt: off the route,
 * counted in no world's figures (empty while the world loads, or when it has no such set).
 */
export function selectWorldAdvancedStages(state: RootState, band: Band): WorldStageView[] {
  return stageListSelector(band, 'advanced')(state);
}
