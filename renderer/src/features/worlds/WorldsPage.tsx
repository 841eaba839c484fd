import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { BANDS } from '../../../../core/bank/bankTerms';
import { Icon, WorldEmblem } from '../../assets/art';
import { worldOf } from '../../data/worlds';
import { type Translator, useLanguage, useT } from '../../i18n';
import {
  openBand,
  pageChanged,
  selectPlayedBands,
  selectWorldViews,
  useAppDispatch,
  useAppSelector,
  useAppStore,
  type WorldView,
  worldOpened,
} from '../../store';
import { MasteryBar } from '../../ui/MasteryBar';
import { nextStageIndex } from '../../ui/mapNavigation';
import { plainTitle } from '../../ui/StageCard';
import { RetryWorldsButton } from './RetryWorldsButton';
import { TodayStagesCard } from './TodayStagesCard';
import './worlds.css';
import { MapCornerPage } from '../mapCorner/MapCornerPage';

function worldName(view: WorldView, language: 'ja' | 'en'): string {
  return language === 'en' ? view.world.nameEn : view.world.nameJa;
}

/** What a world's card says of it, in reading order: open or not and why, progress. */
function worldStatus(view: WorldView, t: Translator): string[] {
  if (view.opening === null) return [t('worlds.locked'), t('worlds.lockedHint')];
  const parts: string[] = [];
  if (view.cleared) parts.push(t('worlds.cleared'));
  if (view.proposed) parts.push(t('worlds.recommended'));
  if (view.opening === 'teacher') parts.push(t('worlds.byTeacher'));
  if (view.stages > 0)
    parts.push(t('worlds.stagesCleared', { cleared: view.clearedStages, total: view.stages }));
  return parts;
}

/** The world the cursor starts on: the proposed one, else the furthest open world not cleared. */
function arrivalWorld(views: readonly WorldView[]): number {
  const proposed = views.findIndex((v) => v.proposed);
  if (proposed >= 0) return proposed;
  const open = views.map((v, i) => (v.opening !== null && !v.cleared ? i : -1)).filter((i) => i >= 0);
  return open.at(-1) ?? 0;
}

/**
 * The overview of the worlds of words, one per school year (grades 3–4 to junior high 3). Each world
 * shows at a glance whether it is open (and why: the world before cleared, the placement quest or a
 * teacher), its stages cleared and its words learnt. Today's stages a teacher pinned come first; then
 * the placement quest, offered to a new player and open to retake. Arrow keys, Home and End choose a
 * world, Enter or a click travels there (a shut world's map shows its stages locked); Escape goes back
 * to the map.
 */
