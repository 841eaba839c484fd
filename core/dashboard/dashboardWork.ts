import {
  type AreaHandlers,
  DASHBOARD_OPERATIONS,
  type DashboardReport,
  fail,
  ok,
  problemLogText,
  type Result,
} from '../contract';
import { buildDashboard, type DashboardPupilInput } from './buildDashboard';
import { dashboardCsv, suggestedDashboardName } from './dashboardCsv';
import { loadStageOrder } from './stageOrder';

/** The area {@link dashboardWork} does the work of: the teacher's dashboard. */
export const DASHBOARD_AREAS = { dashboard: DASHBOARD_OPERATIONS };

/** What the dashboard work uses; all injected, so it runs in plain Node and over any store of progress. */
export interface DashboardDeps {
  /** Every pupil with their progress (this PC's players, or the class folder's). */
  readPupils: () => Promise<DashboardPupilInput[]>;
  /** One pupil, or null for an id not listed; reads every pupil and picks one unless given. */
  readPupil?: (id: string) => Promise<DashboardPupilInput | null>;
  /** Whether a teacher-mode token is valid now (the PIN service's check). */
  isUnlocked: (token: string) => boolean;
  /** The class's name when a class folder names one. */
  className: () => string | null;
  /** Where the progress is read from. */
  source: () => 'class' | 'local';
  /** Saves the CSV (asking where, on the desktop); answers where it went, or null when the teacher cancelled. */
  saveCsv: (suggestedName: string, text: string) => Promise<Result<string | null>>;
  /** Stage ids in route order, for the heat map's columns; the game's routes unless a test sets them. */
  stageOrder?: () => Promise<readonly string[]>;
  now?: () => Date;
}

/**
 * The work of each dashboard operation: the teacher-mode token is checked (`not-unlocked` without a
 * valid one) before any pupil's progress is read. A failure to read answers `unavailable` through
 * the guard, with the table's sentence.
 */
export function dashboardWork(deps: DashboardDeps): AreaHandlers<typeof DASHBOARD_AREAS> {
  const now = deps.now ?? (() => new Date());
  const stageOrder = deps.stageOrder ?? loadStageOrder;
  const readPupil =
    deps.readPupil ??
    (async (id: string) => (await deps.readPupils()).find((p) => p.profile.id === id) ?? null);
  // Each operation checks the token before it reads a file.
  const unlocked =
    <P extends { token: string }, T>(run: (payload: P) => Promise<Result<T>>) =>
    (payload: P): Result<T> | Promise<Result<T>> =>
      deps.isUnlocked(payload.token) ? run(payload) : fail('not-unlocked', 'teacher.locked');

  const report = async (): Promise<DashboardReport> => {
    const [pupils, order] = await Promise.all([deps.readPupils(), stageOrder()]);
    return buildDashboard(pupils, {
      stageOrder: order,
      now: now(),
      className: deps.className(),
      source: deps.source(),
    });
  };

  return {
    dashboard: {
      report: unlocked(async () => ok(await report())),
      pupil: unlocked(async ({ playerId }) => {
        const pupil = await readPupil(playerId);
        if (!pupil) return fail('invalid-payload', 'player.unknown', { playerId });
        if (!pupil.snapshot) {
          return fail(
            'unavailable',
            'dashboard.pupilUnreadable',
            { name: pupil.profile.name },
            pupil.problem ? problemLogText(pupil.problem) : undefined,
          );
        }
        const { id, name, avatar } = pupil.profile;
        return ok({ id, name, avatar, snapshot: pupil.snapshot });
      }),
      exportCsv: unlocked(async ({ language }) => {
        const text = dashboardCsv(await report(), { language: language ?? 'ja' });
        return deps.saveCsv(suggestedDashboardName(now()), text);
      }),
    },
  };
}
