// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../tests/support/renderer/renderWithProviders';
import { ColorModeSwitch } from './ColorModeSwitch';
import { useDocumentSettings } from './useDocumentSettings';

function ThemedButton() {
  useDocumentSettings();
  return <ColorModeSwitch />;
}

function stubSystemDark(dark: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: dark && query.includes('dark'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia;
}

describe('ColorModeSwitch', () => {
  it('steps light → dark → system and the document follows at once', () => {
    stubSystemDark(true);
    const { store } = renderWithProviders(<ThemedButton />);
    const button = () => screen.getByRole('button');
    fireEvent.click(button()); // system → light
    expect(store.getState().settings.colorMode).toBe('light');
    expect(document.documentElement.dataset.theme).toBe('light');
    fireEvent.click(button()); // light → dark
    expect(store.getState().settings.colorMode).toBe('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
    fireEvent.click(button()); // dark → system (the system is dark here)
    expect(store.getState().settings.colorMode).toBe('system');
    expect(document.documentElement.dataset.theme).toBe('dark');
  });

  it('follows a light system in system mode, and names the mode for screen readers', () => {
    stubSystemDark(false);
    renderWithProviders(<ThemedButton />);
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(screen.getByRole('button').getAttribute('aria-label')).toBe(
      'いろ：パソコンに あわせる（おすと かわる）',
    );
  });
});
