import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fail, ok, type Result } from '../../../core/contract';
import {
  type AvatarId,
  MAX_PROFILES,
  PROFILES_VERSION,
  type Profile,
  type ProfilesFile,
  type ProfilesView,
  profileIdSchema,
  profileNameSchema,
  profilesFileSchema,
  type RepairNotice,
} from '../../../core/contract/profiles';
import {
  activePlayer,
  checkName,
  migrateProfiles,
  nameTaken,
  profilesView,
  restoredNameJa,
  startingPlayer,
  unknownPlayer,
} from '../../../core/profiles/profilesRules';
import { type ProfileFolder, rebuildProfiles } from '../../../core/profiles/rebuildProfiles';
import { createStoredFile } from '../stores/createStoredFile';
import { copyFileVerified } from '../stores/jsonFile';
import type { OpenStore } from '../stores/openElectronStore';
import { removeStaleTempFiles } from '../stores/removeStaleTempFiles';
import { createSettingsService, type SettingsService } from '../stores/settingsService';
import { createSnapshotService, type SnapshotService } from '../stores/snapshotService';
import { createPlayerOwnFiles, PLAYER_OWN_FILE, readPlayerOwnFile } from './playerOwnFiles';

/** Options of the profile service; only `cwd` is needed in the app. */
export interface ProfileServiceOptions {
  /** The app's userData folder: `profiles.json` and the `profiles/<id>/` folders live here. */
  cwd: string;
  /** The name of the first player, made when the computer has none yet. */
  firstName?: string;
  openStore?: OpenStore;
  now?: () => Date;
  log?: (message: string) => void;
  /** Random ids; crypto unless a test fixes them. */
  makeId?: () => string;
  /** The name of the n-th player found only by their folder after `profiles.json` was damaged. */
  restoredName?: (n: number) => string;
  /** Repairs of other shared files (the word lists) that the "who is playing?" screen also reports. */
  otherNotices?: () => RepairNotice[];
}

/** One player's own files, opened once and shared by IPC and the File menu. */
export interface ProfileFiles {
  profile: Profile;
  settings: SettingsService;
  snapshot: SnapshotService;
}

/** The players of this computer in `profiles.json`, each with a folder for their settings and progress. */
export interface ProfileService {
  /** Full path of `profiles.json`. */
  readonly path: string;
  /** Every player and who is playing now. */
  view(): ProfilesView;
  /** The folder of a player's files: `<cwd>/profiles/<id>`. */
  folderOf(id: string): string;
  /** The player who is playing now, with their settings and progress. */
  active(): ProfileFiles;
  /** Every player with their files, for the teachers' results. */
  all(): ProfileFiles[];
  /** Adds a player (who does not start playing until selected). */
  add(name: string, avatar: AvatarId): Result<Profile>;
  /** Changes a player's name and picture. */
  update(id: string, name: string, avatar: AvatarId): Result<Profile>;
  /** Deletes a player and exactly their folder; the last player cannot be deleted. */
  remove(id: string): Result<ProfilesView>;
  /** Makes a player the one playing now; remembered for the next start. */
  select(id: string): Result<ProfilesView>;
  /** The files of one player (opened on first use), or null for an id that is not listed. */
  filesOf(id: string): ProfileFiles | null;
  /**
   * Makes the list exactly `profiles` (the class folder's players, as read from the share), keeping
   * who played last when they are still listed. Players' folders here are kept: they are only a copy.
   * An empty list leaves the list as it was (a class always has its one first player here).
   */
  adoptList(profiles: readonly Profile[]): Result<ProfilesView>;
}

const randomId = () => `p-${randomBytes(6).toString('hex')}`;

export { restoredNameJa } from '../../../core/profiles/profilesRules';

/** The files a player's folder holds. */
const PLAYER_FILES = ['settings.json', 'progress.json', PLAYER_OWN_FILE] as const;

