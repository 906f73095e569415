/**
 * Smoke: each demo brand boots from the one bundle into its own name, logo, language and
 * theme; language and theme choices persist; pages are accessible, log no console error and
 * violate no CSP (the console guard in fixtures.ts checks every test).
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { LangCode } from '../../schemas/languages';
import { withoutFirstScreenData } from './pages/first-screen.page';
import { HomePage } from './pages/home.page';
import { readBrand, readCatalogue, text } from './support/brand-data';
import { brandOrigin, expect, test } from './support/fixtures';

/** The demo contract, stated literally (the brand files must keep it). */
const demo: Record<string, { lang: string; mode: 'light' | 'dark'; home: string }> = {
  aurora: { lang: 'zh-TW', mode: 'light', home: '首頁' },
  tigerbay: { lang: 'en', mode: 'dark', home: 'Home' },
  oasis: { lang: 'en', mode: 'light', home: 'Home' },
};

async function seriousAxeViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

test('home shows the brand, its default language and its default theme', async ({ page, merchant }) => {
  const brand = readBrand(merchant);
  const catalogue = readCatalogue(brand.defaultLang);
  const home = new HomePage(page);
  await home.goto();

  await expect(home.heading).toHaveText(brand.name);
  await expect(page).toHaveTitle(brand.name);
  await home.expectLanguage(brand.defaultLang);
  await expect(home.navLink(catalogue, 'w_home')).toHaveAttribute('aria-current', 'page');
  for (const key of ['w_promotions', 'w_join', 'w_download'])
    await expect(home.navLink(catalogue, key)).toBeVisible();
  expect(await home.themeMode()).toBe(brand.theme.defaultMode);

  const logo =
    brand.theme.defaultMode === 'dark' && brand.theme.logoDark ? brand.theme.logoDark : brand.theme.logo;
  await expect(home.heroLogo).toHaveAttribute('src', `/brands/${merchant}/${logo}`);
  await home.expectLogoLoaded(home.heroLogo);
  await expect(home.languageSelect.locator('option')).toHaveCount(brand.supportLanguages.length);
  for (const code of brand.supportLanguages)
    await expect(home.languageSelect.locator(`option[value="${code}"]`)).toHaveCount(1);

  const expected = demo[merchant];
  if (expected) {
    await expect(home.html).toHaveAttribute('lang', expected.lang);
    await expect(home.navLink(catalogue, 'w_home')).toHaveText(expected.home);
    expect(await home.themeMode()).toBe(expected.mode);
  }
  await page.screenshot({ path: `test-results/screenshots/${merchant}-home.png`, fullPage: true });
});

test('a picked language applies at once and survives a reload @any-brand', async ({ page, merchant }) => {
  const brand = readBrand(merchant);
  const target: LangCode = brand.supportLanguages.includes('AR')
    ? 'AR'
    : (brand.supportLanguages.find((c) => c !== brand.defaultLang) ?? brand.defaultLang);
  const catalogue = readCatalogue(target);
  const home = new HomePage(page);
  await home.goto();

  await home.chooseLanguage(target);
  await expect(home.navLink(catalogue, 'w_home')).toHaveText(text(catalogue, 'w_home'));
  await page.reload();
  await expect(home.heading).toBeVisible();
  await home.expectLanguage(target);
  await expect(home.navLink(catalogue, 'w_home')).toBeVisible();
  expect(await page.evaluate(() => [localStorage.getItem('lang'), localStorage.getItem('hisLang')])).toEqual([
    target,
    target,
  ]);
  if (target === 'AR') {
    await expect(home.html).toHaveAttribute('dir', 'rtl');
    await page.screenshot({ path: `test-results/screenshots/${merchant}-home-ar.png`, fullPage: true });
  }
});

