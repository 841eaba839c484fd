import type { DashboardPupil } from '../../../../core/contract';
import { type MessageKey, progressProblemKey, useT } from '../../i18n';
import { TechnicalDetail } from '../../ui/TechnicalDetail';
import { localDate, percentOf } from './dashboardFormat';
import { Sparkline } from './Sparkline';
import { nextSort, type PupilSort, type PupilSortKey, sortPupils } from './sortPupils';

/** Props of {@link ClassTable}. */
export interface ClassTableProps {
  pupils: readonly DashboardPupil[];
  sort: PupilSort;
  onSort: (sort: PupilSort) => void;
  /** Opens a pupil's detail page. */
  onOpenPupil: (pupil: DashboardPupil) => void;
  /** Pupils of a report of hand-ins that the class list given to it does not have, marked by name. */
  notOnList?: ReadonlySet<string>;
}

const COLUMNS: { key: PupilSortKey; label: MessageKey; numeric: boolean }[] = [
  { key: 'name', label: 'dashboard.col.name', numeric: false },
  { key: 'lastPlayedAt', label: 'dashboard.col.lastPlayed', numeric: false },
  { key: 'level', label: 'dashboard.col.level', numeric: true },
  { key: 'stagesCleared', label: 'dashboard.col.cleared', numeric: true },
  { key: 'attempts', label: 'dashboard.col.attempts', numeric: true },
  { key: 'accuracy', label: 'dashboard.col.accuracy', numeric: true },
  { key: 'keysPerMinute', label: 'dashboard.col.kpm', numeric: true },
];

/**
 * The class list: one row per pupil with their last day of play, level, stages cleared, attempts,
 * accuracy and speed, and a small picture of their weeks. Each column heading is a button that sorts
 * by it (`aria-sort` says how); each name is a button that opens the pupil's detail page. A pupil
 * whose file could not be read keeps their row, saying so with the reason.
 */
export function ClassTable({ pupils, sort, onSort, onOpenPupil, notOnList }: ClassTableProps) {
  const t = useT();
  const rows = sortPupils(pupils, sort);
  const none = t('dashboard.none');
  const trendLabel = (p: DashboardPupil) => {
    const first = p.trend[0];
    const last = p.trend[p.trend.length - 1];
    if (!first || !last) return t('dashboard.trend.none');
    return t('dashboard.trend.label', {
      weeks: p.trend.length,
      fromAccuracy: t('dashboard.percent', { value: percentOf(first.accuracy) }),
      toAccuracy: t('dashboard.percent', { value: percentOf(last.accuracy) }),
      fromKpm: Math.round(first.keysPerMinute),
      toKpm: Math.round(last.keysPerMinute),
    });
  };
  return (
    <table className="kq-dash-table kq-dash-pupils" data-testid="dashboard-pupils">
      <caption className="visually-hidden">{t('dashboard.pupils.title')}</caption>
      <thead>
        <tr>
          {COLUMNS.map((column) => (
            <th
              key={column.key}
              scope="col"
              aria-sort={sort.key === column.key ? sort.direction : undefined}
              className={column.numeric ? 'kq-dash-num' : undefined}
            >
              <button
                type="button"
                className="kq-dash-sort"
                data-sort={column.key}
                onClick={() => onSort(nextSort(sort, column.key))}
              >
                {t(column.label)}
                <span className="kq-dash-sort-mark" aria-hidden="true">
                  {sort.key !== column.key ? '↕' : sort.direction === 'ascending' ? '▲' : '▼'}
                </span>
              </button>
            </th>
          ))}
          <th scope="col">{t('dashboard.col.trend')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((p) => {
          const unreadable = p.problem !== null && p.level <= 0;
          return (
            <tr key={p.id} data-pupil-id={p.id} data-problem={p.problem === null ? undefined : 'true'}>
              <th scope="row">
                {unreadable ? (
                  <span className="kq-dash-name">{p.name}</span>
                ) : (
                  <button type="button" className="kq-dash-name" onClick={() => onOpenPupil(p)}>
                    {p.name}
                  </button>
                )}
                {notOnList?.has(p.id) ? (
                  <span className="kq-handin-tag" data-testid="not-on-list">
                    {t('handin.classList.notOnList')}
                  </span>
                ) : null}
              </th>
              {unreadable ? (
                <td colSpan={7} className="kq-dash-problem">
                  {t('dashboard.unreadableReason', {
                    reason: t(progressProblemKey(p.problem?.code ?? 'unreadable')),
                  })}
                  <TechnicalDetail detail={p.problem?.detail} inline />
                </td>
              ) : (
                <>
                  <td>
                    {p.lastPlayedAt ? (
                      <time dateTime={p.lastPlayedAt}>{localDate(p.lastPlayedAt)}</time>
                    ) : (
                      t('dashboard.never')
                    )}
                  </td>
                  <td className="kq-dash-num">{p.level}</td>
                  <td className="kq-dash-num">{p.stagesCleared}</td>
                  <td className="kq-dash-num">{p.attempts}</td>
                  <td className="kq-dash-num" data-value={p.accuracy ?? ''}>
                    {p.accuracy === null ? none : t('dashboard.percent', { value: percentOf(p.accuracy) })}
                  </td>
                  <td className="kq-dash-num">
                    {p.keysPerMinute === null ? none : Math.round(p.keysPerMinute)}
                  </td>
                  <td>
                    {p.trend.length === 0 ? (
                      <span className="kq-dash-muted">{t('dashboard.trend.none')}</span>
                    ) : (
                      <Sparkline points={p.trend} label={trendLabel(p)} />
                    )}
                  </td>
                </>
              )}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
