import { describe, expect, it } from 'vitest';
import { resolveColorMode } from './resolveColorMode';

describe('resolveColorMode', () => {
  it('keeps an explicit light or dark choice whatever the system says', () => {
    expect(resolveColorMode('light', true)).toBe('light');
    expect(resolveColorMode('dark', false)).toBe('dark');
  });

  it('follows the system in system mode', () => {
    expect(resolveColorMode('system', true)).toBe('dark');
    expect(resolveColorMode('system', false)).toBe('light');
  });
});
