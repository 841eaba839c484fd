// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { emptySnapshot, type SchoolCheckResult } from '../../../../core/contract';
import { buildDashboard } from '../../../../core/dashboard/buildDashboard';
import { renderWithProviders } from '../../../../tests/support/renderer/renderWithProviders';
import type { SavedFile } from '../../platform/web/files';
import { makeStore } from '../../store';
import { SchoolCheckReport, schoolReportFileName } from './SchoolCheckReport';

const now = new Date('2027-10-20T03:00:00.000Z');
const check = (at: string, known: number, form: SchoolCheckResult['form']): SchoolCheckResult => ({
  band: 'e56',
  form,
  at,
  asked: 20,
  known,
  slips: 1,
  notKnown: 19 - known,
  slipIds: ['e56.a'],
  notKnownIds: [],
  keying: { letters: 40, wrongKeys: 1, timeMs: 30_000, charsPerMinute: 80, accuracy: 0.976 },
});

const report = buildDashboard(
  [
    {
      profile: { id: 'p-hanako01', name: 'はなこ', avatar: 'hero', createdAt: now.toISOString() },
      snapshot: {
        ...emptySnapshot(),
        schoolChecks: [check('2027-05-10T01:00:00.000Z', 9, 'A'), check('2027-10-10T01:00:00.000Z', 13, 'B')],
      },
      problem: null,
      className: '5年1組',
      number: 7,
    },
    {
      profile: { id: 'p-ken00001', name: 'けん', avatar: 'hero', createdAt: now.toISOString() },
      snapshot: emptySnapshot(),
      problem: null,
      className: '5年1組',
      number: 3,
    },
  ],
  { now, className: null, source: 'handin' },
);

describe('SchoolCheckReport', () => {
  it("shows each class's pupils with their change, and the summaries of the class, year and school", () => {
    renderWithProviders(<SchoolCheckReport report={report} onClose={() => {}} onPrint={() => {}} />, {
      store: makeStore(),
    });
    const section = screen.getByRole('region', { name: '5・6ねんせい 5年1組' });
    const row = within(section).getByRole('row', { name: /はなこ/ });
    expect(row.textContent).toContain('14 / 20');
    expect(row.textContent).toContain('+20pt / 0');
    // けん has not taken it: listed in the class, counted in its pupils, with no figures.
    const ken = within(section).getByRole('row', { name: /けん/ });
    expect(ken.textContent).toContain('—');
    const cells = (name: RegExp) =>
      within(screen.getByRole('row', { name }))
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells(/学校全体/).slice(0, 2)).toEqual(['2', '1']);
    expect(cells(/^5・6ねんせい 5年1組/).slice(0, 2)).toEqual(['2', '1']);
    expect(screen.queryByText(/まだ受けていない/)).toBeNull();
  });

  it('saves an Excel-ready CSV under a dated name and says so', () => {
    const save = vi.fn((_file: SavedFile) => {});
    renderWithProviders(
      <SchoolCheckReport report={report} onClose={() => {}} onPrint={() => {}} save={save} />,
      {
        store: makeStore(),
      },
    );
    fireEvent.click(screen.getByRole('button', { name: 'CSV で保存' }));
    const file = save.mock.calls[0]?.[0];
    expect(file?.name).toBe(schoolReportFileName(now));
    expect(String(file?.content).startsWith('\uFEFF学年,組,番号,名前,')).toBe(true);
    expect(String(file?.content)).toContain('5・6ねんせい,5年1組,7,はなこ,');
    expect(screen.getByTestId('school-report-status').textContent).toContain(schoolReportFileName(now));
  });
});
