// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { KotobaApi } from '../../../../core/contract';
import { renderWithProviders } from '../../../../tests/support/renderer/renderWithProviders';
import { createLocalStoragePlatform } from '../../platform';
import { loadPersistedState, makeStore } from '../../store';
import { ConsentGate } from './ConsentGate';

/** One launch of the game: a fresh platform over the browser's storage, as after a reload. */
async function launch() {
  const platform: KotobaApi = createLocalStoragePlatform(window.localStorage);
  const store = makeStore(undefined, { timer: false, settingsDebounceMs: 0, platform: () => platform });
  await store.dispatch(loadPersistedState());
  return { store, platform };
}

describe('ConsentGate', () => {
  beforeEach(() => {
    window.localStorage.clear();
  });

  it('asks a new player about sound before anything else, and remembers the answer after a restart', async () => {
    const { store: first, platform } = await launch();
    const { unmount } = renderWithProviders(
      <ConsentGate>
        <p>title screen</p>
      </ConsentGate>,
      { store: first },
    );
    expect(screen.queryByText('title screen')).toBeNull();
    expect(screen.getByRole('dialog').textContent).toContain('音が出ます。よろしいですか？');
    fireEvent.click(screen.getByRole('button', { name: 'はい（おとを出す）' }));
    expect(screen.getByText('title screen')).toBeTruthy();
    await waitFor(async () => {
      const saved = await platform.settings.get();
      expect(saved.ok && saved.value.settings.consent).toBe('granted');
    });
    unmount();

    // A new start of the game reads the saved answer and does not ask again.
    const { store: second } = await launch();
    expect(second.getState().settings.consent).toBe('granted');
    renderWithProviders(
      <ConsentGate>
        <p>title screen</p>
      </ConsentGate>,
      { store: second },
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('title screen')).toBeTruthy();
  });

  it('remembers "no sound" too, and the sound stays off', async () => {
    const { store, platform } = await launch();
    renderWithProviders(
      <ConsentGate>
        <p>title screen</p>
      </ConsentGate>,
      { store },
    );
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'いいえ（おとなし）' }));
    });
    expect(store.getState().settings.consent).toBe('denied');
    await waitFor(async () => {
      const saved = await platform.settings.get();
      expect(saved.ok && saved.value.settings.consent).toBe('denied');
    });
    const { store: relaunched } = await launch();
    expect(relaunched.getState().settings.consent).toBe('denied');
  });
});
