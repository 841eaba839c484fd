// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { KotobaApi, TeacherSettings } from '../../../../core/contract';
import { fakeWebHost } from '../../../../tests/support/renderer/features/files/fakeWebHost';
import { renderWithProviders } from '../../../../tests/support/renderer/renderWithProviders';
import { createLocalStoragePlatform } from '../../platform';
import { setWebHost } from '../../platform/web/webHost';
import { loadPersistedState, makeStore, pageChanged } from '../../store';
import { TeacherPage } from '../teacher/TeacherPage';

type TeacherApi = NonNullable<KotobaApi['teacher']>;
const TOKEN = 'z'.repeat(43);
const SETTINGS: TeacherSettings = {
  version: 1,
  openWorlds: [],
  openStages: [],
  todayStages: [],
  updatedAt: null,
};

/** Teacher mode with the PIN 2468, answering a token for it. */
function teacherApi(): TeacherApi {
  return {
    status: async () => ({ ok: true, value: { pinSet: true, lockedUntil: null, damaged: false } }),
    unlock: async ({ pin }: { pin: string }) => ({
      ok: true,
      value:
        pin === '2468' ? { ok: true, token: TOKEN } : { ok: false, reason: 'wrong-pin', lockedUntil: null },
    }),
    lock: vi.fn(async () => ({ ok: true, value: true })),
    getSettings: async () => ({
      ok: true,
      value: { settings: SETTINGS, recovered: false, movedTo: null, writable: true },
    }),
  } as unknown as TeacherApi;
}

async function openTeacherMode() {
  const local = createLocalStoragePlatform(window.localStorage);
  const platform: KotobaApi = { ...local, teacher: teacherApi() };
  const store = makeStore(undefined, { timer: false, settingsDebounceMs: 0, platform: () => platform });
  await store.dispatch(loadPersistedState());
  store.dispatch(pageChanged('map'));
  store.dispatch(pageChanged('teacher'));
  renderWithProviders(<TeacherPage />, { store });
  fireEvent.change(await screen.findByLabelText('暗証番号'), { target: { value: '2468' } });
  fireEvent.click(screen.getByRole('button', { name: '開く' }));
  await screen.findByRole('button', { name: '先生モードを閉じる' });
}

describe('teacher mode in the web edition', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => setWebHost(null));

  it("offers the teachers' files and shows how the browser keeps the saves once unlocked", async () => {
    setWebHost(fakeWebHost({ storage: { persisted: true, usageBytes: 1024, quotaBytes: 1024 * 1024 } }));
    await openTeacherMode();
    fireEvent.click(screen.getByRole('button', { name: 'ファイル' }));
    const menu = screen.getByRole('dialog', { name: 'ファイル' });
    expect(within(menu).getByRole('heading', { name: '先生用' })).toBeTruthy();
    for (const name of ['単語リストを読み込む', '成績をCSVで保存', '単語帳をCSVで保存']) {
      expect(within(menu).getByRole('button', { name })).toBeTruthy();
    }
    // Escape closes the menu, not teacher mode.
    fireEvent.keyDown(within(menu).getAllByRole('button')[0] as Element, { key: 'Escape' });
    expect(screen.queryByRole('dialog', { name: 'ファイル' })).toBeNull();
    expect(screen.getByTestId('teacher-page')).toBeTruthy();
    expect((await screen.findByTestId('storage-persisted')).textContent).toBe(
      '永続ストレージ：許可されています。',
    );
  });

  it('shows neither in the desktop app', async () => {
    await openTeacherMode();
    expect(screen.queryByRole('button', { name: 'ファイル' })).toBeNull();
    expect(screen.queryByTestId('storage-standing')).toBeNull();
  });
});
