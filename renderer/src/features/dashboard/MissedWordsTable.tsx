import type { DashboardMissedWord } from '../../../../core/contract';
import { useT } from '../../i18n';

/** Props of {@link MissedWordsTable}. */
export interface MissedWordsTableProps {
  words: readonly DashboardMissedWord[];
}

/** The words the class misses most, with the wrong spellings most pupils typed (each with how many). */
export function MissedWordsTable({ words }: MissedWordsTableProps) {
  const t = useT();
  if (words.length === 0) return <p className="kq-dash-muted">{t('dashboard.words.empty')}</p>;
  return (
    <table className="kq-dash-table kq-dash-words" data-testid="dashboard-words">
      <caption className="visually-hidden">{t('dashboard.words.title')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('dashboard.words.en')}</th>
          <th scope="col">{t('dashboard.words.ja')}</th>
          <th scope="col" className="kq-dash-num">
            {t('dashboard.words.mistakes')}
          </th>
          <th scope="col" className="kq-dash-num">
            {t('dashboard.words.pupils')}
          </th>
          <th scope="col" className="kq-dash-num">
            {t('dashboard.words.seen')}
          </th>
          <th scope="col">{t('dashboard.words.wrong')}</th>
        </tr>
      </thead>
      <tbody>
        {words.map((w) => (
          <tr key={`${w.setId}:${w.en}`} data-word={w.en}>
            <th scope="row" lang="en">
              {w.en}
            </th>
            <td>{w.ja}</td>
            <td className="kq-dash-num">{w.mistakes}</td>
            <td className="kq-dash-num">{t('dashboard.words.pupilsValue', { count: w.pupils })}</td>
            <td className="kq-dash-num">{w.seen}</td>
            <td>
              {w.wrongSpellings.length === 0 ? (
                t('dashboard.none')
              ) : (
                <ul className="kq-dash-spellings">
                  {w.wrongSpellings.map((s) => (
                    <li key={s.typed}>{t('dashboard.words.spelling', { typed: s.typed, count: s.count })}</li>
                  ))}
                </ul>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
