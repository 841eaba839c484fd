import path from 'node:path';
import type { WordListPreview } from '../../../core/contract';
import { suggestedResultsName } from '../../../core/reports/resultsCsv';
import { MAX_WORDLIST_BYTES } from '../../../core/wordlists/parseWordList';
import { readChosenFile } from '../files/readChosenFile';
import type { ProfileService } from '../profiles/profileService';
import { exportResults } from '../reports/exportResults';
import type { WordListService } from '../wordlists/wordListService';
import type { ClassroomMessages } from './classroomMessages';

/** The few things the classroom menu items ask of the desktop: dialogs, a message box, and the game window. */
export interface ClassroomUi {
  /** Asks which word-list file to import; null when cancelled. */
  chooseWordListPath(): Promise<string | null>;
  /** Asks where to save the results; null when cancelled. */
  chooseResultsPath(suggestedName: string): Promise<string | null>;
  /** Shows a message with a detail line. */
  tell(kind: 'info' | 'error', message: string, detail: string): Promise<void>;
  /** Sends a preview to the game window for the teacher to confirm; false when no game window is open. */
  sendPreview(preview: WordListPreview): boolean;
}

/** What the classroom menu items need. */
export interface ClassroomActionOptions {
  ui: ClassroomUi;
  wordLists: Pick<WordListService, 'preview' | 'cancel' | 'list'>;
  profiles: Pick<ProfileService, 'all'>;
  messages: ClassroomMessages;
  now?: () => Date;
  /** Writes attempt times; the computer's local time unless a test asks otherwise. */
  formatDate?: (iso: string) => string;
}

/** What a menu item did: a preview shown, a report written, or why not (`cancelled` when a dialog was closed). */
export type ClassroomOutcome<T> = { ok: true; value: T } | { ok: false; reason: string; detail: string };

/** File → Import word list… and File → Export results…. */
export interface ClassroomActions {
  /** Opens a file, parses and checks it in main, and sends the preview to the game; nothing is saved. */
  importWordList(): Promise<ClassroomOutcome<WordListPreview>>;
  /** Writes every player's attempts to a CSV file the teacher chooses. */
  exportResults(): Promise<ClassroomOutcome<{ filePath: string; rows: number }>>;
}

const cancelled = { ok: false, reason: 'cancelled', detail: 'The dialog was closed.' } as const;

/** Reads a chosen word-list file of at most `maxBytes` bytes; FIFOs, devices and larger files are refused unread. */
export function readSmallFile(filePath: string, maxBytes: number): ClassroomOutcome<Uint8Array> {
  const read = readChosenFile(filePath, maxBytes);
  if (read.ok) return read;
  return {
    ok: false,
    reason: read.refusal === 'too-large' ? 'too-large' : 'unreadable',
    detail: read.detail,
  };
}

/** Builds the two classroom menu flows. */
export function createClassroomActions(options: ClassroomActionOptions): ClassroomActions {
  const { ui, messages } = options;
  const now = options.now ?? (() => new Date());
  return {
    importWordList: async () => {
      const filePath = await ui.chooseWordListPath();
      if (!filePath) return cancelled;
      const bytes = readSmallFile(filePath, MAX_WORDLIST_BYTES);
      if (!bytes.ok) {
        const text =
          bytes.reason === 'too-large' ? messages.refusals['too-large'] : messages.refusals.unreadable;
        await ui.tell('error', text, bytes.detail);
        return bytes;
      }
      const preview = options.wordLists.preview(bytes.value, path.basename(filePath));
      if (!preview.ok) {
        await ui.tell('error', messages.refusals[preview.refusal], preview.detail);
        return { ok: false, reason: preview.refusal, detail: preview.detail };
      }
      if (!ui.sendPreview(preview.value)) {
        options.wordLists.cancel(preview.value.id);
        await ui.tell('error', messages.refusals['no-window'], filePath);
        return { ok: false, reason: 'no-window', detail: 'No game window is open.' };
      }
      return preview;
    },
    exportResults: async () => {
      const filePath = await ui.chooseResultsPath(suggestedResultsName(now()));
      if (!filePath) return cancelled;
      const titles = new Map(options.wordLists.list().map((list) => [list.id, list.title]));
      const players = options.profiles.all().map((files) => ({
        profile: files.profile.name,
        snapshot: files.snapshot.load().snapshot,
      }));
      const written = exportResults(filePath, players, {
        stageTitle: (id) => titles.get(id) ?? id,
        ...(options.formatDate ? { formatDate: options.formatDate } : {}),
      });
      if (!written.ok) {
        await ui.tell('error', messages.exportFailed, written.detail);
        return { ok: false, reason: 'write-failed', detail: written.detail };
      }
      await ui.tell('info', messages.exported, filePath);
      return { ok: true, value: { filePath, rows: written.rows } };
    },
  };
}
