import { mulberry32 } from './mulberry32';

const TWO_POW_32 = 0x1_0000_0000;

/**
 * An unbiased integer in [0, bound) from a 32-bit source, by rejection sampling
 * (draws that would favour low numbers are thrown away).
 */
export function randomBelow(next: () => number, bound: number): number {
  if (!Number.isInteger(bound) || bound <= 0 || bound > TWO_POW_32) {
    throw new RangeError(`bound must be an integer in 1..2^32, got ${bound}`);
  }
  const limit = TWO_POW_32 - (TWO_POW_32 % bound);
  let draw = next();
  while (draw >= limit) draw = next();
  return draw % bound;
}

/**
 * Order: a copy of `items` shuffled by Fisher–Yates with a seeded generator, so one seed always
 * replays one order. The input array is not changed.
 */
export function shuffle<T>(items: readonly T[], seed: number): T[] {
  const out = items.slice();
  const next = mulberry32(seed);
  for (let i = out.length - 1; i > 0; i--) {
    const j = randomBelow(next, i + 1);
    const tmp = out[i] as T;
    out[i] = out[j] as T;
    out[j] = tmp;
  }
  return out;
}
