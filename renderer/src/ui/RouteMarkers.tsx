import type { KeyboardEvent, MutableRefObject, ReactNode } from 'react';
import type { Rank } from '../../../core/contract';
import { Hero, StageMarker } from '../assets/art';
import { markerState } from './StageCard';

/** What a marker needs to know of its stage. */
export interface RouteMarkerStage {
  id: string;
  unlocked: boolean;
  cleared: boolean;
  boss: boolean;
  bestRank: Rank | null;
}

/** Props of {@link RouteMarkers}. */
export interface RouteMarkersProps<S extends RouteMarkerStage> {
  stages: readonly S[];
  /** Each stage's place on the map, in percent of the map's width and height. */
  places: readonly { left: number; top: number }[];
  selectedIndex: number;
  /** The list's name (the map's or the world's). */
  listLabel: string;
  /** What a screen reader says of a stage: its number, name, state and mastery. */
  labelOf: (stage: S, index: number) => string;
  /** The id of the help line under the map (which keys to use). */
  describedBy: string;
  /** The stage buttons, for the page to move the focus. */
  buttons: MutableRefObject<(HTMLButtonElement | null)[]>;
  onKeyDown: (event: KeyboardEvent) => void;
  onSelect: (index: number) => void;
  onStart: (stage: S) => void;
  /** Anything more drawn by a stage's marker (the first map's mastery bar). */
  extra?: (stage: S, index: number) => ReactNode;
}

/**
 * The stage buttons over a map picture: one marker per stage at its place, the hero standing on the
 * chosen one, the best rank on cleared ones. Only the chosen stage is a Tab stop (the arrow keys move
 * along the route); a click chooses a stage, a click on the chosen one starts it.
 */
export function RouteMarkers<S extends RouteMarkerStage>({
  stages,
  places,
  selectedIndex,
  listLabel,
  labelOf,
  describedBy,
  buttons,
  onKeyDown,
  onSelect,
  onStart,
  extra,
}: RouteMarkersProps<S>) {
  return (
    <ol className="kq-map-stages" aria-label={listLabel} onKeyDown={onKeyDown}>
      {stages.map((stage, index) => {
        const place = places[index];
        if (!place) return null;
        const isSelected = index === selectedIndex;
        const state = markerState(stage);
        return (
          <li
            key={stage.id}
            className="kq-map-stage"
            style={{ left: `${place.left}%`, top: `${place.top}%` }}
          >
            {isSelected ? (
              <span className="kq-map-hero" aria-hidden="true">
                <Hero />
              </span>
            ) : null}
            <button
              ref={(el) => {
                buttons.current[index] = el;
              }}
              type="button"
              className={`kq-map-marker${stage.boss ? ' kq-map-marker-boss' : ''}`}
              data-state={state}
              data-stage-id={stage.id}
              data-selected={isSelected}
              tabIndex={isSelected ? 0 : -1}
              aria-label={labelOf(stage, index)}
              aria-current={isSelected ? 'true' : undefined}
              aria-disabled={stage.unlocked ? undefined : true}
              aria-describedby={describedBy}
              onClick={() => {
                if (isSelected) onStart(stage);
                else onSelect(index);
              }}
            >
              <StageMarker state={state} label={stage.boss ? '' : String(index + 1)} />
            </button>
            {stage.bestRank ? (
              <span className="kq-map-rank" data-rank={stage.bestRank} aria-hidden="true">
                {stage.bestRank}
              </span>
            ) : null}
            {extra?.(stage, index)}
          </li>
        );
      })}
    </ol>
  );
}
