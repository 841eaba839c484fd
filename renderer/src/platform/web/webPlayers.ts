import {
  type AppSnapshot,
  type AvatarId,
  appSnapshotSchema,
  DEFAULT_SETTINGS,
  emptySnapshot,
  fail,
  MAX_PROFILES,
  migrateSettings,
  migrateSnapshot,
  ok,
  PROFILES_VERSION,
  type Profile,
  type ProfilesFile,
  type ProfilesView,
  profileIdSchema,
  profileNameSchema,
  profileSchema,
  profilesFileSchema,
  type RepairNotice,
  type Result,
  type Settings,
  settingsSchema,
} from '../../../../core/contract';
import {
  activePlayer,
  checkName,
  migrateProfiles,
  nameTaken,
  profilesView,
  restoredNameJa,
  startingPlayer,
  unknownPlayer,
} from '../../../../core/profiles/profilesRules';
import { type ProfileFolder, rebuildProfiles } from '../../../../core/profiles/rebuildProfiles';
import { refusedSave, SAVE_KEYS, type SavesStore } from './savesDatabase';
import { openStoredRecord, type StoredRecord } from './storedRecord';

/** One player's own records: who they are, their settings and their progress. */
export interface WebPlayer {
  profile: Profile;
  settings: StoredRecord<Settings>;
  progress: StoredRecord<AppSnapshot>;
}

/** The players of this browser, as the desktop keeps them in `profiles.json` and their folders. */
export interface WebPlayers {
  /** Every player and who is playing now. */
  view(): ProfilesView;
  /** The player playing now, with their records (opened on first use). */
  active(): Promise<WebPlayer>;
  /** A listed player's records, or null for an id not listed. */
  filesOf(id: string): Promise<WebPlayer | null>;
  add(name: string, avatar: AvatarId): Promise<Result<Profile>>;
  update(id: string, name: string, avatar: AvatarId): Promise<Result<Profile>>;
  /** Deletes a player and exactly their records, in one transaction; the last player cannot be deleted. */
  remove(id: string): Promise<Result<ProfilesView>>;
  /** Makes a player the one playing now; remembered for the next start when the browser allows. */
  select(id: string): Promise<Result<ProfilesView>>;
  /**
   * Makes the list `profiles` (a roster import or its undo) in one transaction with the own records
   * of `changed`; who plays now stays when still listed. An empty list changes nothing.
   */
  adoptList(profiles: readonly Profile[], changed: readonly Profile[]): Promise<Result<ProfilesView>>;
}

/** What the players need besides the database. */
export interface WebPlayersOptions {
  now: () => Date;
  makeId: () => string;
  /** The name of the first player, made when this browser has none yet. */
  firstName: string;
  /** The name of the n-th player found only by their records after the list was damaged. */
  restoredName?: (n: number) => string;
  /** Repairs of other shared records (the word lists) that the "who is playing?" screen also reports. */
  otherNotices?: () => RepairNotice[];
}

const PLAYER_KEY = /^(?:settings|progress|player):(p-[a-z0-9]{6,32})$/;

/** The players whose records are in the database, as the desktop finds their folders after damage. */
async function playerFolders(store: SavesStore): Promise<ProfileFolder[]> {
  const ids = new Set<string>();
  for (const key of await store.keys()) {
    const id = PLAYER_KEY.exec(key)?.[1];
    if (id) ids.add(id);
  }
  return Promise.all(
    [...ids].map(async (id) => {
      const own = profileSchema.safeParse(await store.get(SAVE_KEYS.playerOf(id)));
      return { id, createdAt: '', profile: own.success ? own.data : null };
    }),
  );
}

/** The records a new or renamed player's list write carries: the list and the player's own copy. */
const ownEntry = (profile: Profile) => [SAVE_KEYS.playerOf(profile.id), profile] as const;

/**
 * Opens the players of this browser: the first time one player is made; a damaged list is rebuilt
 * from the players' own records (core's `rebuildProfiles`), so no player's progress is hidden.
 */
