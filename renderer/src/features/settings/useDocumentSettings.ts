import { useEffect, useState } from 'react';
import { useAppSelector } from '../store';
import { resolveColorMode } from './resolveColorMode';

const DARK_QUERY = '(prefers-color-scheme: dark)';

function systemPrefersDark(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches;
}

/** Whether the operating system asks for dark colours, updated live when it changes. */
export function useSystemPrefersDark(): boolean {
  const [dark, setDark] = useState(systemPrefersDark);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return undefined;
    const query = window.matchMedia(DARK_QUERY);
    const onChange = () => setDark(query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return dark;
}

/**
 * Mirrors the player's look settings onto `<html>`: `data-theme` (the resolved light/dark scheme),
 * `data-text-size` and `lang`, so global CSS and screen readers follow them at once.
 */
export function useDocumentSettings(): void {
  const colorMode = useAppSelector((state) => state.settings.colorMode);
  const textSize = useAppSelector((state) => state.settings.textSize);
  const language = useAppSelector((state) => state.settings.language);
  const prefersDark = useSystemPrefersDark();
  const theme = resolveColorMode(colorMode, prefersDark);

  useEffect(() => {
    document.documentElement.dataset.theme = theme;
  }, [theme]);
  useEffect(() => {
    document.documentElement.dataset.textSize = textSize;
  }, [textSize]);
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
}
