// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { emptySnapshot } from '../../../../core/contract';
import {
  halfAnHourAgo,
  progressWithMissedWednesday,
  storeOnPage,
} from '../../../../tests/support/renderer/features/notebook/testProgress';
import { renderWithProviders } from '../../../../tests/support/renderer/renderWithProviders';
import { REVIEW_STAGE_ID } from '../../store';
import { ReviewForestCard } from './ReviewForestCard';

describe('ReviewForestCard', () => {
  it('offers today’s due words as a demon with one HP per word and starts the review battle', () => {
    const store = storeOnPage('map', progressWithMissedWednesday(halfAnHourAgo()));
    renderWithProviders(<ReviewForestCard />, { store });
    const forest = screen.getByTestId('review-forest');
    expect(forest.getAttribute('data-due')).toBe('1');
    expect(forest.textContent).toContain('きょうの ふくしゅう：1 ことば');
    expect(forest.textContent).toContain('HP 1');
    expect(forest.textContent).toContain('Wednesday');
    fireEvent.click(screen.getByRole('button', { name: 'ふくしゅうの森へ' }));
    expect(store.getState().engine.stageId).toBe(REVIEW_STAGE_ID);
    expect(store.getState().engine.run.enemyMaxHp).toBe(1);
    expect(store.getState().page.current).toBe('typing');
  });

  it('is empty and says so when nothing is due, with its button disabled', () => {
    const store = storeOnPage('map', emptySnapshot());
    renderWithProviders(<ReviewForestCard />, { store });
    expect(screen.getByText('きょう ふくしゅうする ことばは ないよ').getAttribute('role')).toBe('status');
    expect(screen.getByTestId('review-forest').getAttribute('data-due')).toBe('0');
    expect(screen.getByRole('button', { name: 'ふくしゅうの森へ' })).toHaveProperty('disabled', true);
  });

  it('opens the notebook and the progress page', () => {
    const store = storeOnPage('map', emptySnapshot());
    renderWithProviders(<ReviewForestCard />, { store });
    fireEvent.click(screen.getByRole('button', { name: 'まちがいノート' }));
    expect(store.getState().page.current).toBe('notebook');
    fireEvent.click(screen.getByRole('button', { name: 'きろく' }));
    expect(store.getState().page.current).toBe('progress');
  });
});
