import { useEffect, useState } from 'react';
import { failureText, useT } from '../../i18n';
import { getWebHost, type WebHost } from '../../platform/web/webHost';
import { useAppDispatch, useAppSelector } from '../../store';
import { backupReminder } from './backupReminder';
import { saveProgressBackup } from './filesThunks';
import './files.css';

// "Later" holds until the page reloads: the reminder is part of the results' rhythm, not a nag.
let putOffThisVisit = false;

/** Forgets "later" (a new page visit does the same); for tests. */
export function resetBackupReminder(): void {
  putOffThisVisit = false;
}

/**
 * A quiet line on the results screen of the web edition, with a button that saves a backup, when the
 * player never saved one or the last is a few days old with stages won since (see `backupReminder`).
 * Never a dialog, and nothing in the desktop app, whose saves are files.
 */
export function BackupReminder() {
  const host = getWebHost();
  return host ? <BackupReminderShown host={host} /> : null;
}

function BackupReminderShown({ host }: { host: WebHost }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const history = useAppSelector((state) => state.level.snapshot.history);
  // undefined until the host answers: nothing is shown rather than a reminder that may be wrong.
  const [lastBackupAt, setLastBackupAt] = useState<string | null | undefined>(undefined);
  const [outcome, setOutcome] = useState<{ text: string; failed: boolean } | null>(null);
  const [putOff, setPutOff] = useState(putOffThisVisit);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let current = true;
    host.lastBackupAt().then(
      (at) => current && setLastBackupAt(at),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [host]);

  if (outcome) {
    return (
      <p
        className={`kq-files-reminder${outcome.failed ? ' kq-files-status-error' : ''}`}
        role="status"
        data-testid="backup-reminder-outcome"
      >
        {outcome.text}
      </p>
    );
  }
  if (putOff || lastBackupAt === undefined) return null;
  const reminder = backupReminder({ lastBackupAt, now: Date.now(), history });
  if (!reminder) return null;

  const save = async () => {
    setBusy(true);
    const saved = await dispatch(saveProgressBackup());
    setBusy(false);
    setOutcome(
      saved.ok
        ? { text: t('files.reminder.saved'), failed: false }
        : { text: t('files.backupFailed', { message: failureText(t, saved.error) }), failed: true },
    );
  };

  return (
    <div className="kq-files-reminder" data-testid="backup-reminder" data-kind={reminder.kind}>
      <p>
        {reminder.kind === 'never'
          ? t('files.reminder.never')
          : t('files.reminder.old', { days: reminder.days })}
      </p>
      <button type="button" className="btn" disabled={busy} onClick={() => void save()}>
        {t('files.saveBackup')}
      </button>
      <button
        type="button"
        className="btn kq-files-later"
        onClick={() => {
          putOffThisVisit = true;
          setPutOff(true);
        }}
      >
        {t('files.reminder.later')}
      </button>
    </div>
  );
}
