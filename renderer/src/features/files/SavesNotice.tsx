import { useId } from 'react';
import { useT } from '../../i18n';
import { getWebHost, type WebHost } from '../../platform/web/webHost';
import { BACKUP_ACCEPT } from './backupFile';
import { useStartNotice } from './startNotice';
import { useBackupRestore } from './useBackupRestore';
import { useFilePicker } from './useFilePicker';
import './files.css';

/** Props of {@link SavesNotice}. */
export interface SavesNoticeProps {
  /** The title also offers a backup to a first visit; the map speaks only of saves that are gone. */
  where: 'title' | 'map';
}

/**
 * At start in the web edition: when this browser's saves are gone (its data was cleared), the pupil is
 * told so and why, and offered to restore from a backup file or start anew; on a first visit the title
 * quietly offers a backup too. A notice in the screen, never a dialog, and only on the title and the
 * map (never over a battle). Renders nothing in the desktop app.
 */
export function SavesNotice({ where }: SavesNoticeProps) {
  const host = getWebHost();
  return host ? <SavesNoticeShown host={host} where={where} /> : null;
}

function SavesNoticeShown({ host, where }: SavesNoticeProps & { host: WebHost }) {
  const t = useT();
  const { state, dismissed, dismiss } = useStartNotice(host);
  const picker = useFilePicker(`saves-notice-picker-${where}`);
  const restore = useBackupRestore();
  const titleId = useId();

  const pickBackup = () => {
    void picker.pick(BACKUP_ACCEPT).then((files) => (files ? restore.restoreFrom(files) : undefined));
  };

  if (dismissed || (state !== 'gone' && !(state === 'fresh' && where === 'title'))) {
    return restore.dialog;
  }
  if (state === 'fresh') {
    return (
      <div className="kq-files-offer" data-testid="saves-fresh">
        <p>{t('files.fresh.offer')}</p>
        <button type="button" className="btn kq-files-offer-button" onClick={pickBackup}>
          {t('files.restoreBackup')}
        </button>
        {picker.input}
        {restore.dialog}
      </div>
    );
  }
  return (
    <section className="kq-files-notice" aria-labelledby={titleId} data-testid="saves-gone">
      <div role="alert">
        <h2 id={titleId} className="kq-files-notice-title">
          {t('files.gone.title')}
        </h2>
        <p>{t('files.gone.why')}</p>
      </div>
      <div className="kq-files-actions">
        <button type="button" className="btn btn-primary" onClick={pickBackup}>
          {t('files.restoreBackup')}
        </button>
        <button type="button" className="btn" onClick={dismiss}>
          {t('files.gone.startAnew')}
        </button>
      </div>
      {picker.input}
      {restore.dialog}
    </section>
  );
}
