import { useEffect, useId, useMemo, useState } from 'react';
import type { DashboardReport, DashboardStageCell } from '../../../../core/contract';
import { useT } from '../../i18n';
import { openBand, useAppDispatch } from '../../store';
import { type StageGroup, type StageGroupId, stageGroups } from './stageGroups';
import { useStageTitle, useWorldLabel } from './useStageTitle';

/** Props of {@link StageHeatMap}. */
export interface StageHeatMapProps {
  report: DashboardReport;
  /** Show every part at once (for printing) instead of the one chosen. */
  all?: boolean;
}

type CellState = 'cleared' | 'tried' | 'none';

const stateOf = (cell: DashboardStageCell): CellState =>
  cell === null ? 'none' : cell.cleared ? 'cleared' : 'tried';

/**
 * How far each pupil got with each stage: a table of pupils (rows) by stages (columns), one part of
 * the game at a time (the first map, a world, the teachers' lists). A cleared stage shows its best
 * rank, one being tried a triangle, one not played a dash, each also said in words for screen
 * readers, so the colours only repeat what the marks say.
 */
export function StageHeatMap({ report, all = false }: StageHeatMapProps) {
  const t = useT();
  const dispatch = useAppDispatch();
  const groups = useMemo(() => stageGroups(report.stages), [report.stages]);
  const [chosen, setChosen] = useState<StageGroupId | null>(null);
  const selectId = useId();
  const worldLabel = useWorldLabel();
  const current = groups.find((g) => g.id === chosen) ?? groups[0];
  const shown = all ? groups : current ? [current] : [];

  // Stage titles of a world come with its part of the word bank.
  const bands = shown.map((g) => g.id).join(' ');
  useEffect(() => {
    for (const id of bands.split(' ')) {
      if (id !== 'route' && id !== 'lists' && id !== '')
        void dispatch(openBand(id as Exclude<StageGroupId, 'route' | 'lists'>));
    }
  }, [dispatch, bands]);

  if (groups.length === 0) return <p className="kq-dash-muted">{t('dashboard.heat.empty')}</p>;

  const groupName = (id: StageGroupId) =>
    id === 'route' ? t('dashboard.heat.route') : id === 'lists' ? t('dashboard.heat.lists') : worldLabel(id);

  return (
    <>
      <div className="kq-dash-heat-controls kq-dash-noprint">
        <label htmlFor={selectId}>{t('dashboard.heat.world')}</label>
        <select
          id={selectId}
          value={current?.id ?? ''}
          onChange={(e) => setChosen(e.target.value as StageGroupId)}
          data-testid="dashboard-heat-group"
        >
          {groups.map((g) => (
            <option key={g.id} value={g.id}>
              {groupName(g.id)}（{g.columns.length}）
            </option>
          ))}
        </select>
      </div>
      <ul className="kq-dash-legend">
        <li>
          <span className="kq-dash-cell" data-state="cleared" aria-hidden="true">
            A
          </span>
          {t('dashboard.heat.legendCleared')}
        </li>
        <li>
          <span className="kq-dash-cell" data-state="tried" aria-hidden="true">
            △
          </span>
          {t('dashboard.heat.legendTried')}
        </li>
        <li>
          <span className="kq-dash-cell" data-state="none" aria-hidden="true">
            —
          </span>
          {t('dashboard.heat.legendNone')}
        </li>
      </ul>
      {shown.map((group) => (
        <HeatTable key={group.id} report={report} group={group} caption={groupName(group.id)} />
      ))}
    </>
  );
}

function HeatTable({
  report,
  group,
  caption,
}: {
  report: DashboardReport;
  group: StageGroup;
  caption: string;
}) {
  const t = useT();
  const titleOf = useStageTitle();
  const regionId = useId();
  const cellText = (cell: DashboardStageCell) =>
    cell === null
      ? t('dashboard.heat.notPlayed')
      : cell.cleared
        ? t('dashboard.heat.cleared', { rank: cell.bestRank ?? '—', plays: cell.plays })
        : t('dashboard.heat.tried', { plays: cell.plays });
  const mark = (cell: DashboardStageCell) =>
    cell === null ? '—' : cell.cleared ? (cell.bestRank ?? '✓') : '△';
  return (
    <section
      className="kq-dash-heat-scroll"
      aria-labelledby={regionId}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a wide table scrolls sideways; as a Tab stop, the arrow keys scroll it.
      tabIndex={0}
      data-testid="dashboard-heat"
      data-group={group.id}
    >
      <table className="kq-dash-table kq-dash-heat">
        <caption id={regionId}>
          {caption}
          <span className="visually-hidden">：{t('dashboard.heat.region')}</span>
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('dashboard.col.name')}</th>
            {group.columns.map((i) => {
              const stage = report.stages[i];
              return stage ? (
                <th key={stage.stageId} scope="col" className="kq-dash-stage" data-stage-id={stage.stageId}>
                  <span>{titleOf(stage.stageId, false)}</span>
                </th>
              ) : null;
            })}
          </tr>
        </thead>
        <tbody>
          {report.pupils.map((pupil, row) => (
            <tr key={pupil.id}>
              <th scope="row">{pupil.name}</th>
              {group.columns.map((i) => {
                const cell = report.heat[row]?.[i] ?? null;
                return (
                  <td key={i} className="kq-dash-cell" data-state={stateOf(cell)}>
                    <span aria-hidden="true">{mark(cell)}</span>
                    <span className="visually-hidden">{cellText(cell)}</span>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t('dashboard.heat.clearedCountLabel')}</th>
            {group.columns.map((i) => (
              <td key={i} className="kq-dash-num">
                {t('dashboard.heat.clearedCount', { count: report.stages[i]?.cleared ?? 0 })}
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
    </section>
  );
}
