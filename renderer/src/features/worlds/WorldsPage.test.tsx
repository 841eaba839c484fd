// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Band } from '../../../../core/bank/bankEntry';
import { renderWithProviders } from '../../../../tests/support/renderer/renderWithProviders';
import type { LoadedBand } from '../../data/bank/loadBand';
import {
  makeStore,
  pageChanged,
  progressLoaded,
  selectWorldStages,
  teacherChoicesLoaded,
  worldOpened,
} from '../../store';
import { TodayStagesCard } from './TodayStagesCard';
import { WorldPage } from './WorldPage';
import { WorldsPage } from './WorldsPage';

/** A small band: three stages of four words, the last one the world's boss. */
function bandOf(band: Band): LoadedBand {
  const stageIds = [1, 2, 3].map((n) => `${band}.animals-${n}`);
  const entryId = (s: number, w: number) => `${band}.word-${s}-${w}`;
  return {
    band,
    entries: stageIds.flatMap((_, s) =>
      [0, 1, 2, 3].map((w) => ({
        id: entryId(s, w),
        en: `word${s}${w}`,
        ja: `ことば${s}${w}`,
        pos: 'noun' as const,
        band,
        theme: 'animals',
      })),
    ),
    stages: stageIds.map((id, s) => ({
      id,
      band,
      theme: 'animals',
      kind: 'words' as const,
      part: s + 1,
      parts: 3,
      titleJa: `どうぶつ ${s + 1}`,
      titleEn: `Animals ${s + 1}`,
      entryIds: [0, 1, 2, 3].map((w) => entryId(s, w)),
    })),
  };
}

function worldsStore() {
  const store = makeStore(undefined, { timer: false, loadBand: async (band) => bandOf(band) });
  store.dispatch(pageChanged('worlds'));
  return store;
}

type Store = ReturnType<typeof worldsStore>;

function withProgress(
  store: Store,
  change: (snapshot: Store extends { getState(): infer S } ? S : never) => void,
) {
  const state = structuredClone(store.getState());
  change(state as never);
  store.dispatch(progressLoaded(state.level.snapshot));
}

async function cards() {
  const list = await screen.findByRole('list', { name: 'せかい' });
  await within(list).findAllByText(/0\/3 ステージ クリア|まだ ひらいていない/);
  return within(list).getAllByRole('button');
}

