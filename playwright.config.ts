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

/**
 * Specs that change a merchant-wide setting in the shared database (its status, its modules or
 * field rules, a game's maintenance): each runs alone for its brand, after that brand's other
 * specs and one after the other, while other brands' specs go on in parallel.
 */
const exclusiveSpecs = ['status.spec.ts', 'register.spec.ts', 'console.spec.ts', 'console-merchants.spec.ts', 'console-rules.spec.ts', 'console-money.spec.ts', 'console-content.spec.ts'];

/**
 * Tests tagged @any-brand run once, on the first demo brand (which turns every module on), not
 * once per brand: the flows and mechanics no brand setting changes (money, agents, contracts,
 * sign-in and reset flows, keyboard paths, caches, timers). What a brand's files or modules do
 * change runs on every brand: axe and screenshots on its palette, its texts, fields, channels,
 * languages and fonts, manifest, and every test that skips by brand data (docs/decisions/056).
 */
const anyBrandTag = /@any-brand/;

function brandProjects(merchant: (typeof demoBrands)[number]) {
  const grepInvert = merchant === demoBrands[0] ? undefined : anyBrandTag;
  const chain = exclusiveSpecs.map((spec, i) => ({
    name: `${merchant}:${spec.replace(/\.spec\.ts$/, '')}`,
    testMatch: `**/${spec}`,
    dependencies: [i === 0 ? merchant : `${merchant}:${exclusiveSpecs[i - 1]?.replace(/\.spec\.ts$/, '')}`],
    grepInvert,
    use: { merchant },
  }));
  const ignored = exclusiveSpecs.map((spec) => `**/${spec}`);
  return [{ name: merchant, testIgnore: ignored, grepInvert, use: { merchant } }, ...chain];
}

export default defineConfig<E2eOptions>({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './tests/e2e/support/global-setup.ts',
  outputDir: 'test-results/e2e-artifacts',
  // Three workers on two cores: many tests wait on the page or a timer (carousel, countdowns),
  // and a third worker fills that time (fresh clone: 17.0 min with two, 14.8 with three). Specs
  // that change merchant-wide state still run alone per brand (exclusiveSpecs).
  workers: Number(process.env.E2E_WORKERS ?? 3),
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // 60 s: an axe run or a sign-in flow takes 10–15 s alone and three times that on a busy 2-core CI.
  timeout: 60_000,
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
    // The Lite app's service worker fetches scripts itself, out of page.route's sight, so tests
    // that hold or fail a script (first paint, load failures) would race it. Blocked everywhere
    // but lite-app.spec.ts, which tests the worker itself.
    serviceWorkers: 'block',
  },
  projects: demoBrands.flatMap(brandProjects),
});
