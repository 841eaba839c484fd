import { useMemo } from 'react';
import { useT } from '../../i18n';
import './notebook.css';
import {
  MAX_REVIEW_WORDS,
  pageChanged,
  selectDueWords,
  startReviewStage,
  useAppDispatch,
  useAppSelector,
} from '../../store';
import { LearningIcon } from '../../ui/LearningIcon';
import { useToday } from './useToday';

/**
 * The map's learning corner: ふくしゅうの森 (the forest of review), whose demon is made of today's due
 * words with one HP per word — or a sentence saying nothing is due, with its button disabled — and
 * buttons to open the mistake notebook and the progress page. Every control is an ordinary button, so
 * Tab and Enter reach them.
 */
export function ReviewForestCard() {
  const t = useT();
  const dispatch = useAppDispatch();
  const { endOfDayMs } = useToday();
  const due = useAppSelector((s) => selectDueWords(s, endOfDayMs));
  const count = Math.min(MAX_REVIEW_WORDS, due.length);
  const words = useMemo(() => due.slice(0, 5).map((d) => d.word.en), [due]);
  const wordsLine = `${words.join(' · ')}${due.length > words.length ? ' …' : ''}`;

  return (
    <section
      className="kq-forest"
      aria-labelledby="kq-forest-title"
      data-testid="review-forest"
      data-due={count}
    >
      <h2 id="kq-forest-title" className="kq-forest-title">
        <LearningIcon name="forest" size="1.2em" />
        {t('review.forest')}
      </h2>
      {count > 0 ? (
        <>
          <p className="kq-forest-due">
            {t('review.dueCount', { count })}
            <span className="kq-forest-hp">{t('review.hp', { hp: count })}</span>
          </p>
          {/* A short window cuts this preview with an ellipsis; the title keeps the whole line. */}
          <p className="kq-forest-words" lang="en" title={wordsLine}>
            {wordsLine}
          </p>
        </>
      ) : (
        <p className="kq-forest-due" role="status">
          {t('review.nothingDue')}
        </p>
      )}
      <button
        type="button"
        className="btn btn-primary kq-forest-start"
        disabled={count === 0}
        onClick={() => dispatch(startReviewStage(null))}
      >
        {t('review.start')}
      </button>
      <div className="kq-forest-links">
        <button type="button" className="btn" onClick={() => dispatch(pageChanged('notebook'))}>
          <LearningIcon name="notebook" size="1.2em" />
          {t('review.openNotebook')}
        </button>
        <button type="button" className="btn" onClick={() => dispatch(pageChanged('progress'))}>
          <LearningIcon name="chart" size="1.2em" />
          {t('review.openProgress')}
        </button>
        <button type="button" className="btn" onClick={() => dispatch(pageChanged('library'))}>
          <LearningIcon name="library" size="1.2em" />
          {t('review.openLibrary')}
        </button>
      </div>
    </section>
  );
}
