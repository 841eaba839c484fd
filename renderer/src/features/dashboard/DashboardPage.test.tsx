// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type DashboardReport, emptySnapshot, type KotobaApi, type Result } from '../../../../core/contract';
import { damagedPupil, missedDog } from '../../../../tests/support/core/dashboard/reportRows';
import { renderWithProviders } from '../../../../tests/support/renderer/renderWithProviders';
import { createLocalStoragePlatform } from '../../platform';
import type { DashboardApi } from '../../platform/dashboard';
import { makeStore } from '../../store';
import { DashboardPage } from './DashboardPage';

const TOKEN = 't'.repeat(43);

const report: DashboardReport = {
  className: '5年1組',
  source: 'class',
  generatedAt: '2026-11-24T06:00:00.000Z',
  pupils: [
    {
      id: 'p-aoi000',
      name: 'Aoi',
      avatar: 'hero',
      lastPlayedAt: '2026-11-20T01:00:00.000Z',
      level: 4,
      stagesCleared: 2,
      attempts: 6,
      accuracy: 0.6,
      keysPerMinute: 80,
      trend: [
        { week: '2026-11-09', attempts: 2, accuracy: 0.5, keysPerMinute: 70 },
        { week: '2026-11-16', attempts: 4, accuracy: 0.7, keysPerMinute: 90 },
      ],
      problem: null,
    },
    {
      id: 'p-ken000',
      name: 'Ken',
      avatar: 'hero',
      lastPlayedAt: '2026-11-21T01:00:00.000Z',
      level: 3,
      stagesCleared: 1,
      attempts: 2,
      accuracy: 0.95,
      keysPerMinute: 120,
      trend: [{ week: '2026-11-16', attempts: 2, accuracy: 0.95, keysPerMinute: 120 }],
      problem: null,
    },
    damagedPupil('Mio'),
  ],
  missedWords: [missedDog([{ typed: 'dgo', count: 2 }])],
  stages: [
    { stageId: 'number', cleared: 2 },
    { stageId: 'colors', cleared: 0 },
  ],
  heat: [
    [
      { cleared: true, bestRank: 'S', plays: 2 },
      { cleared: false, bestRank: 'D', plays: 1 },
    ],
    [{ cleared: true, bestRank: 'B', plays: 1 }, null],
    [null, null],
  ],
};

function fakeDashboard(over: Partial<DashboardApi> = {}): DashboardApi {
  return {
    report: vi.fn(async () => ({ ok: true, value: report }) as Result<DashboardReport>),
    pupil: vi.fn(async ({ playerId }) => ({
      ok: true as const,
      value: { id: playerId, name: 'Aoi', avatar: 'hero' as const, snapshot: emptySnapshot() },
    })),
    exportCsv: vi.fn(async () => ({ ok: true as const, value: '/home/sensei/class.csv' })),
    ...over,
  };
}

function page(dashboard?: DashboardApi, handlers: { onClose?: () => void; onExpired?: () => void } = {}) {
  const local = createLocalStoragePlatform(window.localStorage);
  const platform: KotobaApi = dashboard ? { ...local, dashboard } : local;
  const store = makeStore(undefined, { timer: false, platform: () => platform });
  return renderWithProviders(
    <DashboardPage
      token={TOKEN}
      onClose={handlers.onClose ?? (() => {})}
      onExpired={handlers.onExpired ?? (() => {})}
    />,
    { store },
  );
}

const rowNames = () =>
  within(screen.getByTestId('dashboard-pupils'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getByRole('rowheader').textContent);

describe('the class dashboard', () => {
  beforeEach(() => window.localStorage.clear());

  it('lists the class with a damaged pupil’s reason, the missed words and the heat map in words', async () => {
    const dashboard = fakeDashboard();
    page(dashboard);
    await screen.findByRole('heading', { level: 2, name: 'クラスのようす：5年1組' });
    expect(dashboard.report).toHaveBeenCalledWith({ token: TOKEN });
    await screen.findByTestId('dashboard-pupils');
    expect(rowNames()).toEqual(['Aoi', 'Ken', 'Mio']);
    // The reason in the teacher's Japanese, and the reader's own words beneath it for IT.
    const reason = screen.getByText('読めませんでした：記録が壊れています。');
    expect(within(reason).getByTestId('technical-detail').textContent).toBe(
      '技術的な詳細：Unexpected end of JSON input',
    );
    expect(screen.getByRole('img', { name: /2 週分：正確さ 50% → 70%/ })).toBeTruthy();
    const words = screen.getByTestId('dashboard-words');
    expect(within(words).getByText('dgo（2 人）')).toBeTruthy();
    const heat = screen.getByTestId('dashboard-heat');
    expect(within(heat).getByText('クリア、ランク S、2 回')).toBeTruthy();
    expect(within(heat).getByText('挑戦中、1 回')).toBeTruthy();
  });

  it('sorts by accuracy with the heading buttons and says so with aria-sort', async () => {
    page(fakeDashboard());
    await screen.findByTestId('dashboard-pupils');
    const accuracy = screen.getByRole('button', { name: /正確さ/ });
    fireEvent.click(accuracy);
    expect(rowNames()).toEqual(['Ken', 'Aoi', 'Mio']);
    expect(accuracy.closest('th')?.getAttribute('aria-sort')).toBe('descending');
    fireEvent.click(accuracy);
    expect(rowNames()).toEqual(['Aoi', 'Ken', 'Mio']);
    expect(accuracy.closest('th')?.getAttribute('aria-sort')).toBe('ascending');
  });

  it('opens a pupil’s page from their name and returns to it with Escape', async () => {
    const dashboard = fakeDashboard();
    page(dashboard);
    await screen.findByTestId('dashboard-pupils');
    fireEvent.click(screen.getByRole('button', { name: 'Aoi' }));
    const detail = await screen.findByTestId('dashboard-pupil');
    expect(dashboard.pupil).toHaveBeenCalledWith({ token: TOKEN, playerId: 'p-aoi000' });
    await within(detail).findByText('まだステージの記録がありません。');
    expect(document.activeElement?.textContent).toBe('Aoi さんの記録');
    fireEvent.keyDown(detail, { key: 'Escape' });
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Aoi'));
  });

  it('says where the CSV was saved, and asks for the PIN again when the token has expired', async () => {
    const onExpired = vi.fn();
    page(fakeDashboard(), { onExpired });
    await screen.findByTestId('dashboard-pupils');
    fireEvent.click(screen.getByRole('button', { name: 'CSV で保存' }));
    await waitFor(() =>
      expect(screen.getByTestId('dashboard-save-status').textContent).toBe(
        '保存しました：/home/sensei/class.csv',
      ),
    );
    expect(onExpired).not.toHaveBeenCalled();
  });

  it('asks for the PIN again when main refuses the token', async () => {
    const onExpired = vi.fn();
    page(
      fakeDashboard({
        report: async () => ({
          ok: false,
          error: { code: 'not-unlocked', reason: 'teacher.locked', values: {}, detail: 'no' },
        }),
      }),
      { onExpired },
    );
    await waitFor(() => expect(onExpired).toHaveBeenCalled());
  });

  it('says plainly outside the desktop app that the dashboard needs it', async () => {
    page();
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      expect.stringContaining('ダッシュボードはデスクトップ版でだけ使えます。'),
    );
  });
});
