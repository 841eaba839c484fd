import { describe, expect, it, vi } from 'vitest';
import type { ClassFolderStatus, KotobaApi, Result } from '../../../core/contract';
import { createLocalStoragePlatform } from '../platform';
import {
  classFolderStatusPushed,
  loadClassFolderStatus,
  makeStore,
  releasePlayerLease,
  selectClassFolderStatus,
  setClassFolder,
  watchClassFolderStatus,
} from './index';

const online: ClassFolderStatus = {
  mode: 'class',
  folder: 'S:\\kotoba\\5-1',
  className: null,
  source: 'teacher',
  online: true,
  pending: 0,
  lastWrittenAt: null,
  problem: null,
};
const offline: ClassFolderStatus = {
  ...online,
  online: false,
  pending: 2,
  problem: { code: 'no-answer', detail: 'ETIMEDOUT' },
};

/** A platform whose status read waits until the test answers it. */
function slowStatusPlatform() {
  let answer: (result: Result<ClassFolderStatus>) => void = () => {};
  let send: (status: ClassFolderStatus) => void = () => {};
  const platform: KotobaApi = {
    ...createLocalStoragePlatform(null),
    classFolder: {
      status: () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
      releasePlayer: vi.fn(async () => ({ ok: true, value: true }) as const),
      setFolder: vi.fn(async () => ({ ok: true, value: offline }) as const),
      leave: vi.fn(async () => ({ ok: true, value: false }) as const),
    },
    onClassFolderStatus: (listener) => {
      send = listener;
      return () => {
        send = () => {};
      };
    },
  };
  return {
    platform,
    answer: (r: Result<ClassFolderStatus>) => answer(r),
    push: (s: ClassFolderStatus) => send(s),
  };
}

describe('the class-folder status in the store', () => {
  it('is unknown until main answers, then holds the answer', async () => {
    const slow = slowStatusPlatform();
    const store = makeStore(undefined, { platform: () => slow.platform, timer: false });
    expect(selectClassFolderStatus(store.getState())).toBeNull();
    const reading = store.dispatch(loadClassFolderStatus());
    slow.answer({ ok: true, value: online });
    expect(await reading).toEqual({ ok: true, value: online });
    expect(selectClassFolderStatus(store.getState())).toEqual(online);
  });

  it('keeps a pushed status over an older read answered after it', async () => {
    const slow = slowStatusPlatform();
    const store = makeStore(undefined, { platform: () => slow.platform, timer: false });
    const stop = store.dispatch(watchClassFolderStatus());
    const reading = store.dispatch(loadClassFolderStatus());
    slow.push(offline);
    slow.answer({ ok: true, value: online });
    await reading;
    expect(selectClassFolderStatus(store.getState())).toEqual(offline);
    stop();
    slow.push(online);
    expect(selectClassFolderStatus(store.getState())).toEqual(offline);
  });

  it('keeps what it knew when a read fails, and answers the failure', async () => {
    const slow = slowStatusPlatform();
    const store = makeStore(undefined, { platform: () => slow.platform, timer: false });
    store.dispatch(classFolderStatusPushed(online));
    const reading = store.dispatch(loadClassFolderStatus());
    slow.answer({
      ok: false,
      error: { code: 'unavailable', reason: 'ipc.bridgeBroken', values: {}, detail: 'gone' },
    });
    expect(await reading).toMatchObject({ ok: false, error: { reason: 'ipc.bridgeBroken', detail: 'gone' } });
    expect(selectClassFolderStatus(store.getState())).toEqual(online);
  });

  it('turns a thrown bridge error into a failed answer', async () => {
    const platform: KotobaApi = {
      ...createLocalStoragePlatform(null),
      classFolder: {
        status: vi.fn(),
        releasePlayer: async () => {
          throw new Error('the bridge broke');
        },
        setFolder: vi.fn(),
        leave: vi.fn(),
      },
    };
    const store = makeStore(undefined, { platform: () => platform, timer: false });
    expect(await store.dispatch(releasePlayerLease('t', 'p-aaaaaa'))).toEqual({
      ok: false,
      error: { code: 'unavailable', reason: 'ipc.bridgeBroken', values: {}, detail: 'the bridge broke' },
    });
  });

  it('does not take the status a chosen folder will have at the next start', async () => {
    const slow = slowStatusPlatform();
    const store = makeStore(undefined, { platform: () => slow.platform, timer: false });
    store.dispatch(classFolderStatusPushed(online));
    const answer = await store.dispatch(
      setClassFolder({ token: 't', classFolder: 'S:\\x', className: null }),
    );
    expect(answer).toEqual({ ok: true, value: offline });
    expect(selectClassFolderStatus(store.getState())).toEqual(online);
  });
});
