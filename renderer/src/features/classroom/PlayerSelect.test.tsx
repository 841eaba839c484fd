// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Profile, ProfilesView, Result } from '../../../../electron/contract';
import { renderWithProviders } from '../../test/renderWithProviders';
import { PlayerSelect, type ProfilesApi } from './PlayerSelect';

const ok = <T,>(value: T): Result<T> => ({ ok: true, value });

function profilesOf(list: Profile[]): ProfilesApi {
  const view = (): ProfilesView => ({ profiles: list, activeId: list[0]?.id ?? '' });
  return {
    list: async () => ok(view()),
    add: vi.fn(),
    update: vi.fn(),
    remove: vi.fn(),
    select: async () => ok(view()),
  } as unknown as ProfilesApi;
}

describe('PlayerSelect', () => {
  it('puts the keyboard on the first player on arrival, so Enter plays at once', async () => {
    const players: Profile[] = [
      { id: 'p-aaaaaa', name: 'たろう', avatar: 'hero', createdAt: '2026-04-01T00:00:00.000Z' },
      { id: 'p-bbbbbb', name: 'はなこ', avatar: 'hero', createdAt: '2026-04-01T00:00:00.000Z' },
    ];
    renderWithProviders(<PlayerSelect profiles={profilesOf(players)} onChosen={vi.fn()} />);
    const first = await screen.findByRole('button', { name: 'たろう で あそぶ' });
    await waitFor(() => expect(document.activeElement).toBe(first));
  });

  it('puts the keyboard on the name field when there is no player yet', async () => {
    renderWithProviders(<PlayerSelect profiles={profilesOf([])} onChosen={vi.fn()} />);
    const name = await screen.findByRole('textbox');
    await waitFor(() => expect(document.activeElement).toBe(name));
  });

  it('is a named region the keyboard can scroll on a short window', async () => {
    renderWithProviders(<PlayerSelect profiles={profilesOf([])} onChosen={vi.fn()} />);
    const region = await screen.findByRole('main', { name: 'だれが あそぶ？' });
    expect(region.tabIndex).toBe(0);
  });
});
