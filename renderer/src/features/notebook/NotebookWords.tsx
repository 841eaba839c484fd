import { useLanguage, useT } from '../../i18n';
import type { KeyConfusion, NotebookEntry } from '../../store';
import { FuriganaText } from '../../ui/FuriganaText';
import { dueLabel } from './dueLabel';
import { JisKeyboard } from './JisKeyboard';
import './notebook.css';

/** Props of {@link NotebookWords}. */
export interface NotebookWordsProps {
  /** The notebook's words, in the order shown (see `notebookEntriesOf`). */
  entries: readonly NotebookEntry[];
  /** The confused key pairs over all the words, for the keyboard picture. */
  confusions: readonly KeyConfusion[];
  /** Now, and the time zone offset (minutes), for "due in n days". */
  nowMs: number;
  offsetMinutes: number;
}

/**
 * The words of a mistake notebook — each word with what was typed instead, how often it was missed,
 * the keys confused in it and when it is next due — beside a JIS keyboard picture of the confused
 * keys. It shows whatever progress it is given: the player's own, or a pupil's in teacher mode.
 */
export function NotebookWords({ entries, confusions, nowMs, offsetMinutes }: NotebookWordsProps) {
  const t = useT();
  const language = useLanguage();
  return (
    <div className="kq-notebook-layout">
      <table className="kq-notebook-table" data-testid="notebook-table">
        <caption className="visually-hidden">{t('notebook.title')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('notebook.word')}</th>
            <th scope="col">{t('notebook.typed')}</th>
            <th scope="col">{t('notebook.missed')}</th>
            <th scope="col">{t('notebook.keys')}</th>
            <th scope="col">{t('notebook.due')}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((e) => {
            const due = dueLabel(e.due, nowMs, offsetMinutes);
            return (
              <tr key={e.key} data-word={e.en}>
                <th scope="row">
                  <span className="kq-notebook-en" lang="en">
                    {e.en}
                  </span>
                  <span className="kq-notebook-ja">
                    {language === 'ja' ? <FuriganaText text={e.ja} /> : e.ja}
                  </span>
                  {e.lastTypedAs ? (
                    <span className="kq-notebook-typed-as" data-testid="notebook-typed-as">
                      {t('notebook.typedAs', { form: e.lastTypedAs })}
                    </span>
                  ) : null}
                </th>
                <td>
                  {e.lastWrong.length === 0 ? (
                    t('notebook.none')
                  ) : (
                    <ul className="kq-notebook-wrong">
                      {e.lastWrong.map((w, i) => (
                        // biome-ignore lint/suspicious/noArrayIndexKey: the same wrong spelling may repeat
                        <li key={i} lang="en">
                          <s>{w}</s>
                        </li>
                      ))}
                    </ul>
                  )}
                </td>
                <td>{t('notebook.missedValue', { missed: e.missed, seen: e.seen })}</td>
                <td>
                  {e.confusions.length === 0
                    ? t('notebook.none')
                    : e.confusions
                        .slice(0, 3)
                        .map((c) =>
                          t('notebook.confusionCount', {
                            expected: c.expected === ' ' ? t('notebook.space') : c.expected,
                            typed: c.typed === ' ' ? t('notebook.space') : c.typed,
                            count: c.count,
                          }),
                        )
                        .join(language === 'ja' ? '、' : ', ')}
                </td>
                <td>
                  {e.due ? (
                    <time dateTime={e.due}>{t(due.key, { days: due.days })}</time>
                  ) : (
                    t(due.key, { days: due.days })
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <JisKeyboard confusions={confusions} />
    </div>
  );
}
