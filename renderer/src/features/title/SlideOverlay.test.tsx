// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SlideOverlay } from './SlideOverlay';

function stubReducedMotion(reduce: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia;
}

describe('SlideOverlay', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    stubReducedMotion(false);
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('does not sweep over the first screen', () => {
    render(<SlideOverlay screenKey="title" />);
    expect(screen.queryByTestId('slide-overlay')).toBeNull();
  });

  it('sweeps once when the screen changes and is gone within 600 ms', () => {
    const { rerender } = render(<SlideOverlay screenKey="title" />);
    rerender(<SlideOverlay screenKey="map" />);
    const overlay = screen.getByTestId('slide-overlay');
    expect(overlay.className).toContain('kq-slide-slide');
    expect(overlay.getAttribute('aria-hidden')).toBe('true');
    act(() => {
      vi.advanceTimersByTime(600);
    });
    expect(screen.queryByTestId('slide-overlay')).toBeNull();
  });

  it('never lasts longer than 600 ms even when asked to', () => {
    const { rerender } = render(<SlideOverlay screenKey="a" durationMs={5000} />);
    rerender(<SlideOverlay screenKey="b" durationMs={5000} />);
    expect(screen.getByTestId('slide-overlay').style.animationDuration).toBe('600ms');
  });

  it('fades instead of sliding under prefers-reduced-motion', () => {
    stubReducedMotion(true);
    const { rerender } = render(<SlideOverlay screenKey="map" />);
    rerender(<SlideOverlay screenKey="typing" />);
    expect(screen.getByTestId('slide-overlay').className).toContain('kq-slide-fade');
  });
});
