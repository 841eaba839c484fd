import { type KeyboardEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Icon } from '../../assets/art';
import { ROUTE_POINTS, WORLD } from '../../data';
import { useLanguage, useT } from '../../i18n';
import {
  openBandsInUse,
  pageChanged,
  type StageView,
  selectBattleMode,
  selectLevel,
  selectSelectedStageId,
  selectStageList,
  selectStageMastery,
  stageSelected,
  startStage,
  useAppDispatch,
  useAppSelector,
} from '../../store';
import { LearningIcon } from '../../ui/LearningIcon';
import { MasteryBar } from '../../ui/MasteryBar';
import { arrivalStageIndex, nextStageIndex } from '../../ui/mapNavigation';
import { RouteMarkers } from '../../ui/RouteMarkers';
import { markerStatus, plainTitle, StageCard } from '../../ui/StageCard';
import { WordListStages } from '../classroom/WordListStages';
import { FilesMenu } from '../files/FilesMenu';
import { SavesNotice } from '../files/SavesNotice';
import { ReviewForestCard } from '../notebook/ReviewForestCard';
import { ColorModeSwitch } from '../settings/ColorModeSwitch';
import { SettingsButton } from '../settings/SettingsButton';
import { TodayStagesCard } from '../worlds/TodayStagesCard';
import { stageWordCount } from './stageWordCount';
import { WorldMap } from './WorldMap';
import './MapPage.css';

/** The route's stages in percent of the map picture, where their markers stand. */
const ROUTE_PLACES = ROUTE_POINTS.map((p) => ({
  left: (p.x / WORLD.width) * 100,
  top: (p.y / WORLD.height) * 100,
}));

function stageTitle(stage: StageView, language: 'ja' | 'en'): string {
  return language === 'en' ? stage.titleEn : stage.titleJa;
}

/**
 * The world map: stages along the typing route, unlocked one by one as they are cleared, ending at
 * the demon king's castle. Arrow keys (or a click or tap) choose a stage; Enter, a second click or
 * the start button begins it. Each stage shows whether it is cleared, its best rank and a mastery bar
 * (words mastered and being learned). Below the stage card, the review forest offers today's due words
 * and opens the mistake notebook and the progress page.
 */
