import { describe, expect, it } from 'vitest';
import type { KotobaApi, Result } from '../../../core/contract';
import { memoryProfiles, twoPlayers } from '../../../tests/support/renderer/store/memoryProfiles';
import { createLocalStoragePlatform } from '../platform';
import {
  addPlayer,
  choosePlayer,
  loadPlayers,
  makeStore,
  removePlayer,
  selectPlayingProfile,
  updatePlayer,
} from './index';

const _ok = <T>(value: T): Result<T> => ({ ok: true, value });

/** A browser platform with the players half of the bridge over memory, recording every call. */
function playersPlatform() {
  const calls: string[] = [];
  const api = memoryProfiles(twoPlayers, calls);
  const platform: KotobaApi = { ...createLocalStoragePlatform(null), profiles: api };
  return { platform, api, calls };
}

function storeOver(platform: KotobaApi) {
  return makeStore(undefined, { platform: () => platform, timer: false });
}

describe('the players in the store', () => {
  it('are absent where the platform has none, so the game need not ask who plays', async () => {
    const store = storeOver(createLocalStoragePlatform(null));
    await store.dispatch(loadPlayers('p-aaaaaa'));
    expect(store.getState().players.status).toBe('absent');
    expect(selectPlayingProfile(store.getState())).toBeNull();
  });

  it('resume the player chosen earlier in this window when main still has them active', async () => {
    const store = storeOver(playersPlatform().platform);
    await store.dispatch(loadPlayers('p-aaaaaa'));
    expect(store.getState().players.status).toBe('ready');
    expect(selectPlayingProfile(store.getState())?.name).toBe('たろう');
  });

  it('ask again when nobody was chosen in this window or another player is active', async () => {
    for (const remembered of [null, 'p-bbbbbb']) {
      const store = storeOver(playersPlatform().platform);
      await store.dispatch(loadPlayers(remembered));
      expect(store.getState().players.view?.profiles).toHaveLength(2);
      expect(selectPlayingProfile(store.getState())).toBeNull();
    }
  });

  it('choosing a player makes them main’s active player and the one playing here', async () => {
    const bridge = playersPlatform();
    const store = storeOver(bridge.platform);
    await store.dispatch(loadPlayers());
    expect(await store.dispatch(choosePlayer('p-bbbbbb'))).toBe(true);
    expect(bridge.calls).toEqual(['select p-bbbbbb']);
    expect(store.getState().players.view?.activeId).toBe('p-bbbbbb');
    expect(selectPlayingProfile(store.getState())?.name).toBe('はなこ');
  });

  it('a failed choice keeps the question open and says why', async () => {
    const bridge = playersPlatform();
    bridge.api.select = async () => ({
      ok: false,
      error: { code: 'read-only', reason: 'save.readOnly', values: {}, detail: 'locked' },
    });
    const store = storeOver(bridge.platform);
    await store.dispatch(loadPlayers());
    expect(await store.dispatch(choosePlayer('p-bbbbbb'))).toBe(false);
    expect(store.getState().players.error?.detail).toBe('locked');
    expect(selectPlayingProfile(store.getState())).toBeNull();
  });

  it('a failed first read still answers, so the screen can show the reason', async () => {
    const bridge = playersPlatform();
    bridge.api.list = async () => {
      throw new Error('bridge gone');
    };
    const store = storeOver(bridge.platform);
    await store.dispatch(loadPlayers());
    expect(store.getState().players).toMatchObject({ status: 'ready', view: null });
    expect(store.getState().players.error?.detail).toBe('bridge gone');
  });

  it('adding, renaming and deleting a player each show main’s list afterwards', async () => {
    const bridge = playersPlatform();
    const store = storeOver(bridge.platform);
    await store.dispatch(loadPlayers());
    const names = () => store.getState().players.view?.profiles.map((p) => p.name);
    expect(await store.dispatch(addPlayer({ name: 'けんた', avatar: 'hero' }))).toBe(true);
    expect(names()).toEqual(['たろう', 'はなこ', 'けんた']);
    expect(await store.dispatch(updatePlayer({ id: 'p-ccccc2', name: 'けんじ', avatar: 'hero' }))).toBe(true);
    expect(names()).toEqual(['たろう', 'はなこ', 'けんじ']);
    expect(await store.dispatch(removePlayer('p-bbbbbb'))).toBe(true);
    expect(names()).toEqual(['たろう', 'けんじ']);
    expect(bridge.calls).toEqual(['add けんた hero', 'update p-ccccc2 けんじ hero', 'remove p-bbbbbb']);
  });
});
