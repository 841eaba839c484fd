// @vitest-environment jsdom
import { act, fireEvent, screen, within } from '@testing-library/react';
import { Profiler } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type {
  ClassFolderStatus,
  KotobaApi,
  PlayerInUse,
  Profile,
  ProfilesView,
  Result,
} from '../../../../core/contract';
import { renderWithProviders } from '../../../../tests/support/renderer/renderWithProviders';
import { type AppStore, classFolderStatusPushed, keyTyped, makeStore, stageSelected } from '../../store';
import { PlayerGate } from '../classroom/PlayerGate';
import { forgetPlayer } from '../classroom/playerSession';
import { ClassFolderChip } from './ClassFolderChip';
import { classStatus, inUseOn, localProblemStatus, offlineStatus } from './classFolderFakes';

const ok = <T,>(value: T): Result<T> => ({ ok: true, value });

const PLAYERS: Profile[] = [
  { id: 'p-aaaaaa', name: 'たろう', avatar: 'hero', createdAt: '2026-04-01T00:00:00.000Z' },
  { id: 'p-bbbbbb', name: 'はなこ', avatar: 'hero', createdAt: '2026-04-01T00:00:00.000Z' },
];

/**
 * The players and class-folder halves of the bridge, in memory: `held` players are open on another PC
 * (select answers `in-use`), the status is what `status()` answers, and `push` sends a status as main
 * does. Every select is recorded.
 */
