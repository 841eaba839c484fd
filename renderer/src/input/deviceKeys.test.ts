import { describe, expect, it } from 'vitest';
import { deviceKeysOf } from './deviceKeys';

const WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0 Safari/537.36';
const CHROMEBOOK =
  'Mozilla/5.0 (X11; CrOS x86_64 16181.47.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0 Safari/537.36';
const MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15';

describe('deviceKeysOf', () => {
  it('names the 半角/全角 key on a Windows PC', () => {
    expect(deviceKeysOf({ userAgent: WINDOWS, maxTouchPoints: 0, touchFirst: false })).toBe('windows');
  });

  it('names the 英数 key on a Chromebook and on a Mac', () => {
    expect(deviceKeysOf({ userAgent: CHROMEBOOK, maxTouchPoints: 10, touchFirst: false })).toBe('eisu');
    expect(deviceKeysOf({ userAgent: MAC, maxTouchPoints: 0, touchFirst: false })).toBe('eisu');
  });

  it('names the on-screen keyboard on an iPad, even when it asks for the desktop site', () => {
    expect(deviceKeysOf({ userAgent: MAC, maxTouchPoints: 5, touchFirst: false })).toBe('touch');
  });

  it('names the on-screen keyboard when a finger is the only pointer, whatever the system', () => {
    expect(deviceKeysOf({ userAgent: CHROMEBOOK, maxTouchPoints: 10, touchFirst: true })).toBe('touch');
    expect(deviceKeysOf({ userAgent: WINDOWS, maxTouchPoints: 10, touchFirst: true })).toBe('touch');
  });
});
