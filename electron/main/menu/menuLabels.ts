/** The languages the application menu speaks. */
export type MenuLanguage = 'ja' | 'en';

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

/** The menu texts in Japanese and English. */
export const MENU_LABELS: Record<MenuLanguage, MenuLabels> = {
  ja: {
    file: 'ファイル',
    exportProgress: '進み具合を書き出す…',
    importProgress: '進み具合を読み込む…',
    quit: 'おわる',
    view: 'ひょうじ',
    fullScreen: '全画面（ぜんがめん）',
    zoomIn: '大きくする',
    zoomOut: '小さくする',
    resetZoom: 'もとの大きさ',
    reload: 'さいよみこみ',
    devTools: '開発者ツール',
    help: 'ヘルプ',
    manual: 'マニュアル',
    about: 'ことばクエストについて',
    aboutDetail: 'えいごをタイピングして、ことばの魔王とたたかう学習ゲームです。',
    manualTitle: 'ことばクエスト マニュアル',
  },
  en: {
    file: 'File',
    exportProgress: 'Export progress…',
    importProgress: 'Import progress…',
    quit: 'Quit',
    view: 'View',
    fullScreen: 'Full Screen',
    zoomIn: 'Zoom In',
    zoomOut: 'Zoom Out',
    resetZoom: 'Actual Size',
    reload: 'Reload',
    devTools: 'Developer Tools',
    help: 'Help',
    manual: 'Manual',
    about: 'About Kotoba Quest',
    aboutDetail: 'An English typing game: defeat the word-demons by typing English answers.',
    manualTitle: 'Kotoba Quest Manual',
  },
};

/** Picks the menu language from the system locale (`ja`, `ja-JP` → Japanese; anything else → English). */
export function menuLanguageFor(locale: string): MenuLanguage {
  return locale.toLowerCase().startsWith('ja') ? 'ja' : 'en';
}