test('the language selector works from the keyboard @any-brand', async ({ page, merchant }) => {
  const brand = readBrand(merchant);
  const home = new HomePage(page);
  await home.goto();
  const next = brand.supportLanguages[brand.supportLanguages.indexOf(brand.defaultLang) + 1];
  expect(next, 'the demo brands offer a second language after their default').toBeDefined();
  await home.languageSelect.focus();
  await page.keyboard.press('ArrowDown');
  if (next) await home.expectLanguage(next);
});

test('the theme toggle switches light and dark, by keyboard too, and remembers the choice @any-brand', async ({
  page,
  merchant,
}) => {
  const brand = readBrand(merchant);
  const catalogue = readCatalogue(brand.defaultLang);
  const home = new HomePage(page);
  await home.goto();
  const toggle = home.themeToggle(catalogue);
  const before = brand.theme.defaultMode;
  const after = before === 'dark' ? 'light' : 'dark';
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const firstBackground = await background();

  await toggle.focus();
  await page.keyboard.press('Space');
  await expect(home.html).toHaveAttribute('data-theme', after);
  await expect(toggle).toHaveAttribute('aria-pressed', String(after === 'dark'));
  expect(await background()).not.toBe(firstBackground);
  expect(await seriousAxeViolations(page)).toEqual([]);

  await page.reload();
  await expect(home.heading).toBeVisible();
  await expect(home.html).toHaveAttribute('data-theme', after);
  await page.screenshot({ path: `test-results/screenshots/${merchant}-home-${after}.png` });
});

test('a first visit follows a system that asks for dark @any-brand', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ colorScheme: 'dark', baseURL });
  const home = new HomePage(await context.newPage());
  await home.goto();
  expect(await home.themeMode()).toBe('dark');
  await context.close();
});

test('home has no serious or critical accessibility violations', async ({ page }) => {
  const home = new HomePage(page);
  await home.goto();
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test('every brand is served the same bundle files @any-brand', async ({ page }) => {
  const home = new HomePage(page);
  const files: string[][] = [];
  for (const merchant of Object.keys(demo)) {
    await home.goto(`${brandOrigin(merchant)}/`);
    await expect(home.heading).toHaveText(readBrand(merchant).name);
    files.push(await home.bundleFiles());
  }
  expect(files[0]?.some((f) => /^\/assets\/index-[\w-]+\.js$/.test(f))).toBe(true);
  for (const list of files) expect(list).toEqual(files[0]);
});

test('an address without a page shows NotFound with a way home @any-brand', async ({ page, merchant }) => {
  const catalogue = readCatalogue(readBrand(merchant).defaultLang);
  const home = new HomePage(page);
  await home.goto('/no-such-page');
  await expect(home.heading).toHaveText(text(catalogue, 'notfound.title'));
  await page
    .getByRole('main')
    .getByRole('link', { name: text(catalogue, 'notfound.home') })
    .click();
  await expect(page).toHaveURL(/\/$/);
  await expect(home.heading).toHaveText(readBrand(merchant).name);
});

test('home answers at its aliases @any-brand', async ({ page, merchant }) => {
  const home = new HomePage(page);
  for (const alias of ['/index', '/index.html', '/home']) {
    await home.goto(alias);
    await expect(home.heading).toHaveText(readBrand(merchant).name);
  }
});

test('a failed permission call offers Retry, and Retry boots the app @any-brand', async ({
  page,
  merchant,
  consoleGuard,
}) => {
  consoleGuard.allow(/Failed to load resource|ERR_FAILED/);
  let failing = true;
  await withoutFirstScreenData(page, merchant);
  await page.route('**/wps/system/permission**', (route) =>
    failing ? route.abort('failed') : route.continue(),
  );
  await page.goto('/');
  const english = readCatalogue('EN'); // the context's language is en-US and nothing is stored yet
  await expect(page.getByRole('heading', { name: text(english, 'error.network') })).toBeVisible();
  failing = false;
  await page.getByRole('button', { name: text(english, 'action.retry') }).click();
  await expect(new HomePage(page).heading).toHaveText(readBrand(merchant).name);
});
