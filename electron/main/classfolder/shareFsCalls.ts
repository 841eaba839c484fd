import { randomBytes } from 'node:crypto';
import fsp from 'node:fs/promises';

// The file-system calls the share operations make, and the names of the temp files their writes use:
// apart from the operations themselves so tests and the clean-up of leftovers can use them alone.

/** The part of an open file the share operations use (Node's `FileHandle` fits). */
export interface ShareFileHandle {
  write(
    buffer: Uint8Array,
    offset: number,
    length: number,
    position: number | null,
  ): Promise<{ bytesWritten: number }>;
  sync(): Promise<void>;
  stat(): Promise<{ size: number }>;
  readFile(): Promise<Uint8Array>;
  close(): Promise<void>;
}

/** What an entry of a folder listing tells (Node's `Dirent` fits). */
export interface ShareFolderEntry {
  name: string;
  isDirectory(): boolean;
}

/** What `stat` tells (Node's `Stats` fits). */
export interface ShareStats {
  mtimeMs: number;
  size: number;
  isDirectory(): boolean;
}

/** The calls of `node:fs/promises` the share operations make; a test replaces some to make a share misbehave. */
export interface ShareFsCalls {
  open(file: string, flags: string): Promise<ShareFileHandle>;
  readFile(file: string): Promise<Uint8Array>;
  rename(from: string, to: string): Promise<void>;
  unlink(file: string): Promise<void>;
  stat(file: string): Promise<ShareStats>;
  /** Lists a folder with entry types (`readdir(folder, { withFileTypes: true })`). */
  readdir(folder: string): Promise<ShareFolderEntry[]>;
  /** Creates one folder level (`mkdir(folder)`, never recursive). */
  mkdir(folder: string): Promise<void>;
}

/** Node's own asynchronous file system, as the share operations use it. */
export const nodeShareFsCalls: ShareFsCalls = {
  open: (file, flags) => fsp.open(file, flags),
  readFile: (file) => fsp.readFile(file),
  rename: (from, to) => fsp.rename(from, to),
  unlink: (file) => fsp.unlink(file),
  stat: (file) => fsp.stat(file),
  readdir: (folder) => fsp.readdir(folder, { withFileTypes: true }),
  mkdir: async (folder) => {
    await fsp.mkdir(folder);
  },
};

/** A temp file name for replacing `file` from PC `pcId`: `<file>.tmp-<pcId>-<8 hex>`. */
export function shareTempFileFor(file: string, pcId: string): string {
  return `${file}.tmp-${pcId}-${randomBytes(4).toString('hex')}`;
}

/** True when `name` is a temp file some PC made while replacing the file called `target` (a leftover of an interrupted write). */
export function isShareTempFileOf(name: string, target: string): boolean {
  return name.startsWith(`${target}.tmp-`) && /\.tmp-[a-z0-9-]{6,64}-[0-9a-f]{8}$/.test(name);
}

/** The JSON file whose replacement left the temp file `name` behind, or null when `name` is no such temp file. */
export function shareTempTarget(name: string): string | null {
  const target = /^(.+\.json)\.tmp-[a-z0-9-]{6,64}-[0-9a-f]{8}$/.exec(name)?.[1];
  return target !== undefined && isShareTempFileOf(name, target) ? target : null;
}
