import { useCallback, useEffect, useId, useState } from 'react';
import { useLanguage, useT } from '../../i18n';
import { getWebHost, type StorageStanding as Standing, type WebHost } from '../../platform/web/webHost';
import { formatBytes } from './formatBytes';
import './files.css';

/**
 * For teachers, in the web edition only: whether this browser promised to keep the saves (persistent
 * storage), how much room they take of how much, and a button to ask for the promise, with a plain
 * explanation of what it means.
 */
export function StorageStanding() {
  const host = getWebHost();
  return host ? <StorageStandingShown host={host} /> : null;
}

function StorageStandingShown({ host }: { host: WebHost }) {
  const t = useT();
  const language = useLanguage();
  const titleId = useId();
  const [standing, setStanding] = useState<Standing | 'failed' | null>(null);
  const [asking, setAsking] = useState(false);
  const [answer, setAnswer] = useState<'granted' | 'refused' | 'failed' | null>(null);

  const read = useCallback(async () => {
    try {
      setStanding(await host.storage());
    } catch {
      setStanding('failed');
    }
  }, [host]);

  useEffect(() => {
    void read();
  }, [read]);

  const ask = async () => {
    setAsking(true);
    try {
      setAnswer((await host.requestPersistence()) ? 'granted' : 'refused');
    } catch {
      setAnswer('failed');
    }
    await read();
    setAsking(false);
  };

  return (
    <section
      className="kq-teacher-card kq-files-storage"
      aria-labelledby={titleId}
      data-testid="storage-standing"
    >
      <h2 id={titleId}>{t('files.storage.title')}</h2>
      <p>{t('files.storage.explain')}</p>
      {standing === null ? null : standing === 'failed' ? (
        <p role="alert">{t('files.storage.failed')}</p>
      ) : (
        <>
          <p data-testid="storage-persisted" data-persisted={String(standing.persisted)}>
            {t(
              standing.persisted === true
                ? 'files.storage.persisted'
                : standing.persisted === false
                  ? 'files.storage.notPersisted'
                  : 'files.storage.unknown',
            )}
          </p>
          <p data-testid="storage-usage">
            {standing.usageBytes !== null && standing.quotaBytes !== null
              ? t('files.storage.usage', {
                  usage: formatBytes(standing.usageBytes, language),
                  quota: formatBytes(standing.quotaBytes, language),
                })
              : t('files.storage.usageUnknown')}
          </p>
          {standing.persisted === true ? null : (
            <button type="button" className="btn" disabled={asking} onClick={() => void ask()}>
              {t('files.storage.ask')}
            </button>
          )}
        </>
      )}
      <p role="status" data-testid="storage-answer">
        {answer ? t(`files.storage.${answer}`) : ''}
      </p>
    </section>
  );
}
