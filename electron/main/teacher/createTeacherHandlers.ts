import { z } from 'zod';
import {
  fail,
  ok,
  type Result,
  type TeacherChannel,
  TeacherChannels,
  type TeacherSetPin,
  type TeacherSettings,
  type TeacherSettingsLoad,
  type TeacherStatus,
  type TeacherUnlock,
  teacherLockSchema,
  teacherSetPinSchema,
  teacherSetSettingsSchema,
  teacherUnlockSchema,
} from '../../../core/contract';
import { createGuard, type IpcHandler } from '../ipc/guardedHandler';
import type { SenderEvent } from '../ipc/isTrustedSender';
import { createTeacherPinService, type TeacherPinService } from './teacherPin';
import { createTeacherSettingsService, type TeacherSettingsService } from './teacherSettings';

/** One handler per teacher-mode channel. */
export interface TeacherHandlers {
  [TeacherChannels.status]: IpcHandler<TeacherStatus>;
  [TeacherChannels.setPin]: IpcHandler<TeacherSetPin>;
  [TeacherChannels.unlock]: IpcHandler<TeacherUnlock>;
  [TeacherChannels.lock]: IpcHandler<boolean>;
  [TeacherChannels.getSettings]: IpcHandler<TeacherSettingsLoad>;
  [TeacherChannels.setSettings]: IpcHandler<TeacherSettings>;
}

/** The two teacher-mode services of one userData folder. */
export interface TeacherMode {
  pin: TeacherPinService;
  settings: TeacherSettingsService;
}

/** What the teacher handlers work with; all injected so they run in plain Node. */
export interface TeacherHandlerDeps extends TeacherMode {
  isTrustedSender: (event: SenderEvent) => boolean;
  log?: (message: string) => void;
}

/** Opens the teacher PIN and the teacher settings of `cwd` (the app's userData folder); writes need the PIN's token. */
export function openTeacherMode(cwd: string): TeacherMode {
  const pin = createTeacherPinService({ cwd });
  return { pin, settings: createTeacherSettingsService({ cwd, isUnlocked: pin.isUnlocked }) };
}

const noPayload = z.undefined({ error: 'this operation takes no payload' });

/** Builds the handlers of every channel in `TeacherChannels`, with the same sender and payload checks as the others. */
export function createTeacherHandlers(deps: TeacherHandlerDeps): TeacherHandlers {
  const log = deps.log ?? ((message: string) => console.warn(message));
  const guarded = createGuard(deps.isTrustedSender, log);
  // PINs are hashed off the main thread, so these operations finish later: the guard checks the
  // sender and the payload first, then the work runs, and a failure still answers a Result.
  const guardedAsync = <P, T>(
    channel: TeacherChannel,
    schema: z.ZodType<P>,
    run: (payload: P) => Promise<Result<T>>,
  ): IpcHandler<T> => {
    const checked = guarded(channel, schema, (payload) => ok(payload));
    return async (event, payload) => {
      const valid = await checked(event, payload);
      if (!valid.ok) return valid;
      try {
        return await run(valid.value);
      } catch (error) {
        log(`${channel} failed: ${error instanceof Error ? error.message : String(error)}`);
        return fail('unavailable', 'ipc.failed', { channel });
      }
    };
  };
  const T = TeacherChannels;
  return {
    [T.status]: guarded(T.status, noPayload, () => ok(deps.pin.status())),
    [T.setPin]: guardedAsync(T.setPin, teacherSetPinSchema, (change) =>
      change.currentPin === undefined
        ? deps.pin.setPin(change.pin)
        : deps.pin.changePin(change.currentPin, change.pin),
    ),
    [T.unlock]: guardedAsync(T.unlock, teacherUnlockSchema, async (attempt) =>
      ok(await deps.pin.unlock(attempt.pin)),
    ),
    [T.lock]: guarded(T.lock, teacherLockSchema, (session) => ok(deps.pin.lock(session.token))),
    [T.getSettings]: guarded(T.getSettings, noPayload, () => ok(deps.settings.load())),
    [T.setSettings]: guarded(T.setSettings, teacherSetSettingsSchema, (change) =>
      deps.settings.update(change.token, change.settings),
    ),
  };
}
