// How the Node benchmarks time a piece of work: a warm-up call, then each call timed on its own.
import { performance } from 'node:perf_hooks';

/** The timings (ms, sorted, fastest first) of `runs` calls of `fn`, after one warm-up call. */
export async function timings(runs, fn) {
  await fn();
  const times = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await fn();
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b);
}

/** The median of sorted timings. */
export const median = (sorted) => sorted[Math.floor(sorted.length / 2)];
/** The 95th percentile of sorted timings (the worst of fewer than twenty). */
export const p95 = (sorted) => sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)];
/** The slowest of sorted timings. */
export const worst = (sorted) => sorted[sorted.length - 1];
