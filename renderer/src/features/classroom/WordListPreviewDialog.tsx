import { useEffect, useState } from 'react';
import type { KotobaApi, WordListPreview } from '../../../../electron/contract';
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

/**
 * Shows the preview main made of an imported word list: the words that will become a stage, and
 * each row left out with its line and reason. Only the teacher's confirmation saves the list; closing
 * or cancelling drops it. The dialog sends back nothing but the preview's id.
 */
export function WordListPreviewDialog({ wordLists, subscribe }: WordListPreviewDialogProps) {
  const t = useT();
  const [preview, setPreview] = useState<WordListPreview | null>(null);
  const [error, setError] = useState<string | null>(null);

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
              rejected: preview.rejected.length,
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
          {preview.rejected.length > 0 ? (
            <>
              <h3>{t('classroom.wordlist.rejected')}</h3>
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
