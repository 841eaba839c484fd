import { useId } from 'react';
import { classFolderProblemKey, useT } from '../../i18n';
import { selectClassFolderStatus, useAppSelector } from '../../store';
import { TechnicalDetail } from '../../ui/TechnicalDetail';
import { classLabelOf } from './classFolderFormat';
import './classfolder.css';

/**
 * The line under "who is playing?" about where the saves go. In class mode: the class's name and
 * whether the school's server answers, and while it does not, a calm word that play is kept on this
 * PC and sent later. When a class folder was set but cannot be used, a notice for the teacher or IT
 * with the reason behind a disclosure. Nothing when this PC simply keeps its own saves.
 */
export function ClassFolderWhoNotice() {
  const t = useT();
  const id = useId();
  const status = useAppSelector(selectClassFolderStatus);
  if (status === null) return null;
  if (status.mode === 'local') {
    if (status.problem === null) return null;
    return (
      <section className="kq-cf-problem" data-testid="class-folder-problem" aria-labelledby={id}>
        <p id={id} className="kq-cf-problem-text">
          {t('classFolder.localProblem')}
        </p>
        <details className="kq-cf-details">
          <summary>{t('classFolder.details')}</summary>
          <p className="kq-cf-problem-reason">{t(classFolderProblemKey(status.problem.code))}</p>
          <TechnicalDetail detail={status.problem.detail} />
          {status.configPath ? <p>{t('classFolder.configPath', { path: status.configPath })}</p> : null}
        </details>
      </section>
    );
  }
  const name = classLabelOf(status);
  return (
    <div className="kq-cf-who" data-testid="class-folder-line" data-online={status.online}>
      <p className="kq-cf-who-line">
        <span className="kq-cf-dot" aria-hidden="true" />
        {status.online ? t('classFolder.who.online', { name }) : t('classFolder.who.offline', { name })}
      </p>
      {status.online ? null : (
        <p className="kq-cf-who-offline" role="status">
          {t('classFolder.who.offlineNotice')}
        </p>
      )}
    </div>
  );
}
