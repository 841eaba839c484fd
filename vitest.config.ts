import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { kotobaBank } from './scripts/bank/vitePlugin';

const root = import.meta.dirname;

export default defineConfig({
  // The word bank is served as built for the game: readings generated, pictures as asset URLs.
  plugins: [react(), kotobaBank(resolve(root, 'core/bank'))],
  resolve: {
    // The real `electron` module downloads a binary on import; main-process services are tested
    // against a small stand-in that provides only what they use (app paths, ipc event shapes).
    alias: { electron: resolve(root, 'tests/stubs/electron.ts') },
  },
  test: {
    include: [
      'core/**/*.test.ts',
      'electron/**/*.test.ts',
      'renderer/**/*.test.{ts,tsx}',
      'manual/**/*.test.ts',
      'scripts/**/*.test.ts',
      'tests/unit/**/*.test.ts',
      'tests/support/**/*.test.ts',
    ],
    environment: 'node',
    // Every wait inside a test is on state, never on time; this only bounds a test that hangs. The
    // default 5 s is shorter than a 25-word placement quest typed key by key takes on a 2-core
    // machine with two other programs at full load.
    testTimeout: 30_000,
    hookTimeout: 30_000,
    setupFiles: ['tests/support/testingLibraryTimeouts.ts'],
    server: { deps: { inline: ['electron-store', 'conf'] } },
    coverage: {
      provider: 'v8',
      reportsDirectory: resolve(root, 'coverage'),
      reporter: ['text-summary', 'html', 'json-summary'],
      include: ['core/**/*.ts', 'electron/**/*.ts', 'renderer/src/**/*.{ts,tsx}'],
      // Helpers only tests and benches use live in tests/support, outside the app's folders and its figures.
      exclude: ['**/*.test.*', '**/*.stories.tsx', '**/*.d.ts', 'tests/support/**'],
    },
  },
});
