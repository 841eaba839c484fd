import type { z } from 'zod';
import {
  type DashboardChannel,
  DashboardChannels,
  type DashboardPupilDetail,
  type DashboardReport,
  dashboardExportRequestSchema,
  dashboardPupilRequestSchema,
  dashboardRequestSchema,
  fail,
  ok,
  type Result,
} from '../../../core/contract';
import { createGuard, type IpcHandler } from '../ipc/guardedHandler';
import type { SenderEvent } from '../ipc/isTrustedSender';
import { buildDashboard, type DashboardPupilInput } from './buildDashboard';
import { dashboardCsv, suggestedDashboardName } from './dashboardCsv';
import { loadStageOrder } from './stageOrder';

/** One handler per dashboard channel. */
export interface DashboardHandlers {
  [DashboardChannels.report]: IpcHandler<DashboardReport>;
  [DashboardChannels.pupil]: IpcHandler<DashboardPupilDetail>;
  [DashboardChannels.exportCsv]: IpcHandler<string | null>;
}

/** What the dashboard handlers work with; all injected, so they run in plain Node and over any store of progress. */
export interface DashboardHandlerDeps {
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
  /** Asks where to save the CSV and writes it; answers the path, or null when the teacher cancelled. */
  saveCsv: (suggestedName: string, text: string) => Promise<Result<string | null>>;
  /** Stage ids in route order, for the heat map's columns; the game's routes unless a test sets them. */
  stageOrder?: () => Promise<readonly string[]>;
  isTrustedSender: (event: SenderEvent) => boolean;
  log?: (message: string) => void;
  now?: () => Date;
}

/**
 * Builds the handlers of every channel in `DashboardChannels`. Each checks the sender and the payload
 * (the IPC guard), then the teacher-mode token (`not-unlocked` without a valid one) before it reads
 * any pupil's progress; reading and building run after that, and a failure still answers a Result.
 */
export function createDashboardHandlers(deps: DashboardHandlerDeps): DashboardHandlers {
  const log = deps.log ?? ((message: string) => console.warn(message));
  const now = deps.now ?? (() => new Date());
  const stageOrder = deps.stageOrder ?? loadStageOrder;
  const guarded = createGuard(deps.isTrustedSender, log);
  const readPupil =
    deps.readPupil ??
    (async (id: string) => (await deps.readPupils()).find((p) => p.profile.id === id) ?? null);

  // The guard and the token check answer at once; the reading of files finishes later.
  const unlockedAsync = <P extends { token: string }, T>(
    channel: DashboardChannel,
    schema: z.ZodType<P>,
    run: (payload: P) => Promise<Result<T>>,
  ): IpcHandler<T> => {
    const checked = guarded(channel, schema, (payload) =>
      deps.isUnlocked(payload.token) ? ok(payload) : fail('not-unlocked', 'teacher.locked'),
    );
    return async (event, payload) => {
      const valid = await checked(event, payload);
      if (!valid.ok) return valid;
      try {
        return await run(valid.value);
      } catch (error) {
        log(`${channel} failed: ${error instanceof Error ? error.message : String(error)}`);
        return fail('unavailable', 'dashboard.unreadable');
      }
    };
  };

  const report = async (): Promise<DashboardReport> => {
    const [pupils, order] = await Promise.all([deps.readPupils(), stageOrder()]);
    return buildDashboard(pupils, {
      stageOrder: order,
      now: now(),
      className: deps.className(),
      source: deps.source(),
    });
  };

  const D = DashboardChannels;
  return {
    [D.report]: unlockedAsync(D.report, dashboardRequestSchema, async () => ok(await report())),
    [D.pupil]: unlockedAsync(D.pupil, dashboardPupilRequestSchema, async ({ playerId }) => {
      const pupil = await readPupil(playerId);
      if (!pupil) return fail('invalid-payload', 'player.unknown', { playerId });
      if (!pupil.snapshot) {
        return fail(
          'unavailable',
          'dashboard.pupilUnreadable',
          { name: pupil.profile.name },
          pupil.problem ?? undefined,
        );
      }
      const { id, name, avatar } = pupil.profile;
      return ok({ id, name, avatar, snapshot: pupil.snapshot });
    }),
    [D.exportCsv]: unlockedAsync(D.exportCsv, dashboardExportRequestSchema, async ({ language }) => {
      const text = dashboardCsv(await report(), { language: language ?? 'ja' });
      return deps.saveCsv(suggestedDashboardName(now()), text);
    }),
  };
}
