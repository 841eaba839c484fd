import { type KeyboardEvent, memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Band } from '../../../../core/bank/bankTerms';
import { DEMON_NAMES, Icon, isDemonId, MapTile } from '../../assets/art';
import { type World, worldOf } from '../../data/worlds';
import { useLanguage, useT } from '../../i18n';
import {
  advancedShownChanged,
  openBand,
  pageChanged,
  selectAdvancedByTeacher,
  selectAdvancedChosen,
  selectBattleMode,
  selectSelectedStageId,
  selectWorldAdvancedStages,
  selectWorldOpen,
  selectWorldStages,
  stageSelected,
  startStage,
  useAppDispatch,
  useAppSelector,
  type WorldStageView,
} from '../../store';
import { MasteryBar } from '../../ui/MasteryBar';
import { arrivalStageIndex, nextStageIndex } from '../../ui/mapNavigation';
import { RouteMarkers } from '../../ui/RouteMarkers';
import { RouteRoad } from '../../ui/RouteRoad';
import { markerStatus, plainTitle, StageCard } from '../../ui/StageCard';
import { ColorModeSwitch } from '../settings/ColorModeSwitch';
import { SettingsButton } from '../settings/SettingsButton';
import { type WorldPoint, worldMapSize, worldRoute, worldTiles } from './worldLayout';
import './worlds.css';

function bossName(world: World, language: 'ja' | 'en'): string {
  return isDemonId(world.boss) ? DEMON_NAMES[world.boss][language] : world.boss;
}

/** The world drawn: its ground, then the road through its stages, gold as far as the pupil has cleared. */
const WorldGround = memo(function WorldGround({
  band,
  route,
  clearedCount,
}: {
  band: Band;
  route: readonly WorldPoint[];
  clearedCount: number;
}) {
  const world = worldOf(band);
  const { width, height } = worldMapSize(route.length);
  const tiles = useMemo(() => worldTiles(band, route.length), [band, route.length]);
  return (
    <svg
      className="kq-world"
      viewBox={`0 0 ${width} ${height}`}
      preserveAspectRatio="xMidYMid meet"
      aria-hidden="true"
      focusable="false"
    >
      <rect width={width} height={height} fill={world.land} />
      {tiles.map((tile) => (
        <g key={`${tile.x}:${tile.y}`} opacity={0.85}>
          <MapTile kind={tile.kind} x={tile.x} y={tile.y} width={100} height={100} />
        </g>
      ))}
      <RouteRoad points={route} clearedCount={clearedCount} bed={world.road} />
      {route.length > 0 ? (
        <circle
          cx={route[route.length - 1]?.x}
          cy={route[route.length - 1]?.y}
          r={46}
          fill={world.glow}
          opacity={0.7}
        />
      ) : null}
    </svg>
  );
});

/**
 * The world's 発展 (advanced) stages, off the route: a toggle the pupil presses to show them (or a note
 * that the teacher shows them), then the stages as a list. The first press on a stage chooses it, the
 * next starts it, as on the route.
 */
