/** What the search hotkey needs of a key event (a `KeyboardEvent` in the page). */
export interface HotkeyEvent extends Event {
  readonly code: string;
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
  readonly altKey: boolean;
}

/** The search box as the hotkey drives it. */
export interface SearchOpener {
  /** Opens the search (a Ctrl/Cmd+K pressed before the box existed asked for exactly that). */
  open(): void;
  /** Opens or closes the search, as Ctrl/Cmd+K does once the box is there. */
  toggle(): void;
}

/** The page's one Ctrl/Cmd+K listener, from the first script that runs to the page's end. */
export interface SearchHotkey {
  /** Hands the hotkey to a search box; a key pressed before opens it at once. Returns the undo. */
  attach(search: SearchOpener): () => void;
}

/** Where the hotkey says how far the page is: `listening` from the start, `ready` once a search box is attached. */
export const HOTKEY_STATE_ATTRIBUTE = 'data-kq-search-hotkey';

/** Whether a key event is the search hotkey: Ctrl+K, or Cmd+K on a Mac (by key position, as the theme reads it). */
export function isSearchHotkey(event: HotkeyEvent): boolean {
  return event.code === 'KeyK' && (event.ctrlKey || event.metaKey) && !event.altKey;
}

/**
 * Listens for Ctrl/Cmd+K on `target` (the window, in the capture phase, so it runs before every
 * other listener) and owns that key for the whole life of the page. The theme's search box only
 * starts listening after hydration and one more render, so a reader who pressed the key while the
 * page was starting used to get nothing; here the key is remembered until a box attaches, and the
 * box's own listener never sees it, so one press never toggles twice.
 */
export function installSearchHotkey(
  target: Pick<EventTarget, 'addEventListener'>,
  root?: { setAttribute(name: string, value: string): void },
): SearchHotkey {
  const attached = new Set<SearchOpener>();
  let asked = false;
  target.addEventListener(
    'keydown',
    (event) => {
      if (!isSearchHotkey(event as HotkeyEvent)) return;
      // The browser's own Ctrl+K (the address bar's search) must not take the key either.
      event.preventDefault();
      event.stopImmediatePropagation();
      if (attached.size === 0) asked = true;
      for (const search of attached) search.toggle();
    },
    { capture: true },
  );
  root?.setAttribute(HOTKEY_STATE_ATTRIBUTE, 'listening');
  return {
    attach(search) {
      attached.add(search);
      root?.setAttribute(HOTKEY_STATE_ATTRIBUTE, 'ready');
      if (asked) {
        asked = false;
        search.open();
      }
      return () => {
        attached.delete(search);
        if (attached.size === 0) root?.setAttribute(HOTKEY_STATE_ATTRIBUTE, 'listening');
      };
    },
  };
}

/**
 * The page's hotkey, installed when the theme is first evaluated: Rspress runs the theme before the
 * app itself (a pre-entry of the bundle), so this is the earliest script of ours on every page.
 * During the static build there is no window and nothing to listen to.
 */
export const searchHotkey: SearchHotkey =
  typeof window === 'undefined'
    ? { attach: () => () => {} }
    : installSearchHotkey(window, document.documentElement);
