// @vitest-environment jsdom
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Band } from '../../../../core/bank/bankEntry';
import { renderWithProviders } from '../../../../tests/support/renderer/renderWithProviders';
import type { LoadedBand } from '../../data/bank/loadBand';
import { bandShown, makeStore, openBand, pageChanged, selectCurrentStage, startStage } from '../../store';
import { LibraryPage } from './LibraryPage';

function bandOf(band: Band): LoadedBand {
  const ids = Array.from({ length: 12 }, (_, i) => `${band}.word-${i}`);
  return {
    band,
    entries: ids.map((id, i) => ({
      id,
      en: `word${i}`,
      ja: `ことば${i}`,
      pos: 'noun',
      band,
      theme: 'animals',
    })),
    stages: [
      {
        id: `${band}.animals-1`,
        band,
        theme: 'animals',
        kind: 'words',
        part: 1,
        parts: 1,
        titleJa: 'どうぶつ',
        titleEn: 'Animals',
        entryIds: ids,
      },
    ],
    // Year 3 has a 発展 (advanced) set beside its route.
    advancedStages:
      band === 'j3'
        ? [
            {
              id: 'j3.advanced-science-1',
              band,
              theme: 'science',
              kind: 'words',
              part: 1,
              parts: 1,
              titleJa: 'かがく',
              titleEn: 'Science',
              entryIds: ids.slice(0, 5),
            },
          ]
        : [],
  };
}

function libraryStore(asked: Band[]) {
  const store = makeStore(undefined, {
    timer: false,
    loadBand: async (band) => {
      asked.push(band);
      return bandOf(band);
    },
  });
  store.dispatch(pageChanged('library'));
  return store;
}

describe('the word library', () => {
  it('loads the shown school year, moves between years with the arrow keys and loads each once', async () => {
    const asked: Band[] = [];
    const store = libraryStore(asked);
    renderWithProviders(<LibraryPage />, { store });
    expect(
      await screen.findByRole('button', { name: /どうぶつ\s*、\s*12 ことば\s*、\s*まだ クリアしていない/ }),
    ).toBeTruthy();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.getAttribute('aria-selected'))).toEqual([
      'true',
      'false',
      'false',
      'false',
      'false',
    ]);
    act(() => {
      tabs[0]?.focus();
    });
    fireEvent.keyDown(tabs[0] as HTMLElement, { key: 'ArrowRight' });
    expect(store.getState().bank.shownBand).toBe('e56');
    expect(document.activeElement).toBe(tabs[1]);
    await screen.findByRole('button', { name: /どうぶつ/ });
    fireEvent.keyDown(tabs[1] as HTMLElement, { key: 'ArrowLeft' });
    await screen.findByRole('button', { name: /どうぶつ/ });
    expect(asked).toEqual(['e34', 'e56']);
  });

  it('starts a stage with its words, and Escape goes back to the map', async () => {
    const store = libraryStore([]);
    renderWithProviders(<LibraryPage />, { store });
    const panel = screen.getByRole('tabpanel');
    fireEvent.click(await within(panel).findByRole('button', { name: /どうぶつ/ }));
    expect(store.getState().page.current).toBe('typing');
    expect(store.getState().engine.stageId).toBe('e34.animals-1');
    expect(store.getState().engine.run.questions).toHaveLength(12);

    store.dispatch(pageChanged('library'));
    fireEvent.keyDown(screen.getByRole('heading', { level: 1 }), { key: 'Escape' });
    expect(store.getState().page.current).toBe('map');
  });
});

describe('the word library’s 発展 (advanced) stages', () => {
  it('lists a year’s advanced stages after its route in a marked group, and plays one from there', async () => {
    const store = libraryStore([]);
    store.dispatch(bandShown('j3'));
    renderWithProviders(<LibraryPage />, { store });
    const group = await screen.findByTestId('library-advanced');
    expect(within(group).getByRole('heading', { name: /発展/ })).toBeTruthy();
    const panel = screen.getByRole('tabpanel');
    expect(
      within(panel)
        .getAllByRole('button')
        .map((b) => b.dataset.stageId),
    ).toEqual(['j3.animals-1', 'j3.advanced-science-1']);
    // The summary counts the route alone.
    expect(within(panel).getByText('1 ステージ・12 ことば')).toBeTruthy();
    fireEvent.click(within(group).getByRole('button', { name: /かがく\s*、\s*5 ことば/ }));
    expect(store.getState().page.current).toBe('typing');
    expect(store.getState().engine.stageId).toBe('j3.advanced-science-1');
    expect(store.getState().engine.run.questions).toHaveLength(5);
  });

  it('shows no advanced group for a year without one', async () => {
    const store = libraryStore([]);
    renderWithProviders(<LibraryPage />, { store });
    await screen.findByRole('button', { name: /どうぶつ/ });
    expect(screen.queryByTestId('library-advanced')).toBeNull();
  });
});

describe('a word-library stage on the typing page', () => {
  it('is named in the header by its stage title', async () => {
    const store = libraryStore([]);
    await store.dispatch(openBand('e34'));
    store.dispatch(startStage({ stageId: 'e34.animals-1', at: null }));
    expect(selectCurrentStage(store.getState()).stage).toMatchObject({
      id: 'e34.animals-1',
      titleJa: 'どうぶつ',
      titleEn: 'Animals',
    });
  });
});
