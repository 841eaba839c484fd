// @vitest-environment jsdom
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../tests/support/renderer/renderWithProviders';
import type { QAPair } from '../../engine';
import {
  type AppStore,
  backspacePressed,
  hintRequested,
  keyTyped,
  makeStore,
  questionSkipped,
  startStage,
  updateSettings,
} from '../../store';
import { ResultsDialog } from './ResultsDialog';

/** A store for these tests: no timer, and no frame to wait for before a finished run is recorded. */
function testStore(): AppStore {
  return makeStore(undefined, { timer: false, devChecks: false, afterPaint: () => Promise.resolve() });
}

/** Resolves once the results are open (a finished run is recorded after the frame of its last key). */
function resultsOpen(store: AppStore): Promise<void> {
  return new Promise((resolve) => {
    if (store.getState().page.current === 'results') return resolve();
    const stop = store.subscribe(() => {
      if (store.getState().page.current !== 'results') return;
      stop();
      resolve();
    });
  });
}

let at = 1000;
function later(ms = 100): number {
  at += ms;
  return at;
}
function type(store: AppStore, text: string, msPerKey = 250) {
  for (const char of text) {
    at += msPerKey;
    store.dispatch(keyTyped({ char, at }));
  }
}

/**
 * Plays the ten-number stage in study mode with learn-then-recall: a mistake on "two", a hint in the
 * recall of "three", and "four" skipped; every other word is typed twice (study, then recall).
 */
async function playNumbers(): Promise<AppStore> {
  const store = testStore();
  store.dispatch(updateSettings({ mode: 'study', learnThenRecall: true, order: 'sequential' }));
  store.dispatch(startStage({ stageId: 'number', at }));
  type(store, 'oneone');
  type(store, 'tx');
  store.dispatch(backspacePressed({ at: later() }));
  type(store, 'wotwo');
  type(store, 'three');
  store.dispatch(hintRequested({ at: later() }));
  type(store, 'three');
  store.dispatch(questionSkipped({ at: later() }));
  for (const word of ['five', 'six', 'seven', 'eight', 'nine', 'ten']) type(store, word + word);
  await resultsOpen(store);
  return store;
}

describe('ResultsDialog', () => {
  it('stays closed while the run is going', () => {
    const store = testStore();
    store.dispatch(startStage({ stageId: 'number', at: 0 }));
    renderWithProviders(<ResultsDialog />, { store });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the outcome, the figures, the missed words with their Japanese and the chart', async () => {
    const store = await playNumbers();
    expect(store.getState().page.current).toBe('results');
    renderWithProviders(<ResultsDialog />, { store });
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('heading', { level: 2 }).textContent).toBe('クリア！');
    const run = store.getState().engine.run;
    const accuracy = Math.round((run.hits / (run.hits + run.errors)) * 100);
    expect(within(dialog).getByText('せいかくさ').nextSibling?.textContent).toBe(`${accuracy}%`);
    expect(within(dialog).getByText('つかった ヒント').nextSibling?.textContent).toBe('1かい');
    expect(within(dialog).getByText('まちがえた もんだい').nextSibling?.textContent).toBe('1もん');
    const missed = within(screen.getByTestId('results-missed')).getAllByRole('listitem');
    expect(missed.map((li) => li.textContent)).toEqual(['twoに（2）', 'threeさん（3）', 'fourよん（4）']);
    const chart = screen.getByTestId('time-chart');
    expect(chart.querySelectorAll('rect.time-chart-bar')).toHaveLength(10);
    expect(within(dialog).getByText(/けいけんち \+\d+/)).toBeTruthy();
    expect(screen.getByTestId('results-rank').textContent).toMatch(/^[SABCD]$/);
  });

  it('says defeat when the hero falls in battle', async () => {
    const store = testStore();
    store.dispatch(updateSettings({ mode: 'battle' }));
    store.dispatch(startStage({ stageId: 'number', at }));
    for (let i = 0; i < 200 && !store.getState().engine.run.finished; i++) {
      type(store, 'q');
      store.dispatch(backspacePressed({ at: later(10) }));
    }
    await resultsOpen(store);
    renderWithProviders(<ResultsDialog />, { store });
    expect(within(screen.getByRole('dialog')).getByRole('heading', { level: 2 }).textContent).toBe(
      'まけちゃった…',
    );
    expect(screen.getByTestId('results-rank').textContent).toBe('D');
  });

  it('retries the same stage, practises only the missed words, or goes back to the map', async () => {
    const store = await playNumbers();
    renderWithProviders(<ResultsDialog />, { store });
    fireEvent.click(screen.getByRole('button', { name: 'にがてを れんしゅう' }));
    const practice = store.getState().engine;
    expect(practice.stageId).toBe('practice');
    const words = practice.run.questions.map((q: QAPair) => q.en);
    expect([...words].sort()).toEqual(['four', 'three', 'two']);
    expect(store.getState().page.current).toBe('typing');
    const playBoth = () => act(() => type(store, words.map((w: string) => w + w).join('')));

    playBoth();
    await act(() => resultsOpen(store));
    fireEvent.click(screen.getByRole('button', { name: 'もういちど' }));
    expect(store.getState().engine.run.questions.map((q: QAPair) => q.en)).toEqual(words);
    expect(store.getState().engine.run.started).toBe(true);

    playBoth();
    await act(() => resultsOpen(store));
    fireEvent.click(screen.getByRole('button', { name: 'ちずに もどる' }));
    expect(store.getState().page.current).toBe('map');
    expect(store.getState().engine.stageId).toBeNull();
  });

  it('hides the practice button when nothing was missed', async () => {
    const store = testStore();
    store.dispatch(updateSettings({ mode: 'study', learnThenRecall: false, order: 'sequential' }));
    store.dispatch(startStage({ stageId: 'number', at }));
    for (const word of ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten']) {
      type(store, word);
    }
    await resultsOpen(store);
    renderWithProviders(<ResultsDialog />, { store });
    expect(screen.queryByRole('button', { name: 'にがてを れんしゅう' })).toBeNull();
    expect(screen.getByText('にがてな ことばは なし！ すごい！')).toBeTruthy();
  });
});
