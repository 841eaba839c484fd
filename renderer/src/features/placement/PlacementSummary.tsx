import { worldOf } from '../../data/worlds';
import { useLanguage, useT } from '../../i18n';
import { pageChanged, selectPlacement, useAppDispatch, useAppSelector } from '../../store';
import './placement.css';

/** The day a quest ended, in the player's own time zone and the UI language (「2026年11月24日」). */
function dayOf(at: string, language: 'ja' | 'en'): string {
  return new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'ja-JP', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  }).format(new Date(at));
}

/**
 * The last placement quest's result for the progress page: the world it proposed (with its school
 * years), the day and the score, and a way to play it again; an invitation before the first quest.
 */
export function PlacementSummary() {
  const t = useT();
  const language = useLanguage();
  const dispatch = useAppDispatch();
  const placement = useAppSelector(selectPlacement);
  const world = placement ? worldOf(placement.band) : null;

  return (
    <section className="kq-placement-summary" aria-labelledby="kq-placement-summary-title">
      <h2 id="kq-placement-summary-title">{t('progress.placementTitle')}</h2>
      {placement && world ? (
        <>
          <p className="kq-placement-summary-world" data-testid="placement-summary-world">
            {t('progress.placementWorld', {
              world: language === 'en' ? world.nameEn : world.nameJa,
              years: t(`library.band.${placement.band}`),
            })}
          </p>
          <p className="kq-placement-note">
            {t('progress.placementWhen', {
              date: dayOf(placement.at, language),
              correct: placement.correct,
              asked: placement.asked,
            })}
          </p>
        </>
      ) : (
        <p className="kq-placement-note">{t('progress.placementNone')}</p>
      )}
      <button type="button" className="btn" onClick={() => dispatch(pageChanged('placement'))}>
        {placement ? t('progress.placementRetake') : t('progress.placementStart')}
      </button>
    </section>
  );
}
