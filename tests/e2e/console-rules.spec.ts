/**
 * Registration rules and system status from the console (issue 18, docs/decisions/046), against
 * the real gateway, on PostgreSQL with two instances and on embedded PGlite (fixtures.ts
 * deployments), players' pages loaded from every instance: the demo owner raises aurora's username minimum in
 * the rules editor (the preview judges a sample as the gateway will), publishes, and the player's
 * /register refuses a username that was long enough before; then puts aurora in maintenance with
 * a message, the player page shows it, and lifts it. axe finds nothing serious or critical on
 * either console page. Everything is put back at the end, whatever failed.
 *
 * It changes aurora's rules and status: it runs alone for aurora (playwright.config.ts
 * exclusiveSpecs) and once (@any-brand).
 */
import fs from 'node:fs';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import type { MerchantRegisterRulesAnswer, MerchantStatusAnswer } from '../../schemas/console';
import { RegisterPage } from './pages/register.page';
import { StatusPage } from './pages/status.page';
import { readCatalogue, text } from './support/brand-data';
import {
  anonymousPopupFlag,
  brandOrigin,
  deployment,
  deploymentNames,
  expect,
  test,
  type Deployment,
} from './support/fixtures';
import { expectNoSeriousAxe } from './support/axe';
import { freshStaffCode } from './support/staff-code';

const merchant = 'aurora';
const en = readCatalogue('EN');
const t = (key: string): string => text(en, key);
const owner = (
  JSON.parse(fs.readFileSync('docs/demo-accounts.json', 'utf8')) as {
    staff: { username: string; password: string; totpSecret: string }[];
  }
).staff[0];
if (!owner) throw new Error('docs/demo-accounts.json has no staff');
const signedOutProbe = /Failed to load resource: the server responded with a status of 401\b/;

/** The deployment under test (set by each test before anything else). */
let current: Deployment | null = null;

function consoleUrl(path = ''): string {
  if (!current) throw new Error('no deployment chosen');
  return `http://127.0.0.1:${current.consolePort}/console${path}`;
}

/** A player's page on one instance of the deployment (its own context: the brand's host and that port). */
async function playerOn(browser: Browser, port: number): Promise<Page> {
  const context = await browser.newContext({ baseURL: brandOrigin(merchant, port), locale: 'en-US' });
  const page = await context.newPage();
  await page.addInitScript((key) => sessionStorage.setItem(key, '1'), anonymousPopupFlag);
  return page;
}

async function signIn(page: Page): Promise<void> {
  await page.goto(consoleUrl());
  const form = page.getByRole('form', { name: t('console.sign_in.title') });
  await form.getByLabel(t('console.sign_in.username')).fill(owner?.username ?? '');
  await form.getByLabel(t('console.sign_in.password')).fill(owner?.password ?? '');
  await form.getByLabel(t('console.sign_in.code')).fill(await freshStaffCode(owner?.totpSecret ?? ''));
  await form.getByRole('button', { name: t('console.sign_in.submit') }).click();
  await expect(page.getByTestId('signed-in-staff')).toContainText(owner?.username ?? '');
}

/** A console call with the page's session (the API the pages use). */
async function consoleApi<T>(
  context: BrowserContext,
  method: 'GET' | 'PUT',
  path: string,
  data?: unknown,
): Promise<T> {
  const me = await context.request.get(consoleUrl('/api/me'));
  const csrf = ((await me.json()) as { value: { csrfToken: string } }).value.csrfToken;
  const res = await context.request.fetch(consoleUrl(`/api${path}`), {
    method,
    headers: { 'x-csrf-token': csrf },
    ...(data === undefined ? {} : { data }),
  });
  expect(res.status(), `${method} ${path}`).toBe(200);
  return ((await res.json()) as { value: T }).value;
}

