// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Band } from '../../../../core/bank/bankEntry';
import type { KotobaApi, TeacherChoices, TeacherSettings, TeacherStatus } from '../../../../core/contract';
import { renderWithProviders } from '../../../../tests/support/renderer/renderWithProviders';
import type { LoadedBand } from '../../data/bank/loadBand';
import { createLocalStoragePlatform } from '../../platform';
import { loadPersistedState, makeStore, pageChanged, settingsOpened } from '../../store';
import { SettingsDrawer } from '../settings/SettingsDrawer';
import { TeacherPage } from './TeacherPage';

type TeacherApi = NonNullable<KotobaApi['teacher']>;

const TOKEN = 'a'.repeat(43);

/**
 * Teacher mode as main answers it, kept in memory: one PIN, wrong tries answered as main does, and the
 * settings file as the last accepted choices. Every operation is a spy.
 */
function fakeTeacher(
  start: {
    pin?: string;
    lockedUntil?: string | null;
    damaged?: boolean;
    scope?: TeacherStatus['scope'];
    unreachable?: boolean;
    insecure?: boolean;
  } = {},
) {
  let pin = start.pin ?? null;
  let lockedUntil = start.lockedUntil ?? null;
  let stored: TeacherSettings = {
    version: 1,
    openWorlds: ['e56'],
    openStages: [],
    todayStages: [],
    updatedAt: null,
  };
  const status = (): TeacherStatus => ({
    pinSet: pin !== null,
    lockedUntil,
    damaged: start.damaged ?? false,
    ...(start.scope ? { scope: start.scope } : {}),
    ...(start.unreachable ? { unreachable: true } : {}),
    ...(start.insecure ? { insecure: true } : {}),
  });
  const api = {
    status: vi.fn<TeacherApi['status']>(async () => ({ ok: true, value: status() })),
    setPin: vi.fn<TeacherApi['setPin']>(async (change) => {
      if (pin !== null) return { ok: true, value: { ok: false, reason: 'pin-set' } };
      pin = change.pin;
      return { ok: true, value: { ok: true, status: status() } };
    }),
    unlock: vi.fn<TeacherApi['unlock']>(async (attempt) => {
      if (lockedUntil) return { ok: true, value: { ok: false, reason: 'locked', lockedUntil } };
      if (attempt.pin !== pin)
        return { ok: true, value: { ok: false, reason: 'wrong-pin', lockedUntil: null } };
      return { ok: true, value: { ok: true, token: TOKEN } };
    }),
    lock: vi.fn<TeacherApi['lock']>(async () => ({ ok: true, value: true })),
    getSettings: vi.fn<TeacherApi['getSettings']>(async () => ({
      ok: true,
      value: { settings: stored, recovered: false, movedTo: null, writable: true },
    })),
    setSettings: vi.fn<TeacherApi['setSettings']>(async (change) => {
      if (change.token !== TOKEN)
        return {
          ok: false,
          error: { code: 'not-unlocked', reason: 'teacher.locked', values: {}, detail: 'locked' },
        };
      stored = { version: 1, ...change.settings, updatedAt: '2026-11-24T06:00:00.000Z' };
      return { ok: true, value: stored };
    }),
  };
  return { api, stored: () => stored, lockFor: (until: string | null) => (lockedUntil = until) };
}

function bandOf(band: Band): LoadedBand {
  const stage = (n: number) => ({
    id: `${band}.travel-${n}`,
    band,
    theme: 'travel',
    kind: 'words' as const,
    part: n,
    parts: 2,
    titleJa: `りょこう ${n}`,
    titleEn: `Travel ${n}`,
    entryIds: [],
  });
  // Year 3 has a 発展 (advanced) set beside its route.
  const advancedStages =
    band === 'j3'
      ? [
          {
            ...stage(1),
            id: 'j3.advanced-science-1',
            theme: 'science',
            parts: 1,
            titleJa: 'かがく（はってん）',
            titleEn: 'Science (advanced)',
          },
        ]
      : [];
  return { band, entries: [], stages: [stage(1), stage(2)], advancedStages };
}

