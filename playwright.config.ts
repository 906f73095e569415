/**
 * End-to-end tests: the built bundle (dist/) served by the real gateway, started once by the
 * global setup on a free port against a fresh database. One project per demo brand; each
 * project's pages are opened on the brand's own host (<merchant>.localhost, in the brand's
 * domain table), so the gateway picks the merchant exactly as it does in production.
 */
import { defineConfig } from '@playwright/test';
import type { E2eOptions } from './tests/e2e/support/fixtures';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const demoBrands = ['aurora', 'tigerbay', 'oasis'] as const;

export default defineConfig<E2eOptions>({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './tests/e2e/support/global-setup.ts',
  outputDir: 'test-results/e2e-artifacts',
  // The status spec switches a merchant's status in the shared database: one test at a time.
  workers: 1,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    browserName: 'chromium',
    headless: true,
    launchOptions: { executablePath: '/usr/bin/chromium', args: chromiumArgs },
    viewport: { width: 1280, height: 800 },
    locale: 'en-US',
    timezoneId: 'UTC',
    // Tracing costs about 40% of the run on a 2-core machine: on demand (E2E_TRACE=1).
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
  },
  projects: demoBrands.map((merchant) => ({ name: merchant, use: { merchant } })),
});
