/** The session key that says which player was chosen in this window; a reload keeps it, a new start does not. */
export const PLAYER_SESSION_KEY = 'kq.player';

function storage(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.sessionStorage : null;
  } catch {
    return null;
  }
}

/** The player chosen in this window, or null before the "who is playing?" screen was answered. */
export function chosenPlayer(): string | null {
  return storage()?.getItem(PLAYER_SESSION_KEY) ?? null;
}

/** Remembers the chosen player for this window. */
export function rememberPlayer(id: string): void {
  storage()?.setItem(PLAYER_SESSION_KEY, id);
}

/** Forgets the chosen player, so the next load asks "who is playing?" again. */
export function forgetPlayer(): void {
  storage()?.removeItem(PLAYER_SESSION_KEY);
}
