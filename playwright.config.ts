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
const exclusiveSpecs = ['status.spec.ts', 'register.spec.ts', 'console.spec.ts'];

/**
 * Tests tagged @any-brand check behaviour no brand setting changes (keyboard paths, modal
 * mechanics, guards, caches, timers): they run once, on the first demo brand, not once per brand.
 * Everything a brand's files or modules can change (its theme, fields, modules, channels, axe on
 * its palette) still runs on every brand.
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
  projects: demoBrands.flatMap(brandProjects),
});
