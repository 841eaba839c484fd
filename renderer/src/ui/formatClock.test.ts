import { describe, expect, it } from 'vitest';
import { formatClock, toSeconds } from './formatClock';

describe('formatClock', () => {
  it.each([
    [0, '0:00'],
    [999, '0:00'],
    [1000, '0:01'],
    [83_000, '1:23'],
    [600_000, '10:00'],
    [-5, '0:00'],
  ])('shows %d ms as %s', (ms, text) => {
    expect(formatClock(ms)).toBe(text);
  });

  it('rounds per-question times to a tenth of a second', () => {
    expect(toSeconds(2340)).toBe(2.3);
    expect(toSeconds(2360)).toBe(2.4);
    expect(toSeconds(-1)).toBe(0);
  });
});
