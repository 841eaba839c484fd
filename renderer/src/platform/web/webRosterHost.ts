import { ok, PROFILES_VERSION } from '../../../../core/contract';
import { rosterBackupSchema } from '../../../../core/roster/rosterBackup';
import type { RosterHost } from '../../../../core/roster/rosterWork';
import type { OpenedSaves } from './openWebSaves';
import { refusedSave, SAVE_KEYS } from './savesDatabase';

const randomId = () =>
  `p-${Array.from(crypto.getRandomValues(new Uint8Array(6)), (b) => b.toString(16).padStart(2, '0')).join('')}`;

/**
 * The roster's host in the web edition: this browser's players in IndexedDB; the backup of the last
 * import is one record beside them, written in its own transaction before the list changes.
 */
export function webRosterHost(
  saves: OpenedSaves,
  now: () => Date,
  makeId: () => string = randomId,
): RosterHost {
  const { players, store, teacher } = saves;
  return {
    isUnlocked: (token) => teacher.pin.isUnlocked(token),
    players: () => {
      const view = players.view();
      return { version: PROFILES_VERSION, profiles: view.profiles, lastSelected: view.activeId };
    },
    writeBackup: async (backup) => {
      const refusal = await store.write([[SAVE_KEYS.rosterBackup, backup]]);
      return refusal ? refusedSave(refusal, 'profiles') : ok(undefined);
    },
    readBackup: async () => {
      const parsed = rosterBackupSchema.safeParse(await store.get(SAVE_KEYS.rosterBackup));
      return parsed.success ? parsed.data : null;
    },
    backupUndone: async () => {
      await store.write([[SAVE_KEYS.rosterBackup, undefined]]);
    },
    adopt: (file, changed) => players.adoptList(file.profiles, changed),
    removeUnplayed: (id) => players.remove(id),
    removeLeaver: (id) => players.remove(id),
    progressOf: async (id) => {
      try {
        return (await players.filesOf(id))?.progress.read() ?? null;
      } catch {
        return null;
      }
    },
    makeId,
    now,
  };
}
