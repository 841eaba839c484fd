import { useEffect, useRef } from 'react';
import { BANDS } from '../../../../core/bank/bankTerms';
import { worldOf } from '../../data/worlds';
import type { PlacementResult } from '../../engine/placement';
import { useLanguage, useT } from '../../i18n';

/** Props of {@link PlacementResultView}. */
export interface PlacementResultViewProps {
  result: PlacementResult;
  /** Opens the proposed world's map. */
  onGo: () => void;
  onRetake: () => void;
  onBack: () => void;
}

/**
 * The quest's result: the world it proposes (its name and school years), how many words of how many
 * were known, and the ways on: to that world (focused on arrival), a retake, or back to the worlds.
 */
export function PlacementResultView({ result, onGo, onRetake, onBack }: PlacementResultViewProps) {
  const t = useT();
  const language = useLanguage();
  const go = useRef<HTMLButtonElement>(null);
  const band = BANDS[result.band] ?? 'e34';
  const world = worldOf(band);
  const name = language === 'en' ? world.nameEn : world.nameJa;

  useEffect(() => {
    go.current?.focus();
  }, []);

  return (
    <section className="kq-placement-result" aria-labelledby="kq-placement-result-title" data-band={band}>
      <h2 id="kq-placement-result-title" className="kq-placement-result-title">
        {t('placement.resultTitle')}
      </h2>
      <p className="kq-placement-lead">{t('placement.resultLead')}</p>
      <p className="kq-placement-world" style={{ borderColor: world.land }}>
        <span className="kq-placement-world-name" data-testid="placement-world">
          {name}
        </span>
        <span className="kq-placement-world-years">
          {t('placement.resultYears', { years: t(`library.band.${band}`) })}
        </span>
      </p>
      <p className="kq-placement-score" data-testid="placement-score">
        {t('placement.resultScore', { correct: result.correct, asked: result.asked })}
      </p>
      <p className="kq-placement-note">{t('placement.resultSaved')}</p>
      <div className="kq-placement-actions">
        <button ref={go} type="button" className="btn btn-primary" onClick={onGo}>
          {t('placement.go', { world: name })}
        </button>
        <button type="button" className="btn" onClick={onRetake}>
          {t('placement.retake')}
        </button>
        <button type="button" className="btn" onClick={onBack}>
          {t('placement.toWorlds')}
        </button>
      </div>
    </section>
  );
}
