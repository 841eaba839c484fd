// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type AppSnapshot, emptySnapshot } from '../../../../core/contract';
import { storeOnPage } from '../../../../tests/support/renderer/features/notebook/testProgress';
import { renderWithProviders } from '../../../../tests/support/renderer/renderWithProviders';
import { ProgressPage } from './ProgressPage';

/** Noon of a March 2026 day in the time zone the test runs in (the page groups days locally). */
function localNoon(day: number): string {
  return new Date(2026, 2, day, 12).toISOString();
}

function attempt(at: string, accuracy: number, keysPerMinute: number) {
  return {
    at,
    stageId: 'week',
    mode: 'battle' as const,
    victory: true,
    accuracy,
    keysPerMinute,
    timeMs: 60_000,
    rank: 'A' as const,
    maxCombo: 3,
    missed: [],
  };
}

const played: AppSnapshot = {
  ...emptySnapshot(),
  history: [attempt(localNoon(2), 0.8, 60), attempt(localNoon(4), 0.9, 75), attempt(localNoon(6), 1, 90)],
  mastery: [
    { day: '2026-03-02', bySet: {} },
    { day: '2026-03-04', bySet: { week: 1 } },
    { day: '2026-03-06', bySet: { week: 2, colors: 3 } },
  ],
};

describe('ProgressPage', () => {
  it('draws accuracy, keys per minute and mastered words over days, each titled and described', () => {
    renderWithProviders(<ProgressPage />, { store: storeOnPage('progress', played) });
    const accuracy = screen.getByTestId('chart-accuracy');
    const svg = within(accuracy).getByRole('img', { name: 'せいかくさ（ひごと）' });
    expect(svg.querySelectorAll('circle')).toHaveLength(3);
    expect(svg.querySelector('polyline')?.getAttribute('points')?.split(' ')).toHaveLength(3);
    expect(svg.querySelector('desc')?.textContent).toContain('さいしょ 80%、さいご 100%');
    const rows = within(accuracy).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      'ひにちあたい',
      '2026-03-0280%',
      '2026-03-0490%',
      '2026-03-06100%',
    ]);
    expect(
      within(screen.getByTestId('chart-kpm')).getByRole('img').querySelector('desc')?.textContent,
    ).toContain('いちばん たかい 90 キー/ふん');
    const mastery = screen.getByTestId('chart-mastery');
    expect(
      within(mastery)
        .getAllByRole('row')
        .map((r) => r.textContent)
        .slice(1),
    ).toEqual(['2026-03-020 ことば', '2026-03-041 ことば', '2026-03-065 ことば']);
  });

  it('shows one set’s mastered words when that set is chosen', () => {
    renderWithProviders(<ProgressPage />, { store: storeOnPage('progress', played) });
    fireEvent.change(screen.getByLabelText('ことばの しゅるい'), { target: { value: 'colors' } });
    const rows = within(screen.getByTestId('chart-mastery')).getAllByRole('row');
    expect(rows.map((r) => r.textContent).slice(1)).toEqual([
      '2026-03-020 ことば',
      '2026-03-040 ことば',
      '2026-03-063 ことば',
    ]);
  });

  it('gives every word set a mastery bar that says its figures in words', () => {
    renderWithProviders(<ProgressPage />, { store: storeOnPage('progress', played) });
    const bar = screen.getByRole('img', { name: /^ようび：/ });
    expect(bar.getAttribute('aria-label')).toBe('ようび：おぼえた 0、れんしゅうちゅう 0、ぜんぶで 7');
  });

  it('says there are no records yet for a new player, and Escape returns to the map', () => {
    const store = storeOnPage('progress', emptySnapshot());
    renderWithProviders(<ProgressPage />, { store });
    expect(screen.getByText(/まだ きろくが ないよ/).getAttribute('role')).toBe('status');
    expect(screen.queryByTestId('chart-accuracy')).toBeNull();
    fireEvent.keyDown(screen.getByRole('heading', { level: 1 }), { key: 'Escape' });
    expect(store.getState().page.current).toBe('map');
  });

  it('shows the last placement result with its world, day and score, and offers to play it again', () => {
    const store = storeOnPage('progress', {
      ...emptySnapshot(),
      placement: { band: 'j1', at: '2026-11-24T12:00:00.000Z', asked: 25, correct: 17 },
    });
    renderWithProviders(<ProgressPage />, { store });
    const card = screen.getByRole('region', { name: 'ちからだめしの けっか' });
    expect(within(card).getByTestId('placement-summary-world').textContent).toBe(
      'おすすめの せかい：みずうみの くに（ちゅうがく 1ねん）',
    );
    expect(card.textContent).toContain('2026年11月24日に ちからだめし、25もん ちゅう 17もん せいかい');
    fireEvent.click(within(card).getByRole('button', { name: 'もういちど ちからだめし' }));
    expect(store.getState().page.current).toBe('placement');
  });

  it('invites a player who has not played the placement quest to play it', () => {
    const store = storeOnPage('progress', emptySnapshot());
    renderWithProviders(<ProgressPage />, { store });
    const card = screen.getByRole('region', { name: 'ちからだめしの けっか' });
    expect(card.textContent).toContain('まだ ちからだめしを していないよ');
    fireEvent.click(within(card).getByRole('button', { name: 'ちからだめしを する' }));
    expect(store.getState().page.current).toBe('placement');
  });

  it('spans every world: each world’s stages cleared and words learnt, once its stages load', async () => {
    const store = storeOnPage('progress', {
      ...emptySnapshot(),
      stages: { 'e34.greetings-1': { cleared: true, bestRank: 'A', plays: 1, lastPlayedAt: null } },
    });
    renderWithProviders(<ProgressPage />, { store });
    const worlds = screen.getByRole('region', { name: 'せかいごとの すすみぐあい' });
    const rows = within(worlds).getAllByRole('listitem');
    expect(rows.map((row) => row.getAttribute('data-band'))).toEqual(['e34', 'e56', 'j1', 'j2', 'j3']);
    // The first stage of grades 3–4 (greetings) is cleared; grades 5–6 hold the most stages.
    expect(await within(worlds).findByText('1/21 ステージ クリア', {}, { timeout: 20_000 })).toBeTruthy();
    expect(await within(worlds).findByText('0/57 ステージ クリア', {}, { timeout: 20_000 })).toBeTruthy();
    const meadow = rows[0] as HTMLElement;
    expect(within(meadow).getByRole('img').getAttribute('aria-label')).toMatch(/^そうげんの くに：/);
  }, 60_000);
});
