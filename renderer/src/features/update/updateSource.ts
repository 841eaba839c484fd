import { isDesktopApp } from '../../platform';

/** Where a new version of the game comes from: the web edition's service worker, or a test's stand-in. */
export interface UpdateSource {
  /** Calls `onReady` once a new version is downloaded and waiting; answers a function that stops listening. */
  onReady(onReady: () => void): () => void;
  /** Looks for a new version in the background (one small request for the service worker's file). */
  check(): void;
  /** Switches to the waiting version; the page reloads once it is in charge. */
  apply(): void;
}

/** True in the web edition's production build in a browser that has service workers (never in the desktop app). */
export function isWebEdition(): boolean {
  return (
    import.meta.env.KOTOBA_WEB === 'true' &&
    import.meta.env.PROD &&
    typeof navigator !== 'undefined' &&
    !isDesktopApp() &&
    'serviceWorker' in navigator
  );
}
