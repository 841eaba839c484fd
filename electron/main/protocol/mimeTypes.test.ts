import { describe, expect, it } from 'vitest';
import { mimeTypeFor } from './mimeTypes';

describe('mimeTypeFor', () => {
  const types: [string, string][] = [
    ['index.html', 'text/html; charset=utf-8'],
    ['assets/index-abc.js', 'text/javascript; charset=utf-8'],
    ['assets/index-abc.css', 'text/css; charset=utf-8'],
    ['static/search_index.ja.json', 'application/json; charset=utf-8'],
    ['notes.txt', 'text/plain; charset=utf-8'],
    ['samples/wordlist-sample.csv', 'text/csv; charset=utf-8'],
    ['hero.svg', 'image/svg+xml'],
    ['map.png', 'image/png'],
    ['font.woff2', 'font/woff2'],
    ['hit.mp3', 'audio/mpeg'],
  ];
  for (const [file, type] of types) {
    it(`types ${file} as ${type}`, () => {
      expect(mimeTypeFor(file)).toBe(type);
    });
  }

  it('reads the extension whatever its case', () => {
    expect(mimeTypeFor('Unit 3.CSV')).toBe('text/csv; charset=utf-8');
  });

  it('types an unknown kind as bytes', () => {
    expect(mimeTypeFor('blob.bin')).toBe('application/octet-stream');
    expect(mimeTypeFor('README')).toBe('application/octet-stream');
  });
});
