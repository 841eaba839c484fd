import { describe, expect, it } from 'vitest';
import { partOf, rankResults, startsAWord } from './searchHooks';

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

  it('puts hits where the query begins a word before those where it sits inside a word, even titles', () => {
    const hits = [
      { type: 'header', link: '/en/howtouse/keys#while-typing', header: 'While typing' },
      { type: 'header', link: '/en/it/saves#teacher-pin', header: 'Teacher PIN' },
      { type: 'header', link: '/en/howtouse/teacher#wrong-pin', header: 'Wrong PINs' },
      { type: 'title', link: '/en/howtouse/typing', title: 'Typing' },
    ];
    expect(rankResults(hits, 'PIN').map((h) => h.link)).toEqual([
      '/en/howtouse/teacher#wrong-pin',
      '/en/it/saves#teacher-pin',
      '/en/howtouse/typing',
      '/en/howtouse/keys#while-typing',
    ]);
  });

  it('finds word starts in titles, headings and text, after brackets, and treats Japanese as matching', () => {
    expect(startsAWord({ type: 'header', header: '日本語入力（IME）' }, 'IME')).toBe(true);
    expect(startsAWord({ type: 'title', title: 'Installation' }, 'install')).toBe(true);
    expect(startsAWord({ type: 'content', statement: 'the time it takes' }, 'ime')).toBe(false);
    expect(startsAWord({ type: 'content', statement: 'a teacher mode PIN' }, 'teacher mode')).toBe(true);
    expect(startsAWord({ type: 'header', header: 'ちからだめしの たび' }, 'ためし')).toBe(true);
  });

  it('reads the part of the manual from links with or without base, language and version', () => {
    expect(partOf('/typing-game/manual/en/howtouse/keys.html')).toBe('howtouse');
    expect(partOf('/v0.1/api/#x')).toBe('api');
    expect(partOf('/it/saves')).toBe('it');
  });
});
