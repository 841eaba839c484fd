// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { KotobaApi, Profile, ProfilesView, Result } from '../../../../core/contract';
import { renderWithProviders } from '../../../../tests/support/renderer/renderWithProviders';
import { createLocalStoragePlatform } from '../../platform';
import { loadPlayers, makeStore } from '../../store';
import { PlayerSelect } from './PlayerSelect';

const ok = <T,>(value: T): Result<T> => ({ ok: true, value });

/** A store whose platform has these players, already read as the player gate reads them. */
async function storeWithPlayers(list: Profile[]) {
  const view = (): ProfilesView => ({ profiles: list, activeId: list[0]?.id ?? '' });
  const platform: KotobaApi = {
    ...createLocalStoragePlatform(null),
    profiles: {
      list: async () => ok(view()),
      add: vi.fn(),
      update: vi.fn(),
      remove: vi.fn(),
      select: async () => ok(view()),
    },
  };
  const store = makeStore(undefined, { platform: () => platform, timer: false });
  await store.dispatch(loadPlayers());
  return store;
}

describe('PlayerSelect', () => {
  it('puts the keyboard on the first player on arrival, so Enter plays at once', async () => {
    const players: Profile[] = [
      { id: 'p-aaaaaa', name: 'たろう', avatar: 'hero', createdAt: '2026-04-01T00:00:00.000Z' },
      { id: 'p-bbbbbb', name: 'はなこ', avatar: 'hero', createdAt: '2026-04-01T00:00:00.000Z' },
    ];
    renderWithProviders(<PlayerSelect onChosen={vi.fn()} />, { store: await storeWithPlayers(players) });
    const first = await screen.findByRole('button', { name: 'たろう で あそぶ' });
    await waitFor(() => expect(document.activeElement).toBe(first));
  });

  it('puts the keyboard on the name field when there is no player yet', async () => {
    renderWithProviders(<PlayerSelect onChosen={vi.fn()} />, { store: await storeWithPlayers([]) });
    const name = await screen.findByRole('textbox');
    await waitFor(() => expect(document.activeElement).toBe(name));
  });

  it('is a named region the keyboard can scroll on a short window', async () => {
    renderWithProviders(<PlayerSelect onChosen={vi.fn()} />, { store: await storeWithPlayers([]) });
    const region = await screen.findByRole('main', { name: 'だれが あそぶ？' });
    expect(region.tabIndex).toBe(0);
  });
});
