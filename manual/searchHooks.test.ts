import { describe, expect, it } from 'vitest';
import { partOf, rankResults } from './searchHooks';

describe('rankResults', () => {
  it('puts pupils’ pages first and the API reference last, titles before headings before text', () => {
    const hits = [
      { type: 'title', link: '/en/api/functions' },
      { type: 'content', link: '/en/howtouse/' },
      { type: 'header', link: '/en/developer/features#x' },
      { type: 'header', link: '/en/howtouse/keys#ime' },
      { type: 'title', link: '/en/it/install' },
    ];
    expect(rankResults(hits).map((h) => h.link)).toEqual([
      '/en/it/install',
      '/en/howtouse/keys#ime',
      '/en/developer/features#x',
      '/en/howtouse/',
      '/en/api/functions',
    ]);
  });

  it('reads the part of the manual from links with or without base, language and version', () => {
    expect(partOf('/typing-game/manual/en/howtouse/keys.html')).toBe('howtouse');
    expect(partOf('/v0.1/api/#x')).toBe('api');
    expect(partOf('/it/saves')).toBe('it');
  });
});
