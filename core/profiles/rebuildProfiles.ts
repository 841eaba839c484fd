import { z } from 'zod';
import {
  avatarIdSchema,
  MAX_PROFILES,
  PROFILES_VERSION,
  type Profile,
  type ProfilesFile,
  profileIdSchema,
  profileNameSchema,
} from '../contract/profiles';
import { findJsonObjects } from '../text/findJsonObjects';

/** A player's folder found under `profiles/`: its id, when it was made, and its own `profile.json` when readable. */
export interface ProfileFolder {
  id: string;
  createdAt: string;
  /** The player as the folder's `profile.json` describes them; null when it is missing or unreadable. */
  profile?: Profile | null;
}

/** The rebuilt players (null when none was found at all) and what the teacher is told about it. */
export interface RebuiltProfiles {
  file: ProfilesFile | null;
  recovered: number;
  renamed: number;
  lost: number;
}

/** A player entry as far as it can be trusted in a damaged file: a valid id and name; the rest is replaced when broken. */
export const salvagedEntrySchema = z.object({
  id: profileIdSchema,
  name: profileNameSchema,
  avatar: avatarIdSchema.catch('hero'),
  createdAt: z.string().max(40).catch(''),
});

const idInText = /"(p-[a-z0-9]{6,32})"/g;

/** Parses JSON text as Notepad may have saved it: a leading byte-order mark is allowed. */
const parseJsonText = (text: string): unknown => JSON.parse(text.startsWith('\uFEFF') ? text.slice(1) : text);

/**
 * Rebuilds the list of players from what is left of a damaged `profiles.json` (`text`, or null when
 * it could not be read) and the players' folders on disk. Every entry that still carries a valid id
 * and name keeps its name and picture; every folder without such an entry is listed from its own
 * `profile.json` (name, picture, creation time), and only a folder without a readable one becomes a
 * player named by `restoredName(1)`, `restoredName(2)`, …, so no player's progress is hidden.
 */
export function rebuildProfiles(
  text: string | null,
  folders: readonly ProfileFolder[],
  restoredName: (n: number) => string,
): RebuiltProfiles {
  const candidates: unknown[] = [];
  let lastSelected: unknown = null;
  const mentioned = new Set<string>();
  if (text !== null) {
    try {
      const whole = parseJsonText(text) as { profiles?: unknown; lastSelected?: unknown } | null;
      if (whole && typeof whole === 'object') {
        lastSelected = whole.lastSelected;
        if (Array.isArray(whole.profiles)) candidates.push(...whole.profiles);
      }
    } catch {
      // Not whole JSON; the complete entries inside it are found below.
    }
    candidates.push(...findJsonObjects(text));
    for (const match of text.matchAll(idInText)) if (match[1]) mentioned.add(match[1]);
  }

  const profiles: Profile[] = [];
  const taken = new Set<string>();
  const listed = new Set<string>();
  const folderTime = new Map(folders.map((f) => [f.id, f.createdAt]));
  for (const candidate of candidates) {
    const entry = salvagedEntrySchema.safeParse(candidate);
    if (!entry.success || listed.has(entry.data.id)) continue;
    const key = entry.data.name.toLowerCase();
    if (taken.has(key)) continue;
    listed.add(entry.data.id);
    taken.add(key);
    profiles.push({
      ...entry.data,
      createdAt: entry.data.createdAt || (folderTime.get(entry.data.id) ?? ''),
    });
  }

  const placeholders = new Set<string>();
  let n = 0;
  const nextName = (): string => {
    let name: string;
    do name = restoredName(++n);
    while (taken.has(name.toLowerCase()));
    taken.add(name.toLowerCase());
    return name;
  };
  // A folder's own file was written with every change of name, so its players keep their names.
  const ownOf = (folder: ProfileFolder) => (folder.profile?.id === folder.id ? folder.profile : null);
  const createdAtOf = (folder: ProfileFolder) => ownOf(folder)?.createdAt || folder.createdAt;
  const unlisted = [...folders]
    .filter((folder) => !listed.has(folder.id))
    .sort((a, b) => createdAtOf(a).localeCompare(createdAtOf(b)) || a.id.localeCompare(b.id));
  const unnamed: ProfileFolder[] = [];
  for (const folder of unlisted) {
    const own = ownOf(folder);
    if (!own || taken.has(own.name.toLowerCase())) {
      unnamed.push(folder);
      continue;
    }
    listed.add(folder.id);
    taken.add(own.name.toLowerCase());
    profiles.push({ ...own, createdAt: createdAtOf(folder) });
  }
  for (const folder of unnamed) {
    listed.add(folder.id);
    placeholders.add(folder.id);
    profiles.push({ id: folder.id, name: nextName(), avatar: 'hero', createdAt: createdAtOf(folder) });
  }

  const kept = profiles.slice(0, MAX_PROFILES);
  const keptIds = new Set(kept.map((p) => p.id));
  const lost = new Set([...mentioned, ...listed].filter((id) => !keptIds.has(id))).size;
  if (kept.length === 0) return { file: null, recovered: 0, renamed: 0, lost };
  return {
    file: {
      version: PROFILES_VERSION,
      profiles: kept,
      lastSelected: typeof lastSelected === 'string' && keptIds.has(lastSelected) ? lastSelected : null,
    },
    recovered: kept.length,
    renamed: kept.filter((p) => placeholders.has(p.id)).length,
    lost,
  };
}
