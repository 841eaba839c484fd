import { useId, useMemo, useState } from 'react';
import { useLanguage, useT } from '../../i18n';
import {
  selectDailyFigures,
  selectMasterySeries,
  selectQuestionSets,
  selectSetMastery,
  useAppDispatch,
  useAppSelector,
} from '../../store';
import { LineChart } from '../../ui/LineChart';
import { SetMasteryList } from '../../ui/MasteryBar';
import { useToday } from '../notebook/useToday';
import { PlacementSummary } from '../placement/PlacementSummary';
import { WorldsProgress } from './WorldsProgress';
import '../notebook/notebook.css';
import './progress.css';
import { MapCornerPage } from '../mapCorner/MapCornerPage';

/** Strips the furigana brackets, e.g. 「天気（てんき）」 → 「天気」. */
function plain(title: string): string {
  return title.replace(/（[^）]*）/g, '');
}

/**
 * The progress page: the last placement quest's result (or an invitation to it), charts over days of
 * accuracy, keys per minute and words mastered (all sets or one chosen set), the stages cleared and
 * words learnt in every world, then a mastery bar for every word set. Escape or the back button returns to the map.
 */
export function ProgressPage() {
  const t = useT();
  const language = useLanguage();
  const _dispatch = useAppDispatch();
  const { offsetMinutes } = useToday();
  const days = useAppSelector((s) => selectDailyFigures(s, offsetMinutes));
  const [setId, setSetId] = useState<string | null>(null);
  const mastery = useAppSelector((s) => selectMasterySeries(s, setId));
  const sets = useAppSelector(selectSetMastery);
  const questionSets = useAppSelector(selectQuestionSets);
  const selectId = useId();

  const setName = (id: string) => {
    const set = questionSets.find((s) => s.id === id);
    if (!set) return id;
    return language === 'en' ? set.titleEn : plain(set.titleJa);
  };

  const accuracy = useMemo(() => days.map((d) => ({ day: d.day, value: d.accuracy * 100 })), [days]);
  const kpm = useMemo(() => days.map((d) => ({ day: d.day, value: d.keysPerMinute })), [days]);
  const masteredPoints = useMemo(() => mastery.map((d) => ({ day: d.day, value: d.mastered })), [mastery]);

  return (
    <MapCornerPage corner="progress" icon="chart">
      <PlacementSummary />
      {days.length === 0 ? (
        <p className="kq-notebook-empty" role="status">
          {t('progress.empty')}
        </p>
      ) : (
        <div className="kq-progress-charts">
          <LineChart
            title={t('progress.accuracyTitle')}
            points={accuracy}
            max={100}
            format={(v) => t('progress.percent', { value: Math.round(v) })}
            axisFormat={(v) => `${Math.round(v)}%`}
            testId="chart-accuracy"
          />
          <LineChart
            title={t('progress.kpmTitle')}
            points={kpm}
            format={(v) => t('progress.kpm', { value: Math.round(v) })}
            testId="chart-kpm"
          />
          <div className="kq-progress-mastery-chart">
            <label htmlFor={selectId} className="kq-progress-select">
              {t('progress.masterySet')}
              <select
                id={selectId}
                value={setId ?? ''}
                onChange={(e) => setSetId(e.target.value === '' ? null : e.target.value)}
              >
                <option value="">{t('progress.allSets')}</option>
                {questionSets.map((s) => (
                  <option key={s.id} value={s.id}>
                    {setName(s.id)}
                  </option>
                ))}
              </select>
            </label>
            <LineChart
              title={`${t('progress.masteryTitle')}：${setId === null ? t('progress.allSets') : setName(setId)}`}
              points={masteredPoints}
              format={(v) => t('progress.words', { value: Math.round(v) })}
              integer
              testId="chart-mastery"
            />
          </div>
        </div>
      )}
      <WorldsProgress />
      <section className="kq-progress-sets" aria-labelledby="kq-progress-sets-title">
        <h2 id="kq-progress-sets-title">{t('progress.setsTitle')}</h2>
        <p className="kq-legend" aria-hidden="true">
          <span className="kq-legend-mastered">{t('progress.legendMastered')}</span>
          <span className="kq-legend-learning">{t('progress.legendLearning')}</span>
        </p>
        <SetMasteryList sets={sets} setName={setName} />
      </section>
    </MapCornerPage>
  );
}
