import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../../core/contract';
import { runClosed } from './engineSlice';
import { makeStore } from './index';
import { pageChanged, settingsClosed, settingsOpened } from './pageSlice';
import { noticeDismissed, progressSaveFailed } from './persistenceSlice';
import { selectBattleMode, selectLevel, selectOrder, selectSettings } from './selectors';
import { settingsLoaded, updateSettings } from './settingsSlice';
import { seedFixed } from './sortSlice';
import { selectSound, selectSoundAllowed } from './sound';
import { audioUnlocked } from './soundSlice';

const store = () => makeStore(undefined, { timer: false });

describe('page', () => {
  it('remembers the previous screen for "back"', () => {
    const s = store();
    s.dispatch(pageChanged('map'));
    s.dispatch(pageChanged('notebook'));
    expect(s.getState().page).toMatchObject({ current: 'notebook', previous: 'map' });
  });

  it('opens and closes the settings drawer', () => {
    const s = store();
    s.dispatch(settingsOpened());
    expect(s.getState().page.settingsOpen).toBe(true);
    s.dispatch(settingsClosed());
    expect(s.getState().page.settingsOpen).toBe(false);
  });

  it('closing a run from the results returns to the map', () => {
    const s = store();
    s.dispatch(pageChanged('results'));
    s.dispatch(runClosed());
    expect(s.getState().page.current).toBe('map');
  });
});

describe('settings and their mirrors', () => {
  it('loaded settings reach every slice that mirrors them', () => {
    const s = store();
    s.dispatch(
      settingsLoaded({
        settings: { ...DEFAULT_SETTINGS, mode: 'battle', order: 'random', speech: false, strictCase: true },
        recovered: false,
        movedTo: null,
        writable: true,
      }),
    );
    const state = s.getState();
    expect(selectBattleMode(state)).toBe('battle');
    expect(selectOrder(state)).toBe('random');
    expect(selectSound(state).speech).toBe(false);
    // Each setting is stored once: the battle, sort and sound areas hold no copy of it.
    expect(state.battle).toEqual({ selectedStageId: null });
    expect(state.sort).toEqual({ fixedSeed: null });
    expect(state.sound).toEqual({ unlocked: false, noEnglishVoice: false });
    expect(selectSettings(state)).toMatchObject({ mode: 'battle', order: 'random' });
    expect(state.persistence.notices).toEqual([]);
  });

  it('sound is allowed only with the master switch on and consent granted', () => {
    const s = store();
    expect(selectSoundAllowed(s.getState())).toBe(false);
    s.dispatch(updateSettings({ consent: 'granted' }));
    expect(selectSoundAllowed(s.getState())).toBe(true);
    s.dispatch(updateSettings({ sound: false }));
    expect(selectSoundAllowed(s.getState())).toBe(false);
  });

  it('the settings selector answers the same object until a setting changes', () => {
    const s = store();
    const a = selectSettings(s.getState());
    s.dispatch(audioUnlocked());
    expect(selectSettings(s.getState())).toBe(a);
    s.dispatch(updateSettings({ textSize: 'large' }));
    expect(selectSettings(s.getState())).not.toBe(a);
  });

  it('notices get increasing ids and can be dismissed', () => {
    const s = store();
    s.dispatch(
      progressSaveFailed({ code: 'write-failed', reason: 'save.refused', values: {}, detail: 'disk full' }),
    );
    s.dispatch(
      progressSaveFailed({ code: 'write-failed', reason: 'save.refused', values: {}, detail: 'disk full' }),
    );
    const [first, second] = s.getState().persistence.notices;
    expect(second?.id).toBe((first?.id ?? 0) + 1);
    s.dispatch(noticeDismissed(first?.id ?? -1));
    expect(s.getState().persistence.notices).toEqual([second]);
  });
});

describe('sort and level', () => {
  it('a fixed seed is kept as an unsigned 32-bit number, null returns to fresh seeds', () => {
    const s = store();
    s.dispatch(seedFixed(-1));
    expect(s.getState().sort.fixedSeed).toBe(0xffffffff);
    s.dispatch(seedFixed(null));
    expect(s.getState().sort.fixedSeed).toBeNull();
  });

  it('the level selector tells how much experience the next level needs', () => {
    expect(selectLevel(store().getState())).toEqual({ level: 1, exp: 0, levelStartExp: 0, nextLevelExp: 50 });
  });
});