for (const deploymentName of deploymentNames) {
  test(`@any-brand ${deploymentName}: the owner raises the username minimum and players on every instance are held to it; maintenance is put on and lifted`, async ({
    page,
    browser,
    consoleGuard,
  }) => {
    const d = deployment(deploymentName);
    test.skip(
      !d,
      `${deploymentName} is not running here (the e2e global setup starts it when PostgreSQL answers)`,
    );
    if (!d) return;
    current = d;
    test.setTimeout(180_000);
    consoleGuard.allow(signedOutProbe);
    // The two refused publishes below (a pattern that does not compile, a bad CIDR range) are 400s by design.
    consoleGuard.allow(/Failed to load resource: the server responded with a status of 400\b/);
    await signIn(page);
    const context = page.context();
    const rulesBefore = await consoleApi<MerchantRegisterRulesAnswer>(
      context,
      'GET',
      `/merchants/${merchant}/register-rules`,
    );
    const statusBefore = await consoleApi<MerchantStatusAnswer>(
      context,
      'GET',
      `/merchants/${merchant}/status`,
    );
    expect(rulesBefore.rules.username).toMatchObject({ minLength: 6, maxLength: 16 });
    const nav = page.getByRole('navigation', { name: t('console.nav.label') });

    const playerPages = await Promise.all(d.ports.map((port) => playerOn(browser, port)));
    try {
      // The rules editor: the compiled form judges a 7-character username as the gateway does.
      await nav.getByRole('link', { name: t('console.nav.register_rules') }).click();
      await expect(page).toHaveURL(consoleUrl(`/register-rules/${merchant}`));
      const preview = page.getByTestId('form-preview');
      const sample = preview.locator('[data-preview-field="username"]');
      await sample.getByRole('textbox').fill('abc1234');
      await expect(sample.locator('[data-verdict]')).toHaveAttribute('data-verdict', 'ok');
      await expectNoSeriousAxe(page, 'rules page');

      await page.getByRole('spinbutton', { name: 'username: min length', exact: true }).fill('8');
      await expect(sample.locator('[data-verdict]')).toHaveAttribute('data-verdict', 'minLength');
      await page.getByRole('button', { name: t('console.rules.publish') }).click();
      await expect(page.getByRole('status').filter({ hasText: t('console.rules.published') })).toBeVisible();
      // A pattern that cannot compile is refused at its cell; nothing is published.
      const own = page.getByRole('textbox', { name: 'nickname: own pattern', exact: true });
      await own.fill('^[a-z');
      await page.getByRole('button', { name: t('console.rules.publish') }).click();
      await expect(page.locator('#rule-nickname-acceptedPattern-problem')).toHaveText(
        t('console.rules.problem.pattern_invalid'),
      );
      await expect(own).toHaveAttribute('aria-invalid', 'true');
      await expectNoSeriousAxe(page, 'rules page with a refused publish');
      await page.getByRole('button', { name: t('console.rules.discard') }).click();

      // The player's /register on the next load holds the new minimum, on every instance.
      for (const playerPage of playerPages) {
        const reg = new RegisterPage(playerPage, merchant);
        await expect(async () => {
          await reg.gotoPage();
          await reg.chooseMode('register', { register: true, registerMobile: true });
          await reg.field('register', 'register.field.username').fill('abc1234');
          await reg.submit('register').click();
          await expect(reg.errorOf('register', 'username')).toHaveText(
            reg.t('register.error.length_range', { min: 8, max: 16 }),
            { timeout: 3000 },
          );
        }).toPass({ timeout: 20_000 });
      }

      // System status: maintenance now, with a message; the player page shows it.
      await nav.getByRole('link', { name: t('console.nav.status') }).click();
      await expect(page).toHaveURL(consoleUrl(`/status/${merchant}`));
      await expect(page.getByTestId('status-now')).toHaveText(t('console.status.now_0'));
      await expectNoSeriousAxe(page, 'status page');
      await page.getByRole('radio', { name: t('console.status.maintenance_now') }).check();
      await page.getByLabel('Message for players (English)').fill('Back at noon with new games');
      await page.getByLabel(t('console.status.ranges')).fill('10.0.0.0/33');
      await page.getByRole('button', { name: t('console.status.publish') }).click();
      await expect(page.locator('#region-ranges-problem')).toContainText('10.0.0.0/33');
      await page.getByLabel(t('console.status.ranges')).fill('');
      await expectNoSeriousAxe(page, 'status page with a draft');
      await page.getByRole('button', { name: t('console.status.publish') }).click();
      await expect(page.getByTestId('status-now')).toHaveText(t('console.status.now_1'));

      const player = new RegisterPage(page, merchant).catalogue;
      for (const playerPage of playerPages) {
        const status = new StatusPage(playerPage);
        await expect(async () => {
          await playerPage.goto('/');
          await expect(status.heading(player, 'maintenance.title')).toBeVisible({ timeout: 3000 });
        }).toPass({ timeout: 20_000 });
        await expect(playerPage.getByTestId('maintenance-message')).toHaveText('Back at noon with new games');
      }

      // Lifted: the player page is the portal again.
      await page.getByRole('radio', { name: t('console.status.maintenance_off') }).check();
      await page.getByRole('button', { name: t('console.status.publish') }).click();
      await expect(page.getByTestId('status-now')).toHaveText(t('console.status.now_0'));
      for (const playerPage of playerPages) {
        await expect(async () => {
          await playerPage.goto('/');
          await expect(playerPage.getByRole('banner')).toBeVisible({ timeout: 3000 });
        }).toPass({ timeout: 20_000 });
        await expect(new StatusPage(playerPage).heading(player, 'maintenance.title')).toHaveCount(0);
      }
    } finally {
      await Promise.all(playerPages.map((p) => p.context().close()));
      await consoleApi(context, 'PUT', `/merchants/${merchant}/register-rules`, { rules: rulesBefore.rules });
      await consoleApi(context, 'PUT', `/merchants/${merchant}/status`, {
        maintenance: statusBefore.maintenance,
        region: statusBefore.region,
      });
    }
  });
}
