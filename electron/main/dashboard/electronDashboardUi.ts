import type { BrowserWindow, Dialog } from 'electron';
import { fail, ok, type Result } from '../../../core/contract';
import { translate } from '../../../core/i18n';
import { nativeDialogs } from '../dialogs/nativeDialogs';
import type { MenuLanguage } from '../menu/menuLabels';
import { type AtomicWriteOutcome, writeFileAtomic } from '../stores/writeFileAtomic';

/** The save dialog's texts, in the language of the menus. */
export const DASHBOARD_DIALOG_TEXTS: Record<MenuLanguage, { title: string; filter: string }> = {
  ja: {
    title: translate('ja', 'desktop.dashboard.saveTitle'),
    filter: translate('ja', 'desktop.dashboard.csvFilter'),
  },
  en: {
    title: translate('en', 'desktop.dashboard.saveTitle'),
    filter: translate('en', 'desktop.dashboard.csvFilter'),
  },
};

/** What saving the dashboard's CSV needs from the desktop: the save dialog, the game window and the texts. */
export interface ElectronDashboardUiOptions {
  dialog: Pick<Dialog, 'showSaveDialog' | 'showMessageBox'>;
  getWindow: () => BrowserWindow | null;
  language: MenuLanguage;
  /** The folder the dialog opens in first (the Documents folder). */
  defaultFolder: string;
  /** The writer; the verified atomic one unless a test stands in a disk that misbehaves. */
  write?: (filePath: string, text: string) => AtomicWriteOutcome;
}

/**
 * The dashboard handlers' `saveCsv`: asks where to save (over the game window), then writes the file
 * beside its place first and renames it over, so a half-written file never replaces an older one.
 * Answers the path written, null when the teacher closed the dialog, or `write-failed` with the reason.
 */
export function electronDashboardSaveCsv(
  options: ElectronDashboardUiOptions,
): (suggestedName: string, text: string) => Promise<Result<string | null>> {
  const texts = DASHBOARD_DIALOG_TEXTS[options.language];
  const dialogs = nativeDialogs(options.dialog, options.getWindow);
  const write = options.write ?? ((filePath: string, text: string) => writeFileAtomic(filePath, text));
  return async (suggestedName, text) => {
    const filePath = await dialogs.saveAs({
      title: texts.title,
      folder: options.defaultFolder,
      suggestedName,
      filter: { name: texts.filter, extensions: ['csv'] },
    });
    if (!filePath) return ok(null);
    const written = write(filePath, text);
    if (!written.ok) {
      return fail('write-failed', 'save.fileNotWritten', { file: filePath }, written.error.code);
    }
    return ok(filePath);
  };
}
