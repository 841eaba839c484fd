// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type AppSnapshot, emptySnapshot, type KotobaApi, ok } from '../../../../core/contract';
import { type HandinPupil, handinText, MAX_HANDIN_BYTES, makeHandin } from '../../../../core/handin';
import { backupEnvelope } from '../../../../tests/support/core/progress/backupEnvelope';
import { playedSnapshot } from '../../../../tests/support/core/progress/playedSnapshot';
import { oneStageBand } from '../../../../tests/support/renderer/features/handin/handinPlatform';
import { renderWithProviders } from '../../../../tests/support/renderer/renderWithProviders';
import { createLocalStoragePlatform } from '../../platform';
import type { DashboardApi } from '../../platform/dashboard';
import type { SavedFile } from '../../platform/web/files';
import { makeStore } from '../../store';
import { type HandinRead, readHandinFiles } from '../handin/handinThunks';
import { DashboardPage } from './DashboardPage';
import { HandinReport } from './HandinReport';

const TOKEN = 't'.repeat(43);
const now = new Date('2026-11-29T07:00:00.000Z');
const hanako: HandinPupil = { playerId: 'p-hanako01', name: 'はなこ', className: '3年2組', number: 12 };
const ken: HandinPupil = { playerId: 'p-ken00001', name: 'けん', className: '3年2組', number: 3 };

/** {@link playedSnapshot} after one more battle of the same stage, a day later. */
function playedMore(): AppSnapshot {
  const before = playedSnapshot();
  const at = '2026-01-31T09:00:00.000Z';
  return {
    ...before,
    stages: { month: { cleared: true, bestRank: 'S', plays: 3, lastPlayedAt: at } },
    history: [...before.history, { ...(before.history[0] as AppSnapshot['history'][number]), at, rank: 'S' }],
  };
}

/** A picked file; jsdom's File cannot read itself, so it answers its bytes as a browser's does. */
function fakeFile(text: string, name: string): File {
  const file = new File([text], name, { type: name.endsWith('.json') ? 'application/json' : 'text/plain' });
  const bytes = new TextEncoder().encode(text);
  return Object.assign(file, { arrayBuffer: async () => bytes.buffer.slice(0) });
}

const handinFile = (name: string, pupil: HandinPupil, snapshot: AppSnapshot, savedAt: string) =>
  fakeFile(handinText(makeHandin(pupil, snapshot, new Date(savedAt))), name);

/** A teacher's download of an assignment: two hand-ins of はなこ, one of けん, a backup and a note. */
const picked = () => [
  handinFile('kotoba-handin-はなこ-20260130.json', hanako, playedSnapshot(), '2026-01-30T10:00:00.000Z'),
  handinFile('kotoba-handin-はなこ-20260131.json', hanako, playedMore(), '2026-01-31T10:00:00.000Z'),
  handinFile('kotoba-handin-けん-20260131.json', ken, emptySnapshot(), '2026-01-31T11:00:00.000Z'),
  fakeFile(backupEnvelope(playedSnapshot()), 'kotoba-quest-progress-2026-01-31.json'),
  fakeFile('see you tomorrow', 'memo.txt'),
];

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

