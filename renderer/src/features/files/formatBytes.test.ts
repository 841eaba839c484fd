import { describe, expect, it } from 'vitest';
import { formatBytes } from './formatBytes';

describe('sizes as people read them', () => {
  it('steps by 1024 with at most one decimal', () => {
    expect(formatBytes(0, 'en')).toBe('0 B');
    expect(formatBytes(1023, 'en')).toBe('1,023 B');
    expect(formatBytes(1536, 'en')).toBe('1.5 KB');
    expect(formatBytes(5 * 1024 * 1024, 'ja')).toBe('5 MB');
    expect(formatBytes(300 * 1024 * 1024, 'en')).toBe('300 MB');
    expect(formatBytes(2.25 * 1024 ** 3, 'en')).toBe('2.3 GB');
  });
});
