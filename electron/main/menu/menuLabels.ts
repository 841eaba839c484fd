import { type Language, type MessageKey, translate } from '../../../core/i18n';

/** The languages the application menu speaks: the game's own. */
export type MenuLanguage = Language;

/** Every text of the application menu and the About box. */
export interface MenuLabels {
  file: string;
  exportProgress: string;
  importProgress: string;
  quit: string;
  view: string;
  fullScreen: string;
  zoomIn: string;
  zoomOut: string;
  resetZoom: string;
  reload: string;
  devTools: string;
  help: string;
  manual: string;
  about: string;
  aboutDetail: string;
  manualTitle: string;
}

/**
 * Picks the words of `names` under `prefix` (e.g. `desktop.menu.`) from the game's message table of
 * `language`: main keeps no table of its own. A name without an entry fails to compile at the caller.
 */
export function desktopWords<P extends string, N extends string>(
  language: MenuLanguage,
  prefix: P,
  names: readonly N[],
): Record<N, string> {
  return Object.fromEntries(
    names.map((name) => [name, translate(language, `${prefix}${name}` as MessageKey)]),
  ) as Record<N, string>;
}

/** The names of {@link MenuLabels}, each worded by `desktop.menu.<name>` in the message tables. */
const MENU_NAMES = [
  'file',
  'exportProgress',
  'importProgress',
  'quit',
  'view',
  'fullScreen',
  'zoomIn',
  'zoomOut',
  'resetZoom',
  'reload',
  'devTools',
  'help',
  'manual',
  'about',
  'aboutDetail',
  'manualTitle',
] as const satisfies readonly (keyof MenuLabels)[];
// Fails to compile while a menu text has no entry in the tables.
type MenuKeysWorded = `desktop.menu.${(typeof MENU_NAMES)[number]}` extends MessageKey ? true : never;
const menuKeysWorded: MenuKeysWorded = true;
void menuKeysWorded;

/** The menu texts in Japanese and English, from the game's message tables. */
export const MENU_LABELS: Record<MenuLanguage, MenuLabels> = {
  ja: desktopWords('ja', 'desktop.menu.', MENU_NAMES),
  en: desktopWords('en', 'desktop.menu.', MENU_NAMES),
};

/** Picks the menu language from the system locale (`ja`, `ja-JP` → Japanese; anything else → English). */
export function menuLanguageFor(locale: string): MenuLanguage {
  return locale.toLowerCase().startsWith('ja') ? 'ja' : 'en';
}