function classBridge(start: { status: ClassFolderStatus; held?: Record<string, PlayerInUse> }) {
  let status = start.status;
  const held = start.held ?? {};
  const listeners = new Set<(next: ClassFolderStatus) => void>();
  const selects: string[] = [];
  const leaves: string[] = [];
  let activeId = '';
  const view = (): ProfilesView => ({ profiles: PLAYERS, activeId });
  const api: KotobaApi = {
    settings: { get: vi.fn(), set: vi.fn() },
    app: { load: vi.fn(), save: vi.fn(), overwrite: vi.fn() },
    profiles: {
      list: async () => ok(view()),
      add: vi.fn(),
      update: vi.fn(),
      remove: async () => ({
        ok: false,
        error: { code: 'protected', reason: 'classFolder.hasProgress', values: {} },
      }),
      select: async (id) => {
        selects.push(id);
        const inUse = held[id];
        if (inUse) {
          return {
            ok: false,
            error: { code: 'in-use', reason: 'classFolder.inUse', values: inUse },
          };
        }
        activeId = id;
        return ok(view());
      },
    },
    classFolder: {
      status: async () => ok(status),
      releasePlayer: vi.fn(),
      setFolder: vi.fn(),
      leave: async () => {
        leaves.push(activeId);
        return ok(activeId !== '');
      },
    },
    onClassFolderStatus: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return {
    api,
    selects,
    leaves,
    listening: () => listeners.size,
    push: (next: ClassFolderStatus) =>
      act(() => {
        status = next;
        for (const listener of listeners) listener(next);
      }),
  };
}

function renderGate(api: KotobaApi) {
  const store: AppStore = makeStore(undefined, { platform: () => api, timer: false });
  return renderWithProviders(
    <PlayerGate reload={() => {}}>
      <input aria-label="the game's answer field" />
    </PlayerGate>,
    { store },
  );
}

afterEach(() => {
  forgetPlayer();
});

describe('"who is playing?" with a class folder', () => {
  it('gives the lease of whoever played here back when "who is playing?" shows, not while a pupil plays', async () => {
    const bridge = classBridge({ status: classStatus() });
    renderGate(bridge.api);
    await screen.findByRole('button', { name: 'たろう で あそぶ' });
    await vi.waitFor(() => expect(bridge.leaves).toEqual(['']));
    fireEvent.click(screen.getByRole('button', { name: 'たろう で あそぶ' }));
    expect(await screen.findByLabelText("the game's answer field")).toBeTruthy();
    expect(bridge.leaves).toEqual(['']);
  });

  it('names the class and says it is connected', async () => {
    renderGate(classBridge({ status: classStatus() }).api);
    const line = await screen.findByTestId('class-folder-line');
    expect(line.textContent).toBe('5年1組・サーバーに つながっています');
    expect(screen.queryByRole('status', { name: /./ })).toBeNull();
  });

  it('names the class by its folder when it has no name, and says calmly when the server is away', async () => {
    renderGate(classBridge({ status: { ...offlineStatus(0), className: null } }).api);
    const line = await screen.findByTestId('class-folder-line');
    expect(line.textContent).toContain('5-1・サーバーに つながっていません');
    expect(within(line).getByRole('status').textContent).toBe(
      'サーバーに つながっていません。このパソコンに きろくして、つながったら おくります。',
    );
  });

  it('when the player is open on another PC: names the PC and the time, keeps the list and the focus', async () => {
    const since = new Date(2026, 10, 24, 10, 5);
    const bridge = classBridge({
      status: classStatus(),
      held: { 'p-bbbbbb': inUseOn('p-bbbbbb', 'PC-12', since) },
    });
    const { store } = renderGate(bridge.api);
    const hanako = await screen.findByRole('button', { name: 'はなこ で あそぶ' });
    hanako.focus();
    fireEvent.click(hanako);

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'はなこさんは いま「PC-12」で あそんでいます（10:05から）。そちらを おわらせるか、先生に たのんでね。',
    );
    expect(bridge.selects).toEqual(['p-bbbbbb']);
    expect(document.activeElement).toBe(hanako);
    expect(screen.getByRole('button', { name: 'たろう で あそぶ' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'だれが あそぶ？' })).toBeTruthy();
    expect(screen.queryByLabelText("the game's answer field")).toBeNull();
    expect(store.getState().players.playingId).toBeNull();

    // Another pupil still plays, and the refusal is gone.
    fireEvent.click(screen.getByRole('button', { name: 'たろう で あそぶ' }));
    expect(await screen.findByLabelText("the game's answer field")).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says in the pupils’ words that a player with progress cannot be deleted here, and keeps them', async () => {
    renderGate(classBridge({ status: classStatus() }).api);
    fireEvent.click(await screen.findByRole('button', { name: 'はなこ を けす' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'けす' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'きろくの ある プレイヤーは、ここでは けせません。先生に そうだん してね。',
    );
    expect(screen.getByRole('button', { name: 'はなこ で あそぶ' })).toBeTruthy();
  });

  it('says the same in English: the class, and who has the player open where and since when', async () => {
    const bridge = classBridge({
      status: classStatus({ className: null }),
      held: { 'p-aaaaaa': inUseOn('p-aaaaaa', 'ROOM1-PC03', new Date(2026, 10, 24, 9, 40)) },
    });
    const english = makeStore(undefined, { timer: false }).getState().settings;
    const store = makeStore(
      { settings: { ...english, language: 'en' } },
      { platform: () => bridge.api, timer: false },
    );
    renderWithProviders(
      <PlayerGate reload={() => {}}>
        <p>the game</p>
      </PlayerGate>,
      { store },
    );
    expect((await screen.findByTestId('class-folder-line')).textContent).toBe(
      '5-1 · connected to the server',
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Play as たろう' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'たろう is playing on “ROOM1-PC03” right now (since 09:40). Finish there, or ask your teacher.',
    );
  });

  it('tells the teacher when a class folder was set but cannot be used, with the reason behind a disclosure', async () => {
    renderGate(classBridge({ status: localProblemStatus() }).api);
    const notice = await screen.findByTestId('class-folder-problem');
    expect(
      within(notice).getByText('クラスフォルダーが使えないため、このパソコンに保存しています。'),
    ).toBeTruthy();
    const details = notice.querySelector('details') as HTMLDetailsElement;
    expect(details.open).toBe(false);
    expect(within(notice).getByText('詳しい情報（先生・IT 担当の方へ）').tagName).toBe('SUMMARY');
    expect(
      within(details).getByText(
        '設定ファイルの書き方に誤りがあります。IT 担当の方に確認を依頼してください。',
      ),
    ).toBeTruthy();
    expect(within(details).getByTestId('technical-detail').textContent).toMatch(
      /^技術的な詳細：classFolder: the class folder must be a full path/,
    );
    expect(details.textContent).toContain('設定ファイル：C:\\ProgramData\\Kotoba Quest\\config.json');
    expect(screen.queryByTestId('class-folder-line')).toBeNull();
  });

  it('says nothing about saving when this PC simply keeps its own saves', async () => {
    renderGate(classBridge({ status: { mode: 'local', problem: null, configPath: null } }).api);
    await screen.findByRole('button', { name: 'たろう で あそぶ' });
    expect(screen.queryByTestId('class-folder-line')).toBeNull();
    expect(screen.queryByTestId('class-folder-problem')).toBeNull();
  });
});

describe('the status chip during play', () => {
  async function playing(bridge: ReturnType<typeof classBridge>) {
    const rendered = renderGate(bridge.api);
    fireEvent.click(await screen.findByRole('button', { name: 'たろう で あそぶ' }));
    await screen.findByLabelText("the game's answer field");
    return rendered;
  }

  it('appears when main pushes that the server went away, and gives way to 「ほぞんしました」 when all is written back', async () => {
    const bridge = classBridge({ status: classStatus() });
    await playing(bridge);
    const chip = screen.getByTestId('class-folder-chip');
    expect(chip.textContent).toBe('');

    bridge.push(offlineStatus(3));
    expect(chip.getAttribute('data-state')).toBe('offline');
    const offline = within(chip).getByText('オフライン・のこり 3');
    const help = document.getElementById(offline.getAttribute('aria-describedby') ?? '');
    expect(help?.textContent).toBe(
      'サーバーに つながっていません。まだ おくっていない きろくが 3こ あります。このパソコンに のこしておき、つながったら おくります。',
    );

    bridge.push(classStatus({ pending: 3 }));
    expect(chip.textContent).toContain('おくっています…');
    expect(within(chip).queryByText(/オフライン/)).toBeNull();

    bridge.push(classStatus({ pending: 0, lastWrittenAt: '2026-11-24T01:10:00.000Z' }));
    expect(chip.textContent).toBe('ほぞんしました');
    expect(within(chip).queryByText(/オフライン|おくっています/)).toBeNull();
  });

  it('disappears without a word when the server comes back with nothing to send', async () => {
    const bridge = classBridge({ status: offlineStatus(0) });
    await playing(bridge);
    const chip = await screen.findByText('オフライン・のこり 0');
    expect(chip).toBeTruthy();
    bridge.push(classStatus());
    expect(screen.getByTestId('class-folder-chip').textContent).toBe('');
  });

  it('hides 「ほぞんしました」 again after a few seconds', async () => {
    const bridge = classBridge({ status: offlineStatus(2) });
    await playing(bridge);
    await screen.findByText('オフライン・のこり 2');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const chip = screen.getByTestId('class-folder-chip');
      bridge.push(classStatus({ lastWrittenAt: '2026-11-24T01:10:00.000Z' }));
      expect(chip.textContent).toBe('ほぞんしました');
      act(() => {
        vi.runOnlyPendingTimers();
      });
      expect(chip.textContent).toBe('');
    } finally {
      vi.useRealTimers();
    }
  });

  it('is not there outside class mode, and stops listening when the game closes', async () => {
    const bridge = classBridge({ status: { mode: 'local', problem: null, configPath: null } });
    const { unmount } = await playing(bridge);
    expect(screen.queryByTestId('class-folder-chip')).toBeNull();
    expect(bridge.listening()).toBe(1);
    unmount();
    expect(bridge.listening()).toBe(0);
  });

  it('re-renders for a new status only, never for keystrokes or other state', () => {
    const store = makeStore(undefined, { timer: false });
    store.dispatch(classFolderStatusPushed(offlineStatus(1)));
    const renders = vi.fn();
    renderWithProviders(
      <Profiler id="chip" onRender={renders}>
        <ClassFolderChip />
      </Profiler>,
      { store },
    );
    const before = renders.mock.calls.length;
    act(() => {
      for (const char of 'dog') store.dispatch(keyTyped({ char, at: 1 }));
      store.dispatch(stageSelected('number'));
    });
    expect(renders.mock.calls.length).toBe(before);
    act(() => {
      store.dispatch(classFolderStatusPushed(offlineStatus(2)));
    });
    expect(renders.mock.calls.length).toBeGreaterThan(before);
    expect(screen.getByText('オフライン・のこり 2')).toBeTruthy();
  });
});
