// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type ClassFolderStatus,
  classFolderProblemCodeSchema,
  type KotobaApi,
  type Profile,
  type ProfilesView,
  type Result,
  type TeacherSettings,
} from '../../../../core/contract';
import { renderWithProviders } from '../../../../tests/support/renderer/renderWithProviders';
import { classFolderProblemKey, ja } from '../../i18n';
import { createLocalStoragePlatform } from '../../platform';
import { loadPersistedState, loadPlayers, makeStore, pageChanged } from '../../store';
import { TeacherPage } from '../teacher/TeacherPage';
import { ClassFolderSection } from './ClassFolderSection';
import { classStatus, localProblemStatus, offlineStatus } from './classFolderFakes';

type ClassFolderApi = NonNullable<KotobaApi['classFolder']>;

const TOKEN = 'k'.repeat(43);
const ok = <T,>(value: T): Result<T> => ({ ok: true, value });
const locked = { ok: false, error: { code: 'not-unlocked', reason: 'teacher.locked', values: {} } } as const;

const PLAYERS: Profile[] = [
  { id: 'p-aoi000', name: 'あおい', avatar: 'hero', createdAt: '2026-04-01T00:00:00.000Z' },
  { id: 'p-ken000', name: 'けん', avatar: 'hero', createdAt: '2026-04-01T00:00:00.000Z' },
];

/**
 * The class-folder half of the bridge as main answers it: the status now, a choice that answers the
 * status of the next start (refused without the token), and leases held on other PCs for `held`.
 */
function fakeClassFolder(now: ClassFolderStatus, held: string[] = []) {
  const leases = new Set(held);
  return {
    status: vi.fn<ClassFolderApi['status']>(async () => ok(now)),
    setFolder: vi.fn<ClassFolderApi['setFolder']>(async ({ token, classFolder, className }) => {
      if (token !== TOKEN) return locked;
      if (classFolder === null) return ok({ mode: 'local', problem: null, configPath: null });
      return ok(classStatus({ folder: classFolder, className, source: 'teacher' }));
    }),
    releasePlayer: vi.fn<ClassFolderApi['releasePlayer']>(async ({ token, playerId }) => {
      if (token !== TOKEN) return locked;
      return ok(leases.delete(playerId));
    }),
    leave: vi.fn<ClassFolderApi['leave']>(async () => ok(false)),
  };
}

/** The section over a store whose platform has these players and this class folder. */
async function section(classFolder: ClassFolderApi, props: { token?: string; onExpired?: () => void } = {}) {
  const view: ProfilesView = { profiles: PLAYERS, activeId: '' };
  const platform: KotobaApi = {
    ...createLocalStoragePlatform(null),
    profiles: { list: async () => ok(view), add: vi.fn(), update: vi.fn(), remove: vi.fn(), select: vi.fn() },
    classFolder,
  };
  const store = makeStore(undefined, { platform: () => platform, timer: false });
  await store.dispatch(loadPlayers());
  return renderWithProviders(
    <ClassFolderSection token={props.token ?? TOKEN} onExpired={props.onExpired} />,
    {
      store,
    },
  );
}

