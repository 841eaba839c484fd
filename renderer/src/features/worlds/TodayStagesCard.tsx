import { useEffect } from 'react';
import { BANDS, type Band } from '../../../../core/bank/bankTerms';
import { Icon } from '../../assets/art';
import { worldOf } from '../../data/worlds';
import { useLanguage, useT } from '../../i18n';
import {
  openBand,
  pageChanged,
  selectTeacherChoices,
  selectTodayStages,
  startStage,
  useAppDispatch,
  useAppSelector,
} from '../../store';
import { FuriganaText } from '../../ui/FuriganaText';
import './todayStages.css';

/** The band a bank stage id belongs to (`j2.verbs-1` → `j2`), or null for any other stage. */
function bandOfStage(id: string): Band | null {
  const prefix = id.split('.')[0];
  return BANDS.find((band) => band === prefix) ?? null;
}

/** Props of {@link TodayStagesCard}. */
export interface TodayStagesCardProps {
  /** Show at most this many, with a way to the overview for the rest (the map's narrow side panel). */
  limit?: number;
}

/**
 * Today's stages, as a teacher pinned them for every player of this PC, in the teacher's order: each
 * starts with Enter or a click, whatever the player's progress. Shown first on the map and on the
 * overview of the worlds; nothing is shown when no stage is pinned. The stages' worlds load here, so
 * the card fills in wherever it appears first.
 */
export function TodayStagesCard({ limit }: TodayStagesCardProps) {
  const t = useT();
  const language = useLanguage();
  const dispatch = useAppDispatch();
  const pinned = useAppSelector(selectTeacherChoices).todayStages;
  const today = useAppSelector(selectTodayStages);

  useEffect(() => {
    const bands = new Set(pinned.map(bandOfStage).filter((band): band is Band => band !== null));
    for (const band of bands) void dispatch(openBand(band));
  }, [dispatch, pinned]);

  if (today.length === 0) return null;
  const shown = limit === undefined ? today : today.slice(0, limit);
  return (
    <section className="kq-today" aria-labelledby="kq-today-title" data-testid="today-stages">
      <h2 id="kq-today-title" className="kq-today-heading">
        <Icon name="star" size="1.1em" />
        {t('worlds.today')}
      </h2>
      <p className="kq-today-note">{t('worlds.todayNote')}</p>
      <ol className="kq-today-list" aria-label={t('worlds.today')}>
        {shown.map((stage) => {
          const title = language === 'en' ? stage.titleEn : stage.titleJa;
          const world = worldOf(stage.band);
          return (
            <li key={stage.id}>
              <button
                type="button"
                className="kq-today-stage"
                data-stage-id={stage.id}
                data-cleared={stage.cleared}
                onClick={() => dispatch(startStage({ stageId: stage.id, at: null }))}
              >
                <span className="kq-today-title">
                  {language === 'en' ? title : <FuriganaText text={title} />}
                </span>
                <span className="kq-today-world">
                  <span className="visually-hidden">{t('common.listSeparator')}</span>
                  {language === 'en' ? world.nameEn : world.nameJa}
                  {stage.cleared ? `${t('common.listSeparator')}${t('map.cleared')}` : null}
                </span>
              </button>
            </li>
          );
        })}
      </ol>
      {shown.length < today.length ? (
        <button type="button" className="btn kq-today-more" onClick={() => dispatch(pageChanged('worlds'))}>
          {t('worlds.todayMore', { count: today.length - shown.length })}
        </button>
      ) : null}
    </section>
  );
}
