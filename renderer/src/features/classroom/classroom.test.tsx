// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { KotobaApi, Profile, Result, WordList, WordListPreview } from '../../../../core/contract';
import { fail } from '../../../../core/contract';
import { rejectionCounts } from '../../../../tests/support/core/wordlists/samplePreview';
import { renderWithProviders } from '../../../../tests/support/renderer/renderWithProviders';
import { memoryProfiles, twoPlayers } from '../../../../tests/support/renderer/store/memoryProfiles';
import { demonForList } from '../../data/customStages';
import { type AppStore, makeStore, selectStage } from '../../store';
import { PlayerGate } from './PlayerGate';
import { chosenPlayer, forgetPlayer } from './playerSession';

const ok = <T,>(value: T): Result<T> => ({ ok: true, value });

/** An in-memory stand-in for the players and word-list halves of the bridge, recording every call. */
function classroomBridge() {
  const calls: string[] = [];
  let lists: WordList[] = [];
  let emit: ((preview: WordListPreview) => void) | null = null;
  const api: KotobaApi = {
    settings: { get: vi.fn(), set: vi.fn() },
    app: { load: vi.fn(), save: vi.fn(), overwrite: vi.fn() },
    profiles: memoryProfiles(twoPlayers, calls),
    wordLists: {
      list: async () => ok(lists),
      rename: vi.fn(),
      remove: vi.fn(),
      confirm: async (id) => {
        calls.push(`confirm ${id}`);
        const list: WordList = {
          id: 'wl-abcdef',
          title: 'Unit 3',
          createdAt: 'now',
          items: [{ en: 'dog', ja: 'いぬ' }],
        };
        lists = [list];
        return ok(list);
      },
      cancel: async (id) => {
        calls.push(`cancel ${id}`);
        return ok(true);
      },
    },
    onWordListPreview: (listener) => {
      emit = listener;
      return () => {
        emit = null;
      };
    },
  };
  return { api, calls, emit: (preview: WordListPreview) => act(() => emit?.(preview)) };
}

/** Renders the gate over a store whose platform is `api`, as `main.tsx` does over the real bridge. */
function renderGate(api: KotobaApi, reload?: () => void) {
  const store: AppStore = makeStore(undefined, { platform: () => api, timer: false });
  return renderWithProviders(
    <PlayerGate {...(reload ? { reload } : {})}>
      <p>the game</p>
    </PlayerGate>,
    { store },
  );
}

afterEach(() => {
  forgetPlayer();
});

