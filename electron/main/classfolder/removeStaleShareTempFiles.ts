import path from 'node:path';
import { profileIdSchema } from '../../../core/contract/profiles';
import { type ShareFs, shareTempTarget } from './shareFs';

/**
 * A temp file on the share older than this (by the file server's clock) was left by a PC that was
 * switched off or killed mid-write. A write in progress takes seconds (its time-out is far shorter),
 * so an hour never removes another PC's write under way, whatever that PC's own clock says.
 */
export const SHARE_TEMP_STALE_MS = 60 * 60_000;

/** How {@link removeStaleShareTempFiles} looks through one class folder. */
export interface ShareTempCleanupOptions {
  share: ShareFs;
  /** The class folder: its own files and those of each `players/<id>/` folder are looked at. */
  folder: string;
  /** Age after which a temp file is a leftover; {@link SHARE_TEMP_STALE_MS} unless set. */
  staleMs?: number;
  log?: (message: string) => void;
}

/**
 * Removes from the class folder the temp files that interrupted writes left behind (a PC switched off
 * while replacing a file), as the game does in its own folder at start. Only names of the share
 * writer's pattern are touched, and only when older than `staleMs` by the file server's clock, so a
 * write another PC is making now is never disturbed. Each step goes through the share's queue; a share
 * that fails just ends the round (the next start tries again). Answers the paths removed.
 */
export async function removeStaleShareTempFiles(options: ShareTempCleanupOptions): Promise<string[]> {
  const { share, folder } = options;
  const staleMs = options.staleMs ?? SHARE_TEMP_STALE_MS;
  const clock = await share.serverNow(folder);
  if (!clock.ok) return [];
  const playersDir = path.join(folder, 'players');
  const players = await share.listFolders(playersDir);
  const folders = [
    folder,
    ...(players.ok ? players.value : [])
      .filter((id) => profileIdSchema.safeParse(id).success)
      .map((id) => path.join(playersDir, id)),
  ];
  const removed: string[] = [];
  for (const dir of folders) {
    const files = await share.listFiles(dir);
    if (!files.ok) {
      if (files.error.unavailable) break;
      continue;
    }
    for (const file of files.value) {
      if (shareTempTarget(file.name) === null || clock.value - file.mtimeMs <= staleMs) continue;
      const target = path.join(dir, file.name);
      const gone = await share.remove(target);
      if (gone.ok) removed.push(target);
      else if (gone.error.unavailable) return removed;
    }
  }
  if (removed.length > 0) {
    options.log?.(`Removed ${removed.length} temp file(s) that interrupted writes left in the class folder.`);
  }
  return removed;
}
