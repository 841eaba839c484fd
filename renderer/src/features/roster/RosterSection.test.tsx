// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { KotobaApi } from '../../../../core/contract';
import { oneStageBand } from '../../../../tests/support/renderer/features/handin/handinPlatform';
import { testBrowser } from '../../../../tests/support/renderer/platform/webEdition';
import { renderWithProviders } from '../../../../tests/support/renderer/renderWithProviders';
import { setWebHost } from '../../platform/web/webHost';
import { makeStore } from '../../store';
import { RosterSection } from './RosterSection';

afterEach(() => setWebHost(null));

function fakeFile(text: string, name: string): File {
  const file = new File([text], name, { type: 'text/csv' });
  const bytes = new TextEncoder().encode(text);
  return Object.assign(file, { arrayBuffer: async () => bytes.buffer.slice(0) });
}

async function unlocked(api: KotobaApi): Promise<string> {
  await api.teacher?.setPin({ pin: '2468' });
  const unlock = await api.teacher?.unlock({ pin: '2468' });
  if (!unlock?.ok || !unlock.value.ok) throw new Error('not unlocked');
  return unlock.value.token;
}

const SLOW = { timeout: 15_000 };

describe('RosterSection', () => {
  it('previews a class list without writing, then imports it and lists the new players', {
    timeout: 60_000,
  }, async () => {
    const { api } = testBrowser().start();
    const token = await unlocked(api);
    const store = makeStore(undefined, { timer: false, platform: () => api, loadBand: oneStageBand });
    renderWithProviders(<RosterSection token={token} onExpired={() => {}} />, { store });

    const list = '出席番号,氏名,ふりがな\r\n1,山田 太郎,やまだ たろう\r\n2,佐藤 花子,さとう はなこ\r\n';
    fireEvent.change(screen.getByTestId('roster-files'), {
      target: { files: [fakeFile(list, '3年2組.csv')] },
    });
    const counts = await screen.findByTestId('roster-counts', {}, SLOW);
    expect(counts.textContent).toBe('新しく作る 2人・そのまま 0人・学級が変わる 0人・名簿にいない 1人');
    const rows = within(screen.getByTestId('roster-preview')).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      '山田 太郎',
      '佐藤 花子',
      'プレイヤー1',
    ]);
    // Nothing is written by the preview.
    expect((await api.profiles?.list())?.ok && (await api.profiles?.list())).toMatchObject({
      value: { profiles: [expect.objectContaining({ name: 'プレイヤー1' })] },
    });

    fireEvent.click(screen.getByTestId('roster-apply'));
    await screen.findByTestId('roster-notice', {}, SLOW);
    await waitFor(
      () => expect(store.getState().players.view?.profiles.map((p) => p.name)).toContain('佐藤 花子'),
      SLOW,
    );
    expect(screen.getByTestId('roster-leavers')).toBeTruthy();
    // The preview's buttons are gone; the focus waits on 「名簿を読み込む」, not on the page's body.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('roster-pick')), SLOW);
  });

  it('removes the players not in the roster only after a confirmation that names them', {
    timeout: 60_000,
  }, async () => {
    const { api } = testBrowser().start();
    const token = await unlocked(api);
    const store = makeStore(undefined, { timer: false, platform: () => api, loadBand: oneStageBand });
    renderWithProviders(<RosterSection token={token} onExpired={() => {}} />, { store });
    const list = '出席番号,氏名\r\n1,山田 太郎\r\n2,佐藤 花子\r\n';
    fireEvent.change(screen.getByTestId('roster-files'), {
      target: { files: [fakeFile(list, '3年2組.csv')] },
    });
    fireEvent.click(await screen.findByTestId('roster-apply', {}, SLOW));
    fireEvent.click(await screen.findByTestId('roster-leavers-remove', {}, SLOW));
    const confirm = screen.getByTestId('roster-leavers-confirm');
    expect(confirm.textContent).toContain('次の 1人を 一覧から消します：プレイヤー1');
    // Their records were not saved: removing needs the teacher's tick.
    const remove = within(confirm).getByTestId('roster-leavers-remove-confirm') as HTMLButtonElement;
    expect(remove.disabled).toBe(true);
    fireEvent.click(within(confirm).getByTestId('roster-leavers-without-export'));
    expect(remove.disabled).toBe(false);
    fireEvent.click(remove);
    await waitFor(
      () =>
        expect(store.getState().players.view?.profiles.map((p) => p.name)).toEqual([
          '山田 太郎',
          '佐藤 花子',
        ]),
      SLOW,
    );
    expect(screen.getByTestId('roster-notice').textContent).toBe('1人を消しました。');
    expect(screen.queryByTestId('roster-leavers-remove')).toBeNull();
  });

  it('words a refusal with the file and line', { timeout: 60_000 }, async () => {
    const { api } = testBrowser().start();
    const token = await unlocked(api);
    const store = makeStore(undefined, { timer: false, platform: () => api, loadBand: oneStageBand });
    renderWithProviders(<RosterSection token={token} onExpired={() => {}} />, { store });
    fireEvent.change(screen.getByTestId('roster-files'), {
      target: { files: [fakeFile('出席番号,ふりがな\r\n1,やまだ\r\n', '1組.csv')] },
    });
    const error = await screen.findByTestId('roster-error', {}, SLOW);
    expect(error.textContent).toBe('1組.csv の 1 行目（見出し）に、必要な列がありません。');
  });
});
