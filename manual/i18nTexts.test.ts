import { describe, expect, it } from 'vitest';
import { i18nTexts, manualTexts } from './i18nTexts';

describe('i18nTexts', () => {
  it('lays the manual texts over the defaults and keeps the other languages and keys', () => {
    const merged = i18nTexts({
      searchNoResultsText: { en: 'No matching results', zh: '未找到' },
      copyMarkdownText: { en: 'Copy Markdown' },
    });
    expect(merged.searchNoResultsText).toEqual({
      en: 'No results for',
      zh: '未找到',
      ja: '見つかりませんでした:',
    });
    expect(merged.copyMarkdownText).toEqual({ en: 'Copy Markdown' });
  });

  it('gives every manual text in both languages, with the English wording of the specification', () => {
    for (const [key, byLang] of Object.entries(manualTexts)) {
      expect(Object.keys(byLang).sort(), key).toEqual(['en', 'ja']);
    }
    expect(manualTexts.searchPlaceholderText?.en).toBe('Search Docs');
    expect(manualTexts.searchButtonText?.en).toBe('Search');
    expect(manualTexts.searchSuggestedQueryText?.en).toBe('Please try again with a different keyword');
    expect(manualTexts['overview.filterPlaceholderText']?.en).toBe('Enter keyword');
    expect(manualTexts.outlineTitle?.en).toBe('ON THIS PAGE');
  });
});
