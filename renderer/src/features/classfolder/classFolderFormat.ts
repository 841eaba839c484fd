import type { ClassFolderStatus } from '../../../../core/contract';

/** The last part of a folder path (`\\server\share\5-1` → `5-1`, `/Volumes/kq/5-1/` → `5-1`). */
export function folderLastPart(folder: string): string {
  const parts = folder.split(/[\\/]+/).filter((part) => part !== '');
  return parts.at(-1) ?? folder;
}

/** The class as the "who is playing?" screen names it: its name, or else the last part of its folder. */
export function classLabelOf(status: Extract<ClassFolderStatus, { mode: 'class' }>): string {
  return status.className ?? folderLastPart(status.folder);
}

/**
 * A time as this PC's clock shows it, `HH:MM` (24-hour), for "since 10:05". A text that is not a
 * time (another PC's odd clock text) is shown as it came.
 */
export function localClockTime(iso: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(at.getHours())}:${two(at.getMinutes())}`;
}

/**
 * What the small status chip shows during play: nothing outside class mode or when all is written
 * back; `offline` with the records waiting while the class folder does not answer; `sending` while
 * records wait and the folder answers.
 */
export type ChipState =
  | { kind: 'quiet' }
  | { kind: 'offline'; pending: number }
  | { kind: 'sending'; pending: number };

/** The chip's state for a class-folder status (null before main answered: nothing to show). */
export function chipStateOf(status: ClassFolderStatus | null): ChipState {
  if (status?.mode !== 'class') return { kind: 'quiet' };
  if (!status.online) return { kind: 'offline', pending: status.pending };
  return status.pending > 0 ? { kind: 'sending', pending: status.pending } : { kind: 'quiet' };
}
