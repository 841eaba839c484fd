import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readBuildFacts } from './buildFacts';
import { captionFor } from './components/captionFor';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('readBuildFacts', () => {
  it('reports nothing for an empty public folder', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'kq-facts-'));
    expect(readBuildFacts(dir)).toEqual({ screenshots: [], hasCoverage: false, hasLadle: false });
  });

  it('lists screenshots in order and sees the coverage report and the announced catalogue', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'kq-facts-'));
    mkdirSync(path.join(dir, 'screenshots'));
    for (const f of ['02-map.png', '01-title.png', 'notes.txt'])
      writeFileSync(path.join(dir, 'screenshots', f), '');
    mkdirSync(path.join(dir, 'cov'));
    writeFileSync(path.join(dir, 'cov', 'index.html'), '<html></html>');
    expect(readBuildFacts(dir, { KOTOBA_MANUAL_LADLE: 'built' })).toEqual({
      screenshots: ['01-title.png', '02-map.png'],
      hasCoverage: true,
      hasLadle: true,
    });
  });
});

describe('captionFor', () => {
  it('drops the order number and the extension', () => {
    expect(captionFor('03-battle-hit.png')).toBe('battle hit');
    expect(captionFor('results_victory.png')).toBe('results victory');
  });
});
