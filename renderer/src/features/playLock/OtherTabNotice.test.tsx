// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../tests/support/renderer/renderWithProviders';
import type { PlayLock, PlayLockState } from '../../platform/web/playLock';
import { OtherTabNotice } from './OtherTabNotice';

/** A play lock whose state the test sets, as the browser's Web Locks would. */
function fakeLock(start: PlayLockState) {
  let state = start;
  const listeners = new Set<(state: PlayLockState) => void>();
  const lock: PlayLock = {
    ready: Promise.resolve(start),
    state: () => state,
    mayWrite: () => state === 'playing',
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    takeOver: vi.fn(async () => {}),
  };
  const move = (next: PlayLockState) =>
    act(() => {
      state = next;
      for (const listener of listeners) listener(next);
    });
  return { lock, move };
}

describe('the notice of the game open in another tab', () => {
  it('says so in a second tab, with the take-over button focused for Enter', () => {
    const { lock } = fakeLock('elsewhere');
    renderWithProviders(<OtherTabNotice lock={lock} />);
    const dialog = screen.getByRole('dialog', { name: 'べつの タブで ひらいているよ' });
    expect(dialog.textContent).toContain('あそべるのは 1つの タブだけだよ');
    const takeOver = screen.getByRole('button', { name: 'この タブで あそぶ' });
    expect(document.activeElement).toBe(takeOver);
    fireEvent.click(takeOver);
    expect(lock.takeOver).toHaveBeenCalledTimes(1);
  });

  it('shows nothing while this tab plays, and says it stopped once another tab took over', () => {
    const { lock, move } = fakeLock('playing');
    renderWithProviders(<OtherTabNotice lock={lock} />);
    expect(screen.queryByTestId('play-lock')).toBeNull();
    move('taken-over');
    const dialog = screen.getByRole('dialog', { name: 'べつの タブで あそびはじめたよ' });
    expect(dialog.textContent).toContain('もう きろくを ほぞんしないよ');
  });

  it('shows nothing in a browser without Web Locks', () => {
    renderWithProviders(<OtherTabNotice lock={fakeLock('unsupported').lock} />);
    expect(screen.queryByTestId('play-lock')).toBeNull();
  });
});
