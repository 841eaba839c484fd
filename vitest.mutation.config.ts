import { defineConfig } from 'vitest/config';
import base from './vitest.config';

// Mutation testing (`npm run bench:mutation`) runs tests once per mutant, so it runs only the tests
// beside the mutated modules: the engine, the input adapter and the store. Screens' tests would also
// kill some mutants but take ten times as long on a two-core school laptop.
export default defineConfig({
  ...base,
  // Stryker runs the tests in a copy of the project whose node_modules is a link to this one's; the
  // word bank's pictures are imported from there, outside the copy's root.
  server: { ...base.server, fs: { strict: false } },
  test: {
    ...base.test,
    include: [
      'renderer/src/engine/**/*.test.ts',
      'renderer/src/input/**/*.test.{ts,tsx}',
      'renderer/src/store/**/*.test.ts',
    ],
    coverage: { enabled: false },
    // Instrumented code runs several times slower, and Stryker runs two copies at once: a test that
    // takes a second here must not count as failed in the dry run.
    testTimeout: 30_000,
  },
});
