import { useEffect } from 'react';
import { BANDS } from '../../../../core/bank/bankTerms';
import { useLanguage, useT } from '../../i18n';
import { openBand, selectWorldViews, useAppDispatch, useAppSelector } from '../../store';
import { MasteryBar } from '../../ui/MasteryBar';
import { RetryWorldsButton } from '../worlds/RetryWorldsButton';

/**
 * The progress page's part on the worlds: for every school-year world, the stages cleared and the
 * words mastered and being learnt, so the page spans the whole word bank and not only the first map.
 * Each world's stages load here if they are not loaded yet.
 */
export function WorldsProgress() {
  const t = useT();
  const language = useLanguage();
  const dispatch = useAppDispatch();
  const views = useAppSelector(selectWorldViews);

  useEffect(() => {
    for (const band of BANDS) void dispatch(openBand(band));
  }, [dispatch]);

  return (
    <section className="kq-progress-sets kq-progress-worlds" aria-labelledby="kq-progress-worlds-title">
      <h2 id="kq-progress-worlds-title">{t('progress.worldsTitle')}</h2>
      <ul className="kq-progress-set-list">
        {views.map((view) => {
          const name = language === 'en' ? view.world.nameEn : view.world.nameJa;
          return (
            <li key={view.world.band} data-band={view.world.band}>
              <span className="kq-progress-set-name">
                {name}
                <span className="kq-progress-world-stages">
                  {view.stages > 0
                    ? t('worlds.stagesCleared', { cleared: view.clearedStages, total: view.stages })
                    : view.status === 'failed'
                      ? t('worlds.failed')
                      : t('worlds.loading')}
                </span>
              </span>
              <MasteryBar name={name} total={view.words} learning={view.learning} mastered={view.mastered} />
            </li>
          );
        })}
      </ul>
      <RetryWorldsButton />
    </section>
  );
}
