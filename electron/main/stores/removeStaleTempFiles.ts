import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

// The shape `<file>.tmp-<10 digits><6 hex>` is the one electron-store's former writer (atomically)
// used, and ours keeps it: one pattern then finds the leftovers of both.
const TEMP_SUFFIX = /\.tmp-\d{10}[0-9a-f]{6}$/;

/** A fresh temporary name beside `filePath`, e.g. `progress.json.tmp-1769854830a1b2c3`. */
export function tempFileFor(filePath: string): string {
  const stamp = Date.now().toString().slice(-10).padStart(10, '0');
  return `${filePath}.tmp-${stamp}${randomBytes(3).toString('hex')}`;
}

/** True when `name` is a temporary file our writer made for the file called `target`. */
export function isTempFileOf(name: string, target: string): boolean {
  return name.startsWith(`${target}.tmp-`) && TEMP_SUFFIX.test(name) && name.length === target.length + 21;
}

/**
 * Removes, in `folder`, the temporary files that interrupted saves of `targets` left behind (the game
 * was closed or the computer switched off mid-save). Only names of exactly our pattern for those
 * targets are touched, and only plain files; answers the names removed.
 */
export function removeStaleTempFiles(folder: string, targets: readonly string[]): string[] {
  let entries: fs.Dirent[];
  try {
    entries = fs.readdirSync(folder, { withFileTypes: true });
  } catch {
    return [];
  }
  const removed: string[] = [];
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    if (!targets.some((target) => isTempFileOf(entry.name, target))) continue;
    try {
      fs.unlinkSync(path.join(folder, entry.name));
      removed.push(entry.name);
    } catch {
      // A leftover that cannot be removed now (read-only folder) is tried again at the next start.
    }
  }
  return removed;
}
