import type { MenuContext } from '../../../../../electron/main/menu/buildMenuTemplate';
import { MENU_LABELS } from '../../../../../electron/main/menu/menuLabels';

/** A Japanese, non-Mac, release menu context whose actions do nothing, changed by `over`. */
export function menuContext(over: Partial<MenuContext> = {}): MenuContext {
  return {
    labels: MENU_LABELS.ja,
    isDevelopment: false,
    isMac: false,
    appName: 'Kotoba Quest',
    openManual: () => {},
    showAbout: () => {},
    exportProgress: () => {},
    importProgress: () => {},
    ...over,
  };
}
