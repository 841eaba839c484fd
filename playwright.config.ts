import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS } from './scripts/chromiumFlags.mjs';

/**
 * Browser for the end-to-end suites: CHROMIUM_PATH, else the system Chromium when present,
 * else the browser installed by `npx playwright install chromium`.
 */
function chromiumExecutable(): string | undefined {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) return fromEnv;
  for (const candidate of ['/usr/bin/chromium', '/usr/bin/chromium-browser']) {
    if (existsSync(candidate)) return candidate;
  }
  return undefined;
}

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // Generous per-test budget for a loaded 2-core machine; every wait inside is on state, not time.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    // Motion is reduced for every suite: screens settle at once, so axe scans and screenshots never
    // catch an element mid-fade. A test about motion itself turns it back on for its own page.
    reducedMotion: 'reduce',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumExecutable(),
      args: [...CHROMIUM_FLAGS],
    },
  },
  projects: [
    { name: 'chromium', testIgnore: [/electron\.spec\.ts$/, /\/web\w*\.spec\.ts$/] },
    { name: 'electron', testMatch: /electron\.spec\.ts$/ },
    // The web edition: the built out/web/ (npm run build:web) over HTTP, with its real service worker.
    { name: 'web', testMatch: /\/web\w*\.spec\.ts$/, use: { locale: 'ja-JP' } },
  ],
});
