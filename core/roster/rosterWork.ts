import {
  type AppSnapshot,
  fail,
  MAX_PROFILES,
  ok,
  type Profile,
  type ProfilesFile,
  type ProfilesView,
  type Result,
  type ROSTER_OPERATIONS,
  type RosterRequest,
} from '../contract';
import type { FailureReason } from '../contract/errors';
import type { OperationHandlers } from '../contract/operation';
import { handinFileName, handinText, makeHandin } from '../handin/handinFile';
import { base64Bytes } from './base64Bytes';
import { applyRosterPlan, planFits, planRoster, type RosterPlan } from './planRoster';
import { readRoster } from './readRoster';
import { makeRosterBackup, type RosterBackup, undoRoster } from './rosterBackup';
import type { RosterErrorCode } from './rosterTypes';

/** What the roster's work asks of a host (this PC, the class folder, or a browser): its players and files. */
export interface RosterHost {
  isUnlocked(token: string): boolean;
  /** The players here as they are stored now. */
  players(): ProfilesFile | Promise<ProfilesFile>;
  /** Keeps a backup of the players before an import; a refusal stops the import. */
  writeBackup(backup: RosterBackup): Result<void> | Promise<Result<void>>;
  /** The backup of the last import not yet undone, or null when there is none. */
  readBackup(): RosterBackup | null | Promise<RosterBackup | null>;
  /** Marks the last backup as undone, so a second undo does not go back to it again. */
  backupUndone(): void | Promise<void>;
  /** Makes the list `file`; `changed` are the players new or changed in it (their own copies are written). */
  adopt(
    file: ProfilesFile,
    changed: readonly Profile[],
  ): Result<ProfilesView> | Promise<Result<ProfilesView>>;
  /** Removes a player who never played, with their files (undoing an import); called while they are still listed. */
  removeUnplayed(id: string): Result<unknown> | Promise<Result<unknown>>;
  /**
   * Whether a player the import added must stay for a reason their progress here does not show
   * (records on the class folder from another PC, a PC using them, a share that cannot tell).
   */
  keepOnUndo?(id: string): boolean | Promise<boolean>;
  /**
   * Removes a pupil who left (their records saved first): on this PC their files go; in a class
   * folder their folder is set aside on the share. Refused while their records cannot be made safe.
   */
  removeLeaver(id: string): Result<unknown> | Promise<Result<unknown>>;
  /** A player's progress, or null when it cannot be read. */
  progressOf(id: string): AppSnapshot | null | Promise<AppSnapshot | null>;
  makeId(): string;
  now(): Date;
}

/** Each roster refusal's failure reason; every one of them carries the same values: the file and the line. */
export const ROSTER_FAILURE_REASON: Record<RosterErrorCode, FailureReason> = {
  'missing-file': 'roster.missingFile',
  'missing-column': 'roster.missingColumn',
  'not-text': 'roster.notText',
  'not-zip': 'roster.notZip',
  'too-large': 'roster.tooLarge',
  empty: 'roster.empty',
  'two-homerooms': 'roster.twoHomerooms',
  'bad-row': 'roster.badRow',
  'no-pupils': 'roster.noPupils',
};

const locked = () => fail('not-unlocked', 'teacher.locked');

/** Reads the request's files and plans the import over the players here; nothing is written. */
function planOf(request: RosterRequest, players: ProfilesFile): Result<RosterPlan> {
  const files = [];
  for (const file of request.files) {
    const bytes = base64Bytes(file.base64);
    if (!bytes) return fail('invalid-payload', 'roster.notText', { file: file.name, line: 0 });
    files.push({ name: file.name, bytes });
  }
  const read = readRoster(files);
  if (!read.ok) {
    const { code, file, line, detail } = read.error;
    // One reason stands for all: they share the `{ file, line }` values, which is what `fail` checks.
    return fail('invalid-payload', ROSTER_FAILURE_REASON[code] as 'roster.badRow', { file, line }, detail);
  }
  return ok(planRoster(players.profiles, read.roster, request.classes));
}

/**
 * The roster's operations over one host: preview (nothing written), apply (a backup first, then the
 * players), undo (from that backup, never losing a record) and the hand-in files of pupils who left.
 * Every operation needs teacher mode's token.
 */
