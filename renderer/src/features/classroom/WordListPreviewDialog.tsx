import type { ReactNode } from 'react';
import { type RowRejection, rowRejectionSchema, type WordListPreview } from '../../../../core/contract';
import { failureText, useT } from '../../i18n';
import {
  cancelWordListPreview,
  confirmWordListPreview,
  selectWordListPreview,
  selectWordListPreviewError,
  useAppDispatch,
  useAppSelector,
} from '../../store';
import { Dialog } from '../../ui/Dialog';
import './classroom.css';

/** A table of a preview's rows in a region that scrolls on its own and takes the focus so keys scroll it. */
function ScrollingTable({
  label,
  testId,
  columns,
  children,
}: {
  label: string;
  testId: string;
  columns: string[];
  children: ReactNode;
}) {
  return (
    <section
      className="kq-wordlist-scroll"
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling table must take the focus so keys can scroll it.
      tabIndex={0}
    >
      <table className="kq-wordlist-table" data-testid={testId}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </section>
  );
}

/** The reasons some row was left out for, with how many rows each, in the contract's order. */
function reasonCounts(preview: WordListPreview): [RowRejection, number][] {
  return rowRejectionSchema.options
    .map((reason): [RowRejection, number] => [reason, preview.rejectedCounts[reason] ?? 0])
    .filter(([, count]) => count > 0);
}

/**
 * Shows the preview main made of an imported word list (the store's, see `watchWordListPreviews`): the
 * words that will become a stage, how many rows were left out for each reason, and the first of those
 * rows with their lines. Only the teacher's confirmation saves the list; closing or cancelling drops
 * it. Nothing but the preview's id goes back to main.
 */
export function WordListPreviewDialog() {
  const t = useT();
  const dispatch = useAppDispatch();
  const preview = useAppSelector(selectWordListPreview);
  const failure = useAppSelector(selectWordListPreviewError);
  const error = failure ? t('classroom.wordlist.failed', { message: failureText(t, failure) }) : null;
  const counts = preview ? reasonCounts(preview) : [];
  const rejectedTotal = counts.reduce((sum, [, count]) => sum + count, 0);

  const cancel = () => dispatch(cancelWordListPreview());
  const confirm = () => void dispatch(confirmWordListPreview());

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
            <ScrollingTable
              label={t('classroom.wordlist.accepted')}
              testId="wordlist-accepted"
              columns={[
                t('classroom.wordlist.colLine'),
                t('classroom.wordlist.colEn'),
                t('classroom.wordlist.colJa'),
              ]}
            >
              {preview.accepted.map((row) => (
                <tr key={row.line}>
                  <td>{row.line}</td>
                  <td lang="en">{row.en}</td>
                  <td>{row.ja}</td>
                </tr>
              ))}
            </ScrollingTable>
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
              <ScrollingTable
                label={t('classroom.wordlist.rejected')}
                testId="wordlist-rejected"
                columns={[t('classroom.wordlist.colLine'), t('classroom.wordlist.colReason')]}
              >
                {preview.rejected.map((row) => (
                  <tr key={row.line}>
                    <td>{row.line}</td>
                    <td>
                      {t(`classroom.wordlist.reason.${row.reason}`)}
                      <span className="kq-wordlist-detail">{row.detail}</span>
                    </td>
                  </tr>
                ))}
              </ScrollingTable>
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
              onClick={confirm}
            >
              {t('classroom.wordlist.confirm')}
            </button>
          </div>
        </div>
      ) : null}
    </Dialog>
  );
}
