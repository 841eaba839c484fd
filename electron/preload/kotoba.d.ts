import type { KotobaApi } from '../../core/contract/api';

declare global {
  interface Window {
    /** The game's bridge to the main process; present only inside the desktop app. */
    kotoba?: KotobaApi;
  }
}
