import { type KeyboardEvent, useCallback, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import {
  DASHBOARD_MISSED_WORDS,
  type DashboardPupil,
  type DashboardReport,
  type Failure,
} from '../../../../core/contract';
import { handinPupilDetail } from '../../../../core/handin/readHandins';
import { failureText, useLanguage, useT } from '../../i18n';
import { useAppDispatch } from '../../store';
import type { HandinRead } from '../handin/handinThunks';
import { ClassTable } from './ClassTable';
import { localDateTime } from './dashboardFormat';
import { exportDashboardCsv, readDashboardReport } from './dashboardThunks';
import type { GivenClassList } from './HandinClassList';
import { HandinReadButton } from './HandinReadButton';
import { HandinReport } from './HandinReport';
import { MissedWordsTable } from './MissedWordsTable';
import { PupilDetail } from './PupilDetail';
import { SchoolCheckReport } from './SchoolCheckReport';
import { StageHeatMap } from './StageHeatMap';
import type { PupilSort } from './sortPupils';
import './dashboard.css';

/** Props of {@link DashboardPage}. */
export interface DashboardPageProps {
  /** Teacher mode's token, held by the teacher page in memory only. */
  token: string;
  /** Leaves the dashboard (back to the teacher's choices). */
  onClose: () => void;
  /** Main refused the token: teacher mode expired and asks for the PIN again. */
  onExpired: () => void;
}

type Load =
  | { kind: 'loading' }
  | { kind: 'failed'; failure: Failure }
  | { kind: 'ready'; report: DashboardReport };
type Saving = { kind: 'idle' } | { kind: 'saving' } | { kind: 'done'; text: string; failed: boolean };

/**
 * The teacher's dashboard in teacher mode: the class list (sortable, with each pupil's weeks), the
 * words the class misses most and a per-stage heat map, read from every pupil's progress by main;
 * a pupil's name opens their charts and mistake notebook. It saves a CSV (main asks where) and prints
 * the three sections. Escape closes a pupil's page, then the dashboard.
 */
export function DashboardPage({ token, onClose, onExpired }: DashboardPageProps) {
  const t = useT();
  const language = useLanguage();
  const dispatch = useAppDispatch();
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  const [sort, setSort] = useState<PupilSort>({ key: 'name', direction: 'ascending' });
  const [pupil, setPupil] = useState<DashboardPupil | null>(null);
  const [saving, setSaving] = useState<Saving>({ kind: 'idle' });
  const [printing, setPrinting] = useState(false);
  // The class read from hand-in files, shown instead of this device's players until closed.
  const [handin, setHandin] = useState<HandinRead | null>(null);
  // The class list given to the hand-ins' report: kept while a pupil's page is open, and for the
  // next folder read.
  const [classList, setClassList] = useState<GivenClassList | null>(null);
  // The school check's report of the pupils read (this device's, the class folder's or the hand-ins').
  const [schoolView, setSchoolView] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const returnTo = useRef<string | null>(null);
  const root = useRef<HTMLDivElement>(null);
  // Kept in a ref so a new callback from the page does not read the report again.
  const expired = useRef(onExpired);
  expired.current = onExpired;

  const read = useCallback(async () => {
    setLoad({ kind: 'loading' });
    const answer = await dispatch(readDashboardReport(token));
    if (answer.ok) setLoad({ kind: 'ready', report: answer.value });
    else if (answer.error.code === 'not-unlocked') expired.current();
    else setLoad({ kind: 'failed', failure: answer.error });
  }, [dispatch, token]);

  useEffect(() => {
    heading.current?.focus();
    void read();
  }, [read]);

  // Opening or closing the hand-in files' report puts the keyboard back at the top of the page.
  const showingHandin = handin !== null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the report shown changes, not on each render.
  useEffect(() => {
    heading.current?.focus();
  }, [showingHandin]);

  // Back from a pupil's page, the keyboard returns to their name in the list.
  useEffect(() => {
    if (pupil !== null || returnTo.current === null) return;
    const id = returnTo.current;
    returnTo.current = null;
    const button = root.current?.querySelector<HTMLButtonElement>(
      `tr[data-pupil-id="${id}"] button.kq-dash-name`,
    );
    (button ?? heading.current)?.focus();
  }, [pupil]);

  const openPupil = (next: DashboardPupil) => {
    returnTo.current = next.id;
    setPupil(next);
  };

  const save = async () => {
    if (saving.kind === 'saving') return;
    setSaving({ kind: 'saving' });
    const answer = await dispatch(exportDashboardCsv(token, language));
    if (!answer.ok && answer.error.code === 'not-unlocked') {
      expired.current();
      return;
    }
    setSaving({
      kind: 'done',
      failed: !answer.ok,
      text: !answer.ok
        ? t('dashboard.exportFailed', { message: failureText(t, answer.error) })
        : answer.value === null
          ? t('dashboard.exportCancelled')
          : t('dashboard.exported', { path: answer.value }),
    });
  };

  const print = () => {
    // Every part of the heat map is drawn for the paper, then the screen goes back to the part chosen.
    flushSync(() => setPrinting(true));
    try {
      window.print();
    } finally {
      setPrinting(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.defaultPrevented || event.key !== 'Escape') return;
    event.preventDefault();
    if (pupil) setPupil(null);
    else if (schoolView) setSchoolView(false);
    else if (handin) setHandin(null);
    else onClose();
  };

  const report = handin ? handin.report : load.kind === 'ready' ? load.report : null;
  const title = report?.className
    ? t('dashboard.titleOfClass', { name: report.className })
    : t('dashboard.title');

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape anywhere on the dashboard goes back a step, as on the other screens.
    <div className="kq-dash" ref={root} onKeyDown={onKeyDown} data-testid="dashboard" data-state={load.kind}>
      <div className="kq-dash-print">
        <div className="kq-dash-head">
          <h2 ref={heading} tabIndex={-1} id="kq-dash-title">
            {title}
          </h2>
          {report ? (
            <p className="kq-dash-muted" data-testid="dashboard-source">
              {t(
                handin
                  ? 'handin.source'
                  : report.source === 'class'
                    ? 'dashboard.sourceClass'
                    : 'dashboard.sourceLocal',
                {
                  count: report.pupils.length,
                  files: handin?.files ?? 0,
                  time: localDateTime(report.generatedAt),
                },
              )}
            </p>
          ) : null}
        </div>
        {report && pupil === null && !schoolView ? (
          <div className="kq-dash-toolbar kq-dash-noprint">
            <button type="button" className="btn" onClick={() => setSchoolView(true)}>
              {t('schoolReport.open')}
            </button>
          </div>
        ) : null}
        {pupil === null && handin === null && !schoolView ? (
          <div className="kq-dash-toolbar kq-dash-noprint">
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => void save()}
              disabled={!report}
              // Not disabled while saving: the focus stays on the button, so Escape and Tab still work.
              aria-disabled={saving.kind === 'saving' ? true : undefined}
            >
              {t('dashboard.exportCsv')}
            </button>
            <button type="button" className="btn" onClick={print} disabled={!report}>
              {t('dashboard.print')}
            </button>
            <button
              type="button"
              className="btn"
              onClick={() => void read()}
              disabled={load.kind === 'loading'}
            >
              {t('dashboard.reload')}
            </button>
            <HandinReadButton onRead={setHandin} />
            <p
              className="kq-dash-save-status"
              role="status"
              data-testid="dashboard-save-status"
              data-failed={saving.kind === 'done' && saving.failed ? 'true' : undefined}
            >
              {saving.kind === 'saving'
                ? t('dashboard.exporting')
                : saving.kind === 'done'
                  ? saving.text
                  : ''}
            </p>
          </div>
        ) : null}
        {schoolView && report && pupil === null ? (
          <SchoolCheckReport report={report} onClose={() => setSchoolView(false)} onPrint={print} />
        ) : handin && pupil === null ? (
          <HandinReport
            read={handin}
            onRead={setHandin}
            onClose={() => setHandin(null)}
            onOpenPupil={openPupil}
            onPrint={print}
            printing={printing}
            players={load.kind === 'ready' ? load.report : null}
            classList={classList}
            onClassList={setClassList}
          />
        ) : handin && pupil ? (
          <PupilDetail
            token={token}
            pupil={pupil}
            onBack={() => setPupil(null)}
            onExpired={() => expired.current()}
            detail={handinPupilDetail(handin.handins, pupil.id) ?? undefined}
          />
        ) : load.kind === 'loading' ? (
          <p role="status">{t('dashboard.loading')}</p>
        ) : load.kind === 'failed' ? (
          <div role="alert" className="kq-dash-problem">
            <p>{t('dashboard.failed', { message: failureText(t, load.failure) })}</p>
            <button type="button" className="btn" onClick={() => void read()}>
              {t('dashboard.retry')}
            </button>
          </div>
        ) : pupil ? (
          <PupilDetail
            token={token}
            pupil={pupil}
            onBack={() => setPupil(null)}
            onExpired={() => expired.current()}
          />
        ) : (
          <>
            <section className="kq-dash-section" aria-labelledby="kq-dash-pupils-title">
              <h3 id="kq-dash-pupils-title">{t('dashboard.pupils.title')}</h3>
              <p className="kq-dash-help kq-dash-noprint">{t('dashboard.pupils.help')}</p>
              {load.report.pupils.length === 0 ? (
                <p className="kq-dash-muted">{t('dashboard.pupils.empty')}</p>
              ) : (
                <>
                  <ClassTable
                    pupils={load.report.pupils}
                    sort={sort}
                    onSort={setSort}
                    onOpenPupil={openPupil}
                  />
                  <p className="kq-dash-help">{t('dashboard.trend.legend')}</p>
                </>
              )}
            </section>
            <section className="kq-dash-section" aria-labelledby="kq-dash-words-title">
              <h3 id="kq-dash-words-title">{t('dashboard.words.title')}</h3>
              <p className="kq-dash-help">{t('dashboard.words.help', { max: DASHBOARD_MISSED_WORDS })}</p>
              <MissedWordsTable words={load.report.missedWords} />
            </section>
            <section className="kq-dash-section" aria-labelledby="kq-dash-heat-title">
              <h3 id="kq-dash-heat-title">{t('dashboard.heat.title')}</h3>
              <p className="kq-dash-help">{t('dashboard.heat.help')}</p>
              <StageHeatMap report={load.report} all={printing} />
            </section>
          </>
        )}
      </div>
    </div>
  );
}
