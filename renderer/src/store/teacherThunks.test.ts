import { describe, expect, it, vi } from 'vitest';
import type { KotobaApi, Result, TeacherSettings, TeacherSettingsLoad } from '../../../core/contract';
import { createLocalStoragePlatform } from '../platform';
import { loadPersistedState, makeStore } from './index';
import { loadTeacherChoices, saveTeacherChoices } from './teacherThunks';

const SAVED: TeacherSettings = {
  version: 1,
  openWorlds: ['j1'],
  openStages: ['e56.food-1'],
  todayStages: ['j2.travel-1', 'month'],
  updatedAt: '2026-11-24T05:00:00.000Z',
};

type TeacherApi = NonNullable<KotobaApi['teacher']>;

/** A platform over an empty local storage, with the teacher operations a test gives it. */
function platformWith(teacher?: Partial<TeacherApi>): KotobaApi {
  const local = createLocalStoragePlatform(null);
  return teacher ? { ...local, teacher: teacher as TeacherApi } : local;
}

function storeOn(platform: KotobaApi) {
  return makeStore(undefined, { timer: false, platform: () => platform });
}

const loaded = (settings: TeacherSettings): Result<TeacherSettingsLoad> => ({
  ok: true,
  value: { settings, recovered: false, movedTo: null, writable: true },
});

describe('loadTeacherChoices', () => {
  it('puts the choices main keeps into the store', async () => {
    const store = storeOn(platformWith({ getSettings: async () => loaded(SAVED) }));
    await store.dispatch(loadTeacherChoices());
    expect(store.getState().teacher).toEqual({
      status: 'ready',
      choices: { openWorlds: ['j1'], openStages: ['e56.food-1'], todayStages: ['j2.travel-1', 'month'] },
    });
  });

  it('says `absent` where the platform has no teacher mode, and opens nothing', async () => {
    const store = storeOn(platformWith());
    await store.dispatch(loadTeacherChoices());
    expect(store.getState().teacher).toEqual({
      status: 'absent',
      choices: { openWorlds: [], openStages: [], todayStages: [] },
    });
  });

  it('says `failed` and opens nothing when main refuses or the call throws', async () => {
    const refused = storeOn(
      platformWith({
        getSettings: async () => ({
          ok: false,
          error: { code: 'unavailable', reason: 'ipc.bridgeBroken', values: {}, detail: 'disk gone' },
        }),
      }),
    );
    await refused.dispatch(loadTeacherChoices());
    expect(refused.getState().teacher.status).toBe('failed');
    expect(refused.getState().teacher.choices.todayStages).toEqual([]);

    const thrown = storeOn(
      platformWith({
        getSettings: async () => {
          throw new Error('bridge closed');
        },
      }),
    );
    await thrown.dispatch(loadTeacherChoices());
    expect(thrown.getState().teacher).toEqual({
      status: 'failed',
      choices: { openWorlds: [], openStages: [], todayStages: [] },
    });
  });

  it('keeps the choices last read when a later read fails, so pupils keep today’s stages', async () => {
    let fail = false;
    const store = storeOn(
      platformWith({
        getSettings: async () =>
          fail
            ? {
                ok: false,
                error: { code: 'unavailable', reason: 'ipc.bridgeBroken', values: {}, detail: 'share gone' },
              }
            : loaded(SAVED),
      }),
    );
    await store.dispatch(loadTeacherChoices());
    fail = true;
    await store.dispatch(loadTeacherChoices());
    expect(store.getState().teacher).toEqual({
      status: 'failed',
      choices: { openWorlds: SAVED.openWorlds, openStages: SAVED.openStages, todayStages: SAVED.todayStages },
    });
  });

  it('is part of boot, so the first map already knows today’s stages', async () => {
    const store = storeOn(platformWith({ getSettings: async () => loaded(SAVED) }));
    await store.dispatch(loadPersistedState());
    expect(store.getState().persistence.status).toBe('loaded');
    expect(store.getState().teacher.choices.todayStages).toEqual(['j2.travel-1', 'month']);
  });
});

describe('saveTeacherChoices', () => {
  it('sends the token with the choices and keeps what main answered', async () => {
    const setSettings = vi.fn<TeacherApi['setSettings']>(async ({ settings }) => ({
      ok: true,
      value: { ...SAVED, ...settings, updatedAt: '2026-11-24T06:00:00.000Z' },
    }));
    const store = storeOn(platformWith({ setSettings }));
    const choices = { openWorlds: ['e56' as const], openStages: [], todayStages: ['j3.school-1'] };
    const answer = await store.dispatch(saveTeacherChoices('t'.repeat(43), choices));
    expect(answer?.ok).toBe(true);
    expect(setSettings).toHaveBeenCalledWith({ token: 't'.repeat(43), settings: choices });
    expect(store.getState().teacher).toEqual({ status: 'ready', choices });
  });

  it('changes nothing in the store when main refuses the token', async () => {
    const store = storeOn(
      platformWith({
        getSettings: async () => loaded(SAVED),
        setSettings: async () => ({
          ok: false,
          error: { code: 'not-unlocked', reason: 'teacher.locked', values: {}, detail: 'locked' },
        }),
      }),
    );
    await store.dispatch(loadTeacherChoices());
    const before = store.getState().teacher;
    const answer = await store.dispatch(
      saveTeacherChoices('t'.repeat(43), { openWorlds: ['j3'], openStages: [], todayStages: [] }),
    );
    expect(answer).toEqual({
      ok: false,
      error: { code: 'not-unlocked', reason: 'teacher.locked', values: {}, detail: 'locked' },
    });
    expect(store.getState().teacher).toBe(before);
  });
});
