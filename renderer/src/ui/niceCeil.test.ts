import { describe, expect, it } from 'vitest';
import { niceCeil } from './niceCeil';

describe('niceCeil', () => {
  it('rounds an axis top up to 1, 2 or 5 times a power of ten', () => {
    expect([0.3, 1, 1.2, 3, 7, 10, 11, 386, 772, 2001].map(niceCeil)).toEqual([
      0.5, 1, 2, 5, 10, 10, 20, 500, 1000, 5000,
    ]);
    expect(niceCeil(0)).toBe(1);
    expect(niceCeil(Number.NaN)).toBe(1);
  });
});
