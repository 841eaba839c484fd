import { describe, expect, it } from 'vitest';
import { versionPath } from './versionPath';

describe('versionPath', () => {
  it('keeps the path when the target is the default version', () => {
    expect(versionPath('/en/howtouse/keys.html', 'v0.1', 'v0.1', 'v0.1')).toBe('/en/howtouse/keys.html');
    expect(versionPath('/', 'v0.1', 'v0.1', 'v0.1')).toBe('/');
  });

  it('adds the version segment for another version, and swaps or drops it when leaving one', () => {
    expect(versionPath('/howtouse/', 'v1', 'v0.9', 'v1')).toBe('/v0.9/howtouse/');
    expect(versionPath('/v0.9/howtouse/', 'v0.9', 'v0.8', 'v1')).toBe('/v0.8/howtouse/');
    expect(versionPath('/v0.9/en/api/', 'v0.9', 'v1', 'v1')).toBe('/en/api/');
  });
});