describe('the "who is playing?" screen', () => {
  it('comes before the game; choosing a player selects them, remembers it and shows the game', async () => {
    const bridge = classroomBridge();
    renderGate(bridge.api);
    expect(await screen.findByRole('heading', { name: 'だれが あそぶ？' })).toBeTruthy();
    expect(screen.queryByText('the game')).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'はなこ で あそぶ' }));
    expect(await screen.findByText('the game')).toBeTruthy();
    expect(bridge.calls).toEqual(['select p-bbbbbb']);
    expect(chosenPlayer()).toBe('p-bbbbbb');
  });

  it('the change-player button forgets the choice and reloads, so the next load asks again', async () => {
    const bridge = classroomBridge();
    const reload = vi.fn();
    renderGate(bridge.api, reload);
    fireEvent.click(await screen.findByRole('button', { name: 'たろう で あそぶ' }));
    fireEvent.click(await screen.findByRole('button', { name: /プレイヤー：たろう/ }));
    expect(reload).toHaveBeenCalledOnce();
    expect(chosenPlayer()).toBeNull();
  });

  it('adds a player with a name and a picture chosen by keyboard-operable radio buttons', async () => {
    const bridge = classroomBridge();
    renderGate(bridge.api);
    const name = await screen.findByLabelText('なまえ');
    fireEvent.change(name, { target: { value: '  けんた ' } });
    fireEvent.click(screen.getByRole('radio', { name: 'かみなりぐも' }));
    fireEvent.click(screen.getByRole('button', { name: 'つくる' }));
    expect(await screen.findByRole('button', { name: 'けんた で あそぶ' })).toBeTruthy();
    expect(bridge.calls).toEqual(['add けんた storm-cloud']);
    // The form empties when the add has finished, which may be a render after the list shows the player.
    await waitFor(() => expect((screen.getByLabelText('なまえ') as HTMLInputElement).value).toBe(''));
  });

  it('deletes a player only after the question is answered yes', async () => {
    const bridge = classroomBridge();
    renderGate(bridge.api);
    fireEvent.click(await screen.findByRole('button', { name: 'はなこ を けす' }));
    expect(screen.getByText(/はなこ の きろくを ぜんぶ けします/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'やめる' }));
    expect(bridge.calls).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'はなこ を けす' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.click(
      [...dialog.querySelectorAll('button')].find((b) => b.textContent === 'けす') as HTMLButtonElement,
    );
    await waitFor(() => expect(screen.queryByRole('button', { name: 'はなこ で あそぶ' })).toBeNull());
    expect(bridge.calls).toEqual(['remove p-bbbbbb']);
  });

  it("asks for the teacher's PIN to delete a player with progress, and gives the token up after", async () => {
    const bridge = classroomBridge();
    const token = 'T'.repeat(43);
    let remaining: Profile[] = [];
    const players = bridge.api.profiles as NonNullable<KotobaApi['profiles']>;
    const remove: typeof players.remove = async (removal) => {
      const { id, token: given } = typeof removal === 'string' ? { id: removal, token: undefined } : removal;
      bridge.calls.push(`remove ${id} ${given === token ? 'with token' : 'alone'}`);
      if (given !== token) return fail('not-unlocked', 'player.needsTeacher');
      const listed = await players.list();
      remaining = listed.ok ? listed.value.profiles.filter((p) => p.id !== id) : [];
      return ok({ profiles: remaining, activeId: 'p-aaaaaa' });
    };
    const teacher: NonNullable<KotobaApi['teacher']> = {
      status: vi.fn(),
      setPin: vi.fn(),
      getSettings: vi.fn(),
      setSettings: vi.fn(),
      unlock: async ({ pin }) => {
        bridge.calls.push(`unlock ${pin}`);
        return ok(
          pin === '2468' ? { ok: true, token } : { ok: false, reason: 'wrong-pin', lockedUntil: null },
        );
      },
      lock: async () => {
        bridge.calls.push('lock');
        return ok(true);
      },
    };
    const api: KotobaApi = { ...bridge.api, profiles: { ...players, remove }, teacher };
    renderGate(api);
    fireEvent.click(await screen.findByRole('button', { name: 'はなこ を けす' }));
    const yes = () =>
      [...screen.getByRole('dialog').querySelectorAll('button')].find(
        (b) => b.textContent === 'けす',
      ) as HTMLButtonElement;
    fireEvent.click(yes());
    const pin = (await screen.findByLabelText(/先生モードの暗証番号/)) as HTMLInputElement;
    expect(screen.getByTestId('who-teacher-pin').textContent).toContain('先生に たのんでね');
    fireEvent.change(pin, { target: { value: '1111' } });
    fireEvent.click(yes());
    expect(await screen.findByText('暗証番号が違うか、先生モードが開けません。')).toBeTruthy();
    fireEvent.change(pin, { target: { value: '2468' } });
    fireEvent.click(yes());
    await waitFor(() => expect(screen.queryByRole('button', { name: 'はなこ で あそぶ' })).toBeNull());
    expect(bridge.calls).toEqual([
      'remove p-bbbbbb alone',
      'unlock 1111',
      'unlock 2468',
      'remove p-bbbbbb with token',
      'lock',
    ]);
  });

  it('renames a player in a dialog', async () => {
    const bridge = classroomBridge();
    renderGate(bridge.api);
    fireEvent.click(await screen.findByRole('button', { name: 'たろう を なおす' }));
    const dialog = screen.getByRole('dialog');
    const field = dialog.querySelector('input:not([type=radio])') as HTMLInputElement;
    expect(field.value).toBe('たろう');
    fireEvent.change(field, { target: { value: 'たろう2' } });
    fireEvent.click(
      [...dialog.querySelectorAll('button')].find((b) => b.textContent === 'ほぞん') as HTMLElement,
    );
    expect(await screen.findByRole('button', { name: 'たろう2 で あそぶ' })).toBeTruthy();
    expect(bridge.calls).toEqual(['update p-aaaaaa たろう2 hero']);
  });

  it('starts the game at once where there are no players (a plain browser)', () => {
    const bridge = classroomBridge();
    const { profiles: _p, ...plain } = bridge.api;
    renderGate(plain);
    expect(screen.getByText('the game')).toBeTruthy();
  });
});

