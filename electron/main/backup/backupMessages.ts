import type { MessageKey } from '../../../core/i18n';
import type { BackupRefusal } from '../../../core/progress/progressBackup';
import { desktopWords, type MenuLanguage } from '../menu/menuLabels';

/** Every text of the export and import dialogs. */
export interface BackupMessages {
  exportTitle: string;
  importTitle: string;
  /** Name of the file-type filter in the save and open dialogs. */
  fileFilter: string;
  exported: string;
  confirmImport: string;
  confirmImportDetail: string;
  confirmImportYes: string;
  confirmImportNo: string;
  imported: string;
  importedDetail: string;
  /** Added to every refused import: nothing was changed. */
  unchanged: string;
  ok: string;
  refusals: Record<BackupRefusal, string>;
}

const NAMES = [
  'exportTitle',
  'importTitle',
  'fileFilter',
  'exported',
  'confirmImport',
  'confirmImportDetail',
  'confirmImportYes',
  'confirmImportNo',
  'imported',
  'importedDetail',
  'unchanged',
  'ok',
] as const;
// Fails to compile while a text has no entry in the tables.
type KeysWorded = `desktop.backup.${(typeof NAMES)[number]}` extends MessageKey ? true : never;
const keysWorded: KeysWorded = true;
void keysWorded;
const REFUSALS = [
  'unreadable',
  'too-large',
  'not-json',
  'foreign',
  'newer-format',
  'invalid-progress',
  'write-failed',
  'save-failed',
] as const;
type RefusalsWorded = `desktop.backup.refusal.${(typeof REFUSALS)[number]}` extends MessageKey ? true : never;
const refusalsWorded: RefusalsWorded = true;
void refusalsWorded;

const wordsIn = (language: MenuLanguage): BackupMessages => ({
  ...desktopWords(language, 'desktop.backup.', NAMES),
  refusals: desktopWords(language, 'desktop.backup.refusal.', REFUSALS),
});

/** The texts in Japanese and English, from the game's message tables. */
export const BACKUP_MESSAGES: Record<MenuLanguage, BackupMessages> = { ja: wordsIn('ja'), en: wordsIn('en') };
