import { useMemo, useState } from 'react';
import { DASHBOARD_MISSED_WORDS, type DashboardPupil, type DashboardReport } from '../../../../core/contract';
import { dashboardCsv, suggestedDashboardName } from '../../../../core/dashboard/dashboardCsv';
import { classListOfPupils, matchClassList } from '../../../../core/handin/matchClassList';
import { type MessageKey, useLanguage, useT } from '../../i18n';
import { saveFile } from '../../platform/web/files';
import type { HandinRead, SaveFileFn } from '../handin/handinThunks';
import { ClassTable } from './ClassTable';
import { localDateTime } from './dashboardFormat';
import { type GivenClassList, HandinClassList } from './HandinClassList';
import { HandinReadButton } from './HandinReadButton';
import { MissedWordsTable } from './MissedWordsTable';
import { StageHeatMap } from './StageHeatMap';
import type { PupilSort } from './sortPupils';
import '../handin/handin.css';

/** Props of {@link HandinReport}. */
export interface HandinReportProps {
  read: HandinRead;
  /** Picked files again: the report is replaced. */
  onRead: (read: HandinRead) => void;
  /** Back to the dashboard of this device's (or the class folder's) players. */
  onClose: () => void;
  onOpenPupil: (pupil: DashboardPupil) => void;
  onPrint: () => void;
  /** Draws every part of the heat map, for paper. */
  printing: boolean;
  /** Saves the CSV (the browser's save; tests pass their own). */
  save?: SaveFileFn;
  /** The dashboard of the players kept here (this device's or the class folder's), offered as a class list. */
  players?: DashboardReport | null;
  /**
   * The class list given, kept by the page so that it outlives a visit to a pupil's page; without
   * these the report keeps its own.
   */
  classList?: GivenClassList | null;
  onClassList?: (given: GivenClassList | null) => void;
}

/**
 * The dashboard of a folder of hand-in files: the same class list, missed words and heat map as
 * the class folder's, with its CSV and printing, and the files that were left out with why. Given
 * a class list, it also shows who on it has handed nothing in; the list stays while the teacher
 * reads the hand-ins again.
 */
export function HandinReport({
  read,
  onRead,
  onClose,
  onOpenPupil,
  onPrint,
  printing,
  save = saveFile,
  players,
  ...kept
}: HandinReportProps) {
  const t = useT();
  const language = useLanguage();
  const [sort, setSort] = useState<PupilSort>({ key: 'name', direction: 'ascending' });
  const [saved, setSaved] = useState<string | null>(null);
  const { report, skipped } = read;
  const [ownClassList, setOwnClassList] = useState<GivenClassList | null>(null);
  const classList = kept.classList !== undefined ? kept.classList : ownClassList;
  const setClassList = kept.onClassList ?? setOwnClassList;
  const match = useMemo(
    () => (classList ? matchClassList(read.handins, classList.list, classList.chosen) : null),
    [classList, read.handins],
  );
  const notOnList = useMemo(() => (match ? new Set(match.notOnList) : undefined), [match]);
  const offered = useMemo(() => {
    const list = players ? classListOfPupils(players.pupils) : null;
    return players && list
      ? { list, from: players.source === 'class' ? ('class' as const) : ('local' as const) }
      : null;
  }, [players]);

  const exportCsv = () => {
    const now = new Date(report.generatedAt);
    const name = suggestedDashboardName(now);
    try {
      const csv = dashboardCsv(report, {
        language,
        ...(match ? { notHandedIn: match.missing, notOnList: match.notOnList } : {}),
      });
      save({ name, type: 'text/csv', content: csv });
      setSaved(t('dashboard.exported', { path: name }));
    } catch (error) {
      setSaved(
        t('dashboard.exportFailed', { message: error instanceof Error ? error.message : String(error) }),
      );
    }
  };

  return (
    <div data-testid="handin-report">
      <div className="kq-dash-toolbar kq-dash-noprint">
        <button type="button" className="btn btn-primary" onClick={exportCsv}>
          {t('dashboard.exportCsv')}
        </button>
        <button type="button" className="btn" onClick={onPrint}>
          {t('dashboard.print')}
        </button>
        <HandinReadButton onRead={onRead} />
        <button type="button" className="btn" onClick={onClose} data-testid="handin-close">
          {t('handin.back')}
        </button>
        <p className="kq-dash-save-status" role="status" data-testid="handin-save-status">
          {saved ?? ''}
        </p>
      </div>
      {skipped.length > 0 ? (
        <section className="kq-dash-section kq-handin-skipped" aria-labelledby="kq-handin-skipped-title">
          <h3 id="kq-handin-skipped-title">{t('handin.skipped.title', { count: skipped.length })}</h3>
          <p className="kq-dash-help">{t('handin.skipped.help')}</p>
          <ul data-testid="handin-skipped">
            {skipped.map((file) => (
              <li key={file.path} data-reason={file.reason}>
                <span className="kq-handin-path">{file.path}</span>：
                {t(`handin.skip.${file.reason}` as MessageKey)}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {read.handins.read.length > 0 ? (
        <details className="kq-dash-section kq-handin-files">
          <summary>{t('handin.files.title', { count: read.handins.read.length })}</summary>
          <table className="kq-dash-table" data-testid="handin-files">
            <thead>
              <tr>
                <th scope="col">{t('handin.files.file')}</th>
                <th scope="col">{t('handin.files.pupil')}</th>
                <th scope="col">{t('handin.files.savedAt')}</th>
                <th scope="col">{t('handin.files.version')}</th>
              </tr>
            </thead>
            <tbody>
              {read.handins.read.map((file) => (
                <tr key={file.path}>
                  <td className="kq-handin-path">{file.path}</td>
                  <td>
                    {file.name}（{file.className}）
                  </td>
                  <td>{localDateTime(file.savedAt)}</td>
                  <td data-testid="handin-file-version">{file.appVersion ?? t('handin.files.noVersion')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      ) : null}
      <HandinClassList
        handins={read.handins}
        given={classList}
        match={match}
        onGiven={setClassList}
        offered={offered}
      />
      <section className="kq-dash-section" aria-labelledby="kq-handin-pupils-title">
        <h3 id="kq-handin-pupils-title">{t('dashboard.pupils.title')}</h3>
        <p className="kq-dash-help kq-dash-noprint">{t('dashboard.pupils.help')}</p>
        {report.pupils.length === 0 ? (
          <p className="kq-dash-muted">{t('handin.noPupils')}</p>
        ) : (
          <>
            <ClassTable
              pupils={report.pupils}
              sort={sort}
              onSort={setSort}
              onOpenPupil={onOpenPupil}
              notOnList={notOnList}
            />
            <p className="kq-dash-help">{t('dashboard.trend.legend')}</p>
          </>
        )}
      </section>
      <section className="kq-dash-section" aria-labelledby="kq-handin-words-title">
        <h3 id="kq-handin-words-title">{t('dashboard.words.title')}</h3>
        <p className="kq-dash-help">{t('dashboard.words.help', { max: DASHBOARD_MISSED_WORDS })}</p>
        <MissedWordsTable words={report.missedWords} />
      </section>
      <section className="kq-dash-section" aria-labelledby="kq-handin-heat-title">
        <h3 id="kq-handin-heat-title">{t('dashboard.heat.title')}</h3>
        <p className="kq-dash-help">{t('dashboard.heat.help')}</p>
        <StageHeatMap report={report} all={printing} />
      </section>
    </div>
  );
}