describe('the word-list preview', () => {
  const preview: WordListPreview = {
    id: 'pv-123456',
    title: 'Unit 3',
    fileName: 'Unit 3.csv',
    encoding: 'shift_jis',
    delimiter: 'comma',
    accepted: [{ line: 2, en: 'dog', ja: 'いぬ' }],
    rejected: [
      {
        line: 3,
        cells: ['ｃａｔ', 'ねこ'],
        reason: 'not-typeable',
        detail: 'The answer "ｃａｔ" has 「ｃ」 U+FF43',
      },
    ],
    rejectedCounts: rejectionCounts({ 'not-typeable': 1 }),
  };

  it('shows accepted rows and rejected rows with reasons; confirming saves by id and adds a stage', async () => {
    const bridge = classroomBridge();
    const { store } = renderGate(bridge.api);
    await screen.findByRole('heading', { name: 'だれが あそぶ？' });
    bridge.emit(preview);
    const dialog = await screen.findByRole('dialog', { name: 'たんごリストの かくにん' });
    expect(dialog.textContent).toContain('つかえる ことば 1こ ／ つかえない ぎょう 1こ');
    expect(screen.getByTestId('wordlist-accepted').textContent).toContain('dogいぬ');
    expect(screen.getByTestId('wordlist-rejected').textContent).toContain(
      'はんかく えいすうじで うてない もじが ある',
    );
    fireEvent.click(screen.getByRole('button', { name: 'ステージに する' }));
    await waitFor(() => expect(store.getState().wordLists.lists).toHaveLength(1));
    expect(bridge.calls).toEqual(['confirm pv-123456']);
    expect(selectStage(store.getState(), 'wl-abcdef')).toMatchObject({
      setIds: ['wl-abcdef'],
      boss: false,
      demon: demonForList('wl-abcdef'),
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('summarises a file with many bad rows: counts per reason, and only the first rows listed', async () => {
    const bridge = classroomBridge();
    renderGate(bridge.api);
    await screen.findByRole('heading', { name: 'だれが あそぶ？' });
    const shown = Array.from({ length: 20 }, (_, i) => ({
      line: i + 3,
      cells: ['', 'ねこ'],
      reason: 'empty-cell' as const,
      detail: 'The en cell is empty.',
    }));
    bridge.emit({
      ...preview,
      rejected: shown,
      rejectedCounts: { ...preview.rejectedCounts, 'empty-cell': 349_000, duplicate: 12, 'not-typeable': 0 },
    });
    const dialog = await screen.findByRole('dialog', { name: 'たんごリストの かくにん' });
    expect(dialog.textContent).toContain('つかえない ぎょう 349012こ');
    const counts = screen.getByTestId('wordlist-rejected-counts').textContent ?? '';
    expect(counts).toContain('からっぽの マスが ある：349000件');
    expect(counts).toContain('おなじ こたえが まえに ある：12件');
    expect(counts).not.toContain('うてない');
    expect(screen.getByTestId('wordlist-rejected').querySelectorAll('tbody tr')).toHaveLength(20);
    expect(dialog.textContent).toContain('使えない行は全部で349012行あります。最初の20行だけ');
  });

  it('cancelling drops the preview by id and saves nothing', async () => {
    const bridge = classroomBridge();
    const { store } = renderGate(bridge.api);
    await screen.findByRole('heading', { name: 'だれが あそぶ？' });
    bridge.emit(preview);
    fireEvent.click(await screen.findByRole('button', { name: 'やめる' }));
    expect(bridge.calls).toEqual(['cancel pv-123456']);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(store.getState().wordLists).toMatchObject({ lists: [], preview: null });
  });
});
