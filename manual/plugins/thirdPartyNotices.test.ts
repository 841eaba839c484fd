import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { collectNotices, findShippedPackages, packageOf, renderNotices } from './thirdPartyNotices';

const repoRoot = path.resolve(import.meta.dirname, '../..');

describe('collectNotices', () => {
  it('reads each shipped package with its licence text, and follows runtime dependencies', () => {
    const notices = collectNotices(repoRoot, ['react-redux', '@fontsource/m-plus-rounded-1c']);
    const names = notices.map((n) => n.name);
    expect(names).toContain('react-redux');
    expect(names).toContain('use-sync-external-store');
    const font = notices.find((n) => n.name === '@fontsource/m-plus-rounded-1c')!;
    expect(font.license).toBe('OFL-1.1');
    expect(font.text).toMatch(/SIL OPEN FONT LICENSE/i);
    expect(notices.find((n) => n.name === 'react-redux')!.text).toMatch(
      /MIT License|Permission is hereby granted/,
    );
  });

  it('lists Electron itself but not the download tools it depends on, and never type packages', () => {
    const names = collectNotices(repoRoot, ['electron']).map((n) => n.name);
    expect(names).toEqual(['electron']);
  });

  it('skips a package that is not installed instead of failing', () => {
    expect(collectNotices(repoRoot, ['no-such-package-kotoba'])).toEqual([]);
  });
});

describe('renderNotices', () => {
  it('writes a heading, the licence name and the text in a fence that cannot be closed early', () => {
    const md = renderNotices([{ name: 'demo', version: '1.0.0', license: 'MIT', text: 'a ``` b' }]);
    expect(md).toContain('### demo 1.0.0');
    expect(md).toContain('License: MIT');
    expect(md).toContain("a ''' b");
  });
});

describe('packageOf', () => {
  it('names the package of a bare import and ignores builtins', () => {
    expect(packageOf('@reduxjs/toolkit/query')).toBe('@reduxjs/toolkit');
    expect(packageOf('react-dom/client')).toBe('react-dom');
    expect(packageOf('node:fs')).toBeNull();
  });
});

describe('findShippedPackages', () => {
  it('finds what the app imports, leaving out packages used only by tests and stories', () => {
    const shipped = findShippedPackages(repoRoot, ['renderer/src', 'electron']);
    expect(shipped).toEqual(
      expect.arrayContaining(['react', 'zod', 'electron', '@fontsource/m-plus-rounded-1c', '@twemoji/svg']),
    );
    expect(shipped).not.toContain('fast-check');
    expect(shipped).not.toContain('@ladle/react');
    expect(shipped).not.toContain('vitest');
  });
});