function typeInto(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

/** The facts list as "term: value" lines. */
async function facts(): Promise<string[]> {
  const list = await screen.findByTestId('class-folder-now');
  return [...list.querySelectorAll('dt')].map(
    (dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent}`,
  );
}

describe('the class folder in teacher mode', () => {
  it('shows where saves live now: folder, class, who set it, the connection and what waits', async () => {
    await section(fakeClassFolder({ ...offlineStatus(4), source: 'teacher' }));
    expect(await facts()).toEqual([
      '保存先: クラスフォルダー',
      'フォルダー: \\\\school-fs\\kotoba\\5-1',
      'クラス名: 5年1組',
      '設定したのは: 先生（この PC の先生モード）',
      'ファイルサーバー: つながっていません',
      'まだ書き戻していない記録: 4 件',
      '最後に書き戻した時刻: まだありません',
      '最後の問題: ファイルサーバーから時間内に応答がありませんでした。技術的な詳細：ETIMEDOUT',
    ]);
  });

  it.each(classFolderProblemCodeSchema.options)(
    'words the last problem %s in the teacher’s Japanese, with the system’s code beneath it',
    async (code) => {
      await section(fakeClassFolder(offlineStatus(1, { code, detail: 'EHOSTUNREACH' })));
      await facts();
      const shown = screen.getByTestId('class-folder-last-problem');
      expect(shown.firstChild?.textContent).toBe(ja[classFolderProblemKey(code)]);
      expect(within(shown).getByTestId('technical-detail').textContent).toBe('技術的な詳細：EHOSTUNREACH');
    },
  );

  it('sets this PC’s class folder with the token, trimmed, and says it applies at the next start', async () => {
    const api = fakeClassFolder({ mode: 'local', problem: null, configPath: null });
    await section(api);
    expect(await facts()).toEqual(['保存先: この PC']);
    typeInto('フォルダーの場所', '  \\\\school-fs\\kotoba\\6-2  ');
    typeInto('クラス名（省略できます）', ' 6年2組 ');
    fireEvent.click(screen.getByRole('button', { name: 'このフォルダーを使う' }));
    const result = await screen.findByText(/^設定しました。/);
    expect(result.textContent).toBe(
      '設定しました。次にアプリを起動したときから \\\\school-fs\\kotoba\\6-2 に保存します。',
    );
    expect(result.getAttribute('role')).toBe('status');
    expect(api.setFolder).toHaveBeenCalledWith({
      token: TOKEN,
      classFolder: '\\\\school-fs\\kotoba\\6-2',
      className: '6年2組',
    });
    expect(screen.getByText(/次にアプリを起動したときから使われます/)).toBeTruthy();
  });

  it('refuses a path that is not a full folder location, in an alert, without asking main', async () => {
    const api = fakeClassFolder({ mode: 'local', problem: null, configPath: null });
    await section(api);
    await facts();
    fireEvent.click(screen.getByRole('button', { name: 'このフォルダーを使う' }));
    expect((await screen.findByRole('alert')).textContent).toBe('フォルダーの場所を入力してください。');
    typeInto('フォルダーの場所', 'kotoba\\5-1');
    fireEvent.click(screen.getByRole('button', { name: 'このフォルダーを使う' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('S:\\… や \\\\server\\share\\…');
    const field = screen.getByLabelText('フォルダーの場所');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toContain(alert.id);
    expect(api.setFolder).not.toHaveBeenCalled();
  });

  it('goes back to this PC’s own saves with a null folder', async () => {
    const api = fakeClassFolder(classStatus({ source: 'teacher' }));
    await section(api);
    expect((screen.getByLabelText('フォルダーの場所') as HTMLInputElement).value).toBe('');
    await facts();
    expect((screen.getByLabelText('フォルダーの場所') as HTMLInputElement).value).toBe(
      '\\\\school-fs\\kotoba\\5-1',
    );
    fireEvent.click(screen.getByRole('button', { name: 'このPCの保存に戻す' }));
    expect(
      await screen.findByText('設定しました。次にアプリを起動したときから、この PC に保存します。'),
    ).toBeTruthy();
    expect(api.setFolder).toHaveBeenCalledWith({ token: TOKEN, classFolder: null, className: null });
  });

  it('shows a folder IT set machine-wide read-only, with who decides it, and offers no way to change it', async () => {
    const api = fakeClassFolder(classStatus({ source: 'machine' }));
    await section(api);
    expect(await facts()).toContain('設定したのは: IT 管理者（config.json）');
    const note = screen.getByTestId('class-folder-machine');
    expect(note.textContent).toContain('IT管理者の設定（config.json）で決まっています');
    const path = screen.getByLabelText('フォルダーの場所') as HTMLInputElement;
    expect(path.readOnly).toBe(true);
    expect(path.value).toBe('\\\\school-fs\\kotoba\\5-1');
    expect(path.getAttribute('aria-describedby')).toContain(note.id);
    expect((screen.getByLabelText('クラス名（省略できます）') as HTMLInputElement).readOnly).toBe(true);
    expect(screen.queryByRole('button', { name: 'このフォルダーを使う' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'このPCの保存に戻す' })).toBeNull();
    expect(api.setFolder).not.toHaveBeenCalled();
  });

  it('releases a pupil held by another PC, chosen from the players, and says whether anything was held', async () => {
    const api = fakeClassFolder(classStatus(), ['p-ken000']);
    await section(api);
    await facts();
    const pupil = screen.getByLabelText('解放する児童') as HTMLSelectElement;
    expect([...pupil.options].map((o) => o.textContent)).toEqual(['あおい', 'けん']);
    fireEvent.change(pupil, { target: { value: 'p-ken000' } });
    fireEvent.click(screen.getByRole('button', { name: '解放する' }));
    expect(
      (await screen.findByText('けん さんを解放しました。どの PC からでも遊べます。')).getAttribute('role'),
    ).toBe('status');
    expect(api.releasePlayer).toHaveBeenCalledWith({ token: TOKEN, playerId: 'p-ken000' });

    fireEvent.click(screen.getByRole('button', { name: '解放する' }));
    expect(
      await screen.findByText('けん さんは、ほかの PC で開かれていませんでした。そのまま遊べます。'),
    ).toBeTruthy();
  });

  it('says in an alert when releasing failed', async () => {
    const api = fakeClassFolder(classStatus());
    api.releasePlayer.mockResolvedValueOnce({
      ok: false,
      error: {
        code: 'unavailable',
        reason: 'classFolder.noAnswer',
        values: {},
        detail: 'EHOSTDOWN on the share',
      },
    });
    await section(api);
    await facts();
    fireEvent.click(screen.getByRole('button', { name: '解放する' }));
    // Worded from the reason in the player's language; the host's English detail never shows.
    expect((await screen.findByRole('alert')).textContent).toBe(
      '解放できませんでした：クラスフォルダから応答がありません。',
    );
  });

  it('hands an expired token back to the page, which asks for the PIN again', async () => {
    const onExpired = vi.fn();
    const api = fakeClassFolder(classStatus());
    await section(api, { token: 'expired-token', onExpired });
    await facts();
    fireEvent.click(screen.getByRole('button', { name: '解放する' }));
    await waitFor(() => expect(onExpired).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('without a page to return to, says teacher mode closed', async () => {
    await section(fakeClassFolder(classStatus({ source: 'teacher' })), { token: 'expired-token' });
    await facts();
    typeInto('フォルダーの場所', 'S:\\kotoba\\5-1');
    fireEvent.click(screen.getByRole('button', { name: 'このフォルダーを使う' }));
    expect((await screen.findByRole('alert')).textContent).toContain('先生モードが閉じました');
  });

  it('tells the teacher when the class folder set could not be used', async () => {
    await section(fakeClassFolder(localProblemStatus()));
    const notice = await screen.findByTestId('class-folder-local-problem');
    expect(notice.textContent).toContain('クラスフォルダーが使えないため、このパソコンに保存しています。');
    expect(within(notice).getByText(ja['classFolder.problem.config-invalid'])).toBeTruthy();
    expect(within(notice).getByTestId('technical-detail').textContent).toContain('must be a full path');
    expect(notice.textContent).toContain('C:\\ProgramData\\Kotoba Quest\\config.json');
    expect(screen.queryByLabelText('解放する児童')).toBeNull();
  });
});

describe('the teacher page', () => {
  beforeEach(() => {
    window.localStorage.clear();
  });

  it('shows the class-folder section once unlocked, and its requests carry the page’s token', async () => {
    let stored: TeacherSettings = {
      version: 1,
      openWorlds: [],
      openStages: [],
      todayStages: [],
      updatedAt: null,
    };
    const teacher: NonNullable<KotobaApi['teacher']> = {
      status: async () => ok({ pinSet: true, lockedUntil: null, damaged: false }),
      setPin: vi.fn(),
      unlock: async ({ pin }) =>
        ok(
          pin === '2468' ? { ok: true, token: TOKEN } : { ok: false, reason: 'wrong-pin', lockedUntil: null },
        ),
      lock: async () => ok(true),
      getSettings: async () => ok({ settings: stored, recovered: false, movedTo: null, writable: true }),
      setSettings: async ({ settings }) => {
        stored = { ...stored, ...settings };
        return ok(stored);
      },
    };
    const classFolder = fakeClassFolder(classStatus({ source: 'teacher' }), ['p-aoi000']);
    const view: ProfilesView = { profiles: PLAYERS, activeId: '' };
    const platform: KotobaApi = {
      ...createLocalStoragePlatform(window.localStorage),
      teacher,
      classFolder,
      profiles: {
        list: async () => ok(view),
        add: vi.fn(),
        update: vi.fn(),
        remove: vi.fn(),
        select: vi.fn(),
      },
    };
    const store = makeStore(undefined, { timer: false, settingsDebounceMs: 0, platform: () => platform });
    await store.dispatch(loadPersistedState());
    await store.dispatch(loadPlayers());
    store.dispatch(pageChanged('map'));
    store.dispatch(pageChanged('teacher'));
    renderWithProviders(<TeacherPage />, { store });

    await screen.findByLabelText('暗証番号');
    expect(screen.queryByTestId('class-folder-section')).toBeNull();
    typeInto('暗証番号', '2468');
    fireEvent.click(screen.getByRole('button', { name: '開く' }));
    const part = await screen.findByTestId('class-folder-section');
    expect(within(part).getByRole('heading', { level: 2 }).textContent).toBe('保存先（クラスフォルダー）');
    fireEvent.click(within(part).getByRole('button', { name: '解放する' }));
    expect(
      await within(part).findByText('あおい さんを解放しました。どの PC からでも遊べます。'),
    ).toBeTruthy();
    expect(classFolder.releasePlayer).toHaveBeenCalledWith({ token: TOKEN, playerId: 'p-aoi000' });
  });
});