describe('the worlds overview', () => {
  it('offers a new player the placement quest first and opens only the first world', async () => {
    const store = worldsStore();
    renderWithProviders(<WorldsPage />, { store });
    const buttons = await cards();
    await waitFor(() => expect(document.activeElement?.textContent).toBe('ちからだめしを する'));
    expect(buttons.map((b) => b.getAttribute('data-open'))).toEqual([
      'true',
      'false',
      'false',
      'false',
      'false',
    ]);
    expect(buttons[1]?.textContent).toContain('まえの せかいの ボスを たおすと ひらくよ');
    act(() => buttons[0]?.click());
    expect(store.getState().page).toMatchObject({ current: 'world', world: 'e34' });
  });

  it('after the placement quest opens the proposed world and those below it, and starts on it', async () => {
    const store = worldsStore();
    withProgress(store, (s) => {
      s.level.snapshot.placement = { band: 'j1', at: '2026-11-24T09:00:00.000Z', asked: 25, correct: 14 };
    });
    renderWithProviders(<WorldsPage />, { store });
    const buttons = await cards();
    expect(buttons.map((b) => b.getAttribute('data-open'))).toEqual([
      'true',
      'true',
      'true',
      'false',
      'false',
    ]);
    await waitFor(() => expect(document.activeElement).toBe(buttons[2]));
    expect(buttons[2]?.textContent).toContain('おすすめ');
    expect(screen.getByText(/みずうみの くにが おすすめ（25もんちゅう 14もん せいかい）/)).toBeTruthy();
    fireEvent.keyDown(buttons[2] as HTMLElement, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(buttons[1]);
    fireEvent.keyDown(buttons[1] as HTMLElement, { key: 'End' });
    expect(document.activeElement).toBe(buttons[4]);
  });

  it('opens the next world once a world’s boss stage is cleared', async () => {
    const store = worldsStore();
    withProgress(store, (s) => {
      s.level.snapshot.stages['e34.animals-3'] = {
        cleared: true,
        bestRank: 'A',
        plays: 1,
        lastPlayedAt: null,
      };
    });
    renderWithProviders(<WorldsPage />, { store });
    const buttons = await cards();
    expect(buttons.map((b) => b.getAttribute('data-open'))).toEqual([
      'true',
      'true',
      'false',
      'false',
      'false',
    ]);
    expect(buttons[0]?.textContent).toContain('ボスを たおした！');
    // Once every world is known the keyboard lands on the world just opened.
    await waitFor(() => expect(document.activeElement).toBe(buttons[1]));
  });

  it('back from a world’s map, puts the keyboard on that world', async () => {
    const store = worldsStore();
    withProgress(store, (s) => {
      s.level.snapshot.placement = { band: 'j1', at: '2026-11-24T09:00:00.000Z', asked: 25, correct: 14 };
    });
    store.dispatch(worldOpened('e56'));
    store.dispatch(pageChanged('worlds'));
    renderWithProviders(<WorldsPage />, { store });
    const buttons = await cards();
    await waitFor(() => expect(document.activeElement).toBe(buttons[1]));
    expect(buttons[1]?.getAttribute('tabindex')).toBe('0');
  });

  it('lists today’s stages a teacher pinned first, in the teacher’s order, open to play', async () => {
    const store = worldsStore();
    store.dispatch(
      teacherChoicesLoaded({
        openWorlds: [],
        openStages: [],
        todayStages: ['j2.animals-2', 'e34.animals-3'],
      }),
    );
    renderWithProviders(<WorldsPage />, { store });
    const today = await screen.findByRole('list', { name: 'きょうの ステージ' });
    await within(today).findAllByRole('button');
    const pinned = within(today).getAllByRole('button');
    expect(pinned.map((b) => b.getAttribute('data-stage-id'))).toEqual(['j2.animals-2', 'e34.animals-3']);
    const sections = Array.from(document.querySelectorAll('main section'));
    expect(sections[0]?.contains(today)).toBe(true);
    act(() => pinned[0]?.click());
    expect(store.getState().engine.stageId).toBe('j2.animals-2');
    expect(store.getState().page.playFrom).toBe('worlds');
  });
});

describe('a world’s map', () => {
  it('opens its stages in route order, with the boss on the last one', async () => {
    const store = worldsStore();
    withProgress(store, (s) => {
      s.level.snapshot.stages['e34.animals-1'] = {
        cleared: true,
        bestRank: 'B',
        plays: 1,
        lastPlayedAt: null,
      };
    });
    store.dispatch(worldOpened('e34'));
    renderWithProviders(<WorldPage />, { store });
    const map = await screen.findByRole('list', { name: 'そうげんの くに' });
    const markers = await within(map).findAllByRole('button');
    expect(markers.map((m) => m.getAttribute('data-state'))).toEqual(['cleared', 'current', 'locked']);
    expect(markers[2]?.getAttribute('aria-label')).toContain('ボス：そうげんドラゴン');
    // The cursor arrives on the stage the pupil plays next.
    await waitFor(() => expect(document.activeElement).toBe(markers[1]));
    fireEvent.click(markers[1] as HTMLElement);
    expect(store.getState().engine.stageId).toBe('e34.animals-2');
    expect(store.getState().page.playFrom).toBe('world');
  });

  it('shows a shut world’s stages locked, except one a teacher opened', async () => {
    const store = worldsStore();
    store.dispatch(teacherChoicesLoaded({ openWorlds: [], openStages: ['j3.animals-2'], todayStages: [] }));
    store.dispatch(worldOpened('j3'));
    renderWithProviders(<WorldPage />, { store });
    const map = await screen.findByRole('list', { name: 'ゆきやまの くに' });
    const markers = await within(map).findAllByRole('button');
    expect(markers.map((m) => m.getAttribute('data-state'))).toEqual(['locked', 'current', 'locked']);
    expect(screen.getByRole('note').textContent).toContain('この せかいは まだ ひらいていないよ');
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'Escape' });
    expect(store.getState().page.current).toBe('worlds');
  });
});

/** A band with the three route stages of {@link bandOf} and one 発展 (advanced) stage of four words. */
function bandWithAdvanced(band: Band): LoadedBand {
  const base = bandOf(band);
  const ids = [0, 1, 2, 3].map((w) => `${band}.treaty-${w}`);
  return {
    ...base,
    entries: [
      ...base.entries,
      ...ids.map((id, w) => ({
        id,
        en: `treaty${w}`,
        ja: `じょうやく${w}`,
        pos: 'noun' as const,
        band,
        theme: 'history',
        advanced: true as const,
      })),
    ],
    advancedStages: [
      {
        id: `${band}.advanced-history-1`,
        band,
        theme: 'history',
        kind: 'words',
        part: 1,
        parts: 1,
        titleJa: 'はってん: れきし',
        titleEn: 'Advanced: History',
        entryIds: ids,
        advanced: true,
      },
    ],
  };
}