const rowNames = () =>
  within(screen.getByTestId('dashboard-pupils'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getByRole('rowheader').textContent);

/** Waits on state, not on time: generous for a loaded machine. */
const SLOW = { timeout: 15_000 };

describe('reading hand-in files on the dashboard', () => {
  beforeEach(() => window.localStorage.clear());

  it('shows the class of the picked files, each pupil once, and lists the files left out with why', {
    timeout: 60_000,
  }, async () => {
    const pupil = vi.fn(async () => {
      throw new Error('the pupil page of a hand-in is not asked of the host');
    });
    const dashboard: DashboardApi = {
      report: async () => ok({ ...(await emptyReport()), pupils: [] }),
      pupil,
      exportCsv: async () => ok(null),
    };
    renderWithProviders(<DashboardPage token={TOKEN} onClose={() => {}} onExpired={() => {}} />, {
      store: storeWith(dashboard),
    });
    await waitFor(
      () => expect(screen.getByTestId('dashboard').getAttribute('data-state')).toBe('ready'),
      SLOW,
    );
    expect(screen.getByTestId('handin-read').textContent).toBe('提出されたファイルを読む');

    fireEvent.change(screen.getByTestId('handin-read-files'), { target: { files: picked() } });

    await screen.findByTestId('handin-report', {}, SLOW);
    expect(screen.getByTestId('dashboard-source').textContent).toContain(
      '提出用ファイル 5 件から 2 人分の記録です',
    );
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('クラスのようす：3年2組');
    expect(rowNames()).toEqual(['けん', 'はなこ']);
    const table = screen.getByTestId('dashboard-pupils');
    const headings = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent ?? '');
    const attempts = headings.findIndex((text) => text.includes('プレイ回数'));
    const hanakoRow = within(table)
      .getAllByRole('row')
      .find((row) => row.textContent?.includes('はなこ'));
    const cells = hanakoRow ? [...hanakoRow.querySelectorAll('th, td')].map((cell) => cell.textContent) : [];
    // Two battles in the newer hand-in: the older hand-in's battle is not counted again.
    expect(attempts).toBeGreaterThan(0);
    expect(cells[attempts]).toBe('2');
    const skipped = within(screen.getByTestId('handin-skipped')).getAllByRole('listitem');
    expect(
      skipped.map((item) => [item.getAttribute('data-reason'), item.textContent?.split('：')[0]]),
    ).toEqual([
      ['backup', 'kotoba-quest-progress-2026-01-31.json'],
      ['not-json', 'memo.txt'],
    ]);
    expect(skipped[0]?.textContent).toContain('進み具合のバックアップファイルです');

    // A pupil's page is drawn from the hand-ins.
    fireEvent.click(within(screen.getByTestId('dashboard-pupils')).getByRole('button', { name: /はなこ/ }));
    expect((await screen.findByTestId('dashboard-pupil', {}, SLOW)).getAttribute('data-pupil-id')).toBe(
      'p-hanako01',
    );
    expect(screen.queryByText('記録を読み込んでいます…')).toBeNull();
    expect(pupil).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'クラスの一覧に戻る' }));

    // Closing the hand-ins goes back to this device's players.
    fireEvent.click(await screen.findByTestId('handin-close', {}, SLOW));
    expect(screen.queryByTestId('handin-report')).toBeNull();
    expect(screen.getByTestId('dashboard-source').textContent).toContain('クラスフォルダの 0 人');
  });

  it('leaves a file too large unread and names files by their path in the picked folder', {
    timeout: 60_000,
  }, async () => {
    const huge = fakeFile('{}', 'huge.json');
    Object.defineProperty(huge, 'size', { value: MAX_HANDIN_BYTES + 1 });
    const arrayBuffer = vi.spyOn(huge, 'arrayBuffer');
    const inFolder = handinFile('kotoba-handin-けん.json', ken, emptySnapshot(), '2026-01-31T11:00:00.000Z');
    Object.defineProperty(inFolder, 'webkitRelativePath', { value: '3年2組/kotoba-handin-けん.json' });
    const read = await storeWith().dispatch(readHandinFiles([huge, inFolder]));
    expect(read.skipped.map((file) => [file.path, file.reason])).toEqual([['huge.json', 'too-large']]);
    expect(arrayBuffer).not.toHaveBeenCalled();
    expect(read.handins.pupils[0]?.files).toEqual(['3年2組/kotoba-handin-けん.json']);
    expect(read.report.pupils.map((pupil) => pupil.name)).toEqual(['けん']);
  });

  it('lists the files read with the app version that saved each, older files without one', {
    timeout: 60_000,
  }, async () => {
    const store = storeWith();
    const withVersion = fakeFile(
      handinText(makeHandin(ken, emptySnapshot(), new Date('2026-01-31T11:00:00.000Z'), '0.2.0')),
      'kotoba-handin-けん-20260131.json',
    );
    const older = handinFile(
      'kotoba-handin-はなこ-20260130.json',
      hanako,
      playedSnapshot(),
      '2026-01-30T10:00:00.000Z',
    );
    const read = await store.dispatch(readHandinFiles([withVersion, older, fakeFile('memo', 'memo.txt')]));
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
    expect(screen.getByText('読み込んだファイル（2 件）')).toBeTruthy();
    const rows = within(screen.getByTestId('handin-files')).getAllByRole('row').slice(1);
    expect(rows.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent))).toEqual([
      ['kotoba-handin-けん-20260131.json', 'けん（3年2組）', expect.any(String), '0.2.0'],
      [
        'kotoba-handin-はなこ-20260130.json',
        'はなこ（3年2組）',
        expect.any(String),
        '記録なし（以前のバージョン）',
      ],
    ]);
  });

  it('saves the report of the hand-ins as the dashboard’s CSV', { timeout: 60_000 }, async () => {
    const store = storeWith();
    const read: HandinRead = await store.dispatch(readHandinFiles(picked()));
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
    fireEvent.click(screen.getByRole('button', { name: 'CSV で保存' }));
    const file = save.mock.calls[0]?.[0];
    expect(file?.name).toMatch(/\.csv$/);
    const lines = String(file?.content)
      .replace(/^\uFEFF/, '')
      .split('\r\n');
    expect(lines[0]).toContain('名前');
    expect(lines.filter((line) => line.startsWith('はなこ'))).toHaveLength(1);
    expect(lines.filter((line) => line.startsWith('けん'))).toHaveLength(1);
    expect(screen.getByTestId('handin-save-status').textContent).toContain(file?.name ?? '?');
  });
});

async function emptyReport() {
  return {
    className: null,
    source: 'class' as const,
    generatedAt: now.toISOString(),
    pupils: [],
    missedWords: [],
    stages: [],
    heat: [],
  };
}
