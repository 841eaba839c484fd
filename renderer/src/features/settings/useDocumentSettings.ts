import { useEffect } from 'react';
import { useAppSelector } from '../../store';
import { resolveColorMode } from '../../styles/resolveColorMode';
import { useSystemPrefersDark } from '../../styles/useSystemPrefersDark';

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
