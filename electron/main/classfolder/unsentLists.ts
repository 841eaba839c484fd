import fs from 'node:fs';
import path from 'node:path';
import { type Profile, profileSchema } from '../../../core/contract';
import { readJsonFile, removeFile, writeJsonFile } from '../stores/jsonFile';

/** The class's own files at the top of the class folder, mirrored in the local copy. */
export const SHARED_FILES = ['wordlists.json', 'teacher-settings.json'] as const;
/** One of the class's shared files. */
export type SharedFileName = (typeof SHARED_FILES)[number];

/** The file in the local copy that lists the shared files changed here and not yet written back. */
const UNSENT_SHARED_FILE = 'unsent-shared.json';
/** The file in the local copy that lists players made or changed here and not yet in the class folder. */
const UNSENT_PROFILES_FILE = 'unsent-profiles.json';
/** The largest list read (sixty profiles stay far below). */
const MAX_LIST_BYTES = 1024 * 1024;

/** The entries of a small JSON list in the local copy that `keep` accepts; empty when missing or damaged (set aside). */
function readList<T>(file: string, keep: (entry: unknown) => entry is T): T[] {
  const found = readJsonFile(file, {
    maxBytes: MAX_LIST_BYTES,
    decode: (raw) =>
      Array.isArray(raw)
        ? { ok: true, value: raw.filter(keep), migrated: false }
        : { ok: false, reason: 'it is not a list' },
    setAside: { suffix: 'damaged', now: () => new Date() },
  });
  return found.kind === 'found' ? found.value : [];
}

/** Keeps a small list in the local copy; an empty list removes the file. Answers a sentence when it failed. */
function writeList(cacheDir: string, file: string, list: readonly unknown[]): string | null {
  if (list.length === 0) {
    const code = removeFile(file);
    return code ? `could not be removed (${code})` : null;
  }
  try {
    fs.mkdirSync(cacheDir, { recursive: true });
  } catch (error) {
    return `could not be saved (${String(error)})`;
  }
  const written = writeJsonFile(file, list);
  return written.ok ? null : `could not be saved: ${written.error.message}`;
}

const isSharedFileName = (entry: unknown): entry is SharedFileName =>
  (SHARED_FILES as readonly unknown[]).includes(entry);
const isProfile = (entry: unknown): entry is Profile => profileSchema.safeParse(entry).success;

/** The shared files changed in the local copy `cacheDir` and not yet written to the class folder. */
export function unsentSharedFiles(cacheDir: string): SharedFileName[] {
  const listed = readList(path.join(cacheDir, UNSENT_SHARED_FILE), isSharedFileName);
  return SHARED_FILES.filter((name) => listed.includes(name));
}

/** What this PC changed besides progress and has not yet written to the class folder, kept on disk across restarts. */
export interface UnsentLists {
  /** Players made or changed here whose profile the class folder does not have yet. */
  profiles(): Profile[];
  /** A player's profile waits to be written. */
  putProfile(profile: Profile): void;
  /** A player's profile no longer waits (written, or the player was removed). */
  dropProfile(id: string): void;
  /** The shared files changed here and not yet written. */
  sharedFiles(): SharedFileName[];
  /** A shared file changed here; it waits until {@link UnsentLists.sharedFileSent}. */
  sharedFileChanged(name: SharedFileName): void;
  /** A shared file reached the class folder (or there was nothing to send). */
  sharedFileSent(name: SharedFileName): void;
}

/**
 * Opens the lists of `cacheDir`. The shared files are kept on disk so that a teacher's list imported
 * while the share was away reaches it after a restart too (and is not pulled over meanwhile).
 */
export function createUnsentLists(options: {
  cacheDir: string;
  log: (message: string) => void;
}): UnsentLists {
  const { cacheDir, log } = options;
  const profilesPath = path.join(cacheDir, UNSENT_PROFILES_FILE);
  const sharedPath = path.join(cacheDir, UNSENT_SHARED_FILE);
  const shared = new Set<SharedFileName>(unsentSharedFiles(cacheDir));
  const saveShared = () => {
    const problem = writeList(cacheDir, sharedPath, [...shared]);
    if (problem) log(`The list of class files not yet written back ${problem}.`);
  };
  const saveProfiles = (list: Profile[]) => {
    const problem = writeList(cacheDir, profilesPath, list);
    if (problem) log(`The list of players not yet in the class folder ${problem}.`);
  };
  const profiles = () => readList(profilesPath, isProfile);
  return {
    profiles,
    putProfile: (profile) => saveProfiles([...profiles().filter((p) => p.id !== profile.id), profile]),
    dropProfile: (id) => {
      const before = profiles();
      const after = before.filter((p) => p.id !== id);
      if (after.length !== before.length) saveProfiles(after);
    },
    sharedFiles: () => [...shared],
    sharedFileChanged: (name) => {
      shared.add(name);
      saveShared();
    },
    sharedFileSent: (name) => {
      shared.delete(name);
      saveShared();
    },
  };
}