export function MapPage() {
  const t = useT();
  const language = useLanguage();
  const dispatch = useAppDispatch();
  const stages = useAppSelector(selectStageList);
  const selectedId = useAppSelector(selectSelectedStageId);
  const { level, exp, levelStartExp, nextLevelExp } = useAppSelector(selectLevel);
  const mastery = useAppSelector(selectStageMastery);
  const mode = useAppSelector(selectBattleMode);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  // Where the cursor lands is decided once, when the map appears; after that it follows the store.
  const storedIndex = stages.findIndex((s) => s.id === selectedId);
  const [arrival] = useState(() => arrivalStageIndex(stages, storedIndex));
  const [arrived, setArrived] = useState(false);
  const selectedIndex = arrived && storedIndex >= 0 ? storedIndex : arrival;
  const selected = stages[selectedIndex];
  const furthestUnlocked = useMemo(
    () => stages.reduce((found, s, i) => (s.unlocked ? i : found), 0),
    [stages],
  );
  const clearedCount = useMemo(() => stages.filter((s) => s.cleared).length, [stages]);

  const select = useCallback(
    (index: number, focus: boolean) => {
      const stage = stages[index];
      if (!stage) return;
      dispatch(stageSelected(stage.id));
      if (focus) buttons.current[index]?.focus();
    },
    [dispatch, stages],
  );

  const start = useCallback(
    (stage: StageView | undefined) => {
      if (!stage?.unlocked) return;
      dispatch(startStage({ stageId: stage.id, at: null }));
    },
    [dispatch],
  );

  // Arriving on the map puts the keyboard on the chosen stage, so arrows and Enter work at once.
  // Only on arrival: later focus moves follow the player's own keys.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once when the map appears.
  useEffect(() => {
    const stage = stages[arrival];
    if (stage && stage.id !== selectedId) dispatch(stageSelected(stage.id));
    setArrived(true);
    buttons.current[arrival]?.focus();
    // The route's words live in the first two school years of the word bank, and the review forest
    // and notebook may hold words of any year; once loaded, they offer the words' other accepted forms
    // and pictures.
    void dispatch(openBandsInUse());
  }, []);

  const onListKeyDown = (event: KeyboardEvent) => {
    const next = nextStageIndex(event.key, selectedIndex, stages.length, furthestUnlocked);
    if (next === null) return;
    event.preventDefault();
    select(next, true);
  };

  const expSpan = Math.max(1, nextLevelExp - levelStartExp);
  const expRatio = Math.min(1, Math.max(0, (exp - levelStartExp) / expSpan));

  return (
    <div className="kq-map-page">
      <header className="kq-map-header">
        <h1 className="kq-map-title">
          <Icon name="map" size="1.3em" />
          {t('map.title')}
        </h1>
        <div className="kq-map-level">
          <span className="kq-map-level-badge">{t('map.level', { level })}</span>
          <span
            className="kq-map-exp"
            role="progressbar"
            aria-label={t('map.exp')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(expRatio * 100)}
          >
            <span className="kq-map-exp-fill" style={{ width: `${expRatio * 100}%` }} />
          </span>
        </div>
        <div className="kq-map-tools">
          <button type="button" className="btn kq-map-worlds" onClick={() => dispatch(pageChanged('worlds'))}>
            <LearningIcon name="globe" size="1.2em" />
            {t('worlds.title')}
          </button>
          <button
            type="button"
            className="btn kq-map-check"
            onClick={() => dispatch(pageChanged('schoolCheck'))}
          >
            {t('map.schoolCheck')}
          </button>
          <FilesMenu />
          <ColorModeSwitch />
          <SettingsButton />
        </div>
      </header>

      <main className="kq-map-main">
        <div className="kq-map-stage-area">
          <div className="kq-map-fit">
            <div className="kq-map-column">
              <div
                className="kq-map-frame"
                style={{
                  aspectRatio: `${WORLD.width} / ${WORLD.height}`,
                  ['--map-ratio' as string]: WORLD.width / WORLD.height,
                }}
              >
                <WorldMap clearedCount={clearedCount} />
                <RouteMarkers
                  stages={stages}
                  places={ROUTE_PLACES}
                  selectedIndex={selectedIndex}
                  listLabel={t('map.title')}
                  describedBy="kq-map-help"
                  buttons={buttons}
                  onKeyDown={onListKeyDown}
                  onSelect={(index) => select(index, true)}
                  onStart={start}
                  labelOf={(stage, index) => {
                    const name = plainTitle(stageTitle(stage, language));
                    const known = mastery[stage.id];
                    return [
                      t('map.stageLabel', { number: index + 1, name }),
                      stage.boss ? t('map.boss') : null,
                      markerStatus(stage, t),
                      stage.unlocked && known ? t('progress.bar', { name, ...known }) : null,
                    ]
                      .filter(Boolean)
                      .join(t('common.listSeparator'));
                  }}
                  extra={(stage) => {
                    const known = mastery[stage.id];
                    if (!stage.unlocked || !known) return null;
                    return (
                      <span className="kq-map-mastery" aria-hidden="true" data-testid={`mastery-${stage.id}`}>
                        <MasteryBar
                          name={plainTitle(stageTitle(stage, language))}
                          {...known}
                          showFigure={false}
                        />
                      </span>
                    );
                  }}
                />
              </div>
              <p className="kq-map-help" id="kq-map-help">
                {t('map.help')}
              </p>
            </div>
          </div>
        </div>

        <div className="kq-map-side">
          <SavesNotice where="map" />
          <TodayStagesCard limit={3} />
          {selected ? (
            <StageCard
              stage={selected}
              numberLabel={
                selected.boss ? t('map.boss') : t('map.stageNumber', { number: selectedIndex + 1 })
              }
              words={stageWordCount(selected.id)}
              mastery={mastery[selected.id]}
              mode={mode}
              onStart={() => start(selected)}
            />
          ) : null}
          <ReviewForestCard />
          <WordListStages />
        </div>
      </main>
    </div>
  );
}
