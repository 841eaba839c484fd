import { useEffect } from 'react';
import { type Translator, useLanguage, useT } from '../../i18n';
import {
  bandShown,
  openBand,
  selectBandStatus,
  selectShownBand,
  startStage,
  useAppDispatch,
  useAppSelector,
} from '../../store';
import { BandTabs } from '../../ui/BandTabs';
import { FuriganaText } from '../../ui/FuriganaText';
import { MasteryBar } from '../../ui/MasteryBar';
import { type LibraryStageView, selectLibraryAdvancedStages, selectLibraryStages } from './librarySelectors';
import './library.css';
import { MapCornerPage } from '../mapCorner/MapCornerPage';

function countLabel(stage: LibraryStageView, t: Translator): string {
  return t(stage.kind === 'sentences' ? 'library.sentences' : 'library.words', { count: stage.count });
}

function statusLabel(stage: LibraryStageView, t: Translator): string {
  if (!stage.cleared) return t('library.notCleared');
  return stage.bestRank
    ? `${t('library.cleared')} ${t('library.bestRank', { rank: stage.bestRank })}`
    : t('library.cleared');
}

/** One list of the library's stages: a button per stage with its words, progress and mastery. */
function LibraryStageList({ stages }: { stages: readonly LibraryStageView[] }) {
  const t = useT();
  const language = useLanguage();
  const dispatch = useAppDispatch();
  return (
    <ul className="kq-library-stages">
      {stages.map((stage) => {
        const title = language === 'en' ? stage.titleEn : stage.titleJa;
        return (
          <li key={stage.id}>
            <button
              type="button"
              className="kq-library-stage"
              data-stage-id={stage.id}
              data-kind={stage.kind}
              data-cleared={stage.cleared}
              onClick={() => dispatch(startStage({ stageId: stage.id, at: null }))}
            >
              <span className="kq-library-stage-title">
                {language === 'en' ? title : <FuriganaText text={title} />}
              </span>
              <span className="kq-library-stage-facts">
                <span className="visually-hidden">{t('common.listSeparator')}</span>
                <span className="kq-map-chip">{countLabel(stage, t)}</span>
                <span className="visually-hidden">{t('common.listSeparator')}</span>
                {stage.cleared ? (
                  <span className="kq-library-stage-cleared">
                    <span aria-hidden="true">✓ </span>
                    {statusLabel(stage, t)}
                  </span>
                ) : (
                  <span className="visually-hidden">{statusLabel(stage, t)}</span>
                )}
              </span>
              <span className="kq-library-stage-mastery" aria-hidden="true">
                <MasteryBar
                  name={title}
                  total={stage.count}
                  learning={stage.learning}
                  mastered={stage.mastered}
                  showFigure={false}
                />
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The word library: every stage of the word bank, by school year (grades 3–4 to junior high 3), open
 * to play in any order, its 発展 (advanced) stages in a group of their own after the route. A school year's words load the first time its tab is opened. Tabs move with
 * the arrow keys, Home and End; a stage starts with Enter or a click; Escape goes back to the map, and
 * a stage played from here comes back here.
 */
export function LibraryPage() {
  const t = useT();
  const language = useLanguage();
  const dispatch = useAppDispatch();
  const band = useAppSelector(selectShownBand);
  const status = useAppSelector(selectBandStatus)[band];
  const stages = useAppSelector((s) => selectLibraryStages(s, band));
  const advanced = useAppSelector((s) => selectLibraryAdvancedStages(s, band));

  useEffect(() => {
    void dispatch(openBand(band));
  }, [dispatch, band]);

  const words = stages.reduce((sum, s) => sum + s.count, 0);

  return (
    <MapCornerPage corner="library" icon="library">
      <p className="kq-library-intro">{t('library.intro')}</p>
      <BandTabs
        band={band}
        onChange={(next) => dispatch(bandShown(next))}
        labelOf={(b) => t(`library.band.${b}`)}
        label={t('library.bands')}
        idPrefix="kq-library"
        panelId="kq-library-panel"
        className="kq-library-tabs"
        tabClassName="kq-library-tab"
      />
      <section
        id="kq-library-panel"
        className="kq-library-panel"
        role="tabpanel"
        aria-labelledby={`kq-library-tab-${band}`}
        data-band={band}
        data-status={status}
      >
        {status === 'failed' ? (
          <div className="kq-library-failed" role="alert">
            <p>{t('library.failed')}</p>
            <button type="button" className="btn" onClick={() => void dispatch(openBand(band))}>
              {t('library.retry')}
            </button>
          </div>
        ) : stages.length === 0 ? (
          <p className="kq-library-loading" role="status">
            {t('library.loading')}
          </p>
        ) : (
          <>
            <p className="kq-library-summary">{t('library.summary', { stages: stages.length, words })}</p>
            <LibraryStageList stages={stages} />
            {advanced.length > 0 ? (
              <section
                className="kq-library-advanced"
                aria-labelledby="kq-library-advanced-title"
                data-testid="library-advanced"
              >
                <h2 id="kq-library-advanced-title" className="kq-library-advanced-title">
                  {language === 'en' ? (
                    t('library.advanced.title')
                  ) : (
                    <FuriganaText text={t('library.advanced.title')} />
                  )}
                </h2>
                <p className="kq-library-advanced-help">{t('library.advanced.help')}</p>
                <LibraryStageList stages={advanced} />
              </section>
            ) : null}
          </>
        )}
      </section>
    </MapCornerPage>
  );
}
