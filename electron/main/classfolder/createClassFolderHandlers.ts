import { z } from 'zod';
import {
  ClassFolderChannels,
  type ClassFolderStatus,
  fail,
  ok,
  type Result,
  releasePlayerSchema,
  setClassFolderSchema,
} from '../../../core/contract';
import { createGuard, type IpcHandler } from '../ipc/guardedHandler';
import type { SenderEvent } from '../ipc/isTrustedSender';

/** One handler per class-folder channel. */
export interface ClassFolderHandlers {
  [ClassFolderChannels.status]: IpcHandler<ClassFolderStatus>;
  [ClassFolderChannels.releasePlayer]: IpcHandler<boolean>;
  [ClassFolderChannels.setFolder]: IpcHandler<ClassFolderStatus>;
  [ClassFolderChannels.leave]: IpcHandler<boolean>;
}

/** What the class-folder handlers work with; all injected so they run in plain Node. */
export interface ClassFolderHandlerDeps {
  /** Where saves live now. */
  status: () => ClassFolderStatus;
  /** Whether a teacher-mode token is valid now. */
  isUnlocked: (token: string) => boolean;
  /** Ends another PC's hold on a player; absent without a class folder. */
  releasePlayer: ((playerId: string) => Promise<Result<boolean>>) | null;
  /**
   * Checks a folder the teacher chose and keeps the choice for the next start (null: this PC's own
   * saves); answers the status the next start will have, or why the folder cannot be used.
   */
  chooseFolder: (classFolder: string | null, className: string | null) => Promise<Result<ClassFolderStatus>>;
  /** The pupil playing here left: write back and give their lease back; absent without a class folder. */
  leave: (() => Promise<boolean>) | null;
  isTrustedSender: (event: SenderEvent) => boolean;
  log?: (message: string) => void;
}

const noPayload = z.undefined({ error: 'this operation takes no payload' });

const locked = () => fail('not-unlocked', 'teacher.locked');

/** Builds the handlers of every channel in `ClassFolderChannels`, with the same sender and payload checks as the others. */
export function createClassFolderHandlers(deps: ClassFolderHandlerDeps): ClassFolderHandlers {
  const log = deps.log ?? ((message: string) => console.warn(message));
  const guarded = createGuard(deps.isTrustedSender, log);
  const C = ClassFolderChannels;
  const release = guarded(C.releasePlayer, releasePlayerSchema, (p) => ok(p));
  const choose = guarded(C.setFolder, setClassFolderSchema, (p) => ok(p));
  const leave = guarded(C.leave, noPayload, () => ok(undefined));
  return {
    [C.status]: guarded(C.status, noPayload, () => ok(deps.status())),
    [C.releasePlayer]: async (event, payload) => {
      const checked = await release(event, payload);
      if (!checked.ok) return checked;
      if (!deps.isUnlocked(checked.value.token)) return locked();
      if (!deps.releasePlayer) {
        return fail('invalid-payload', 'classFolder.none');
      }
      return deps.releasePlayer(checked.value.playerId);
    },
    [C.leave]: async (event, payload) => {
      const checked = await leave(event, payload);
      if (!checked.ok) return checked;
      return ok(deps.leave ? await deps.leave() : false);
    },
    [C.setFolder]: async (event, payload) => {
      const checked = await choose(event, payload);
      if (!checked.ok) return checked;
      if (!deps.isUnlocked(checked.value.token)) return locked();
      try {
        return await deps.chooseFolder(checked.value.classFolder, checked.value.className);
      } catch (error) {
        log(`${C.setFolder} failed: ${error instanceof Error ? error.message : String(error)}`);
        return fail('unavailable', 'classFolder.notSet');
      }
    },
  };
}
