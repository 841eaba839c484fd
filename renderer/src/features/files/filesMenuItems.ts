import { failureText, type Language, type MessageKey, type Translator } from '../../i18n';
import type { AppDispatch } from '../../store';
import { HANDIN_MENU_ITEMS, type HandinDialogId } from '../handin';
import { BACKUP_ACCEPT } from './backupFile';
import { importWordListFile, saveProgressBackup, saveResultsCsv, saveWordBankCsv } from './filesThunks';

/** What a menu item may use: the store, the words, the teacher's token, a file picker and the menu itself. */
export interface FilesMenuContext {
  dispatch: AppDispatch;
  t: Translator;
  language: Language;
  /** Teacher mode's token while it is unlocked, else null (teacher-only items are hidden then). */
  token: string | null;
  /** Opens the file picker; call it before any await, while the click still counts as the player's. */
  pick: (accept: string) => Promise<File[] | null>;
  /** Shows how the item went, in the menu's status line. */
  tell: (text: string, tone?: 'info' | 'error') => void;
  /** Closes the menu (focus returns to its button). */
  close: () => void;
  /** Starts the restore flow (check, question, overwrite) with picked files. */
  restoreFrom: (files: readonly File[]) => Promise<void>;
  /** Opens a hand-in or hand-out dialog (the menu renders them). */
  openHandinDialog: (id: HandinDialogId) => void;
}

/** One item of the Files menu: its label, whether only an unlocked teacher sees it, and what it does. */
export interface FilesMenuItem {
  id: string;
  label: MessageKey;
  teacherOnly: boolean;
  run: (context: FilesMenuContext) => Promise<void>;
}

/** What the word-list file picker accepts: the desktop's CSV and TSV. */
const WORD_LIST_ACCEPT = '.csv,.tsv,.txt,text/csv,text/tab-separated-values,text/plain';

/**
 * The items of the web edition's Files menu, in order. Each is data, so another file can add one in a
 * line (hand-in and hand-out files go after the backup items, teachers' items last).
 */
export const FILES_MENU_ITEMS: readonly FilesMenuItem[] = [
  {
    id: 'saveBackup',
    label: 'files.saveBackup',
    teacherOnly: false,
    run: async ({ dispatch, t, tell }) => {
      const saved = await dispatch(saveProgressBackup());
      if (saved.ok) tell(t('files.backupSaved', { file: saved.value.file }));
      else tell(t('files.backupFailed', { message: failureText(t, saved.error) }), 'error');
    },
  },
  {
    id: 'restoreBackup',
    label: 'files.restoreBackup',
    teacherOnly: false,
    run: async ({ pick, close, restoreFrom }) => {
      const files = await pick(BACKUP_ACCEPT);
      if (!files) return;
      close();
      await restoreFrom(files);
    },
  },
  // Hand-in and hand-out files: each item closes the menu and opens its dialog.
  ...HANDIN_MENU_ITEMS.map(
    (item): FilesMenuItem => ({
      id: item.id,
      label: item.label,
      teacherOnly: item.teacherOnly,
      run: async ({ close, openHandinDialog }) => {
        close();
        openHandinDialog(item.dialog);
      },
    }),
  ),
  {
    id: 'importWordList',
    label: 'files.importWordList',
    teacherOnly: true,
    run: async ({ dispatch, t, tell, pick }) => {
      const files = await pick(WORD_LIST_ACCEPT);
      const file = files?.[0];
      if (!file) return;
      const preview = await dispatch(importWordListFile(file));
      // A good file opens the preview dialog (from the store); only a refusal is said here.
      if (preview.ok) return;
      const message =
        'refusal' in preview
          ? t(`desktop.classroom.refusal.${preview.refusal}`)
          : failureText(t, preview.error);
      tell(t('files.teacher.failed', { message }), 'error');
    },
  },
  {
    id: 'saveResultsCsv',
    label: 'files.saveResultsCsv',
    teacherOnly: true,
    run: async ({ dispatch, t, tell, token }) => {
      if (token === null) return;
      const saved = await dispatch(saveResultsCsv(token));
      if (!saved.ok) {
        tell(t('files.teacher.failed', { message: failureText(t, saved.error) }), 'error');
        return;
      }
      const { file, rows, skipped } = saved.value;
      const lines = [t('files.teacher.resultsSaved', { file, rows })];
      if (skipped > 0) lines.push(t('files.teacher.resultsSkipped', { count: skipped }));
      tell(lines.join(' '), skipped > 0 ? 'error' : 'info');
    },
  },
  {
    id: 'saveBankCsv',
    label: 'files.saveBankCsv',
    teacherOnly: true,
    run: async ({ dispatch, t, tell, language }) => {
      const saved = await dispatch(saveWordBankCsv(language));
      if (saved.ok) tell(t('files.teacher.bankSaved', saved.value));
      else tell(t('files.teacher.failed', { message: failureText(t, saved.error) }), 'error');
    },
  },
];
