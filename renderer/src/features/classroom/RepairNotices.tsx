import { useState } from 'react';
import type { RepairNotice } from '../../../../core/contract';
import { useT } from '../../i18n';

/** Props of {@link RepairNotices}. */
export interface RepairNoticesProps {
  notices: readonly RepairNotice[];
}

/**
 * Tells the teacher, on the "who is playing?" screen, that a damaged players or word-lists file was
 * repaired at start: how many players or lists are back, which got a placeholder name, what could not
 * be recovered and where the damaged file was kept. Until it is closed it stays, so it is not missed.
 */
export function RepairNotices({ notices }: RepairNoticesProps) {
  const t = useT();
  const [closed, setClosed] = useState(false);
  if (closed || notices.length === 0) return null;
  return (
    <section className="kq-who-notice" role="status" aria-labelledby="kq-who-notice-title">
      <h2 id="kq-who-notice-title">{t('classroom.repair.title')}</h2>
      {notices.map((notice) => (
        <p key={notice.file}>
          {notice.file === 'profiles'
            ? t('classroom.repair.profiles', { recovered: notice.recovered })
            : t('classroom.repair.wordlists', { recovered: notice.recovered })}
          {notice.renamed > 0 ? ` ${t('classroom.repair.renamed', { renamed: notice.renamed })}` : ''}
          {notice.file === 'profiles' && notice.renamed === 0 && notice.lost === 0
            ? ` ${t('classroom.repair.noneLost')}`
            : ''}
          {notice.lost > 0
            ? ` ${t(notice.file === 'profiles' ? 'classroom.repair.lostPlayers' : 'classroom.repair.lostLists', { lost: notice.lost })}`
            : ''}{' '}
          {notice.movedTo
            ? t('classroom.repair.movedTo', { path: notice.movedTo })
            : t('classroom.repair.notMoved')}
        </p>
      ))}
      <button type="button" className="btn" onClick={() => setClosed(true)}>
        {t('classroom.repair.close')}
      </button>
    </section>
  );
}
