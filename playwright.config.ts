// Playwright: `e2e` drives Chromium against web mode (test/e2e); `electron` drives the
// real app with _electron where an Electron binary is installed (test/electron) and
// otherwise skips, saying why.
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './test/e2e/chromium';

export default defineConfig({
  // A committed test.only would silently shrink the suite to one test: refuse it always.
  forbidOnly: true,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  outputDir: 'test-results/playwright',
  globalSetup: './test/e2e/global-setup.ts',
  reporter: [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? 'test-results/e2e.json' }]],
  use: {
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions(),
    // No traces: several runs share test-results/, and a run that starts wipes the
    // artifacts folder under another run's live trace recording.
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'e2e', testDir: 'test/e2e' },
    { name: 'electron', testDir: 'test/electron' },
    // Screenshots to look at by hand (test/shots): only when MC_SHOTS names their folder, so never in `npm test`.
    ...(process.env.MC_SHOTS ? [{ name: 'shots', testDir: 'test/shots' }] : []),
  ],
});
