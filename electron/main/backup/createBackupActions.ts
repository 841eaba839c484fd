import {
  type BackupOutcome,
  type ImportedProgress,
  MAX_BACKUP_BYTES,
  type ProgressBackup,
  suggestedBackupName,
} from '../../../core/progress/progressBackup';
import type { SnapshotService } from '../stores/snapshotService';
import type { BackupMessages } from './backupMessages';
import { exportProgress, importProgress, readProgressBackup } from './progressBackup';

/** The few things the export and import actions ask of the desktop: dialogs, a message box, a reload. */
export interface BackupUi {
  /** Asks where to save the export; null when cancelled. */
  chooseExportPath(suggestedName: string): Promise<string | null>;
  /** Asks which export to import; null when cancelled. */
  chooseImportPath(): Promise<string | null>;
  /** Asks before replacing the current progress; true to go on. */
  confirmImport(): Promise<boolean>;
  /** Shows a message with a detail line. */
  tell(kind: 'info' | 'error', message: string, detail: string): Promise<void>;
  /** Reloads the game page, which then reads its progress again from main. */
  reloadGame(): void;
}

/** What the menu's export and import actions need. */
export interface BackupActionOptions {
  ui: BackupUi;
  snapshot: Pick<SnapshotService, 'load' | 'overwrite'>;
  messages: BackupMessages;
  appVersion?: string;
  now?: () => Date;
  maxBytes?: number;
}

/** The outcome of one menu action; `cancelled` when the player closed a dialog. */
export type BackupActionResult<T> = BackupOutcome<T> | { ok: false; refusal: 'cancelled'; detail: string };

/** File → Export progress… and File → Import progress…, each a dialog flow ending in a message. */
export interface BackupActions {
  exportProgress(): Promise<BackupActionResult<ProgressBackup>>;
  importProgress(): Promise<BackupActionResult<ImportedProgress>>;
}

const cancelled = { ok: false, refusal: 'cancelled', detail: 'The dialog was closed.' } as const;

/**
 * Builds the export and import flows. After a successful import the game page is reloaded, so the
 * renderer reads the new progress through the usual `app:load` call (no extra IPC channel); the
 * renderer saves progress only when a stage ends, so the reload cannot write the old progress back.
 */
export function createBackupActions(options: BackupActionOptions): BackupActions {
  const { ui, messages } = options;
  const now = options.now ?? (() => new Date());
  const maxBytes = options.maxBytes ?? MAX_BACKUP_BYTES;
  return {
    exportProgress: async () => {
      const filePath = await ui.chooseExportPath(suggestedBackupName(now()));
      if (!filePath) return cancelled;
      const result = exportProgress({
        snapshot: options.snapshot,
        filePath,
        now,
        ...(options.appVersion ? { appVersion: options.appVersion } : {}),
      });
      if (result.ok) await ui.tell('info', messages.exported, filePath);
      else await ui.tell('error', messages.refusals[result.refusal], result.detail);
      return result;
    },
    importProgress: async () => {
      const filePath = await ui.chooseImportPath();
      if (!filePath) return cancelled;
      // Check the file before asking, so a file that would be refused is refused straight away.
      const checked = readProgressBackup(filePath, maxBytes);
      if (!checked.ok) {
        await ui.tell(
          'error',
          messages.refusals[checked.refusal],
          `${messages.unchanged}\n\n${checked.detail}`,
        );
        return checked;
      }
      if (!(await ui.confirmImport())) return cancelled;
      const result = importProgress({
        snapshot: options.snapshot,
        filePath,
        maxBytes,
      });
      if (result.ok) {
        await ui.tell('info', messages.imported, messages.importedDetail);
        ui.reloadGame();
      } else if (result.refusal === 'save-failed') {
        // The progress service keeps the imported progress in memory; show it in the game too.
        await ui.tell('error', messages.refusals[result.refusal], result.detail);
        ui.reloadGame();
      } else {
        await ui.tell(
          'error',
          messages.refusals[result.refusal],
          `${messages.unchanged}\n\n${result.detail}`,
        );
      }
      return result;
    },
  };
}
