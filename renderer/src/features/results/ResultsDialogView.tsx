import { useRef } from 'react';
import { Hero } from '../../assets/art';
import { useT } from '../../i18n';
import type { PlayFrom } from '../../store';
import { Dialog } from '../../ui/Dialog';
import { FuriganaText } from '../../ui/FuriganaText';
import { formatClock } from '../../ui/formatClock';
import { BackupReminder } from '../files/BackupReminder';
import { ResultsNotes } from './ResultsNotes';
import { type ResultsSummary, resultsTitleKey } from './resultsSummary';
import { TimeChart } from './TimeChart';
import { WAY_BACK_LABEL } from './wayBackLabel';
import './results.css';

/** Props of {@link ResultsDialogView}. */
export interface ResultsDialogViewProps {
  open: boolean;
  summary: ResultsSummary | null;
  /** Play the same stage again. */
  onRetry: () => void;
  /** Play only the missed words (shown when there are some). */
  onPractice: () => void;
  /** Leave to the world map, or to the word library the stage was chosen in (also Escape). */
  onBackToMap: () => void;
  /** Where leaving goes: the map (default) or the word library. */
  backTo?: PlayFrom;
}

/**
 * The results of a run on the shared dialog: victory or defeat and the rank, accuracy, keys per minute,
 * time, best combo, hints, questions with a mistake, the missed words with their Japanese, a chart of
 * time per question, experience and level, and the three ways on: retry, practise, back to the map.
 */
export function ResultsDialogView({
  open,
  summary,
  onRetry,
  onPractice,
  onBackToMap,
  backTo = 'map',
}: ResultsDialogViewProps) {
  const t = useT();
  const retryRef = useRef<HTMLButtonElement>(null);
  if (!summary) return null;
  const { score, battle, victory, ending } = summary;
  const mood = victory ? 'win' : 'lose';
  const missed = score.missed;
  const stats: { key: string; label: string; value: string }[] = [
    {
      key: 'accuracy',
      label: t('results.accuracy'),
      value: t('results.percent', { value: Math.round(score.accuracy * 100) }),
    },
    { key: 'kpm', label: t('results.keysPerMinute'), value: String(Math.round(score.keysPerMinute)) },
    { key: 'time', label: t('results.time'), value: formatClock(score.totalTimeMs) },
    { key: 'combo', label: t('results.maxCombo'), value: String(score.maxCombo) },
    { key: 'hints', label: t('results.hints'), value: t('results.times', { value: score.hintsUsed }) },
    {
      key: 'mistakes',
      label: t('results.mistakeQuestions'),
      value: t('results.questions', { value: score.mistakeProblemCount }),
    },
  ];
  return (
    <Dialog
      open={open}
      onClose={onBackToMap}
      title={
        <span className={`results-title results-title--${mood}`}>
          {t(resultsTitleKey(ending, victory, battle))}
        </span>
      }
      className={`results-dialog results-dialog--${mood}`}
      initialFocus={retryRef}
    >
      <div className="results-top">
        <div className="results-hero" aria-hidden="true">
          <Hero pose={victory ? 'attack' : 'hurt'} />
        </div>
        <p className="results-rank" data-rank={score.rank}>
          <span className="results-rank-label">{t('results.rank')}</span>
          <span className="results-rank-letter" data-testid="results-rank">
            {score.rank}
          </span>
        </p>
        <dl className="results-stats">
          {stats.map((s) => (
            <div key={s.key} className="results-stat" data-stat={s.key}>
              <dt>{s.label}</dt>
              <dd>{s.value}</dd>
            </div>
          ))}
        </dl>
      </div>

      <ResultsNotes defeatCause={summary.defeatCause ?? null} save={summary.save ?? 'idle'} />
      <BackupReminder />

      <div className="results-exp" data-testid="results-exp">
        <strong>{t('results.exp', { exp: summary.expGained })}</strong>
        {summary.levelAfter > summary.levelBefore ? (
          <span className="results-level-up">{t('results.levelUp', { level: summary.levelAfter })}</span>
        ) : (
          <span>{t('results.level', { level: summary.levelAfter })}</span>
        )}
      </div>

      <div className="results-details">
        <section className="results-missed" aria-labelledby="results-missed-title">
          <h3 id="results-missed-title" className="results-section-title">
            {t('results.missedTitle')}
          </h3>
          {missed.length === 0 ? (
            <p className="results-missed-none">{t('results.missedNone')}</p>
          ) : (
            <ul
              className="results-missed-list"
              data-testid="results-missed"
              // A long list scrolls inside the dialog; as a named Tab stop the arrows and PageDown scroll it.
              // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
              tabIndex={0}
              aria-labelledby="results-missed-title"
            >
              {missed.map((q) => (
                <li key={`${q.setId ?? ''}:${q.en}`}>
                  <span className="results-missed-en" lang="en">
                    {q.en}
                  </span>
                  <span className="results-missed-ja" lang="ja">
                    <FuriganaText text={q.ja} />
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
        <TimeChart outcomes={summary.outcomes} />
      </div>

      <div className="results-actions">
        <button ref={retryRef} type="button" className="btn btn-primary" onClick={onRetry}>
          {t('results.retry')}
        </button>
        {missed.length > 0 ? (
          <button type="button" className="btn" onClick={onPractice}>
            {t('results.practice')}
          </button>
        ) : null}
        <button type="button" className="btn" onClick={onBackToMap}>
          {t(WAY_BACK_LABEL[backTo])}
        </button>
      </div>
    </Dialog>
  );
}
