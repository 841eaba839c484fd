// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../tests/support/renderer/renderWithProviders';
import { makeStore, pageChanged } from '../../store';
import { ManualLink, manualAddress } from './ManualLink';

describe('ManualLink', () => {
  it('links the title screen to <base>manual/ in a new tab, and is gone once the game starts', () => {
    const store = makeStore(undefined, { timer: false });
    renderWithProviders(<ManualLink shown />, { store });
    const link = screen.getByRole('link', { name: 'マニュアル（せんせい・おうちの かたへ）' });
    expect(link.getAttribute('href')).toBe(manualAddress());
    expect(link.getAttribute('target')).toBe('_blank');
    // Outside the screens' landmarks, the link is in a named landmark of its own.
    expect(screen.getByRole('navigation', { name: 'マニュアル' }).contains(link)).toBe(true);
    act(() => {
      store.dispatch(pageChanged('map'));
    });
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('is not offered in the desktop app, whose Help menu opens the manual', () => {
    renderWithProviders(<ManualLink />);
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('puts the manual beside the game under any base path', () => {
    expect(manualAddress('/typing-game/')).toBe('/typing-game/manual/');
    expect(manualAddress('/school/kotoba/')).toBe('/school/kotoba/manual/');
  });
});
