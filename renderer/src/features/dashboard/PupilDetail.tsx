import { useEffect, useMemo, useRef, useState } from 'react';
import type { DashboardPupil, DashboardPupilDetail, Failure } from '../../../../core/contract';
import { dailyFigures, masteryBySet, masterySeries } from '../../engine/review';
import { failureText, useLanguage, useT } from '../../i18n';
import {
  keyConfusionsOf,
  notebookEntriesOf,
  selectQuestionSets,
  useAppDispatch,
  useAppSelector,
} from '../../store';
import { LineChart } from '../../ui/LineChart';
import { SetMasteryList } from '../../ui/MasteryBar';
import { NotebookWords } from '../notebook/NotebookWords';
import { useToday } from '../notebook/useToday';
import { readDashboardPupil } from './dashboardThunks';
import '../progress/progress.css';

/** Props of {@link PupilDetail}. */
export interface PupilDetailProps {
  token: string;
  /** The pupil's row of the class list (name and figures shown while their progress loads). */
  pupil: DashboardPupil;
  onBack: () => void;
  /** Main refused the token (teacher mode expired). */
  onExpired: () => void;
  /** Their whole progress when the page already has it (read from hand-in files): nothing is asked of main. */
  detail?: DashboardPupilDetail;
}

type Load =
  | { kind: 'loading' }
  | { kind: 'failed'; failure: Failure }
  | { kind: 'ready'; detail: DashboardPupilDetail };

/** Strips the furigana brackets, e.g. 「天気（てんき）」 → 「天気」. */
const plain = (title: string) => title.replace(/（[^）]*）/g, '');

/**
 * One pupil's progress for their teacher: the progress page's charts over days (accuracy, keys per
 * minute, words mastered), mastery per word set, and their mistake notebook, drawn with the same
 * components the pupil sees, from the progress main read from their file.
 */
export function PupilDetail({ token, pupil, onBack, onExpired, detail }: PupilDetailProps) {
  const t = useT();
  const language = useLanguage();
  const dispatch = useAppDispatch();
  const questionSets = useAppSelector(selectQuestionSets);
  const { nowMs, offsetMinutes } = useToday();
  const [load, setLoad] = useState<Load>(detail ? { kind: 'ready', detail } : { kind: 'loading' });
  const heading = useRef<HTMLHeadingElement>(null);
  const expired = useRef(onExpired);
  expired.current = onExpired;

  useEffect(() => {
    heading.current?.focus();
  }, []);

  useEffect(() => {
    if (detail) return;
    let live = true;
    void dispatch(readDashboardPupil(token, pupil.id)).then((answer) => {
      if (!live) return;
      if (answer.ok) setLoad({ kind: 'ready', detail: answer.value });
      else if (answer.error.code === 'not-unlocked') expired.current();
      else setLoad({ kind: 'failed', failure: answer.error });
    });
    return () => {
      live = false;
    };
  }, [dispatch, token, pupil.id, detail]);

  const snapshot = load.kind === 'ready' ? load.detail.snapshot : null;
  const figures = useMemo(() => {
    if (!snapshot) return null;
    const days = dailyFigures(snapshot.history, offsetMinutes);
    return {
      accuracy: days.map((d) => ({ day: d.day, value: d.accuracy * 100 })),
      kpm: days.map((d) => ({ day: d.day, value: d.keysPerMinute })),
      mastered: masterySeries(snapshot.mastery, null).map((d) => ({ day: d.day, value: d.mastered })),
      sets: masteryBySet(questionSets, snapshot.words).filter((m) => m.seen > 0),
      notebook: notebookEntriesOf(snapshot.words),
      confusions: keyConfusionsOf(snapshot.words),
    };
  }, [snapshot, offsetMinutes, questionSets]);

  const setName = (id: string) => {
    const set = questionSets.find((s) => s.id === id);
    if (!set) return id;
    return language === 'en' ? set.titleEn : plain(set.titleJa);
  };

  return (
    <div className="kq-dash-detail" data-testid="dashboard-pupil" data-pupil-id={pupil.id}>
      <div className="kq-dash-detail-head">
        <h3 ref={heading} tabIndex={-1}>
          {t('dashboard.pupil.title', { name: pupil.name })}
        </h3>
        <button type="button" className="btn" onClick={onBack} aria-describedby="kq-dash-detail-back-hint">
          {t('dashboard.pupil.back')}
        </button>
        <span id="kq-dash-detail-back-hint" className="visually-hidden">
          {t('dashboard.pupil.backHint')}
        </span>
      </div>
      <p>
        {t('dashboard.pupil.summary', {
          level: pupil.level,
          cleared: pupil.stagesCleared,
          attempts: pupil.attempts,
        })}
      </p>
      {load.kind === 'loading' ? (
        <p role="status">{t('dashboard.pupil.loading')}</p>
      ) : load.kind === 'failed' ? (
        <p role="alert" className="kq-dash-problem">
          {t('dashboard.pupil.failed', { message: failureText(t, load.failure) })}
        </p>
      ) : figures ? (
        <>
          <section className="kq-dash-section" aria-labelledby="kq-dash-detail-charts">
            <h4 id="kq-dash-detail-charts">{t('dashboard.pupil.charts')}</h4>
            {figures.accuracy.length === 0 ? (
              <p className="kq-dash-muted">{t('dashboard.pupil.noCharts')}</p>
            ) : (
              <div className="kq-progress-charts">
                <LineChart
                  title={t('dashboard.pupil.accuracy')}
                  points={figures.accuracy}
                  max={100}
                  format={(v) => t('dashboard.percent', { value: Math.round(v) })}
                  axisFormat={(v) => `${Math.round(v)}%`}
                  testId="dashboard-chart-accuracy"
                />
                <LineChart
                  title={t('dashboard.pupil.kpm')}
                  points={figures.kpm}
                  format={(v) => String(Math.round(v))}
                  testId="dashboard-chart-kpm"
                />
                {figures.mastered.length > 0 ? (
                  <LineChart
                    title={t('dashboard.pupil.mastery')}
                    points={figures.mastered}
                    format={(v) => t('dashboard.pupil.words', { value: Math.round(v) })}
                    integer
                    testId="dashboard-chart-mastery"
                  />
                ) : null}
              </div>
            )}
          </section>
          <section className="kq-dash-section" aria-labelledby="kq-dash-detail-sets">
            <h4 id="kq-dash-detail-sets">{t('dashboard.pupil.sets')}</h4>
            {figures.sets.length === 0 ? (
              <p className="kq-dash-muted">{t('dashboard.pupil.setsEmpty')}</p>
            ) : (
              <SetMasteryList sets={figures.sets} setName={setName} />
            )}
          </section>
          <section className="kq-dash-section" aria-labelledby="kq-dash-detail-notebook">
            <h4 id="kq-dash-detail-notebook">{t('dashboard.pupil.notebook')}</h4>
            {figures.notebook.length === 0 ? (
              <p className="kq-dash-muted">{t('dashboard.pupil.notebookEmpty')}</p>
            ) : (
              <NotebookWords
                entries={figures.notebook}
                confusions={figures.confusions}
                nowMs={nowMs}
                offsetMinutes={offsetMinutes}
              />
            )}
          </section>
        </>
      ) : null}
    </div>
  );
}