function AdvancedStages({
  band,
  selectedId,
  onSelect,
  onStart,
}: {
  band: Band;
  selectedId: string | null;
  onSelect: (stage: WorldStageView) => void;
  onStart: (stage: WorldStageView) => void;
}) {
  const t = useT();
  const language = useLanguage();
  const dispatch = useAppDispatch();
  const stages = useAppSelector((s) => selectWorldAdvancedStages(s, band));
  const chosen = useAppSelector((s) => selectAdvancedChosen(s, band));
  const byTeacher = useAppSelector((s) => selectAdvancedByTeacher(s, band));
  if (stages.length === 0) return null;
  return (
    <section
      className="kq-world-advanced"
      aria-labelledby="kq-world-advanced-title"
      data-testid="advanced-stages"
    >
      <h2 id="kq-world-advanced-title" className="kq-world-advanced-title">
        {t('world.advanced.title')}
      </h2>
      <p className="kq-world-advanced-help">{t('world.advanced.help')}</p>
      {byTeacher ? (
        <p className="kq-world-advanced-help">{t('world.advanced.byTeacher')}</p>
      ) : (
        <button
          type="button"
          className="btn"
          aria-pressed={chosen}
          onClick={() => dispatch(advancedShownChanged({ band, shown: !chosen }))}
        >
          {t('world.advanced.show')}
        </button>
      )}
      {chosen ? (
        <ul className="kq-world-advanced-list">
          {stages.map((stage) => {
            const title = plainTitle(language === 'en' ? stage.titleEn : stage.titleJa);
            return (
              <li key={stage.id}>
                <button
                  type="button"
                  className="btn kq-world-advanced-stage"
                  aria-current={stage.id === selectedId ? 'true' : undefined}
                  aria-label={[title, markerStatus(stage, t)].filter(Boolean).join(t('common.listSeparator'))}
                  disabled={!stage.unlocked}
                  onClick={() => (stage.id === selectedId ? onStart(stage) : onSelect(stage))}
                >
                  {stage.cleared ? <Icon name="check" size="1em" /> : null}
                  {title}
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}

/**
 * One world's map: its stages along a winding road, opened in route order as on the first map, the
 * world's boss on the last one. Arrow keys (or a click or tap) choose a stage, Home and End jump to the
 * first and the furthest open one; Enter, a second click or the start button begins it. Escape goes
 * back to the overview of the worlds. The world's stages load the first time it is opened.
 */
export function WorldPage() {
  const t = useT();
  const language = useLanguage();
  const dispatch = useAppDispatch();
  const band = useAppSelector((s) => s.page.world);
  const world = worldOf(band);
  const status = useAppSelector((s) => s.bank.status[band]);
  const stages = useAppSelector((s) => selectWorldStages(s, band));
  const open = useAppSelector((s) => selectWorldOpen(s, band));
  const selectedId = useAppSelector(selectSelectedStageId);
  const mode = useAppSelector(selectBattleMode);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const heading = useRef<HTMLHeadingElement>(null);
  const route = useMemo(() => worldRoute(stages.length), [stages.length]);
  const { width, height } = worldMapSize(stages.length);
  const places = useMemo(
    () => route.map((p) => ({ left: (p.x / width) * 100, top: (p.y / height) * 100 })),
    [route, width, height],
  );

  // The title holds the keyboard until the stages are here (Escape works from the first moment; a
  // screen reader announces the world).
  useEffect(() => {
    heading.current?.focus();
    void dispatch(openBand(band));
  }, [dispatch, band]);

  // The cursor's first place is decided once the stages are here; after that it follows the store.
  const storedIndex = stages.findIndex((s) => s.id === selectedId);
  const [arrival, setArrival] = useState<number | null>(null);
  useEffect(() => {
    if (arrival !== null || stages.length === 0) return;
    const index = arrivalStageIndex(stages, storedIndex);
    setArrival(index);
    const stage = stages[index];
    if (stage && stage.id !== selectedId) dispatch(stageSelected(stage.id));
    const active = document.activeElement;
    if (active === null || active === document.body || active === heading.current)
      buttons.current[index]?.focus();
  }, [arrival, stages, storedIndex, selectedId, dispatch]);

  const selectedIndex = storedIndex >= 0 ? storedIndex : (arrival ?? 0);
  const advanced = useAppSelector((s) => selectWorldAdvancedStages(s, band));
  const advancedChosen = useAppSelector((s) => selectAdvancedChosen(s, band));
  const selectedAdvanced = advancedChosen ? advanced.find((s) => s.id === selectedId) : undefined;
  const selected = selectedAdvanced ?? stages[selectedIndex];
  const furthestUnlocked = useMemo(
    () => stages.reduce((found, s, i) => (s.unlocked ? i : found), 0),
    [stages],
  );
  const clearedCount = useMemo(() => {
    const firstOpen = stages.findIndex((s) => !s.cleared);
    return firstOpen < 0 ? stages.length : firstOpen;
  }, [stages]);

  const select = useCallback(
    (index: number) => {
      const stage = stages[index];
      if (!stage) return;
      dispatch(stageSelected(stage.id));
      buttons.current[index]?.focus();
    },
    [dispatch, stages],
  );

  const start = (stage: WorldStageView | undefined) => {
    if (!stage?.unlocked) return;
    dispatch(startStage({ stageId: stage.id, at: null }));
  };

  const onListKeyDown = (event: KeyboardEvent) => {
    const next = nextStageIndex(event.key, selectedIndex, stages.length, furthestUnlocked);
    if (next === null) return;
    event.preventDefault();
    select(next);
  };

  const onPageKeyDown = (event: KeyboardEvent) => {
    if (event.defaultPrevented || event.key !== 'Escape') return;
    event.preventDefault();
    dispatch(pageChanged('worlds'));
  };

  const name = language === 'en' ? world.nameEn : world.nameJa;

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape anywhere on the page goes back, as on the other screens.
    <div className="kq-map-page kq-world-page" data-band={band} onKeyDown={onPageKeyDown}>
      <header className="kq-map-header">
        <h1 className="kq-map-title" ref={heading} tabIndex={-1}>
          <Icon name="map" size="1.3em" />
          {name}
        </h1>
        <span className="kq-world-years">{t(`library.band.${band}`)}</span>
        <div className="kq-map-tools kq-world-tools">
          <button
            type="button"
            className="btn"
            onClick={() => dispatch(pageChanged('worlds'))}
            aria-describedby="kq-world-back-hint"
          >
            {t('world.back')}
          </button>
          <span id="kq-world-back-hint" className="visually-hidden">
            {t('worlds.backHint')}
          </span>
          <ColorModeSwitch />
          <SettingsButton />
        </div>
      </header>

      <main className="kq-map-main">
        <div className="kq-map-stage-area">
          {stages.length === 0 ? (
            status === 'failed' ? (
              <div className="kq-world-message" role="alert">
                <p>{t('worlds.failed')}</p>
                <button type="button" className="btn" onClick={() => void dispatch(openBand(band))}>
                  {t('worlds.retry')}
                </button>
              </div>
            ) : (
              <p className="kq-world-message" role="status">
                {t('worlds.loading')}
              </p>
            )
          ) : (
            <div className="kq-map-fit">
              <div className="kq-map-column">
                {!open ? (
                  <p className="kq-world-locked" role="note">
                    <Icon name="lock" size="1.1em" /> {t('world.lockedWorld')}
                  </p>
                ) : null}
                <div
                  className="kq-map-frame kq-world-frame"
                  style={{ aspectRatio: `${width} / ${height}`, ['--map-ratio' as string]: width / height }}
                >
                  <WorldGround band={band} route={route} clearedCount={clearedCount} />
                  <RouteMarkers
                    stages={stages}
                    places={places}
                    selectedIndex={selectedIndex}
                    listLabel={name}
                    describedBy="kq-world-help"
                    buttons={buttons}
                    onKeyDown={onListKeyDown}
                    onSelect={select}
                    onStart={start}
                    labelOf={(stage, index) => {
                      const title = plainTitle(language === 'en' ? stage.titleEn : stage.titleJa);
                      return [
                        t('map.stageLabel', { number: index + 1, name: title }),
                        stage.boss ? t('world.boss', { name: bossName(world, language) }) : null,
                        markerStatus(stage, t),
                        stage.unlocked && (stage.learning > 0 || stage.mastered > 0)
                          ? t('progress.bar', {
                              name: title,
                              total: stage.count,
                              learning: stage.learning,
                              mastered: stage.mastered,
                            })
                          : null,
                      ]
                        .filter(Boolean)
                        .join(t('common.listSeparator'));
                    }}
                  />
                </div>
                <p className="kq-map-help" id="kq-world-help">
                  {t('map.help')}
                </p>
                <AdvancedStages
                  band={band}
                  selectedId={selectedAdvanced?.id ?? null}
                  onSelect={(stage) => dispatch(stageSelected(stage.id))}
                  onStart={start}
                />
              </div>
            </div>
          )}
        </div>

        <div className="kq-map-side">
          {selected ? (
            <StageCard
              stage={selected}
              numberLabel={
                selected.advanced
                  ? t('world.advanced.label')
                  : selected.boss
                    ? t('world.boss', { name: bossName(world, language) })
                    : t('map.stageNumber', { number: selectedIndex + 1 })
              }
              words={selected.count}
              mastery={
                selected.learning > 0 || selected.mastered > 0
                  ? { total: selected.count, learning: selected.learning, mastered: selected.mastered }
                  : undefined
              }
              lockedHint={open ? undefined : t('worlds.lockedHint')}
              mode={mode}
              onStart={() => start(selected)}
            />
          ) : null}
          {stages.length > 0 ? (
            <div className="kq-world-summary">
              <MasteryBar
                name={name}
                total={stages.reduce((sum, s) => sum + s.count, 0)}
                learning={stages.reduce((sum, s) => sum + s.learning, 0)}
                mastered={stages.reduce((sum, s) => sum + s.mastered, 0)}
              />
            </div>
          ) : null}
        </div>
      </main>
    </div>
  );
}
