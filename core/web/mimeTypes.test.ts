import { describe, expect, it } from 'vitest';
import { extensionOf, MIME_TYPES, mimeTypeFor } from './mimeTypes.mjs';

describe('the served files’ types', () => {
  it('reads the extension of a name or path, lower case, and none for a dot file or a bare name', () => {
    expect(extensionOf('assets/index-abc.JS')).toBe('.js');
    expect(extensionOf('C:\\site\\manual\\guide.html')).toBe('.html');
    expect(extensionOf('manual.v2/README')).toBe('');
    expect(extensionOf('.hidden')).toBe('');
  });

  it('types the web edition’s manifest, worker, fonts and sounds, and the manual’s sample word list', () => {
    expect(mimeTypeFor('manifest.webmanifest')).toBe('application/manifest+json; charset=utf-8');
    expect(mimeTypeFor('sw.js')).toBe('text/javascript; charset=utf-8');
    expect(mimeTypeFor('font.woff2')).toBe('font/woff2');
    expect(mimeTypeFor('hit.ogg')).toBe('audio/ogg');
    expect(mimeTypeFor('Unit 3.CSV')).toBe('text/csv; charset=utf-8');
    expect(mimeTypeFor('blob.bin')).toBe('application/octet-stream');
  });

  it('gives every text and JSON kind its charset', () => {
    const text = Object.entries(MIME_TYPES).filter(([, type]) => /^text\/|json/.test(type));
    expect(text.length).toBeGreaterThan(5);
    for (const [extension, type] of text) expect(type, extension).toContain('charset=utf-8');
  });
});
