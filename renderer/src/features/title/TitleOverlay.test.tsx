// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../tests/support/renderer/renderWithProviders';
import { TitleOverlay } from './TitleOverlay';

describe('TitleOverlay', () => {
  it('shows the game title, the hero and the demon king, and focuses the start button', () => {
    renderWithProviders(<TitleOverlay onStart={() => {}} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('ことばクエスト');
    expect(screen.getByRole('img', { name: 'えいごの勇者' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'ことばの魔王' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Enter / クリックで スタート' }));
  });

  it('says "tap" on a tablet, where there is no Enter key to press', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('coarse'), media: query }));
    try {
      renderWithProviders(<TitleOverlay onStart={() => {}} />);
      expect(screen.getByRole('button', { name: 'タップで スタート' })).toBeTruthy();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('is skipped at once by Enter, however many keys arrive', () => {
    const onStart = vi.fn();
    renderWithProviders(<TitleOverlay onStart={onStart} />);
    fireEvent.keyDown(window, { key: 'Enter' });
    fireEvent.keyDown(window, { key: 'Enter' });
    fireEvent.keyDown(window, { key: ' ' });
    expect(onStart).toHaveBeenCalledTimes(1);
  });

  it('is skipped by Escape and ignores other keys', () => {
    const onStart = vi.fn();
    renderWithProviders(<TitleOverlay onStart={onStart} />);
    fireEvent.keyDown(window, { key: 'a' });
    expect(onStart).not.toHaveBeenCalled();
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(onStart).toHaveBeenCalledTimes(1);
  });

  it('is skipped by a click anywhere on the picture', () => {
    const onStart = vi.fn();
    renderWithProviders(<TitleOverlay onStart={onStart} />);
    fireEvent.click(screen.getByRole('heading', { level: 1 }));
    expect(onStart).toHaveBeenCalledTimes(1);
  });

  it('speaks English when the player chose English', () => {
    const { store } = renderWithProviders(<TitleOverlay onStart={() => {}} />);
    expect(store.getState().settings.language).toBe('ja');
    renderWithProviders(<TitleOverlay onStart={() => {}} />, {
      preloadedState: { settings: { ...store.getState().settings, language: 'en' } },
    });
    expect(screen.getByRole('button', { name: 'Press Enter / click to start' })).toBeTruthy();
  });
});
