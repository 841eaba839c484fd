// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  halfAnHourAgo,
  progressWithMissedWednesday,
  storeOnPage,
} from '../../../../tests/support/renderer/features/notebook/testProgress';
import { renderWithProviders } from '../../../../tests/support/renderer/renderWithProviders';
import { MapPage } from '../map/MapPage';

describe('the map’s learning corner', () => {
  it('shows the review forest with today’s due words and each open stage’s mastery', () => {
    const snapshot = progressWithMissedWednesday(halfAnHourAgo());
    const store = storeOnPage('map', {
      ...snapshot,
      stages: { number: { cleared: true, bestRank: 'A', plays: 1, lastPlayedAt: null } },
    });
    renderWithProviders(<MapPage />, { store });
    const forest = screen.getByTestId('review-forest');
    expect(forest.getAttribute('data-due')).toBe('1');
    expect(within(forest).getByRole('button', { name: 'ふくしゅうの森へ' })).toHaveProperty(
      'disabled',
      false,
    );
    // The week stage is not open yet, so its marker shows no bar; the open ones do.
    expect(screen.queryByTestId('mastery-week')).toBeNull();
    expect(screen.getByTestId('mastery-number').querySelector('[data-total="10"]')).not.toBeNull();
    const second = screen.getAllByRole('listitem')[1]?.querySelector('button');
    expect(second?.getAttribute('aria-label')).toContain('おぼえた 0、れんしゅうちゅう 0、ぜんぶで 11');
  });

  it('reaches the notebook from the map', () => {
    const store = storeOnPage('map', progressWithMissedWednesday(halfAnHourAgo()));
    renderWithProviders(<MapPage />, { store });
    fireEvent.click(screen.getByRole('button', { name: 'まちがいノート' }));
    expect(store.getState().page.current).toBe('notebook');
  });
});