export function rosterWork(host: RosterHost): { roster: OperationHandlers<typeof ROSTER_OPERATIONS> } {
  // Players whose records were saved by an export since this start: they may be removed without asking again.
  const exported = new Set<string>();
  return {
    roster: {
      preview: async (request) => {
        if (!host.isUnlocked(request.token)) return locked();
        return planOf(request, await host.players());
      },
      apply: async (request) => {
        if (!host.isUnlocked(request.token)) return locked();
        const current = await host.players();
        const plan = planOf(request, current);
        if (!plan.ok) return plan;
        if (!planFits(plan.value)) return fail('invalid-payload', 'roster.tooMany', { limit: MAX_PROFILES });
        const backedUp = await host.writeBackup(makeRosterBackup(current, host.now()));
        if (!backedUp.ok) return backedUp;
        const { file, changed } = applyRosterPlan(current, plan.value, () => host.makeId(), host.now());
        return host.adopt(file, changed);
      },
      undo: async ({ token }) => {
        if (!host.isUnlocked(token)) return locked();
        const backup = await host.readBackup();
        if (!backup) return fail('invalid-payload', 'roster.noBackup');
        const current = await host.players();
        const listedBefore = new Set(backup.players.profiles.map((p) => p.id));
        const played = new Set<string>();
        for (const player of current.profiles) {
          if (listedBefore.has(player.id)) continue;
          const progress = await host.progressOf(player.id);
          if ((progress && progress.history.length > 0) || (await host.keepOnUndo?.(player.id))) {
            played.add(player.id);
          }
        }
        const undone = undoRoster(current, backup, (id) => played.has(id));
        // Removed while still listed, so the removal reaches every place the player is kept; one
        // that cannot be removed stays listed as they are.
        const removed = new Set<string>();
        for (const id of undone.removed) if ((await host.removeUnplayed(id)).ok) removed.add(id);
        const restored = new Map(undone.file.profiles.map((p) => [p.id, p]));
        const profiles = current.profiles
          .filter((p) => !removed.has(p.id))
          .map((p) => restored.get(p.id) ?? p);
        const changed = profiles.filter(
          (p) => JSON.stringify(p) !== JSON.stringify(current.profiles.find((c) => c.id === p.id)),
        );
        const lastSelected = profiles.some((p) => p.id === current.lastSelected)
          ? current.lastSelected
          : null;
        const adopted = await host.adopt({ ...current, profiles, lastSelected }, changed);
        if (!adopted.ok) return adopted;
        await host.backupUndone();
        return ok({ removed: removed.size, kept: undone.kept.length + undone.removed.length - removed.size });
      },
      exportPlayers: async ({ token, ids }) => {
        if (!host.isUnlocked(token)) return locked();
        const current = await host.players();
        const savedAt = host.now();
        const files = [];
        for (const id of ids) {
          const player = current.profiles.find((p) => p.id === id);
          if (!player) return fail('invalid-payload', 'player.unknown', { playerId: id });
          const progress = await host.progressOf(id);
          if (!progress) return fail('unavailable', 'dashboard.pupilUnreadable', { name: player.name });
          const handin = makeHandin(
            {
              playerId: player.id,
              name: player.name,
              className: player.className ?? '-',
              ...(player.number ? { number: player.number } : {}),
              avatar: player.avatar,
            },
            progress,
            savedAt,
          );
          files.push({
            fileName: handinFileName(
              `${player.className ?? ''}${player.number ?? ''}${player.name}`,
              savedAt,
            ),
            text: handinText(handin),
          });
        }
        for (const id of ids) exported.add(id);
        return ok(files);
      },
      removeLeavers: async ({ token, ids, withoutExport }) => {
        if (!host.isUnlocked(token)) return locked();
        const current = await host.players();
        const leavers = [];
        for (const id of ids) {
          const player = current.profiles.find((p) => p.id === id);
          if (!player) return fail('invalid-payload', 'player.unknown', { playerId: id });
          if (!withoutExport && !exported.has(id))
            return fail('invalid-payload', 'roster.notExported', { name: player.name });
          leavers.push(player);
        }
        let removed = 0;
        for (const player of leavers) {
          const gone = await host.removeLeaver(player.id);
          if (!gone.ok) return removed === 0 ? gone : ok({ removed });
          exported.delete(player.id);
          removed++;
        }
        return ok({ removed });
      },
    },
  };
}
