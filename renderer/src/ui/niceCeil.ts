/** The smallest of 1, 2, 5 or 10 times a power of ten that is at least `value` (a tidy axis top). */
export function niceCeil(value: number): number {
  if (!(value > 0)) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  for (const step of [1, 2, 5, 10]) if (step * power >= value - 1e-9) return step * power;
  return 10 * power;
}