describe('a world’s 発展 (advanced) stages', () => {
  function advancedStore() {
    const store = makeStore(undefined, { timer: false, loadBand: async (band) => bandWithAdvanced(band) });
    store.dispatch(pageChanged('worlds'));
    store.dispatch(worldOpened('e34'));
    return store;
  }

  it('stay off the map until the pupil shows them, keep the boss at the route’s end, and play when chosen', async () => {
    const store = advancedStore();
    renderWithProviders(<WorldPage />, { store });
    const map = await screen.findByRole('list', { name: 'そうげんの くに' });
    const markers = await within(map).findAllByRole('button');
    expect(markers).toHaveLength(3);
    expect(markers[2]?.getAttribute('aria-label')).toContain('ボス：');
    const toggle = await screen.findByRole('button', { name: 'はってん ステージを だす' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(screen.queryByRole('button', { name: /はってん: れきし/ })).toBeNull();

    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    const stage = await screen.findByRole('button', { name: /はってん: れきし/ });
    fireEvent.click(stage);
    expect(store.getState().battle.selectedStageId).toBe('e34.advanced-history-1');
    fireEvent.click(stage);
    expect(store.getState().engine.stageId).toBe('e34.advanced-history-1');
  });

  it('count in none of the world’s figures', async () => {
    const store = advancedStore();
    renderWithProviders(<WorldPage />, { store });
    await screen.findByRole('button', { name: 'はってん ステージを だす' });
    const route = selectWorldStages(store.getState(), 'e34');
    expect(route.map((s) => s.id)).toEqual(['e34.animals-1', 'e34.animals-2', 'e34.animals-3']);
    expect(route.reduce((sum, s) => sum + s.count, 0)).toBe(12);
    expect(route.at(-1)?.boss).toBe(true);
  });

  it('show without the pupil’s toggle when the teacher turned them on', async () => {
    const store = advancedStore();
    store.dispatch(
      teacherChoicesLoaded({ openWorlds: [], openStages: [], todayStages: [], advancedWorlds: ['e34'] }),
    );
    renderWithProviders(<WorldPage />, { store });
    expect(await screen.findByRole('button', { name: /はってん: れきし/ })).toBeDefined();
    expect(screen.queryByRole('button', { name: 'はってん ステージを だす' })).toBeNull();
    expect(screen.getByText('先生が はってん ステージを だしているよ。')).toBeDefined();
  });
});

describe('a world that cannot be loaded', () => {
  it('says so with a retry, holds the keyboard on its title, and Escape still goes back', async () => {
    const store = makeStore(undefined, {
      timer: false,
      loadBand: async () => {
        throw new Error('chunk missing');
      },
    });
    store.dispatch(worldOpened('j2'));
    renderWithProviders(<WorldPage />, { store });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('よみこめなかったよ');
    expect(within(alert).getByRole('button', { name: 'もういちど よみこむ' })).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: /さばくの くに/ })),
    );
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'Escape' });
    expect(store.getState().page.current).toBe('worlds');
  });
});

describe('today’s stages on the map', () => {
  it('loads the pinned stages’ worlds, shows the first few and leads to the overview for the rest', async () => {
    const store = worldsStore();
    store.dispatch(pageChanged('map'));
    store.dispatch(
      teacherChoicesLoaded({
        openWorlds: [],
        openStages: [],
        todayStages: ['j3.animals-1', 'j1.animals-2', 'e56.animals-3', 'j2.animals-1'],
      }),
    );
    renderWithProviders(<TodayStagesCard limit={3} />, { store });
    const today = await screen.findByRole('list', { name: 'きょうの ステージ' });
    await within(today).findAllByRole('button');
    expect(
      within(today)
        .getAllByRole('button')
        .map((b) => b.getAttribute('data-stage-id')),
    ).toEqual(['j3.animals-1', 'j1.animals-2', 'e56.animals-3']);
    expect(store.getState().bank.status).toMatchObject({
      j3: 'ready',
      j1: 'ready',
      e56: 'ready',
      j2: 'ready',
    });
    act(() => screen.getByRole('button', { name: /ほかに 1こ/ }).click());
    expect(store.getState().page.current).toBe('worlds');
  });
});
