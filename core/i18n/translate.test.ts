import { describe, expect, it } from 'vitest';
import { en } from './en';
import { ja } from './ja';
import type { MessageKey } from './messages';
import { translate } from './translate';

describe('message tables', () => {
  it('have exactly the same keys in Japanese and English', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(ja).sort());
  });

  it('have no empty sentence in either language', () => {
    for (const table of [ja, en]) {
      for (const [key, text] of Object.entries(table)) {
        expect(text.trim(), key).not.toBe('');
      }
    }
  });

  it('use the same placeholders in both languages', () => {
    const names = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const key of Object.keys(ja) as MessageKey[]) {
      expect(names(en[key]), key).toEqual(names(ja[key]));
    }
  });

  it('ask for sound consent in the exact words of the game', () => {
    expect(ja['consent.body']).toBe('音が出ます。よろしいですか？');
  });
});

describe('translate', () => {
  it('picks the table of the requested language', () => {
    expect(translate('ja', 'map.title')).toBe(ja['map.title']);
    expect(translate('en', 'map.title')).toBe('World Map');
  });

  it('fills placeholders and keeps unknown ones visible', () => {
    expect(translate('en', 'map.level', { level: 7 })).toBe('Level 7');
    expect(translate('en', 'map.stageLabel', { number: 2 })).toBe('Stage 2: {name}');
  });
});
