// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { fail, type KotobaApi } from '../../../core/contract';
import { getPlatform, isDesktopApp } from './index';

afterEach(() => {
  delete window.kotoba;
});

describe('getPlatform', () => {
  it('uses window.kotoba inside the desktop app', () => {
    const bridge: KotobaApi = {
      settings: {
        get: async () => fail('unavailable', 'ipc.bridgeBroken', {}, 'x'),
        set: async () => fail('unavailable', 'ipc.bridgeBroken', {}, 'x'),
      },
      app: {
        load: async () => fail('unavailable', 'ipc.bridgeBroken', {}, 'x'),
        save: async () => fail('unavailable', 'ipc.bridgeBroken', {}, 'x'),
        overwrite: async () => fail('unavailable', 'ipc.bridgeBroken', {}, 'x'),
      },
    };
    window.kotoba = bridge;
    expect(getPlatform()).toBe(bridge);
    expect(isDesktopApp()).toBe(true);
  });

  it('falls back to local storage in a plain browser, the same instance every time', async () => {
    expect(isDesktopApp()).toBe(false);
    const platform = getPlatform();
    expect(getPlatform()).toBe(platform);
    const answer = await platform.settings.set({ textSize: 'large' });
    expect(answer.ok).toBe(true);
    expect(localStorage.getItem('kotoba-quest:settings')).toContain('"textSize":"large"');
  });
});
