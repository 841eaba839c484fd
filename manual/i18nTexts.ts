type Texts = Record<string, Record<string, string>>;

/** The manual's interface texts in Japanese and English, laid over the theme's defaults. */
export const manualTexts: Texts = {
  searchButtonText: { ja: '検索', en: 'Search' },
  searchPlaceholderText: { ja: 'マニュアルを検索', en: 'Search Docs' },
  searchNoResultsText: { ja: '見つかりませんでした:', en: 'No results for' },
  searchSuggestedQueryText: {
    ja: 'ほかのことばで検索してみてね',
    en: 'Please try again with a different keyword',
  },
  searchIndexErrorText: {
    ja: '検索の準備ができませんでした。ページを読みこみなおしてから、もう一度ためしてね',
    en: 'Failed to fetch search index, please reload the page and try again',
  },
  searchPanelCancelText: { ja: 'とじる', en: 'Cancel' },
  'overview.filterNameText': { ja: 'しぼりこみ', en: 'Filter' },
  'overview.filterPlaceholderText': { ja: 'キーワードを入力', en: 'Enter keyword' },
  'overview.filterNoResultText': { ja: '一致する API が見つかりません:', en: 'No matching API found' },
  outlineTitle: { ja: 'このページの内容', en: 'ON THIS PAGE' },
  lastUpdatedText: { ja: '最終更新', en: 'Last Updated' },
  editLinkText: { ja: 'このページを編集', en: 'Edit this page' },
  prevPageText: { ja: '前のページ', en: 'Previous page' },
  nextPageText: { ja: '次のページ', en: 'Next page' },
  scrollToTopText: { ja: 'ページの先頭へ', en: 'Back to top' },
  notFoundText: { ja: 'PAGE NOT FOUND（ページが見つかりません）', en: 'PAGE NOT FOUND' },
  takeMeHomeText: { ja: 'Take me home（ホームへもどる）', en: 'Take me home' },
  versionsText: { ja: 'バージョン', en: 'Versions' },
  languagesText: { ja: '言語', en: 'Languages' },
};

/** Merges the manual's texts over the theme's built-in texts, key by key and language by language. */
export function i18nTexts(defaults: Texts): Texts {
  const merged: Texts = { ...defaults };
  for (const [key, byLang] of Object.entries(manualTexts)) {
    merged[key] = { ...(defaults[key] ?? {}), ...byLang };
  }
  return merged;
}
