// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type DashboardPupil,
  type DashboardReport,
  emptySnapshot,
  type KotobaApi,
  ok,
} from '../../../../core/contract';
import { type HandinPupil, handinText, makeHandin } from '../../../../core/handin';
import { oneStageBand } from '../../../../tests/support/renderer/features/handin/handinPlatform';
import { renderWithProviders } from '../../../../tests/support/renderer/renderWithProviders';
import { createLocalStoragePlatform } from '../../platform';
import type { DashboardApi } from '../../platform/dashboard';
import type { SavedFile } from '../../platform/web/files';
import { makeStore } from '../../store';
import { readHandinFiles } from '../handin/handinThunks';
import { DashboardPage } from './DashboardPage';
import { HandinReport } from './HandinReport';

const TOKEN = 't'.repeat(43);
const now = new Date('2026-11-29T07:00:00.000Z');

/** A picked file; jsdom's File cannot read itself, so it answers its bytes as a browser's does. */
function fakeFile(text: string, name: string): File {
  const file = new File([text], name, { type: name.endsWith('.json') ? 'application/json' : 'text/csv' });
  const bytes = new TextEncoder().encode(text);
  return Object.assign(file, { arrayBuffer: async () => bytes.buffer.slice(0) });
}

const handinFile = (pupil: HandinPupil) =>
  fakeFile(
    handinText(makeHandin(pupil, emptySnapshot(), new Date('2026-01-31T10:00:00.000Z'))),
    `kotoba-handin-${pupil.playerId}.json`,
  );

/** Two pupils of the list (one typed only her given name) and a guest the list does not have. */
const handins = () => [
  handinFile({ playerId: 'p-hanako01', name: 'はなこ', className: '3年2組', number: 1 }),
  handinFile({ playerId: 'p-ken00001', name: '佐藤　健', className: '３年２組' }),
  handinFile({ playerId: 'p-guest001', name: 'ゲスト', className: '3年2組' }),
];

const CLASS_LIST = [
  '出席番号,氏名,ふりがな',
  '1,山田 花子,やまだ はなこ',
  '2,佐藤 健,さとう けん',
  '3,鈴木 一郎,すずき いちろう',
].join('\r\n');

function storeWith(dashboard?: DashboardApi) {
  const local = createLocalStoragePlatform(window.localStorage);
  const platform: KotobaApi = dashboard ? { ...local, dashboard } : local;
  return makeStore(undefined, {
    timer: false,
    platform: () => platform,
    now: () => now,
    loadBand: oneStageBand,
  });
}

const SLOW = { timeout: 15_000 };

const pick = (files: File[]) =>
  fireEvent.change(screen.getByTestId('handin-classlist-files'), { target: { files } });

const missingNames = () =>
  within(screen.getByTestId('handin-missing'))
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

