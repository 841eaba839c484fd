// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { KotobaApi, ProfilesView, RepairNotice, Result } from '../../../../core/contract';
import { renderWithProviders } from '../../../../tests/support/renderer/renderWithProviders';
import { createLocalStoragePlatform } from '../../platform';
import { loadPlayers, makeStore } from '../../store';
import { PlayerSelect } from './PlayerSelect';

const ok = <T,>(value: T): Result<T> => ({ ok: true, value });

/** A store whose players were read from a bridge answering one list, as main does after a repair at start. */
async function storeAnswering(notices?: RepairNotice[]) {
  const view: ProfilesView = {
    profiles: [
      { id: 'p-aaaaaa', name: 'たろう', avatar: 'hero', createdAt: '2026-04-01T00:00:00.000Z' },
      {
        id: 'p-bbbbbb',
        name: 'プレイヤー（ふっかつ）1',
        avatar: 'hero',
        createdAt: '2026-04-01T00:00:00.000Z',
      },
    ],
    activeId: 'p-aaaaaa',
    ...(notices ? { notices } : {}),
  };
  const platform: KotobaApi = {
    ...createLocalStoragePlatform(null),
    profiles: { list: async () => ok(view), add: vi.fn(), update: vi.fn(), remove: vi.fn(), select: vi.fn() },
  };
  const store = makeStore(undefined, { platform: () => platform, timer: false });
  await store.dispatch(loadPlayers());
  return store;
}

describe('the repair notice on the "who is playing?" screen', () => {
  it('tells the teacher how many players and lists came back, what was lost and where the damaged files are', async () => {
    const store = await storeAnswering([
      { file: 'profiles', movedTo: 'C:\\kq\\profiles.json.corrupt-1', recovered: 2, renamed: 1, lost: 0 },
      { file: 'wordlists', movedTo: null, recovered: 3, renamed: 0, lost: 1 },
    ]);
    renderWithProviders(<PlayerSelect onChosen={() => {}} />, { store });
    const notice = await screen.findByRole('status', { name: /先生へ/ });
    expect(notice.textContent).toContain('先生へ');
    expect(notice.textContent).toContain(
      'profiles.json）がこわれていたため、各プレイヤーのフォルダーに残っていたデータから 2 人を一覧に戻しました',
    );
    expect(notice.textContent).toContain('名前が分からなかった 1 人');
    expect(notice.textContent).not.toContain('失われたプレイヤーはいません');
    expect(notice.textContent).toContain('C:\\kq\\profiles.json.corrupt-1 に残してあります');
    expect(notice.textContent).toContain('読み取れた 3 個のリスト');
    expect(notice.textContent).toContain('1 個のリストは復元できませんでした');
    expect(notice.textContent).toContain('そのまま残しています');
    fireEvent.click(screen.getByRole('button', { name: 'とじる' }));
    expect(screen.queryByRole('status', { name: /先生へ/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'プレイヤー（ふっかつ）1 で あそぶ' })).toBeTruthy();
  });

  it('says no player and no name was lost when every player came back named', async () => {
    const store = await storeAnswering([
      { file: 'profiles', movedTo: 'C:\\kq\\profiles.json.corrupt-1', recovered: 2, renamed: 0, lost: 0 },
    ]);
    renderWithProviders(<PlayerSelect onChosen={() => {}} />, { store });
    const notice = await screen.findByRole('status', { name: /先生へ/ });
    expect(notice.textContent).toContain('フォルダーに残っていたデータから 2 人を一覧に戻しました');
    expect(notice.textContent).toContain('名前も含め、失われたプレイヤーはいません。');
    expect(notice.textContent).not.toContain('仮の名前');
  });

  it('shows nothing when no file needed repair', async () => {
    renderWithProviders(<PlayerSelect onChosen={() => {}} />, { store: await storeAnswering() });
    expect(await screen.findByRole('button', { name: 'たろう で あそぶ' })).toBeTruthy();
    expect(screen.queryByRole('status', { name: /先生へ/ })).toBeNull();
  });
});
