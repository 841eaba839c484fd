// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { emptySnapshot, type StageProgress } from '../../../../core/contract';
import { renderWithProviders } from '../../../../tests/support/renderer/renderWithProviders';
import { STAGES } from '../../data';
import { makeStore, type RootState } from '../../store';
import { MapPage } from './MapPage';

const FIRST = STAGES[0]!;
const SECOND = STAGES[1]!;
const BOSS = STAGES[STAGES.length - 1]!;

function cleared(rank: StageProgress['bestRank']): StageProgress {
  return { cleared: true, bestRank: rank, plays: 1, lastPlayedAt: null };
}

/** A store on the map page with the given stages' progress. */
function storeWith(stages: Record<string, StageProgress> = {}, selectedStageId: string | null = null) {
  const base = makeStore(undefined, { timer: false }).getState();
  const snapshot = { ...emptySnapshot(), stages };
  const preloaded: Partial<RootState> = {
    page: { ...base.page, current: 'map' },
    level: { ...base.level, snapshot, loaded: true },
    battle: { ...base.battle, selectedStageId },
  };
  return makeStore(preloaded, { timer: false });
}

function marker(index: number) {
  return screen.getAllByRole('listitem')[index]!.querySelector('button')!;
}

describe('MapPage', () => {
  it('has a title and one marker per stage, ending with the demon king as the final boss', () => {
    renderWithProviders(<MapPage />, { store: storeWith() });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('せかいちず');
    expect(screen.getAllByRole('listitem')).toHaveLength(STAGES.length);
    expect(BOSS.boss).toBe(true);
    expect(marker(STAGES.length - 1).getAttribute('aria-label')).toContain('ラスボス');
  });

  it('opens only the first stage for a new player and puts the keyboard on it', () => {
    renderWithProviders(<MapPage />, { store: storeWith() });
    expect(document.activeElement).toBe(marker(0));
    expect(marker(0).getAttribute('aria-disabled')).toBeNull();
    expect(marker(1).getAttribute('aria-disabled')).toBe('true');
    expect(marker(1).getAttribute('aria-label')).toContain('まだ いけない');
  });

  it('moves the cursor with the arrow keys, Home and End, keeping one tab stop', () => {
    const store = storeWith({ [FIRST.id]: cleared('B'), [SECOND.id]: cleared('S') });
    renderWithProviders(<MapPage />, { store });
    // The cursor starts on the first stage not yet cleared.
    expect(document.activeElement).toBe(marker(2));
    fireEvent.keyDown(marker(2), { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(marker(1));
    expect(store.getState().battle.selectedStageId).toBe(SECOND.id);
    fireEvent.keyDown(marker(1), { key: 'ArrowUp' });
    expect(document.activeElement).toBe(marker(0));
    fireEvent.keyDown(marker(0), { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(marker(0));
    fireEvent.keyDown(marker(0), { key: 'End' });
    expect(document.activeElement).toBe(marker(2));
    fireEvent.keyDown(marker(2), { key: 'Home' });
    expect(document.activeElement).toBe(marker(0));
    const tabStops = screen
      .getAllByRole('listitem')
      .filter((li) => li.querySelector('button')!.tabIndex === 0);
    expect(tabStops).toHaveLength(1);
  });

  it('starts the chosen stage with Enter through the store and opens the typing page', () => {
    const store = storeWith();
    renderWithProviders(<MapPage />, { store });
    // A focused button turns Enter into a click.
    fireEvent.click(document.activeElement as HTMLElement);
    expect(store.getState().engine.stageId).toBe(FIRST.id);
    expect(store.getState().page.current).toBe('typing');
  });

  it('never starts a locked stage, by key, click or start button', () => {
    const store = storeWith();
    renderWithProviders(<MapPage />, { store });
    fireEvent.keyDown(marker(0), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(marker(1));
    fireEvent.click(marker(1));
    const start = screen.getByRole('button', { name: 'スタート' }) as HTMLButtonElement;
    expect(start.disabled).toBe(true);
    fireEvent.click(start);
    expect(store.getState().engine.stageId).toBeNull();
    expect(store.getState().page.current).toBe('map');
    expect(screen.getByRole('complementary').textContent).toContain(
      'まえの ステージを クリアすると いけるよ',
    );
  });

  it('unlocks the next stage once one is cleared and shows cleared and best rank', () => {
    renderWithProviders(<MapPage />, { store: storeWith({ [FIRST.id]: cleared('A') }) });
    expect(marker(0).getAttribute('aria-label')).toContain('クリア！');
    expect(marker(0).getAttribute('aria-label')).toContain('ベスト A');
    expect(marker(0).dataset.state).toBe('cleared');
    expect(marker(1).getAttribute('aria-disabled')).toBeNull();
    expect(marker(1).dataset.state).toBe('current');
    expect(marker(2).dataset.state).toBe('locked');
  });

  it('chooses a stage with one click or tap and starts it with a second', () => {
    const store = storeWith({ [FIRST.id]: cleared('C') });
    renderWithProviders(<MapPage />, { store });
    fireEvent.click(marker(0));
    expect(store.getState().battle.selectedStageId).toBe(FIRST.id);
    expect(store.getState().page.current).toBe('map');
    expect(screen.getByRole('complementary').textContent).toContain('ベスト C');
    fireEvent.click(marker(0));
    expect(store.getState().engine.stageId).toBe(FIRST.id);
    expect(store.getState().page.current).toBe('typing');
  });

  it('starts the chosen stage from the start button', () => {
    const store = storeWith();
    renderWithProviders(<MapPage />, { store });
    fireEvent.click(screen.getByRole('button', { name: 'スタート' }));
    expect(store.getState().engine.stageId).toBe(FIRST.id);
  });

  it('comes back to the stage last played, or moves on to the stage a first clear just opened', () => {
    const replay = storeWith(
      { [FIRST.id]: cleared('B'), [SECOND.id]: { ...cleared(null), cleared: false, plays: 2 } },
      FIRST.id,
    );
    const { unmount } = renderWithProviders(<MapPage />, { store: replay });
    expect(document.activeElement).toBe(marker(0));
    expect(replay.getState().battle.selectedStageId).toBe(FIRST.id);
    unmount();

    const firstClear = storeWith({ [FIRST.id]: cleared('A') }, FIRST.id);
    renderWithProviders(<MapPage />, { store: firstClear });
    expect(document.activeElement).toBe(marker(1));
    expect(firstClear.getState().battle.selectedStageId).toBe(SECOND.id);
  });
});
