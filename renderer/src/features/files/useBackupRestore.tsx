import { type ReactNode, useCallback, useId, useRef, useState } from 'react';
import type { IpcError } from '../../../../core/contract';
import type { BackupRefusal, ImportedProgress } from '../../../../core/progress/progressBackup';
import { failureText, type Language, useLanguage, useT } from '../../i18n';
import { useAppDispatch } from '../../store';
import { Dialog } from '../../ui/Dialog';
import { readBackupFile } from './backupFile';
import { restoreProgress } from './filesThunks';
import { reloadPage } from './pageReload';

/** Where restoring from a backup stands: nothing asked, the question, a refusal, a failure, or done. */
type RestoreStep =
  | { kind: 'idle' }
  | { kind: 'confirm'; fileName: string; imported: ImportedProgress; busy: boolean }
  | { kind: 'refused'; refusal: BackupRefusal }
  | { kind: 'failed'; error: IpcError }
  | { kind: 'done' };

/** Restoring from a backup: start it with the picked files; place `dialog` where the screen renders. */
export interface BackupRestore {
  /** Checks the first file and, when it is a backup this game can read, asks before replacing anything. */
  restoreFrom: (files: readonly File[]) => Promise<void>;
  /** The question and the answers (refused, failed, done); nothing while idle. */
  dialog: ReactNode;
}

/** The backup's own time stamp as the player's clock reads it, or the text itself when it is no date. */
function exportedAtText(iso: string, language: Language): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleString(language === 'en' ? 'en-GB' : 'ja-JP', {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
}

/**
 * The restore flow of the web edition, the same checks and refusals as the desktop's File → Import
 * progress…: the file is checked before the question (a refused file is refused at once and nothing
 * changes); only "replace" overwrites. Once the platform stored the backup's progress, the store holds
 * it too, and the page reloads so the whole game reads it again as at start.
 */
export function useBackupRestore(): BackupRestore {
  const t = useT();
  const language = useLanguage();
  const dispatch = useAppDispatch();
  const [step, setStep] = useState<RestoreStep>({ kind: 'idle' });
  const describedBy = useId();
  const yesRef = useRef<HTMLButtonElement>(null);
  const okRef = useRef<HTMLButtonElement>(null);

  const restoreFrom = useCallback(async (files: readonly File[]) => {
    const file = files[0];
    if (!file) return;
    const checked = await readBackupFile(file);
    setStep(
      checked.ok
        ? { kind: 'confirm', fileName: file.name, imported: checked.value, busy: false }
        : { kind: 'refused', refusal: checked.refusal },
    );
  }, []);

  const close = () => setStep({ kind: 'idle' });

  const replace = async () => {
    if (step.kind !== 'confirm' || step.busy) return;
    setStep({ ...step, busy: true });
    const stored = await dispatch(restoreProgress(step.imported.snapshot));
    setStep(stored.ok ? { kind: 'done' } : { kind: 'failed', error: stored.error });
  };

  let dialog: ReactNode = null;
  if (step.kind === 'confirm') {
    dialog = (
      <Dialog
        open
        onClose={close}
        title={t('files.restore.confirmTitle')}
        describedBy={describedBy}
        initialFocus={yesRef}
        className="kq-files-restore"
      >
        <div id={describedBy}>
          <p>{t('files.restore.confirm')}</p>
          <p className="kq-files-file" data-testid="files-restore-file">
            {t('files.restore.fileLine', {
              file: step.fileName,
              date: exportedAtText(step.imported.exportedAt, language),
            })}
          </p>
          <p className="kq-files-warning">{t('files.restore.confirmDetail')}</p>
        </div>
        <div className="kq-files-actions">
          <button
            ref={yesRef}
            type="button"
            className="btn btn-primary"
            disabled={step.busy}
            onClick={() => void replace()}
          >
            {t('files.restore.yes')}
          </button>
          <button type="button" className="btn" onClick={close}>
            {t('files.restore.no')}
          </button>
        </div>
      </Dialog>
    );
  } else if (step.kind !== 'idle') {
    // One answer with OK: refused or failed (nothing changed, OK closes), or done (Escape or OK: either
    // way the game reads the restored progress again).
    const done = step.kind === 'done';
    const onOk = done ? reloadPage : close;
    dialog = (
      <Dialog
        open
        onClose={onOk}
        title={t(
          done
            ? 'files.restore.doneTitle'
            : step.kind === 'refused'
              ? 'files.restore.refusedTitle'
              : 'files.restore.failedTitle',
        )}
        describedBy={describedBy}
        initialFocus={okRef}
      >
        {done ? (
          <p id={describedBy} role="status">
            {t('files.restore.done')}
          </p>
        ) : (
          <div id={describedBy} role="alert" data-testid="files-restore-refused">
            <p>
              {step.kind === 'refused'
                ? t(`desktop.backup.refusal.${step.refusal}`)
                : failureText(t, step.error)}
            </p>
            <p>{t('desktop.backup.unchanged')}</p>
          </div>
        )}
        <div className="kq-files-actions">
          <button ref={okRef} type="button" className="btn btn-primary" onClick={onOk}>
            {t('files.restore.ok')}
          </button>
        </div>
      </Dialog>
    );
  }
  return { restoreFrom, dialog };
}