export function WorldsPage() {
  const t = useT();
  const language = useLanguage();
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const views = useAppSelector(selectWorldViews);
  const placement = useAppSelector((s) => s.level.snapshot.placement ?? null);
  const cards = useRef<(HTMLButtonElement | null)[]>([]);
  const placementButton = useRef<HTMLButtonElement>(null);
  // Back from a world's map, the cursor returns to that world.
  const [returnedFrom] = useState(() =>
    store.getState().page.previous === 'world' ? store.getState().page.world : null,
  );
  const [cursor, setCursor] = useState<number | null>(null);
  const loaded = views.every((v) => v.status === 'ready' || v.status === 'failed');

  // Every world's stages load on arrival: the overview counts them, and today's stages may be anywhere.
  useEffect(() => {
    for (const band of BANDS) void dispatch(openBand(band));
  }, [dispatch]);

  // A player new to the worlds (no placement, no world stage cleared) is offered the quest at once.
  const newToWorlds = useAppSelector(
    (s) => s.level.snapshot.placement === undefined && Object.keys(selectPlayedBands(s)).length === 0,
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once when the overview appears.
  useEffect(() => {
    if (newToWorlds && returnedFrom === null) placementButton.current?.focus();
  }, []);

  // Which world the cursor starts on is known once every world's stages are here (a beaten boss opens
  // the next world); the keyboard moves there unless the player has already gone elsewhere.
  useEffect(() => {
    if (cursor !== null || !loaded) return;
    const index = returnedFrom !== null ? BANDS.indexOf(returnedFrom) : arrivalWorld(views);
    setCursor(index);
    const active = document.activeElement;
    const untouched = active === null || active === document.body || active.tagName === 'H1';
    if (untouched) cards.current[index]?.focus();
  }, [cursor, loaded, returnedFrom, views]);

  const move = (index: number) => {
    setCursor(index);
    cards.current[index]?.focus();
  };

  const onListKeyDown = (event: KeyboardEvent) => {
    const next = nextStageIndex(event.key, cursor ?? 0, views.length, views.length - 1);
    if (next === null) return;
    event.preventDefault();
    move(next);
  };

  // A shut world can be visited too: its map shows what waits there, every stage locked.
  const travel = (view: WorldView) => dispatch(worldOpened(view.world.band));

  const proposed = placement ? worldOf(placement.band) : null;

  return (
    <MapCornerPage corner="worlds" icon="globe">
      <TodayStagesCard />

      <section className="kq-worlds-placement" aria-labelledby="kq-worlds-placement-title">
        <h2 id="kq-worlds-placement-title" className="kq-worlds-heading">
          <Icon name="sword" size="1.1em" />
          {t('worlds.placementTitle')}
        </h2>
        <p className="kq-worlds-note">
          {placement && proposed
            ? t('worlds.placementDone', {
                world: language === 'en' ? proposed.nameEn : proposed.nameJa,
                correct: placement.correct,
                asked: placement.asked,
              })
            : t('worlds.placementInvite')}
        </p>
        <button
          ref={placementButton}
          type="button"
          className={placement ? 'btn' : 'btn btn-primary'}
          onClick={() => dispatch(pageChanged('placement'))}
        >
          {t(placement ? 'worlds.placementRetake' : 'worlds.placementStart')}
        </button>
      </section>

      <section className="kq-worlds-section" aria-labelledby="kq-worlds-list-title">
        <h2 id="kq-worlds-list-title" className="kq-worlds-heading">
          {t('worlds.list')}
        </h2>
        <p className="kq-worlds-note" id="kq-worlds-help">
          {t('worlds.intro')} {t('worlds.help')}
        </p>
        <ul className="kq-worlds-list" aria-labelledby="kq-worlds-list-title" onKeyDown={onListKeyDown}>
          {views.map((view, index) => {
            const name = worldName(view, language);
            const years = t(`library.band.${view.world.band}`);
            const status = worldStatus(view, t);
            const locked = view.opening === null;
            return (
              <li key={view.world.band}>
                <button
                  ref={(el) => {
                    cards.current[index] = el;
                  }}
                  type="button"
                  className="kq-worlds-card"
                  data-band={view.world.band}
                  data-open={!locked}
                  data-proposed={view.proposed}
                  tabIndex={index === (cursor ?? 0) ? 0 : -1}
                  aria-describedby="kq-worlds-help"
                  onFocus={() => setCursor(index)}
                  onClick={() => travel(view)}
                  style={{ ['--world-land' as string]: view.world.land }}
                >
                  <span className="kq-worlds-emblem" aria-hidden="true">
                    <WorldEmblem band={view.world.band} locked={locked} cleared={view.cleared} />
                  </span>
                  <span className="kq-worlds-card-text">
                    <span className="kq-worlds-card-name">{name}</span>
                    <span className="kq-worlds-card-years">
                      <span className="visually-hidden">{t('common.listSeparator')}</span>
                      {years}
                    </span>
                    {status.map((part) => (
                      <span key={part} className="kq-worlds-card-status">
                        <span className="visually-hidden">{t('common.listSeparator')}</span>
                        {part}
                      </span>
                    ))}
                    {view.status === 'failed' ? (
                      <span className="kq-worlds-card-status" role="alert">
                        {t('worlds.failed')}
                      </span>
                    ) : null}
                  </span>
                  {view.stages > 0 && !locked ? (
                    <span className="kq-worlds-card-mastery" aria-hidden="true">
                      <MasteryBar
                        name={plainTitle(name)}
                        total={view.words}
                        learning={view.learning}
                        mastered={view.mastered}
                        showFigure={false}
                      />
                    </span>
                  ) : null}
                </button>
              </li>
            );
          })}
        </ul>
        <RetryWorldsButton />
      </section>
    </MapCornerPage>
  );
}
