// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { getPlatform, isDesktopApp } from './index';
import { getWebHost, setWebHost } from './web/webHost';

afterEach(() => setWebHost(null));

describe('getPlatform in a browser with IndexedDB', () => {
  it('is the web edition, with every area and its host installed, the same instance every time', async () => {
    expect(isDesktopApp()).toBe(false);
    const platform = getPlatform();
    expect(getPlatform()).toBe(platform);
    expect(Object.keys(platform).sort()).toEqual(
      [
        'app',
        'classFolder',
        'dashboard',
        'onWordListPreview',
        'profiles',
        'settings',
        'roster',
        'teacher',
        'wordLists',
      ].sort(),
    );
    expect(getWebHost()).not.toBeNull();
    const answer = await platform.settings.set({ textSize: 'large' });
    expect(answer.ok && answer.value.textSize).toBe('large');
    // Saved in the database, not in the browser build's localStorage key.
    expect(localStorage.getItem('kotoba-quest:settings')).toBeNull();
    const players = await platform.profiles!.list();
    expect(players.ok && players.value.profiles).toHaveLength(1);
  });
});
