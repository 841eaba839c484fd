import { describe, expect, it, vi } from 'vitest';
import type { ClassFolderStatus, KotobaApi } from '../../../core/contract';
import {
  CLASS_FOLDER_DESKTOP_ONLY,
  classFolderOf,
  LOCAL_CLASS_FOLDER_STATUS,
  onClassFolderStatusOf,
} from './classFolder';
import { createLocalStoragePlatform } from './createLocalStoragePlatform';

describe('the class folder outside the desktop app', () => {
  const browser = createLocalStoragePlatform(null);

  it('keeps saves locally with nothing wrong', async () => {
    expect(await classFolderOf(browser).status()).toEqual({
      ok: true,
      value: { mode: 'local', problem: null, configPath: null },
    });
  });

  it('answers releasing a player and choosing a folder with why not, and changes nothing', async () => {
    const api = classFolderOf(browser);
    const released = await api.releasePlayer({ token: 't', playerId: 'p-aaaaaa' });
    const chosen = await api.setFolder({ token: 't', classFolder: 'S:\\kotoba', className: null });
    for (const answer of [released, chosen]) {
      expect(answer).toEqual({
        ok: false,
        error: { code: 'unavailable', reason: 'classFolder.desktopOnly', values: {} },
      });
      expect(answer).toEqual(CLASS_FOLDER_DESKTOP_ONLY);
    }
  });

  it('never pushes a status, and its unsubscribe does nothing', () => {
    const listener = vi.fn();
    const unsubscribe = onClassFolderStatusOf(browser, listener);
    expect(() => unsubscribe()).not.toThrow();
    expect(listener).not.toHaveBeenCalled();
  });
});

describe('the class folder in the desktop app', () => {
  it('is the bridge’s own, and its pushes reach the listener until unsubscribed', async () => {
    const pushed: ClassFolderStatus = { ...LOCAL_CLASS_FOLDER_STATUS, problem: { code: 'unreachable' } };
    const bridge: { send: ((status: ClassFolderStatus) => void) | null } = { send: null };
    const classFolder: NonNullable<KotobaApi['classFolder']> = {
      status: async () => ({ ok: true, value: pushed }),
      releasePlayer: vi.fn(),
      setFolder: vi.fn(),
      leave: vi.fn(),
    };
    const desktop: KotobaApi = {
      ...createLocalStoragePlatform(null),
      classFolder,
      onClassFolderStatus: (listener) => {
        bridge.send = listener;
        return () => {
          bridge.send = null;
        };
      },
    };
    expect(classFolderOf(desktop)).toBe(classFolder);
    const listener = vi.fn();
    const unsubscribe = onClassFolderStatusOf(desktop, listener);
    bridge.send?.(pushed);
    expect(listener).toHaveBeenCalledWith(pushed);
    unsubscribe();
    expect(bridge.send).toBeNull();
  });
});
