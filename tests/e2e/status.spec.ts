/**
 * §2.2 whole-page replacements: switching the merchant's status in the database (as an
 * operator would) replaces the page with maintenance (end time in the player's zone, named;
 * customer service) or the blocked-region page (visitor IP). Needs the PostgreSQL database of
 * the global setup; without one it fails with the reason.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import pg from 'pg';
import { StatusPage } from './pages/status.page';
import { readBrand, readCatalogue } from './support/brand-data';
import { expect, gatewayPort, test } from './support/fixtures';

const endTime = '2030-01-02T03:04:00.000Z';
const playerZone = 'Asia/Taipei'; // 11:04 there

test.use({ timezoneId: playerZone });

let client: pg.Client | null = null;

test.beforeAll(async () => {
  const url = process.env.E2E_DATABASE_URL;
  if (!url)
    throw new Error(process.env.E2E_DATABASE_PROBLEM ?? 'E2E_DATABASE_URL is not set by the global setup');
  client = new pg.Client({ connectionString: url });
  await client.connect();
});

test.afterAll(async () => {
  await client?.end();
});

async function setStatus(
  merchant: string,
  status: 0 | 1 | 2,
  maintenanceEnd: string | null = null,
): Promise<void> {
  if (!client) throw new Error('no database connection');
  const result = await client.query(
    'UPDATE merchants SET status = $1, maintenance_end = $2, updated_at = now() WHERE code = $3',
    [status, maintenanceEnd, merchant],
  );
  expect(result.rowCount, `merchant ${merchant} has a row`).toBe(1);
}

/** Leaves the merchant normal, and waits out the gateway's short config cache so later tests see it. */
test.afterEach(async ({ merchant }) => {
  await setStatus(merchant, 0);
  const url = `http://127.0.0.1:${gatewayPort()}/wps/system/permission`;
  await expect
    .poll(async () => {
      const res = await fetch(url, { headers: { merchant } });
      const body = (await res.json()) as { value?: { status?: number } };
      return body.value?.status;
    })
    .toBe(0);
});

/** The gateway caches merchant configuration briefly: reload until the page shows `heading`. */
async function reloadUntil(page: Page, check: () => Promise<void>): Promise<void> {
  await expect(async () => {
    await page.goto('/');
    await check();
  }).toPass({ timeout: 15_000, intervals: [300, 500, 1000] });
}

async function seriousAxeViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help}`);
}

test('maintenance replaces the page: end time in the player zone, customer service @any-brand', async ({
  page,
  merchant,
}) => {
  const brand = readBrand(merchant);
  const catalogue = readCatalogue(brand.defaultLang);
  const status = new StatusPage(page);
  await setStatus(merchant, 1, endTime);
  await reloadUntil(page, () =>
    expect(status.heading(catalogue, 'maintenance.title')).toBeVisible({ timeout: 2000 }),
  );

  await expect(page.getByRole('navigation')).toHaveCount(0);
  await expect(status.endTime).toContainText('11:04');
  await expect(status.endTime).toContainText(playerZone);
  await expect(status.endTime.locator('time')).toHaveAttribute('datetime', endTime);

  const button = status.customerServiceButton(catalogue);
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  const links = status.customerServiceLinks();
  await expect(links).toHaveCount(brand.customerService.length);
  for (const [i, cs] of brand.customerService.entries()) {
    await expect(links.nth(i)).toHaveAttribute('href', cs.url);
    await expect(links.nth(i)).toContainText(cs.handle);
  }
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.screenshot({ path: `test-results/screenshots/${merchant}-maintenance.png` });

  await setStatus(merchant, 1, null);
  await reloadUntil(page, () =>
    expect(status.endTime).toHaveText(catalogue['maintenance.until_unknown'] ?? '', { timeout: 2000 }),
  );
});

test('a region restriction shows the blocked page with the visitor IP @any-brand', async ({ page, merchant }) => {
  const catalogue = readCatalogue(readBrand(merchant).defaultLang);
  const status = new StatusPage(page);
  await setStatus(merchant, 2);
  await reloadUntil(page, () =>
    expect(status.heading(catalogue, 'blocked.title')).toBeVisible({ timeout: 2000 }),
  );
  await expect(status.visitorIp).toContainText('127.0.0.1');
  await expect(page.getByRole('navigation')).toHaveCount(0);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.screenshot({ path: `test-results/screenshots/${merchant}-blocked.png` });

  await setStatus(merchant, 0);
  await reloadUntil(page, () =>
    expect(page.getByRole('heading', { level: 1 })).toHaveText(readBrand(merchant).name, { timeout: 2000 }),
  );
});
