import { defineConfig } from '@playwright/test';

const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-quic',
    '--no-first-run',
  ],
};
/**
 * Most files run in Debian's Chromium headless shell (Playwright's own default for headless runs):
 * the same engine without the full browser's compositor and services, about 15% less CPU over the
 * browser tests on this 2-core machine. Files that need what only the full browser has run in it:
 * Background Sync (the shell turns it off) and the camera's permission errors as users meet them.
 */
const FULL_BROWSER_FILES = ['**/field-background-sync.e2e.ts', '**/field-scan.e2e.ts'];
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/** Browser tests: Debian's Chromium against the built app served by the local twin (see web/e2e/global-setup.ts). */
export default defineConfig({
  testDir: 'web/e2e',
  testMatch: '**/*.e2e.ts',
  globalSetup: './web/e2e/global-setup.ts',
  // One twin serves every file; files side by side, a file's tests in order. Each test makes its
  // own data. Three workers on the 2-core machine: a test waits on the app (its polls, debounces,
  // requests) much of the time, and two workers kept the cores 78% busy over the 191 tests (8.4
  // min); three 91% (7.0 min); four 96% (6.8 min, more tests waiting on a busy core).
  fullyParallel: false,
  workers: 3,
  // On CI a failed test runs once more: a file of 159 tests on a loaded 2-core machine has shown a
  // rare click that did not take, never reproduced in repeated runs. A pass on the retry is still
  // reported as 'flaky' in the output (and counted in the session note); two failures fail the run.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: 'test-results',
  use: {
    baseURL: process.env.AC_E2E_BASE_URL,
    screenshot: 'only-on-failure',
    trace: 'off',
    viewport: { width: 1400, height: 900 },
    // Cloudscape skips its transitions under prefers-reduced-motion: less to paint, and nothing for
    // Playwright's stability checks to wait out.
    reducedMotion: 'reduce',
    launchOptions,
  },
  projects: [
    {
      name: 'headless shell',
      testIgnore: FULL_BROWSER_FILES,
      use: { launchOptions: { ...launchOptions, executablePath: HEADLESS_SHELL } },
    },
    { name: 'chromium', testMatch: FULL_BROWSER_FILES },
  ],
});
