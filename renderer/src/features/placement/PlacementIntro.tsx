import { useCallback } from 'react';
import { PLACEMENT_LENGTH } from '../../engine/placement';
import { useT } from '../../i18n';
import { FuriganaText } from '../../ui/FuriganaText';

/** Props of {@link PlacementIntro}. */
export interface PlacementIntroProps {
  /** Where the words stand: still loading, failed (retry offered), or ready to start. */
  status: 'loading' | 'failed' | 'ready';
  /** The world of the last result, to say that a retake replaces it; null before the first quest. */
  lastWorld: string | null;
  onStart: () => void;
  onRetry: () => void;
}

/**
 * The quest's introduction: what it is, how long it takes, that no HP is lost and how to pass a word.
 * The start button is focused on arrival; until the words are loaded it says so and does nothing
 * (the retry button takes its place and the focus if they cannot be loaded).
 */
export function PlacementIntro({ status, lastWorld, onStart, onRetry }: PlacementIntroProps) {
  const t = useT();
  // Focused on arrival, even while the words load (the button then waits), and whenever the button
  // changes (the retry button while the words cannot be loaded, the start button once they are).
  const focusOnArrival = useCallback((button: HTMLButtonElement | null) => button?.focus(), []);

  return (
    <section className="kq-placement-intro" aria-labelledby="kq-placement-intro-lead">
      <p id="kq-placement-intro-lead" className="kq-placement-lead">
        {t('placement.introLead')}
      </p>
      <ul className="kq-placement-points">
        <li>{t('placement.introWords', { count: PLACEMENT_LENGTH })}</li>
        <li>{t('placement.introHow')}</li>
        <li>{t('placement.introSafe')}</li>
        <li>{t('placement.introPass')}</li>
        <li>
          <FuriganaText text={t('placement.introKeys')} />
        </li>
      </ul>
      {lastWorld !== null ? (
        <p className="kq-placement-note">{t('placement.introRetake', { world: lastWorld })}</p>
      ) : null}
      {status === 'failed' ? (
        <div className="kq-placement-failed" role="alert">
          <p>{t('placement.failed')}</p>
          <button ref={focusOnArrival} type="button" className="btn" onClick={onRetry}>
            {t('placement.retry')}
          </button>
        </div>
      ) : (
        <div className="kq-placement-actions">
          {status === 'loading' ? (
            <p id="kq-placement-loading" className="kq-placement-loading" role="status">
              {t('placement.loading')}
            </p>
          ) : null}
          <button
            ref={focusOnArrival}
            type="button"
            className="btn btn-primary kq-placement-start"
            aria-disabled={status !== 'ready'}
            aria-describedby={status === 'loading' ? 'kq-placement-loading' : undefined}
            onClick={() => {
              if (status === 'ready') onStart();
            }}
          >
            {t('placement.start')}
          </button>
        </div>
      )}
    </section>
  );
}
