import { describe, expect, it } from 'vitest';
import { daysBetween, endOfLocalDay, localDay } from './localDay';

const JST = 540;

describe('local days', () => {
  it('names the player’s local date, not the UTC date', () => {
    expect(localDay(new Date('2026-03-01T16:30:00Z'), JST)).toBe('2026-03-02');
    expect(localDay(new Date('2026-03-01T14:59:00Z'), JST)).toBe('2026-03-01');
    expect(localDay(new Date('2026-03-01T16:30:00Z'), 0)).toBe('2026-03-01');
  });

  it('ends the day at local midnight', () => {
    expect(endOfLocalDay(new Date('2026-03-02T01:00:00Z'), JST).toISOString()).toBe(
      '2026-03-02T15:00:00.000Z',
    );
    expect(endOfLocalDay(new Date('2026-03-02T23:59:00Z'), 0).toISOString()).toBe('2026-03-03T00:00:00.000Z');
  });

  it('counts calendar days between two instants', () => {
    expect(daysBetween(new Date('2026-03-02T14:00:00Z'), new Date('2026-03-02T16:00:00Z'), JST)).toBe(1);
    expect(daysBetween(new Date('2026-03-02T14:00:00Z'), new Date('2026-03-02T16:00:00Z'), 0)).toBe(0);
    expect(daysBetween(new Date('2026-03-05T00:00:00Z'), new Date('2026-03-02T00:00:00Z'), 0)).toBe(-3);
  });
});