/** The players' folders under `root` (`profiles/<id>/`), with the time each was made and their own file. */
function profileFolders(root: string): ProfileFolder[] {
  let entries: fs.Dirent[];
  try {
    entries = fs.readdirSync(root, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries
    .filter((entry) => entry.isDirectory() && profileIdSchema.safeParse(entry.name).success)
    .map((entry) => {
      let createdAt = '';
      try {
        const stats = fs.statSync(path.join(root, entry.name));
        createdAt = (stats.birthtimeMs > 0 ? stats.birthtime : stats.mtime).toISOString();
      } catch {
        // A folder that vanished meanwhile still gets listed; its files decide the rest.
      }
      return { id: entry.name, createdAt, profile: readPlayerOwnFile(path.join(root, entry.name)) };
    });
}

/** The files of a single player from before profiles existed, moved into the first profile. */
const LEGACY_FILES = ['settings.json', 'progress.json'] as const;

/**
 * Opens the players of this computer. The first time (no `profiles.json` yet) one player is made;
 * settings and progress saved before profiles existed are copied into that player's folder (the
 * originals are left where they were).
 */
export function createProfileService(options: ProfileServiceOptions): ProfileService {
  const now = options.now ?? (() => new Date());
  const log = options.log ?? ((message: string) => console.warn(message));
  const makeId = options.makeId ?? randomId;
  const root = path.join(options.cwd, 'profiles');
  const profilesPath = path.join(options.cwd, 'profiles.json');
  const firstTime = !fs.existsSync(profilesPath);
  const firstProfile: Profile = {
    id: makeId(),
    name: profileNameSchema.catch('Player 1').parse(options.firstName ?? 'Player 1'),
    avatar: 'hero',
    createdAt: now().toISOString(),
  };
  const folders = profileFolders(root);
  // Interrupted saves of players who are not opened in this run are cleaned up now as well.
  for (const folder of folders) removeStaleTempFiles(path.join(root, folder.id), PLAYER_FILES);
  const repaired: { notice: Omit<RepairNotice, 'movedTo'> | null } = { notice: null };
  const file = createStoredFile<ProfilesFile>({
    cwd: options.cwd,
    name: 'profiles',
    label: 'profiles',
    schema: profilesFileSchema,
    defaults: () => ({ version: PROFILES_VERSION, profiles: [firstProfile], lastSelected: firstProfile.id }),
    migrate: migrateProfiles,
    ...(options.openStore ? { openStore: options.openStore } : {}),
    log,
    now,
    // Sixty players with long names stay far below this; a larger file is damage.
    maxBytes: 1024 * 1024,
    // A damaged list must not hide the players whose folders are still on disk.
    recover: (damaged) => {
      const rebuilt = rebuildProfiles(damaged.text, folders, options.restoredName ?? restoredNameJa);
      repaired.notice = {
        file: 'profiles',
        recovered: rebuilt.recovered,
        renamed: rebuilt.renamed,
        lost: rebuilt.lost,
      };
      log(
        `Rebuilt the list of players: ${rebuilt.recovered} listed (${rebuilt.renamed} under a placeholder name), ${rebuilt.lost} not recovered.`,
      );
      return rebuilt.file;
    },
  });
  const loadInfo = file.loadInfo();
  const notices: RepairNotice[] = repaired.notice ? [{ ...repaired.notice, movedTo: loadInfo.movedTo }] : [];

  const folderOf = (id: string): string => {
    if (!profileIdSchema.safeParse(id).success) throw new Error(`Not a profile id: ${id}`);
    return path.join(root, id);
  };

  if (firstTime && file.read().profiles[0]?.id === firstProfile.id) {
    const target = folderOf(firstProfile.id);
    for (const name of LEGACY_FILES) {
      const legacy = path.join(options.cwd, name);
      const copy = path.join(target, name);
      if (!fs.existsSync(legacy) || fs.existsSync(copy)) continue;
      try {
        fs.mkdirSync(target, { recursive: true });
        // Through the verified writer: a plain copy can end cut short on a full disk, and the
        // first player would then start from a damaged file.
        const failed = copyFileVerified(legacy, copy);
        if (failed !== null) throw new Error(failed);
      } catch (error) {
        log(
          `Could not copy ${legacy} into the first profile (${error instanceof Error ? error.message : error}).`,
        );
      }
    }
  }

  const ownFiles = createPlayerOwnFiles({
    folderOf,
    found: new Map(
      folders.flatMap((folder) => (folder.profile ? [[folder.id, folder.profile] as const] : [])),
    ),
    log,
  });
  // Players listed before their folders had their own file get it now, so they are protected too.
  for (const profile of file.read().profiles) ownFiles.keep(profile);

  const opened = new Map<string, ProfileFiles>();
  const filesOf = (profile: Profile): ProfileFiles => {
    const known = opened.get(profile.id);
    if (known) return { ...known, profile };
    const cwd = folderOf(profile.id);
    const files = {
      profile,
      settings: createSettingsService({
        cwd,
        ...(options.openStore ? { openStore: options.openStore } : {}),
        log,
        now,
      }),
      snapshot: createSnapshotService({
        cwd,
        ...(options.openStore ? { openStore: options.openStore } : {}),
        log,
        now,
      }),
    };
    opened.set(profile.id, files);
    return files;
  };

  const read = () => file.read();
  let activeId = startingPlayer(read(), firstProfile).id;

  const view = (): ProfilesView => {
    return profilesView(read(), activeId, [...notices, ...(options.otherNotices?.() ?? [])]);
  };

  return {
    path: profilesPath,
    view,
    folderOf,
    active: () => {
      return filesOf(activePlayer(read(), activeId, firstProfile));
    },
    all: () => read().profiles.map(filesOf),
    add: (name, avatar) => {
      const checked = checkName(name);
      if (!checked.ok) return checked;
      const current = read();
      if (current.profiles.length >= MAX_PROFILES) {
        return fail('invalid-payload', 'player.limit', { limit: MAX_PROFILES });
      }
      if (nameTaken(current, checked.value)) {
        return fail('invalid-payload', 'player.nameTaken', { name: checked.value });
      }
      let id = makeId();
      while (current.profiles.some((p) => p.id === id) || fs.existsSync(folderOf(id))) id = makeId();
      const profile: Profile = { id, name: checked.value, avatar, createdAt: now().toISOString() };
      const written = file.write({ ...current, profiles: [...current.profiles, profile] });
      if (!written.ok) return written;
      ownFiles.keep(profile);
      return ok(profile);
    },
    update: (id, name, avatar) => {
      const checked = checkName(name);
      if (!checked.ok) return checked;
      const current = read();
      const target = current.profiles.find((p) => p.id === id);
      if (!target) return unknownPlayer(id);
      if (nameTaken(current, checked.value, id)) {
        return fail('invalid-payload', 'player.nameTaken', { name: checked.value });
      }
      const changed = { ...target, name: checked.value, avatar };
      const written = file.write({
        ...current,
        profiles: current.profiles.map((p) => (p.id === id ? changed : p)),
      });
      if (!written.ok) return written;
      ownFiles.keep(changed);
      return ok(changed);
    },
    remove: (id) => {
      const current = read();
      if (!current.profiles.some((p) => p.id === id)) return unknownPlayer(id);
      if (current.profiles.length === 1) {
        return fail('invalid-payload', 'player.last');
      }
      const remaining = current.profiles.filter((p) => p.id !== id);
      const nextActive = activeId === id ? (remaining[0]?.id ?? activeId) : activeId;
      const written = file.write({
        ...current,
        profiles: remaining,
        lastSelected: current.lastSelected === id ? nextActive : current.lastSelected,
      });
      if (!written.ok) return written;
      activeId = nextActive;
      opened.delete(id);
      ownFiles.forget(id);
      try {
        fs.rmSync(folderOf(id), { recursive: true, force: true });
      } catch (error) {
        const why = error instanceof Error && 'code' in error ? String(error.code) : String(error);
        log(`The folder of player ${id} could not be deleted (${why}).`);
        return fail('write-failed', 'player.folderKept', { folder: folderOf(id) }, why);
      }
      return ok(view());
    },
    filesOf: (id) => {
      const profile = read().profiles.find((p) => p.id === id);
      return profile ? filesOf(profile) : null;
    },
    adoptList: (profiles) => {
      const current = read();
      const next = profiles.slice(0, MAX_PROFILES);
      if (next.length === 0) return ok(view());
      const same =
        next.length === current.profiles.length &&
        next.every((p, i) => JSON.stringify(p) === JSON.stringify(current.profiles[i]));
      if (same) return ok(view());
      const lastSelected = next.some((p) => p.id === current.lastSelected) ? current.lastSelected : null;
      const written = file.write({ ...current, profiles: next, lastSelected });
      if (!written.ok) return written;
      for (const profile of next) ownFiles.keep(profile);
      if (!next.some((p) => p.id === activeId)) activeId = (next[0] ?? firstProfile).id;
      for (const id of [...opened.keys()]) if (!next.some((p) => p.id === id)) opened.delete(id);
      return ok(view());
    },
    select: (id) => {
      const current = read();
      if (!current.profiles.some((p) => p.id === id)) return unknownPlayer(id);
      activeId = id;
      if (current.lastSelected !== id) {
        // The choice holds for this run even when the disk refuses to remember it.
        file.write({ ...current, lastSelected: id });
      }
      return ok(view());
    },
  };
}

/** Settings that always belong to the player playing now, in the shape IPC and the menu expect. */
export function activeSettings(profiles: ProfileService): SettingsService {
  return {
    get path() {
      return profiles.active().settings.path;
    },
    read: () => profiles.active().settings.read(),
    load: () => profiles.active().settings.load(),
    clearRecovered: () => profiles.active().settings.clearRecovered(),
    update: (patch) => profiles.active().settings.update(patch),
  };
}

/** Progress that always belongs to the player playing now, in the shape IPC and the menu expect. */
export function activeSnapshot(profiles: ProfileService): SnapshotService {
  return {
    get path() {
      return profiles.active().snapshot.path;
    },
    read: () => profiles.active().snapshot.read(),
    load: () => profiles.active().snapshot.load(),
    clearRecovered: () => profiles.active().snapshot.clearRecovered(),
    save: (snapshot) => profiles.active().snapshot.save(snapshot),
    overwrite: (snapshot) => profiles.active().snapshot.overwrite(snapshot),
  };
}
