// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../tests/support/renderer/renderWithProviders';
import { ImeBanner } from './ImeBanner';

describe('ImeBanner', () => {
  it('names the key the device has', () => {
    const { unmount } = renderWithProviders(<ImeBanner visible keys="eisu" />);
    expect(screen.getByTestId('ime-banner').textContent).toContain('半角英数にしてね（英数キー）');
    unmount();
    renderWithProviders(<ImeBanner visible keys="touch" />);
    const banner = screen.getByTestId('ime-banner');
    expect(banner.textContent).toContain('えいごの キーボードに してね');
    expect(banner.textContent).not.toContain('半角/全角');
  });

  it('names the 半角/全角 key on a PC by default', () => {
    renderWithProviders(<ImeBanner visible />);
    expect(screen.getByTestId('ime-banner').textContent).toContain('半角/全角キー');
  });

  it('keeps its slot but shows nothing while English input is on', () => {
    renderWithProviders(<ImeBanner visible={false} />);
    expect(screen.queryByTestId('ime-banner')).toBeNull();
    expect(screen.getByRole('alert')).toBeTruthy();
  });
});