/** The game booted on a platform with (or without) teacher mode, showing the teacher page over the map. */
async function teacherPage(teacher?: TeacherApi) {
  const local = createLocalStoragePlatform(window.localStorage);
  const platform: KotobaApi = teacher ? { ...local, teacher } : local;
  const store = makeStore(undefined, {
    timer: false,
    settingsDebounceMs: 0,
    platform: () => platform,
    loadBand: async (band) => bandOf(band),
  });
  await store.dispatch(loadPersistedState());
  store.dispatch(pageChanged('map'));
  store.dispatch(pageChanged('teacher'));
  return renderWithProviders(<TeacherPage />, { store });
}

function typeInto(label: string | RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

const WORLD_E34 = /そうげんの くに（3・4ねんせい）/;

describe('the teacher page', () => {
  beforeEach(() => {
    window.localStorage.clear();
  });

  it('says clearly that there is no teacher mode outside the desktop app', async () => {
    await teacherPage();
    const note = await screen.findByTestId('teacher-absent');
    expect(note.textContent).toContain('インストールしたアプリ');
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: '先生モード' })),
    );
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('sets the first PIN typed twice, explains where it is kept, and then opens the choices', async () => {
    const teacher = fakeTeacher();
    await teacherPage(teacher.api);
    const first = await screen.findByLabelText('新しい暗証番号（4～8 けたの数字）');
    await waitFor(() => expect(document.activeElement).toBe(first));
    expect(screen.getByText(/teacher-pin\.json に、番号そのものではなくハッシュとして保存/)).toBeTruthy();
    expect(screen.getByText(/IT 担当の方がゲームを閉じてから teacher-pin\.json を削除/)).toBeTruthy();
    // Without a class folder the PIN protects this PC only, and the screen says so plainly.
    expect(screen.getByTestId('teacher-pin-this-pc').textContent).toContain(
      'この PC（このユーザー）の先生モードだけ',
    );

    typeInto('新しい暗証番号（4～8 けたの数字）', '12');
    fireEvent.click(screen.getByRole('button', { name: '暗証番号を決める' }));
    expect(await screen.findByText('暗証番号は 4～8 けたの数字（0～9）です。')).toBeTruthy();

    typeInto('新しい暗証番号（4～8 けたの数字）', '2468');
    typeInto('もう一度同じ番号を入力', '2469');
    fireEvent.click(screen.getByRole('button', { name: '暗証番号を決める' }));
    expect(await screen.findByText(/2 回の入力が一致しません/)).toBeTruthy();
    expect(teacher.api.setPin).not.toHaveBeenCalled();

    typeInto('もう一度同じ番号を入力', '2468');
    fireEvent.click(screen.getByRole('button', { name: '暗証番号を決める' }));
    const world = await screen.findByRole('checkbox', { name: WORLD_E34 });
    expect(teacher.api.setPin).toHaveBeenCalledWith({ pin: '2468' });
    expect(teacher.api.unlock).toHaveBeenCalledWith({ pin: '2468' });
    await waitFor(() => expect(document.activeElement).toBe(world));
  });

  it('a wrong PIN says so and opens nothing: no choices, nothing saved', async () => {
    const teacher = fakeTeacher({ pin: '8642' });
    const { store } = await teacherPage(teacher.api);
    const pin = await screen.findByLabelText('暗証番号');
    await waitFor(() => expect(document.activeElement).toBe(pin));
    typeInto('暗証番号', '1111');
    fireEvent.submit(pin.closest('form') as HTMLFormElement);
    expect(await screen.findByText('暗証番号がちがいます。先生モードは開いていません。')).toBeTruthy();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('button', { name: '保存する' })).toBeNull();
    expect(teacher.api.setSettings).not.toHaveBeenCalled();
    expect(store.getState().teacher.choices.openWorlds).toEqual(['e56']);
    expect((screen.getByLabelText('暗証番号') as HTMLInputElement).value).toBe('');
  });

  it('after too many wrong tries shows until when teacher mode stays shut and keeps the form shut', async () => {
    const teacher = fakeTeacher({ pin: '8642' });
    await teacherPage(teacher.api);
    await screen.findByLabelText('暗証番号');
    const until = new Date(Date.now() + 60_000).toISOString();
    teacher.lockFor(until);
    typeInto('暗証番号', '8642');
    fireEvent.click(screen.getByRole('button', { name: '開く' }));
    const locked = await screen.findByTestId('teacher-locked');
    expect(locked.textContent).toMatch(/^まちがいが続いたため、\d\d:\d\d:\d\d まで先生モードは開けません。$/);
    expect((screen.getByRole('button', { name: '開く' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it("sets a class's first PIN saying every PC of the class will ask for it", async () => {
    await teacherPage(fakeTeacher({ scope: 'class' }).api);
    expect(await screen.findByText(/クラスフォルダを使うすべての PC で共通/)).toBeTruthy();
    expect(screen.queryByTestId('teacher-pin-this-pc')).toBeNull();
  });

  it('stays shut, offering no new PIN, on a PC of a class that cannot reach its class folder', async () => {
    const teacher = fakeTeacher({ pin: '8642', damaged: true, scope: 'class', unreachable: true });
    await teacherPage(teacher.api);
    const shut = await screen.findByTestId('teacher-unreachable');
    expect(shut.textContent).toContain('クラスフォルダにつながらない');
    expect(screen.queryByLabelText('新しい暗証番号（4～8 けたの数字）')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'もう一度確認する' }));
    await waitFor(() => expect(teacher.api.status).toHaveBeenCalledTimes(2));
  });

  it('says teacher mode needs https:// or localhost when the page was opened over plain http://', async () => {
    const teacher = fakeTeacher({ insecure: true });
    await teacherPage(teacher.api);
    const shut = await screen.findByTestId('teacher-insecure');
    expect(shut.textContent).toContain('http:// で始まるアドレスで開かれています');
    expect(shut.textContent).toContain('https://');
    expect(shut.textContent).toContain('localhost');
    // No PIN form: a PIN could be neither set nor checked here.
    expect(screen.queryByLabelText('新しい暗証番号（4～8 けたの数字）')).toBeNull();
    expect(teacher.api.setPin).not.toHaveBeenCalled();
  });

  it('tells the teacher to ask IT when the PIN file is damaged', async () => {
    await teacherPage(fakeTeacher({ pin: '8642', damaged: true }).api);
    const damaged = await screen.findByTestId('teacher-damaged');
    expect(damaged.textContent).toContain('IT 担当の方に');
    expect(damaged.textContent).toContain('teacher-pin.json');
    expect(screen.queryByLabelText('暗証番号')).toBeNull();
  });

  it('the right PIN shows the saved choices; saving sends them with the token and the store takes main’s answer', async () => {
    const teacher = fakeTeacher({ pin: '8642' });
    const { store } = await teacherPage(teacher.api);
    await screen.findByLabelText('暗証番号');
    typeInto('暗証番号', '8642');
    fireEvent.click(screen.getByRole('button', { name: '開く' }));
    const forest = await screen.findByRole('checkbox', { name: /もりの くに/ });
    expect((forest as HTMLInputElement).checked).toBe(true);

    fireEvent.click(screen.getByRole('checkbox', { name: /さばくの くに/ }));
    fireEvent.click(screen.getByRole('tab', { name: /さばくの くに/ }));
    fireEvent.click(await screen.findByRole('button', { name: '今日に追加：りょこう 2' }));
    fireEvent.click(screen.getByRole('button', { name: '今日に追加：りょこう 1' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'りょこう 1 を開く' }));
    const today = screen.getByTestId('teacher-today');
    expect(
      within(today)
        .getAllByRole('listitem')
        .map((li) => li.dataset.stageId),
    ).toEqual(['j2.travel-2', 'j2.travel-1']);
    // Move the second stage up from the keyboard's point of view: the focus stays on the moved stage.
    const up = within(today).getByRole('button', { name: '上へ：さばくの くに：りょこう 1' });
    act(() => up.focus());
    fireEvent.click(up);
    expect(
      within(today)
        .getAllByRole('listitem')
        .map((li) => li.dataset.stageId),
    ).toEqual(['j2.travel-1', 'j2.travel-2']);
    expect(document.activeElement?.closest('li')?.dataset.stageId).toBe('j2.travel-1');
    expect(screen.getByTestId('teacher-save-status').textContent).toBe('保存していない変更があります。');
    expect(teacher.api.setSettings).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: '保存する' }));
    await waitFor(() =>
      expect(screen.getByTestId('teacher-save-status').textContent).toMatch(/^保存しました/),
    );
    const sent: TeacherChoices = {
      openWorlds: ['e56', 'j2'],
      openStages: ['j2.travel-1'],
      todayStages: ['j2.travel-1', 'j2.travel-2'],
    };
    expect(teacher.api.setSettings).toHaveBeenCalledWith({ token: TOKEN, settings: sent });
    expect(store.getState().teacher).toEqual({ status: 'ready', choices: sent });
    // The token never reaches the store.
    expect(JSON.stringify(store.getState())).not.toContain(TOKEN);
  });

  it('turns a world’s advanced stages on for every player, saved with the other choices', async () => {
    const teacher = fakeTeacher({ pin: '8642' });
    const { store } = await teacherPage(teacher.api);
    await screen.findByLabelText('暗証番号');
    typeInto('暗証番号', '8642');
    fireEvent.click(screen.getByRole('button', { name: '開く' }));
    const advanced = await screen.findByRole('group', { name: '発展ステージを表示するワールド' });
    const snow = within(advanced).getByRole('checkbox', { name: /^発展ステージ：ゆきやまの くに/ });
    expect((snow as HTMLInputElement).checked).toBe(false);
    fireEvent.click(snow);
    fireEvent.click(screen.getByRole('button', { name: '保存する' }));
    await waitFor(() => expect(teacher.api.setSettings).toHaveBeenCalled());
    expect(teacher.api.setSettings).toHaveBeenCalledWith({
      token: TOKEN,
      settings: expect.objectContaining({ advancedWorlds: ['j3'] }),
    });
    await waitFor(() => expect(store.getState().teacher.choices.advancedWorlds).toEqual(['j3']));
  });

  it('lists a world’s advanced stages after its route, marked, to open or add to today', async () => {
    const teacher = fakeTeacher({ pin: '8642' });
    await teacherPage(teacher.api);
    await screen.findByLabelText('暗証番号');
    typeInto('暗証番号', '8642');
    fireEvent.click(screen.getByRole('button', { name: '開く' }));
    fireEvent.click(await screen.findByRole('tab', { name: /さばくの くに/ }));
    await screen.findByRole('button', { name: '今日に追加：りょこう 1' });
    expect(screen.queryByTestId('teacher-advanced-stages')).toBeNull();

    fireEvent.click(screen.getByRole('tab', { name: /ゆきやまの くに/ }));
    const group = await screen.findByTestId('teacher-advanced-stages');
    expect(within(group).getByRole('heading', { name: '発展ステージ（ルートの外）' })).toBeTruthy();
    const rows = screen.getAllByRole('listitem').filter((li) => li.dataset.stageId?.startsWith('j3.'));
    // The route comes first, then the advanced set.
    expect(rows.map((li) => li.dataset.stageId)).toEqual([
      'j3.travel-1',
      'j3.travel-2',
      'j3.advanced-science-1',
    ]);
    fireEvent.click(within(group).getByRole('checkbox', { name: 'かがく（はってん） を開く' }));
    fireEvent.click(within(group).getByRole('button', { name: '今日に追加：かがく（はってん）' }));
    fireEvent.click(screen.getByRole('button', { name: '保存する' }));
    await waitFor(() =>
      expect(teacher.api.setSettings).toHaveBeenCalledWith({
        token: TOKEN,
        settings: expect.objectContaining({
          openStages: ['j3.advanced-science-1'],
          todayStages: ['j3.advanced-science-1'],
        }),
      }),
    );
  });

  it('asks for the PIN again when main says the token expired, keeping the unsaved choices', async () => {
    const teacher = fakeTeacher({ pin: '8642' });
    await teacherPage(teacher.api);
    await screen.findByLabelText('暗証番号');
    typeInto('暗証番号', '8642');
    fireEvent.click(screen.getByRole('button', { name: '開く' }));
    fireEvent.click(await screen.findByRole('checkbox', { name: /^ゆきやまの くに/ }));
    teacher.api.setSettings.mockResolvedValueOnce({
      ok: false,
      error: { code: 'not-unlocked', reason: 'teacher.locked', values: {}, detail: 'x' },
    });
    fireEvent.click(screen.getByRole('button', { name: '保存する' }));
    expect(await screen.findByText(/しばらく操作がなかったため、先生モードが閉じました/)).toBeTruthy();
    expect(screen.queryByRole('checkbox')).toBeNull();
    typeInto('暗証番号', '8642');
    fireEvent.click(screen.getByRole('button', { name: '開く' }));
    expect(
      ((await screen.findByRole('checkbox', { name: /^ゆきやまの くに/ })) as HTMLInputElement).checked,
    ).toBe(true);
  });

  it('Escape goes back to the previous screen and gives up the token', async () => {
    const teacher = fakeTeacher({ pin: '8642' });
    const { store, unmount } = await teacherPage(teacher.api);
    await screen.findByLabelText('暗証番号');
    typeInto('暗証番号', '8642');
    fireEvent.click(screen.getByRole('button', { name: '開く' }));
    const world = await screen.findByRole('checkbox', { name: WORLD_E34 });
    fireEvent.keyDown(world, { key: 'Escape' });
    expect(store.getState().page.current).toBe('map');
    unmount();
    await waitFor(() => expect(teacher.api.lock).toHaveBeenCalledWith({ token: TOKEN }));
  });

  it('asks once before Escape throws away changes not saved', async () => {
    const teacher = fakeTeacher({ pin: '8642' });
    const { store } = await teacherPage(teacher.api);
    await screen.findByLabelText('暗証番号');
    typeInto('暗証番号', '8642');
    fireEvent.click(screen.getByRole('button', { name: '開く' }));
    const world = await screen.findByRole('checkbox', { name: WORLD_E34 });
    fireEvent.click(screen.getByRole('checkbox', { name: /^ゆきやまの くに/ }));
    fireEvent.keyDown(world, { key: 'Escape' });
    expect(store.getState().page.current).toBe('teacher');
    expect(screen.getByRole('alert').textContent).toContain('保存していない変更があります');
    fireEvent.keyDown(world, { key: 'Escape' });
    expect(store.getState().page.current).toBe('map');
    expect(teacher.api.setSettings).not.toHaveBeenCalled();
  });

  it('the lock button gives up the token and shows the PIN form again', async () => {
    const teacher = fakeTeacher({ pin: '8642' });
    await teacherPage(teacher.api);
    await screen.findByLabelText('暗証番号');
    typeInto('暗証番号', '8642');
    fireEvent.click(screen.getByRole('button', { name: '開く' }));
    await screen.findByRole('checkbox', { name: WORLD_E34 });
    fireEvent.click(screen.getByRole('button', { name: '先生モードを閉じる' }));
    expect(teacher.api.lock).toHaveBeenCalledWith({ token: TOKEN });
    expect(await screen.findByLabelText('暗証番号')).toBeTruthy();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });
});

describe('the settings drawer’s way into teacher mode', () => {
  beforeEach(() => {
    window.localStorage.clear();
  });

  async function drawer(teacher?: TeacherApi) {
    const local = createLocalStoragePlatform(window.localStorage);
    const platform: KotobaApi = teacher ? { ...local, teacher } : local;
    const store = makeStore(undefined, { timer: false, platform: () => platform });
    await store.dispatch(loadPersistedState());
    store.dispatch(pageChanged('map'));
    store.dispatch(settingsOpened());
    renderWithProviders(<SettingsDrawer />, { store });
    return store;
  }

  it('closes the drawer and opens the teacher page in the desktop app', async () => {
    const store = await drawer(fakeTeacher().api);
    fireEvent.click(screen.getByRole('button', { name: '先生モード…' }));
    expect(store.getState().page).toMatchObject({ current: 'teacher', previous: 'map', settingsOpen: false });
  });

  it('is shown disabled, with the reason, in a plain browser', async () => {
    await drawer();
    const button = screen.getByRole('button', { name: '先生モード…' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent).toContain(
      'ブラウザ版では使えません',
    );
  });
});
