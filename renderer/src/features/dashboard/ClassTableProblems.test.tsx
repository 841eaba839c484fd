// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type DashboardPupil, progressProblemCodeSchema } from '../../../../core/contract';
import { damagedPupil } from '../../../../tests/support/core/dashboard/reportRows';
import { renderWithProviders } from '../../../../tests/support/renderer/renderWithProviders';
import { en, ja, type Language, progressProblemKey } from '../../i18n';
import { makeStore } from '../../store';
import { ClassTable } from './ClassTable';

/** One pupil whose progress could not be read for each reason, each with a detail of its own. */
const unreadable: DashboardPupil[] = progressProblemCodeSchema.options.map((code, index) => ({
  ...damagedPupil(`Pupil ${index + 1}`),
  id: `p-${code}`,
  problem: { code, detail: `E${index}X` },
}));

function table(language: Language, pupils: readonly DashboardPupil[] = unreadable) {
  const store = makeStore(undefined, { timer: false });
  const preloadedState = { settings: { ...store.getState().settings, language } };
  renderWithProviders(
    <ClassTable
      pupils={pupils}
      sort={{ key: 'name', direction: 'ascending' }}
      onSort={() => {}}
      onOpenPupil={() => {}}
    />,
    { preloadedState },
  );
}

const rowOf = (id: string) => {
  const row = screen.getByTestId('dashboard-pupils').querySelector(`tr[data-pupil-id="${id}"]`);
  if (!(row instanceof HTMLElement)) throw new Error(`no row for ${id}`);
  return row;
};

describe('the class list’s pupils whose progress could not be read', () => {
  it('tells each reason in the teacher’s Japanese, with the technical detail beneath it', () => {
    table('ja');
    unreadable.forEach((pupil, index) => {
      const code = pupil.problem?.code ?? 'unreadable';
      const cell = within(rowOf(pupil.id)).getByText(`読めませんでした：${ja[progressProblemKey(code)]}`);
      expect(within(cell).getByTestId('technical-detail').textContent).toBe(`技術的な詳細：E${index}X`);
      // Apart from the detail (the system's own words, for IT), no Latin word reaches the teacher.
      const sentence = (cell.firstChild?.textContent ?? '').replace(/PC/g, '');
      expect(sentence, code).not.toMatch(/[A-Za-z]{2,}/);
    });
  });

  it('tells each reason in English for an English-speaking teacher', () => {
    table('en');
    for (const pupil of unreadable) {
      const code = pupil.problem?.code ?? 'unreadable';
      expect(
        within(rowOf(pupil.id)).getByText(`Could not be read: ${en[progressProblemKey(code)]}`),
      ).toBeTruthy();
    }
  });

  it('gives each reason its own sentence, so no two codes read alike', () => {
    for (const messages of [ja, en]) {
      const sentences = progressProblemCodeSchema.options.map((code) => messages[progressProblemKey(code)]);
      expect(new Set(sentences).size).toBe(sentences.length);
    }
  });

  it('shows no technical line when there is no detail', () => {
    table('ja', [{ ...damagedPupil('Mio'), problem: { code: 'damaged' } }]);
    const cell = within(rowOf('p-mio000')).getByText('読めませんでした：記録が壊れています。');
    expect(within(cell).queryByTestId('technical-detail')).toBeNull();
  });
});
