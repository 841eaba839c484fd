import type { GameInput } from './gameInput';

/** The fields of a keydown event the game reads. */
export interface KeyLike {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
  timeStamp: number;
}

/**
 * Maps a control key to a game input: Backspace erases, Tab asks for the next hint,
 * Ctrl+Enter or F2 skips the question, Escape stops, plain Enter starts or resumes. Printable characters answer `null`;
 * they are read by the adapter (so full-width and IME input can be normalised first).
 */
export function keyToInput(event: KeyLike): GameInput | null {
  const at = event.timeStamp;
  switch (event.key) {
    case 'Backspace':
      return { type: 'backspace', at };
    case 'Tab':
      return event.shiftKey || event.ctrlKey || event.altKey || event.metaKey ? null : { type: 'hint', at };
    case 'F2':
      return { type: 'skip', at };
    case 'Enter':
      if (event.ctrlKey || event.metaKey) return { type: 'skip', at };
      return event.altKey || event.shiftKey ? null : { type: 'enter', at };
    case 'Escape':
      return { type: 'escape', at };
    default:
      return null;
  }
}

/** True when a keydown carries one printable character with no Ctrl/Meta/Alt shortcut held. */
export function isPrintableKey(event: KeyLike): boolean {
  return [...event.key].length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey;
}
