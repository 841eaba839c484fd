import { useEffect, useState } from 'react';
import {
  type KotobaApi,
  type RowRejection,
  rowRejectionSchema,
  type WordListPreview,
} from '../../../../electron/contract';
import { setCustomLists } from '../../data/customStages';
import { useT } from '../../i18n';
import { Dialog } from '../../ui/Dialog';
import './classroom.css';

/** The word-list part of the desktop bridge. */
export type WordListsApi = NonNullable<KotobaApi['wordLists']>;

/** Props of {@link WordListPreviewDialog}. */
export interface WordListPreviewDialogProps {
  wordLists: WordListsApi;
  /** Where previews come from: the bridge's `onWordListPreview`. */
  subscribe: (listener: (preview: WordListPreview) => void) => () => void;
}

/** The reasons some row was left out for, with how many rows each, in the contract's order. */
function reasonCounts(preview: WordListPreview): [RowRejection, number][] {
  return rowRejectionSchema.options
    .map((reason): [RowRejection, number] => [reason, preview.rejectedCounts[reason] ?? 0])
    .filter(([, count]) => count > 0);
}

/**
 * Shows the preview main made of an imported word list: the words that will become a stage, how
 * many rows were left out for each reason, and the first of those rows with their lines. Only the teacher's confirmation saves the list; closing
 * or cancelling drops it. The dialog sends back nothing but the preview's id.
 */
export function WordListPreviewDialog({ wordLists, subscribe }: WordListPreviewDialogProps) {
  const t = useT();
  const [preview, setPreview] = useState<WordListPreview | null>(null);
  const [error, setError] = useState<string | null>(null);
  const counts = preview ? reasonCounts(preview) : [];
  const rejectedTotal = counts.reduce((sum, [, count]) => sum + count, 0);

  useEffect(
    () =>
      subscribe((next) => {
        setError(null);
        setPreview(next);
      }),
    [subscribe],
  );

  const cancel = () => {
    if (preview) void wordLists.cancel(preview.id);
    setPreview(null);
  };
  const confirm = async () => {
    if (!preview) return;
    const saved = await wordLists.confirm(preview.id);
    if (!saved.ok) {
      setError(t('classroom.wordlist.failed', { message: saved.error.message }));
      return;
    }
    const lists = await wordLists.list();
    if (lists.ok) setCustomLists(lists.value);
    setPreview(null);
  };

  return (
    <Dialog
      open={preview !== null}
      onClose={cancel}
      title={t('classroom.wordlist.previewTitle')}
      className="kq-wordlist-dialog"
    >
      {preview ? (
        <div className="kq-wordlist">
          <p className="kq-wordlist-summary">
            {t('classroom.wordlist.summary', {
              title: preview.title,
              accepted: preview.accepted.length,
              rejected: rejectedTotal,
            })}
          </p>
          <h3>{t('classroom.wordlist.accepted')}</h3>
          {preview.accepted.length > 0 ? (
            <section
              className="kq-wordlist-scroll"
              aria-label={t('classroom.wordlist.accepted')}
              // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling table must take the focus so keys can scroll it.
              tabIndex={0}
            >
              <table className="kq-wordlist-table" data-testid="wordlist-accepted">
                <thead>
                  <tr>
                    <th scope="col">{t('classroom.wordlist.colLine')}</th>
                    <th scope="col">{t('classroom.wordlist.colEn')}</th>
                    <th scope="col">{t('classroom.wordlist.colJa')}</th>
                  </tr>
                </thead>
                <tbody>
                  {preview.accepted.map((row) => (
                    <tr key={row.line}>
                      <td>{row.line}</td>
                      <td lang="en">{row.en}</td>
                      <td>{row.ja}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
          ) : (
            <p role="alert">{t('classroom.wordlist.none')}</p>
          )}
          {rejectedTotal > 0 ? (
            <>
              <h3>{t('classroom.wordlist.rejected')}</h3>
              <ul className="kq-wordlist-counts" data-testid="wordlist-rejected-counts">
                {counts.map(([reason, count]) => (
                  <li key={reason}>
                    {t('classroom.wordlist.reasonCount', {
                      reason: t(`classroom.wordlist.reason.${reason}`),
                      count,
                    })}
                  </li>
                ))}
              </ul>
              {rejectedTotal > preview.rejected.length ? (
                <p className="kq-wordlist-detail">
                  {t('classroom.wordlist.firstRows', {
                    shown: preview.rejected.length,
                    total: rejectedTotal,
                  })}
                </p>
              ) : null}
              <section
                className="kq-wordlist-scroll"
                aria-label={t('classroom.wordlist.rejected')}
                // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling table must take the focus so keys can scroll it.
                tabIndex={0}
              >
                <table className="kq-wordlist-table" data-testid="wordlist-rejected">
                  <thead>
                    <tr>
                      <th scope="col">{t('classroom.wordlist.colLine')}</th>
                      <th scope="col">{t('classroom.wordlist.colReason')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {preview.rejected.map((row) => (
                      <tr key={row.line}>
                        <td>{row.line}</td>
                        <td>
                          {t(`classroom.wordlist.reason.${row.reason}`)}
                          <span className="kq-wordlist-detail">{row.detail}</span>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </section>
            </>
          ) : null}
          {error ? (
            <p className="kq-who-error" role="alert">
              {error}
            </p>
          ) : null}
          <div className="kq-player-form-actions">
            <button type="button" className="btn" onClick={cancel}>
              {t('classroom.wordlist.cancel')}
            </button>
            <button
              type="button"
              className="btn btn-primary"
              disabled={preview.accepted.length === 0}
              onClick={() => void confirm()}
            >
              {t('classroom.wordlist.confirm')}
            </button>
          </div>
        </div>
      ) : null}
    </Dialog>
  );
}
