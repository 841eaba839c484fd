import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';

const root = resolve(import.meta.dirname, '..', '..');

// The packaging checks run electron-builder, so they get their own run with a long time limit:
// `npx vitest run --config tests/packaging/vitest.config.ts` (after the app and the manual are built).
export default defineConfig({
  root,
  test: {
    include: ['tests/packaging/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
