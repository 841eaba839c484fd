// Mutation testing for the typing engine, the input adapter and the selectors: a benchmark of how well
// their tests notice a changed line, run by `npm run bench:mutation` (never by `npm test`).
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts', related: false },
  coverageAnalysis: 'perTest',
  mutate: [
    'renderer/src/engine/**/*.ts',
    '!renderer/src/engine/**/*.test.ts',
    'renderer/src/input/{attachInputAdapter,keyToInput,normalizeChar}.ts',
    'renderer/src/store/{selectors,sound,reviewSelectors}.ts',
  ],
  // Only the renderer, the contract and test support are needed to run these tests; skipping the
  // manual and build output keeps the sandbox copy quick.
  ignorePatterns: [
    '/out',
    '/dist',
    '/build',
    '/manual',
    '/coverage',
    '/test-results',
    '/tests/e2e',
    '/resources',
  ],
  tempDirName: 'test-results/stryker-tmp',
  reporters: ['clear-text', 'progress', 'json', 'html'],
  jsonReporter: { fileName: 'test-results/mutation/mutation.json' },
  htmlReporter: { fileName: 'test-results/mutation/index.html' },
  // Two workers fit the two-core laptops the school uses; more only contend.
  concurrency: 2,
  thresholds: { high: 90, low: 80, break: null },
};