export async function openWebPlayers(store: SavesStore, options: WebPlayersOptions): Promise<WebPlayers> {
  const { now, makeId } = options;
  const firstProfile: Profile = {
    id: makeId(),
    name: profileNameSchema.catch('Player 1').parse(options.firstName),
    avatar: 'hero',
    createdAt: now().toISOString(),
  };
  const folders = await playerFolders(store);
  let repaired: Omit<RepairNotice, 'movedTo'> | null = null;
  const list = await openStoredRecord<ProfilesFile>(store, {
    key: SAVE_KEYS.profiles,
    label: 'profiles',
    schema: profilesFileSchema,
    defaults: () => ({ version: PROFILES_VERSION, profiles: [firstProfile], lastSelected: firstProfile.id }),
    migrate: migrateProfiles,
    now,
    saveDefaults: true,
    recover: (damaged) => {
      let text: string | null = null;
      try {
        text = typeof damaged === 'string' ? damaged : JSON.stringify(damaged);
      } catch {
        text = null;
      }
      const rebuilt = rebuildProfiles(text, folders, options.restoredName ?? restoredNameJa);
      repaired = {
        file: 'profiles',
        recovered: rebuilt.recovered,
        renamed: rebuilt.renamed,
        lost: rebuilt.lost,
      };
      return rebuilt.file;
    },
  });
  const notices: RepairNotice[] = repaired
    ? [{ ...(repaired as Omit<RepairNotice, 'movedTo'>), movedTo: list.loadInfo().movedTo }]
    : [];
  // Players listed before their own record existed get it now.
  const missingOwn = list.read().profiles.filter((p) => !folders.some((f) => f.id === p.id && f.profile));
  if (missingOwn.length > 0) await store.write(missingOwn.map(ownEntry));

  const opened = new Map<string, Promise<WebPlayer>>();
  const recordsOf = (profile: Profile): Promise<WebPlayer> => {
    let known = opened.get(profile.id);
    if (!known) {
      known = (async () => ({
        profile,
        settings: await openStoredRecord<Settings>(store, {
          key: SAVE_KEYS.settingsOf(profile.id),
          label: 'settings',
          schema: settingsSchema,
          defaults: () => ({ ...DEFAULT_SETTINGS }),
          migrate: migrateSettings,
          now,
          saveDefaults: true,
        }),
        progress: await openStoredRecord<AppSnapshot>(store, {
          key: SAVE_KEYS.progressOf(profile.id),
          label: 'progress',
          schema: appSnapshotSchema,
          defaults: emptySnapshot,
          migrate: migrateSnapshot,
          now,
          saveDefaults: true,
        }),
      }))();
      opened.set(profile.id, known);
    }
    return known.then((files) => ({ ...files, profile }));
  };

  const read = () => list.read();
  let activeId = startingPlayer(read(), firstProfile).id;

  const view = (): ProfilesView => {
    return profilesView(read(), activeId, [...notices, ...(options.otherNotices?.() ?? [])]);
  };
  /** Writes the list with more records in one transaction; the list changes in memory either way. */
  const writeList = async (next: ProfilesFile, more: ReadonlyArray<readonly [string, unknown]>) => {
    if (list.lockedRefusal()) {
      list.adopt(next, false);
      return null;
    }
    const refusal = await store.write([list.entry(next), ...more]);
    list.adopt(next, refusal === null);
    return refusal;
  };

  return {
    view,
    active: () => {
      return recordsOf(activePlayer(read(), activeId, firstProfile));
    },
    filesOf: async (id) => {
      const profile = read().profiles.find((p) => p.id === id);
      return profile ? recordsOf(profile) : null;
    },
    add: async (name, avatar) => {
      const checked = checkName(name);
      if (!checked.ok) return checked;
      const current = read();
      if (current.profiles.length >= MAX_PROFILES)
        return fail('invalid-payload', 'player.limit', { limit: MAX_PROFILES });
      if (nameTaken(current, checked.value))
        return fail('invalid-payload', 'player.nameTaken', { name: checked.value });
      const taken = new Set((await playerFolders(store)).map((f) => f.id));
      let id = makeId();
      while (
        current.profiles.some((p) => p.id === id) ||
        taken.has(id) ||
        !profileIdSchema.safeParse(id).success
      )
        id = makeId();
      const profile: Profile = { id, name: checked.value, avatar, createdAt: now().toISOString() };
      // Unlike a settings change, a player the browser refused to keep is not added at all.
      const locked = list.lockedRefusal();
      if (locked) return locked;
      const refusal = await store.write([
        list.entry({ ...current, profiles: [...current.profiles, profile] }),
        ownEntry(profile),
      ]);
      if (refusal) return refusedSave(refusal, 'profiles');
      list.adopt({ ...current, profiles: [...current.profiles, profile] }, true);
      return ok(profile);
    },
    update: async (id, name, avatar) => {
      const checked = checkName(name);
      if (!checked.ok) return checked;
      const current = read();
      const target = current.profiles.find((p) => p.id === id);
      if (!target) return unknownPlayer(id);
      if (nameTaken(current, checked.value, id))
        return fail('invalid-payload', 'player.nameTaken', { name: checked.value });
      const changed = { ...target, name: checked.value, avatar };
      const next = { ...current, profiles: current.profiles.map((p) => (p.id === id ? changed : p)) };
      const locked = list.lockedRefusal();
      if (locked) return locked;
      const refusal = await store.write([list.entry(next), ownEntry(changed)]);
      if (refusal) return refusedSave(refusal, 'profiles');
      list.adopt(next, true);
      return ok(changed);
    },
    remove: async (id) => {
      const current = read();
      if (!current.profiles.some((p) => p.id === id)) return unknownPlayer(id);
      if (current.profiles.length === 1) return fail('invalid-payload', 'player.last');
      const remaining = current.profiles.filter((p) => p.id !== id);
      const nextActive = activeId === id ? (remaining[0]?.id ?? activeId) : activeId;
      const next = {
        ...current,
        profiles: remaining,
        lastSelected: current.lastSelected === id ? nextActive : current.lastSelected,
      };
      const locked = list.lockedRefusal();
      if (locked) return locked;
      // The list and every record of the player go together, or not at all.
      const refusal = await store.write([
        list.entry(next),
        [SAVE_KEYS.settingsOf(id), undefined],
        [SAVE_KEYS.progressOf(id), undefined],
        [SAVE_KEYS.playerOf(id), undefined],
        [SAVE_KEYS.lastBackupOf(id), undefined],
      ]);
      if (refusal) return refusedSave(refusal, 'profiles');
      list.adopt(next, true);
      activeId = nextActive;
      opened.delete(id);
      return ok(view());
    },
    adoptList: async (profiles, changed) => {
      const current = read();
      const listed = profiles.slice(0, MAX_PROFILES);
      if (listed.length === 0) return ok(view());
      const next = {
        ...current,
        profiles: listed,
        lastSelected: listed.some((p) => p.id === current.lastSelected) ? current.lastSelected : null,
      };
      const locked = list.lockedRefusal();
      if (locked) return locked;
      const refusal = await store.write([list.entry(next), ...changed.map(ownEntry)]);
      if (refusal) return refusedSave(refusal, 'profiles');
      list.adopt(next, true);
      if (!listed.some((p) => p.id === activeId)) activeId = (listed[0] ?? firstProfile).id;
      for (const id of [...opened.keys()]) if (!listed.some((p) => p.id === id)) opened.delete(id);
      return ok(view());
    },
    select: async (id) => {
      const current = read();
      if (!current.profiles.some((p) => p.id === id)) return unknownPlayer(id);
      activeId = id;
      // The choice holds for this visit even when the browser refuses to remember it.
      if (current.lastSelected !== id) await writeList({ ...current, lastSelected: id }, []);
      return ok(view());
    },
  };
}
