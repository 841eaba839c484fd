import type { ColorMode } from '../../../core/contract';

/** The colour scheme actually drawn. */
export type ResolvedTheme = 'light' | 'dark';

/** Turns the player's colour mode into the scheme to draw; `system` follows the operating system. */
export function resolveColorMode(mode: ColorMode, systemPrefersDark: boolean): ResolvedTheme {
  if (mode === 'system') return systemPrefersDark ? 'dark' : 'light';
  return mode;
}
