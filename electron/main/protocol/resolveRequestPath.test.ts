import { describe, expect, it } from 'vitest';
import { candidateFiles, checkRequestPath } from './resolveRequestPath';

describe('checkRequestPath', () => {
  const refused: [string, string][] = [
    ['a plain `..` segment', '/a/../b'],
    ['a `.` segment', '/a/./b'],
    ['encoded dots', '/%2e%2e/secret'],
    ['mixed-case encoded dots', '/%2E%2e/secret'],
    ['an encoded slash', '/a%2fb'],
    ['an encoded backslash', '/a%5Cb'],
    ['a backslash', '/a\\b'],
    ['an encoded NUL', '/a%00b'],
    ['a raw NUL', '/a\u0000b'],
    ['a control character', '/a%0Ab'],
    ['an absolute path (empty segment)', '//etc/passwd'],
    ['a drive letter', '/C:/Windows'],
    ['an encoded drive letter', '/c%3a/Windows'],
    ['a stream name', '/index.html::$DATA'],
    ['double encoding', '/%252e%252e/x'],
    ['broken percent-encoding', '/%E0%A4%A'],
    ['a relative path', 'index.html'],
  ];
  for (const [what, raw] of refused) {
    it(`refuses ${what}`, () => {
      expect(checkRequestPath(raw).ok).toBe(false);
    });
  }

  it('decodes once and keeps ordinary names', () => {
    expect(checkRequestPath('/assets/%E3%81%93%E3%81%A8%E3%81%B0.png')).toEqual({
      ok: true,
      segments: ['assets', 'ことば.png'],
      trailingSlash: false,
    });
    expect(checkRequestPath('/')).toEqual({ ok: true, segments: [], trailingSlash: true });
    expect(checkRequestPath('/guide/')).toEqual({ ok: true, segments: ['guide'], trailingSlash: true });
  });
});

describe('candidateFiles', () => {
  const check = (raw: string) => {
    const checked = checkRequestPath(raw);
    if (!checked.ok) throw new Error(checked.reason);
    return checked;
  };
  it('maps manual pages: x → x.html or x/index.html; x/ → x/index.html; x/index → x/; x.html → x.html or x/index.html', () => {
    expect(candidateFiles(check('/guide'), 'manual')).toEqual([['guide.html'], ['guide', 'index.html']]);
    expect(candidateFiles(check('/guide/'), 'manual')).toEqual([['guide', 'index.html'], ['guide.html']]);
    expect(candidateFiles(check('/guide/index'), 'manual')).toEqual([
      ['guide', 'index.html'],
      ['guide.html'],
    ]);
    expect(candidateFiles(check('/guide.html'), 'manual')).toEqual([['guide.html'], ['guide', 'index.html']]);
    expect(candidateFiles(check('/index'), 'manual')).toEqual([['index.html']]);
    expect(candidateFiles(check('/static/app.js'), 'manual')).toEqual([['static', 'app.js']]);
  });
  it('maps game paths to exact files only', () => {
    expect(candidateFiles(check('/'), 'game')).toEqual([['index.html']]);
    expect(candidateFiles(check('/guide'), 'game')).toEqual([['guide']]);
    expect(candidateFiles(check('/assets/'), 'game')).toEqual([['assets', 'index.html']]);
  });
});
