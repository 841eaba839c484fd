// @vitest-environment jsdom
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type AppSnapshot, type Attempt, emptySnapshot } from '../../../../core/contract';
import {
  halfAnHourAgo,
  outcomeOf,
  progressWithMissedWednesday,
  storeOnPage,
} from '../../../../tests/support/renderer/features/notebook/testProgress';
import { renderWithProviders } from '../../../../tests/support/renderer/renderWithProviders';
import { updateSettings } from '../../store';
import { recordStage } from '../../store/recordStage';
import { NotebookPage } from './NotebookPage';

/** The Wednesday progress plus a later stage where color was missed once and then cleared as "colour". */
function progressWithMissedColour(atIso: string): AppSnapshot {
  const attempt: Attempt = {
    at: atIso,
    stageId: 'e34',
    mode: 'battle',
    victory: true,
    accuracy: 0.9,
    keysPerMinute: 80,
    timeMs: 30_000,
    rank: 'A',
    maxCombo: 0,
    missed: ['color'],
  };
  return recordStage(progressWithMissedWednesday(atIso), {
    stageId: 'e34',
    atIso,
    attempt,
    expGain: 10,
    day: atIso.slice(0, 10),
    outcomes: [
      outcomeOf('color', 'いろ', 'e34', {
        mistakes: 1,
        wrongKeys: { 'r→x': 1 },
        wrongAttempts: ['colox'],
        typedAs: 'colour',
        recallSuccess: false,
      }),
    ],
  });
}

describe('NotebookPage', () => {
  it('lists each missed word with what was typed, how often, the confused keys and the next review', () => {
    const store = storeOnPage('notebook', progressWithMissedWednesday(halfAnHourAgo()));
    renderWithProviders(<NotebookPage />, { store });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('まちがいノート');
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 }));
    const rows = within(screen.getByTestId('notebook-table')).getAllByRole('row');
    expect(rows).toHaveLength(2);
    const row = rows[1]!;
    expect(row.getAttribute('data-word')).toBe('Wednesday');
    expect(row.textContent).toContain('Wens');
    expect(row.textContent).toContain('1 / 1 かい');
    expect(row.textContent).toContain('d の かわりに n（2かい）');
    // Forgotten half an hour ago: its ten-minute relearning step is over, so it is due now.
    expect(row.textContent).toContain('いま');
    expect(screen.queryByText('Monday')).toBeNull();
  });

  it('says when a word was last typed in another accepted form, in either language', () => {
    const store = storeOnPage('notebook', progressWithMissedColour(halfAnHourAgo()));
    renderWithProviders(<NotebookPage />, { store });
    const rows = within(screen.getByTestId('notebook-table')).getAllByRole('row');
    const colour = rows.find((r) => r.getAttribute('data-word') === 'color');
    expect(within(colour!).getByTestId('notebook-typed-as').textContent).toBe(
      'colour と うった（どちらも せいかい）',
    );
    const wednesday = rows.find((r) => r.getAttribute('data-word') === 'Wednesday');
    expect(within(wednesday!).queryByTestId('notebook-typed-as')).toBeNull();
    act(() => {
      store.dispatch(updateSettings({ language: 'en' }));
    });
    expect(screen.getByTestId('notebook-typed-as').textContent).toBe('You typed: colour (also correct)');
  });

  it('draws the confused keys on the keyboard picture with a title and a description', () => {
    renderWithProviders(<NotebookPage />, {
      store: storeOnPage('notebook', progressWithMissedWednesday(halfAnHourAgo())),
    });
    const keyboard = screen.getByTestId('jis-keyboard');
    expect(screen.getByRole('img', { name: 'まちがえやすい キー' })).toBe(keyboard);
    expect(keyboard.querySelector('desc')?.textContent).toContain('d の かわりに n（2かい）');
    const kinds = [...keyboard.querySelectorAll('[data-kind]')]
      .filter((g) => g.getAttribute('data-kind') !== 'plain')
      .map((g) => `${g.textContent}:${g.getAttribute('data-kind')}`)
      .sort();
    // d was wanted (twice typed n), n was wanted once (typed s): n is both wanted and typed.
    expect(kinds).toEqual(['D:expected', 'N:both', 'S:typed']);
    expect(keyboard.querySelectorAll('line.kq-keyboard-arrow')).toHaveLength(2);
  });

  it('"battle these words" starts a practice stage of the notebook words', () => {
    const store = storeOnPage('notebook', progressWithMissedWednesday(halfAnHourAgo()));
    renderWithProviders(<NotebookPage />, { store });
    fireEvent.click(screen.getByRole('button', { name: 'この ことばと たたかう' }));
    expect(store.getState().page.current).toBe('typing');
    expect(store.getState().engine.stageId).toBe('practice');
    expect(store.getState().engine.run.questions.map((q) => q.en)).toEqual(['Wednesday']);
  });

  it('says so when nothing was missed, speaks English when chosen, and Escape returns to the map', () => {
    const store = storeOnPage('notebook', emptySnapshot());
    store.dispatch(updateSettings({ language: 'en' }));
    renderWithProviders(<NotebookPage />, { store });
    expect(screen.getByText('No missed words yet. Great job!').getAttribute('role')).toBe('status');
    expect(screen.queryByRole('button', { name: 'Battle these words' })).toBeNull();
    fireEvent.keyDown(screen.getByRole('heading', { level: 1 }), { key: 'Escape' });
    expect(store.getState().page.current).toBe('map');
  });
});
