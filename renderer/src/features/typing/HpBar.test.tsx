// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../tests/support/renderer/renderWithProviders';
import { HpBar } from './HpBar';

describe('HpBar', () => {
  it('is a meter with its value, minimum, maximum and a readable text', () => {
    renderWithProviders(<HpBar label="ゆうしゃの HP" value={30} max={120} tone="player" />);
    const meter = screen.getByRole('meter', { name: 'ゆうしゃの HP' });
    expect(meter.getAttribute('aria-valuenow')).toBe('30');
    expect(meter.getAttribute('aria-valuemin')).toBe('0');
    expect(meter.getAttribute('aria-valuemax')).toBe('120');
    expect(meter.getAttribute('aria-valuetext')).toBe('30 / 120');
  });

  it('keeps the value inside 0..max and marks low HP by level, not colour alone', () => {
    const { container } = renderWithProviders(<HpBar label="HP" value={-5} max={40} tone="enemy" />);
    expect(screen.getByRole('meter').getAttribute('aria-valuenow')).toBe('0');
    expect(container.querySelector('.hp-bar')?.getAttribute('data-level')).toBe('low');
  });

  it('fills in proportion to the HP left', () => {
    const { container } = renderWithProviders(<HpBar label="HP" value={75} max={100} tone="enemy" />);
    expect((container.querySelector('.hp-bar-fill') as HTMLElement).style.transform).toBe('scaleX(0.75)');
    expect(container.querySelector('.hp-bar')?.getAttribute('data-level')).toBe('high');
  });
});