describe('the class list of a report of hand-ins', () => {
  beforeEach(() => window.localStorage.clear());

  it('says what a class list shows, then lists who has not handed in and flags hand-ins not on it', {
    timeout: 60_000,
  }, async () => {
    const store = storeWith();
    const read = await store.dispatch(readHandinFiles(handins()));
    const save = vi.fn<(file: SavedFile) => void>();
    renderWithProviders(
      <HandinReport
        read={read}
        onRead={() => {}}
        onClose={() => {}}
        onOpenPupil={() => {}}
        onPrint={() => {}}
        printing={false}
        save={save}
      />,
      { store },
    );
    const section = screen.getByRole('region', { name: '提出状況' });
    expect(within(section).getByTestId('handin-classlist-intro').textContent).toContain(
      'まだ提出していない児童生徒がわかります',
    );
    expect(screen.queryByTestId('handin-classlist-count')).toBeNull();
    expect(screen.queryByTestId('not-on-list')).toBeNull();
    const pickButton = within(section).getByRole('button', { name: '名簿を読み込む' });
    expect(pickButton.getAttribute('aria-describedby')).toBeTruthy();

    pick([fakeFile(CLASS_LIST, '3年2組.csv')]);

    expect((await screen.findByTestId('handin-classlist-count', {}, SLOW)).textContent).toBe('提出 2 / 3 人');
    expect(within(section).getByText('名簿：3年2組.csv')).toBeTruthy();
    expect(within(section).getByRole('heading', { name: '未提出（1 人）' })).toBeTruthy();
    expect(missingNames()).toEqual(['鈴木 一郎']);
    expect(within(screen.getByTestId('handin-not-on-list')).getByRole('listitem').textContent).toBe(
      'ゲスト（3年2組）',
    );
    // The guest stays in the class list, marked; the pupils of the list are not.
    const guestRow = screen
      .getByTestId('dashboard-pupils')
      .querySelector<HTMLTableRowElement>('tr[data-pupil-id="p-guest001"]');
    expect(guestRow && within(guestRow).getByTestId('not-on-list').textContent).toBe('名簿にない');
    expect(screen.getAllByTestId('not-on-list')).toHaveLength(1);
    expect(screen.getByRole('button', { name: '別の名簿を読み込む' })).toBeTruthy();

    // The CSV carries the pupil who handed nothing in.
    fireEvent.click(screen.getByRole('button', { name: 'CSV で保存' }));
    const lines = String(save.mock.calls[0]?.[0]?.content).split('\r\n');
    expect(lines.filter((line) => line.endsWith('未提出'))).toEqual(['鈴木 一郎,,,,,,,未提出']);

    // Without the list, the report is as before; the keyboard stays on the section's first button.
    fireEvent.click(screen.getByRole('button', { name: '名簿を外す' }));
    expect(screen.queryByTestId('handin-classlist-count')).toBeNull();
    expect(screen.queryByTestId('not-on-list')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '名簿を読み込む' }));
    fireEvent.click(screen.getByRole('button', { name: 'CSV で保存' }));
    expect(String(save.mock.calls[1]?.[0]?.content)).not.toContain('未提出');
  });

  it('says why a class list cannot be read, with its file and line', { timeout: 60_000 }, async () => {
    const store = storeWith();
    const read = await store.dispatch(readHandinFiles(handins()));
    renderWithProviders(
      <HandinReport
        read={read}
        onRead={() => {}}
        onClose={() => {}}
        onOpenPupil={() => {}}
        onPrint={() => {}}
        printing={false}
      />,
      { store },
    );
    pick([fakeFile('番号,なにか\r\n1,x', 'meibo.csv')]);
    const status = screen.getByTestId('handin-classlist-status');
    await waitFor(() => expect(status.getAttribute('data-failed')).toBe('true'), SLOW);
    expect(status.textContent).toBe(
      '名簿を読み込めませんでした。meibo.csv の 1 行目（見出し）に、必要な列がありません。',
    );
    expect(screen.queryByTestId('handin-classlist-count')).toBeNull();
  });

  it('compares the classes ticked when the list has several', { timeout: 60_000 }, async () => {
    const store = storeWith();
    const read = await store.dispatch(readHandinFiles(handins()));
    renderWithProviders(
      <HandinReport
        read={read}
        onRead={() => {}}
        onClose={() => {}}
        onOpenPupil={() => {}}
        onPrint={() => {}}
        printing={false}
      />,
      { store },
    );
    pick([
      fakeFile(
        ['組,出席番号,氏名', '3年1組,1,青木 葵', '3年2組,1,山田 花子', '3年2組,2,佐藤 健'].join('\n'),
        'gakunen.csv',
      ),
    ]);
    // Suggested: the class that handed in.
    expect((await screen.findByTestId('handin-classlist-count', {}, SLOW)).textContent).toBe('提出 2 / 2 人');
    expect(screen.getByTestId('handin-all-in').textContent).toBe('名簿の全員が提出しています。');
    const classes = screen.getByRole('group', { name: '照らし合わせる学級' });
    const other = within(classes).getByRole('checkbox', { name: '3年1組（1）' });
    expect((other as HTMLInputElement).checked).toBe(false);
    fireEvent.click(other);
    expect(screen.getByTestId('handin-classlist-count').textContent).toBe('提出 2 / 3 人');
    expect(missingNames()).toEqual(['青木 葵']);
    // Several classes: the class of each pupil missing is shown.
    expect(
      within(screen.getByTestId('handin-missing')).getByRole('columnheader', { name: '学級' }),
    ).toBeTruthy();
  });

  it('offers the class folder’s pupils as the list, and keeps the list while a pupil’s page is open', {
    timeout: 60_000,
  }, async () => {
    const player = (id: string, name: string, number: number): DashboardPupil => ({
      id,
      name,
      avatar: 'hero',
      lastPlayedAt: null,
      level: 1,
      stagesCleared: 0,
      attempts: 0,
      accuracy: null,
      keysPerMinute: null,
      trend: [],
      problem: null,
      className: '3年2組',
      number,
    });
    const classFolder: DashboardReport = {
      className: '3年2組',
      source: 'class',
      generatedAt: now.toISOString(),
      pupils: [player('p-c1', '山田 花子', 1), player('p-c2', '佐藤 健', 2), player('p-c3', '鈴木 一郎', 3)],
      missedWords: [],
      stages: [],
      heat: [],
    };
    const dashboard: DashboardApi = {
      report: async () => ok(classFolder),
      pupil: async () => {
        throw new Error('the pupil page of a hand-in is not asked of the host');
      },
      exportCsv: async () => ok(null),
    };
    renderWithProviders(<DashboardPage token={TOKEN} onClose={() => {}} onExpired={() => {}} />, {
      store: storeWith(dashboard),
    });
    await waitFor(
      () => expect(screen.getByTestId('dashboard').getAttribute('data-state')).toBe('ready'),
      SLOW,
    );
    fireEvent.change(screen.getByTestId('handin-read-files'), { target: { files: handins() } });
    await screen.findByTestId('handin-report', {}, SLOW);

    fireEvent.click(screen.getByRole('button', { name: 'クラスフォルダの児童生徒（3 人）を名簿として使う' }));
    expect(screen.getByTestId('handin-classlist-count').textContent).toBe('提出 2 / 3 人');
    expect(screen.getByText('名簿：クラスフォルダの児童生徒')).toBeTruthy();
    expect(missingNames()).toEqual(['鈴木 一郎']);
    expect(screen.queryByTestId('handin-classlist-players')).toBeNull();
    expect(document.activeElement).toBe(screen.getByTestId('handin-classlist-pick'));

    fireEvent.click(within(screen.getByTestId('dashboard-pupils')).getByRole('button', { name: 'はなこ' }));
    await screen.findByTestId('dashboard-pupil', {}, SLOW);
    fireEvent.click(screen.getByRole('button', { name: 'クラスの一覧に戻る' }));
    expect((await screen.findByTestId('handin-classlist-count', {}, SLOW)).textContent).toBe('提出 2 / 3 人');
  });
});
