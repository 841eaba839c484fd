// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../tests/support/renderer/renderWithProviders';
import { makeStore, pageChanged, progressSaving, settingsOpened } from '../../store';
import { UpdateNotice } from './UpdateNotice';
import { isCalmMoment } from './updateMoment';
import type { UpdateSource } from './updateSource';

/** A source of new versions the test controls: it says when one is waiting and records what was asked. */
function fakeSource() {
  const listeners = new Set<() => void>();
  const calls = { check: 0, apply: 0 };
  const source: UpdateSource = {
    onReady(onReady) {
      listeners.add(onReady);
      return () => listeners.delete(onReady);
    },
    check() {
      calls.check += 1;
    },
    apply() {
      calls.apply += 1;
    },
  };
  const newVersion = () =>
    act(() => {
      for (const listener of listeners) listener();
    });
  return { source, calls, newVersion };
}

const notice = () => screen.queryByText('あたらしい バージョンが あるよ');

describe('isCalmMoment', () => {
  it('is calm on the title and the map only, with the settings shut and no save on its way', () => {
    const store = makeStore(undefined, { timer: false });
    expect(isCalmMoment(store.getState())).toBe(true);
    for (const page of ['typing', 'results', 'library', 'placement', 'teacher', 'world'] as const) {
      store.dispatch(pageChanged(page));
      expect(isCalmMoment(store.getState()), page).toBe(false);
    }
    store.dispatch(pageChanged('map'));
    expect(isCalmMoment(store.getState())).toBe(true);
    store.dispatch(progressSaving());
    expect(isCalmMoment(store.getState())).toBe(false);
    const drawer = makeStore(undefined, { timer: false });
    drawer.dispatch(settingsOpened());
    expect(isCalmMoment(drawer.getState())).toBe(false);
  });
});

describe('UpdateNotice', () => {
  it('shows nothing until a new version waits, then offers it on the map and updates on the button', async () => {
    const { source, calls, newVersion } = fakeSource();
    const store = makeStore(undefined, { timer: false });
    store.dispatch(pageChanged('map'));
    renderWithProviders(<UpdateNotice source={source} />, { store });
    await act(async () => {});
    expect(notice()).toBeNull();
    // Arriving at a calm moment, the game looks for a new version in the background.
    expect(calls.check).toBe(1);
    newVersion();
    expect(notice()).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'いま こうしんする' }));
    expect(calls.apply).toBe(1);
  });

  it('hides the offer during a stage and brings it back on the map', async () => {
    const { source, newVersion } = fakeSource();
    const store = makeStore(undefined, { timer: false });
    renderWithProviders(<UpdateNotice source={source} />, { store });
    await act(async () => {});
    newVersion();
    expect(notice()).not.toBeNull();
    act(() => {
      store.dispatch(pageChanged('typing'));
    });
    expect(notice()).toBeNull();
    act(() => {
      store.dispatch(pageChanged('results'));
    });
    expect(notice()).toBeNull();
    act(() => {
      store.dispatch(pageChanged('map'));
    });
    expect(notice()).not.toBeNull();
  });

  it('"later" puts the offer away for this visit; with no source (the desktop app) nothing shows', async () => {
    const { source, newVersion } = fakeSource();
    const { unmount } = renderWithProviders(<UpdateNotice source={source} />);
    await act(async () => {});
    newVersion();
    fireEvent.click(screen.getByRole('button', { name: 'あとで' }));
    expect(notice()).toBeNull();
    unmount();
    renderWithProviders(<UpdateNotice source={null} />);
    await act(async () => {});
    expect(notice()).toBeNull();
  });
});
