import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SETTINGS,
  emptySnapshot,
  fail,
  type KotobaApi,
  ok,
  type Settings,
  type SettingsPatch,
} from '../../../core/contract';
import { advancedShownChanged } from './advancedShownChanged';
import { makeStore } from './index';
import { settingsLoaded } from './settingsSlice';
import { selectAdvancedChosen } from './worldSelectors';

/** A platform that keeps one player's settings as the hosts do: each patch merged into the file. */
function settingsPlatform(start: Settings) {
  let saved: Settings = { ...start };
  const patches: SettingsPatch[] = [];
  const api: KotobaApi = {
    settings: {
      get: async () => ok({ settings: saved, recovered: false, movedTo: null, writable: true }),
      set: async (patch) => {
        patches.push(patch);
        saved = { ...saved, ...patch };
        return ok(saved);
      },
    },
    app: {
      load: async () => ok({ snapshot: emptySnapshot(), recovered: false, movedTo: null, writable: true }),
      save: async (snapshot) => ok(snapshot),
      overwrite: async () => fail('invalid-payload', 'save.invalid', {}, 'not used here'),
    },
  };
  return { api, patches, saved: () => saved };
}

const settle = (ms = 30) => new Promise((resolve) => setTimeout(resolve, ms));
const loaded = (settings: Settings) =>
  settingsLoaded({ settings, recovered: false, movedTo: null, writable: true });

describe('the pupil’s 発展 (advanced) choice', () => {
  it('is saved with the player’s settings and shown again when they are read back', async () => {
    const platform = settingsPlatform(DEFAULT_SETTINGS);
    const store = makeStore(undefined, { platform: () => platform.api, timer: false, settingsDebounceMs: 5 });
    store.dispatch(advancedShownChanged({ band: 'j3', shown: true }));
    store.dispatch(advancedShownChanged({ band: 'j2', shown: true }));
    expect(selectAdvancedChosen(store.getState(), 'j3')).toBe(true);
    expect(selectAdvancedChosen(store.getState(), 'j1')).toBe(false);
    await settle();
    expect(platform.saved().advancedWorlds).toEqual(['j3', 'j2']);

    // The next start reads the player's settings: the worlds chosen are there again.
    const next = makeStore(undefined, { timer: false });
    next.dispatch(loaded(platform.saved()));
    expect(selectAdvancedChosen(next.getState(), 'j3')).toBe(true);
    expect(selectAdvancedChosen(next.getState(), 'j2')).toBe(true);

    store.dispatch(advancedShownChanged({ band: 'j3', shown: false }));
    await settle();
    expect(platform.saved().advancedWorlds).toEqual(['j2']);
    expect(platform.patches.at(-1)).toEqual({ advancedWorlds: ['j2'] });
  });

  it('belongs to one player: settings read without the choice (another player, an old save) show none', () => {
    const store = makeStore(undefined, { timer: false });
    store.dispatch(loaded({ ...DEFAULT_SETTINGS, advancedWorlds: ['j3'] }));
    expect(selectAdvancedChosen(store.getState(), 'j3')).toBe(true);
    store.dispatch(loaded({ ...DEFAULT_SETTINGS }));
    expect(selectAdvancedChosen(store.getState(), 'j3')).toBe(false);
    expect(store.getState().settings).toEqual(DEFAULT_SETTINGS);
  });
});
