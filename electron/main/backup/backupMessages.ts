import type { BackupRefusal } from '../../../core/progress/progressBackup';
import type { MenuLanguage } from '../menu/menuLabels';

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

/** The export and import texts in Japanese and English. */
export const BACKUP_MESSAGES: Record<MenuLanguage, BackupMessages> = {
  ja: {
    exportTitle: '進み具合を書き出す',
    importTitle: '進み具合を読み込む',
    fileFilter: 'ことばクエストの進み具合 (JSON)',
    exported: '進み具合を書き出しました。',
    confirmImport: 'いまの進み具合を、このファイルの進み具合に置きかえますか？',
    confirmImportDetail:
      'いまの進み具合は消えます。残しておきたいときは、先に「進み具合を書き出す…」で保存してください。',
    confirmImportYes: '置きかえる',
    confirmImportNo: 'やめる',
    imported: '進み具合を読み込みました。',
    importedDetail: 'ゲームの画面を読み込み直します。',
    unchanged: 'いまの進み具合はそのままです。',
    ok: 'OK',
    refusals: {
      unreadable: 'ファイルを開けませんでした。',
      'too-large': 'ファイルが大きすぎます（20 MB まで）。ことばクエストの書き出しファイルではないようです。',
      'not-json': 'このファイルは読み込めません。こわれているか、書き出しファイルではありません。',
      foreign: 'このファイルは、ことばクエストの進み具合のファイルではありません。',
      'newer-format':
        'このファイルは新しいバージョンのことばクエストで書き出されました。ゲームを新しくしてから読み込んでください。',
      'invalid-progress': 'ファイルの中の進み具合が正しくないため、読み込めません。',
      'write-failed': '書き出せませんでした。ほかの場所（フォルダ）をえらんでください。',
      'save-failed':
        '読み込んだ進み具合をパソコンに保存できませんでした。ゲームをとじるまでは、読み込んだ進み具合で遊べます。',
    },
  },
  en: {
    exportTitle: 'Export progress',
    importTitle: 'Import progress',
    fileFilter: 'Kotoba Quest progress (JSON)',
    exported: 'The progress was exported.',
    confirmImport: 'Replace the current progress with the progress in this file?',
    confirmImportDetail:
      'The current progress will be gone. To keep it, export it first with “Export progress…”.',
    confirmImportYes: 'Replace',
    confirmImportNo: 'Cancel',
    imported: 'The progress was imported.',
    importedDetail: 'The game screen reloads now.',
    unchanged: 'Your current progress has not changed.',
    ok: 'OK',
    refusals: {
      unreadable: 'The file could not be opened.',
      'too-large': 'The file is too large (at most 20 MB); it does not look like a Kotoba Quest export.',
      'not-json': 'This file cannot be read: it is damaged or not an export file.',
      foreign: 'This file is not a Kotoba Quest progress file.',
      'newer-format':
        'This file was exported by a newer version of Kotoba Quest. Update the game, then import it again.',
      'invalid-progress': 'The progress in this file is not valid, so it cannot be imported.',
      'write-failed': 'The progress could not be exported. Choose another folder.',
      'save-failed':
        'The imported progress could not be saved on this computer. Until the game closes, you can play with it.',
    },
  },
};
