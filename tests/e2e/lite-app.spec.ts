/**
 * The Lite app (issue 20, docs/decisions/053) on each demo brand's own host: the manifest and
 * service worker pass Chromium's installability check; offline, a page load shows the brand's
 * offline page; with the worker installed and controlling the page, a balance changed elsewhere
 * is seen at once on the next load (the worker never keeps an API answer or a page); the worker's
 * cache holds hashed build files and the offline page only.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { chromiumArgs } from '../../playwright.config';
import { apiPaths } from '../../schemas/api-paths';
import type { WalletBalanceAnswer } from '../../schemas/wallet';
import { findSlot, playOneRound } from './pages/game.page';
import { launchUrl, MemberPage } from './pages/member.page';
import { signInFresh } from './pages/layout.page';
import { brandOrigin, expect, gatewayPort, test } from './support/fixtures';

// The worker is this spec's subject (playwright.config.ts blocks it everywhere else).
test.use({ serviceWorkers: 'allow' });

/** Waits until the Lite worker is active and controls the page (a reload after its first install). */
async function workerInControl(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null)).toMatch(/\/sw\.js$/);
}

/** Every URL the Lite caches hold. */
async function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) urls.push(`${name} ${new URL(request.url).pathname}${new URL(request.url).search}`);
    }
    return urls;
  });
}

test('the manifest and the worker pass Chromium’s installability check', async ({ merchant }) => {
  // Chromium refuses installs in incognito windows, which a default test context is: a profile on disk.
  const profile = mkdtempSync(path.join(tmpdir(), 'portico-lite-profile-'));
  const context = await chromium.launchPersistentContext(profile, { executablePath: '/usr/bin/chromium', args: chromiumArgs, headless: true, baseURL: brandOrigin(merchant) });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.addInitScript(() => sessionStorage.setItem('popupClosed:anonymous', '1'));
    await page.goto('/');
    await workerInControl(page);
    const cdp = await context.newCDPSession(page);
    const manifest = (await cdp.send('Page.getAppManifest')) as { url: string; errors: unknown[] };
    expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);
    expect(manifest.errors).toEqual([]);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    // Node cannot resolve <merchant>.localhost (Chromium can): the page asks.
    const name = await page.evaluate(async () => ((await (await fetch('/manifest.webmanifest')).json()) as { name: string }).name);
    expect(name).toBe(new MemberPage(page, merchant).brand.name);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test('offline, a page load shows the brand’s offline page; online again, the site @any-brand', async ({ page, merchant, context, consoleGuard }) => {
  consoleGuard.allow(/ERR_INTERNET_DISCONNECTED/);
  await page.goto('/');
  await workerInControl(page);
  await context.setOffline(true);
  try {
    await page.goto('/promotions');
    const offline = page.getByTestId('lite-offline');
    await expect(offline).toBeVisible();
    await expect(offline).toContainText(new MemberPage(page, merchant).brand.name);
    await expect(offline.getByRole('link')).toHaveAttribute('href', '/');
  } finally {
    await context.setOffline(false);
  }
  await page.goto('/');
  await expect(page.getByTestId('lite-offline')).toHaveCount(0);
  await expect(page.locator('#root header, #root [role="banner"]').first()).toBeVisible();
});

test('with the worker installed a balance changed elsewhere shows at once, and nothing but build files and the offline page is cached', async ({ page, request, merchant }) => {
  const m = new MemberPage(page, merchant);
  test.skip(!m.brand.wallet?.single, 'a demo round moves the main wallet on single-wallet brands only');
  const session = await signInFresh(page, request, merchant, 0, { balanceMinor: 100_000 });
  await page.goto('/');
  await workerInControl(page);
  await expect(m.balance).toContainText(m.money(100_000));

  // Elsewhere (another tab): a demo-game round moves the main wallet through the ledger.
  const game = await findSlot(request, merchant, (g) => g.supportPlay === 1 && !g.maintenance);
  const other = await page.context().newPage();
  await other.goto(await launchUrl(request, merchant, session.token, game));
  await playOneRound(other);
  const answer = await request.get(`http://127.0.0.1:${gatewayPort()}${apiPaths.balance}`, { headers: { merchant, authorization: `Bearer ${session.token}` } });
  const now = ((await answer.json()) as { value: WalletBalanceAnswer }).value.balanceMinor;
  await other.close();
  await page.reload();
  await expect(m.balance).toContainText(m.money(now));

  const urls = await cachedUrls(page);
  expect(urls.length).toBeGreaterThan(1);
  for (const entry of urls) expect(entry).toMatch(/^portico-lite-[0-9a-f]{16} (\/assets\/[^/?]+|\/lite\/offline)$/);
});
