/**
 * The still first paint (docs/decisions/007): on a phone the gateway's page shows the brand's
 * header and, on home, its first banner before any script; the app's code starts once that
 * paint is up, lies invisibly over it, and takes over in the same places. A desktop browser
 * gets the plain page. Per brand, against the built bundle served by the real gateway.
 */
import type { Page, Route } from '@playwright/test';
import { quietPopups, seriousAxeViolations, setup, signInFresh } from './pages/layout.page';
import { readBrand, text } from './support/brand-data';
import { expect, test } from './support/fixtures';

const phoneAgent =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36';
const appEntry = /\/assets\/index-[^/]+\.js$/;

/** Holds the app's entry script until `release()`, so the still can be looked at alone. */
async function holdAppCode(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(appEntry, async (route: Route) => {
    await held;
    await route.continue();
  });
  return release;
}

type Box = { x: number; y: number; width: number; height: number };
function expectSamePlace(still: Box | null, app: Box | null): void {
  expect(still).not.toBeNull();
  expect(app).not.toBeNull();
  for (const key of ['x', 'y', 'width', 'height'] as const)
    expect(Math.abs((still?.[key] ?? 0) - (app?.[key] ?? 0))).toBeLessThanOrEqual(1);
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 412, height: 823 }, hasTouch: true, isMobile: true, userAgent: phoneAgent });
  test.beforeEach(async ({ page }) => quietPopups(page));

  test('home shows the header and first banner before the code, and the app takes over in place', async ({
    page,
    merchant,
  }) => {
    const release = await holdAppCode(page);
    // Not until "load": that waits for the held script.
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const still = page.locator('#still');
    const hero = still.locator('img[data-still-hero]');
    await expect(still).toBeVisible();
    await expect(hero).toBeVisible();
    await expect
      .poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    await expect(page.locator('#root')).toBeHidden();
    const stillBanner = await hero.boundingBox();
    const stillLogo = await still.locator('img.still-logo').boundingBox();

    release();
    const banner = page.getByTestId('banner-image').first();
    await expect(banner).toBeVisible();
    await expect(still).toHaveCount(0);
    await expect(page.locator('#root')).not.toHaveAttribute('data-under-still');
    expectSamePlace(stillBanner, await banner.boundingBox());
    expectSamePlace(stillLogo, await page.getByRole('banner').getByRole('img').first().boundingBox());
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(readBrand(merchant).name);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  test('another page shows the header still, then the page works by touch and keyboard @any-brand', async ({
    page,
    merchant,
  }) => {
    const { catalogue, layout } = setup(page, merchant);
    const release = await holdAppCode(page);
    await page.goto('/sports', { waitUntil: 'domcontentloaded' });
    await expect(page.locator('#still img[data-still-hero].still-logo')).toBeVisible();
    await expect(page.locator('#still .still-banner')).toHaveCount(0);
    release();
    await expect(page.locator('#still')).toHaveCount(0);
    await layout.menuButton.tap();
    await expect(layout.navLink(text(catalogue, 'w_home'))).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(layout.menuButton).toBeFocused();
  });

  test("/promotions: the still draws the first activity's card, and the app draws its banner in the same place", async ({ page, merchant }) => {
    setup(page, merchant);
    const release = await holdAppCode(page);
    await page.goto('/promotions', { waitUntil: 'domcontentloaded' });
    const hero = page.locator('#still .still-card img[data-still-hero]');
    await expect(hero).toBeVisible();
    await expect(page.locator('#still img.still-logo[data-still-hero]')).toHaveCount(0);
    const stillBanner = await hero.boundingBox();
    release();
    const banner = page.getByTestId('activity-card').first().locator('img').first();
    await expect(banner).toBeVisible();
    await expect(page.locator('#still')).toHaveCount(0);
    expectSamePlace(stillBanner, await banner.boundingBox());
  });

  test("a guest on a guarded address: the still draws the login screen's banner, and the login page draws it in the same place @any-brand", async ({ page, merchant }) => {
    setup(page, merchant);
    const release = await holdAppCode(page);
    await page.goto('/pointMall', { waitUntil: 'domcontentloaded' });
    const hero = page.locator('#still .still-login img[data-still-hero]');
    await expect(hero).toBeVisible();
    const stillBanner = await hero.boundingBox();
    release();
    await expect(page).toHaveURL(/\/login\?redirect=%2FpointMall/);
    const banner = page.getByTestId('login-banner');
    await expect(banner).toBeVisible();
    await expect(page.locator('#still')).toHaveCount(0);
    expectSamePlace(stillBanner, await banner.boundingBox());
  });

  test('a member on a guarded address never sees the login banner: the loader drops it, then the signed-in hint keeps it out of the page @any-brand', async ({
    page,
    request,
    merchant,
  }) => {
    setup(page, merchant);
    await signInFresh(page, request, merchant, 0);
    let release = await holdAppCode(page);
    // No hint yet (the session was stored without the app): the page draws the guest's banner
    // and the loader removes it before the app starts.
    const first = await page.goto('/pointMall', { waitUntil: 'domcontentloaded' });
    expect(await first?.text()).toContain('class="still-login"');
    await expect(page.locator('#still img.still-logo')).toBeVisible();
    await expect(page.locator('#still .still-login')).toHaveCount(0);
    release();
    await expect(page.getByTestId('points-balance')).toBeVisible();
    expect((await page.context().cookies()).find((c) => c.name === 'signed-in')?.value).toBe('1');
    await page.unroute(/\/assets\/index-[^/]+\.js$/);
    release = await holdAppCode(page);
    const again = await page.reload({ waitUntil: 'domcontentloaded' });
    expect(await again?.text()).not.toContain('class="still-login"');
    release();
    await expect(page.getByTestId('points-balance')).toBeVisible();
  });

  test("/rng: a guest's still writes the lobby's title and my-games prompt in the page's language, where the lobby then draws them", async ({ page, merchant }) => {
    const { catalogue } = setup(page, merchant);
    const release = await holdAppCode(page);
    await page.goto('/rng', { waitUntil: 'domcontentloaded' });
    const prompt = page.locator('#still .still-notice p');
    await expect(prompt).toHaveText(text(catalogue, 'mygames.sign_in'));
    await expect(page.locator('#still .still-h1')).toHaveText(text(catalogue, 'con_rng'));
    const stillPrompt = await prompt.boundingBox();
    const stillTitle = await page.locator('#still .still-h1').boundingBox();
    release();
    const area = page.getByTestId('member-games');
    await expect(area.getByText(text(catalogue, 'mygames.sign_in'))).toBeVisible();
    await expect(page.locator('#still')).toHaveCount(0);
    expectSamePlace(stillPrompt, await area.getByText(text(catalogue, 'mygames.sign_in')).boundingBox());
    const title = page.getByRole('heading', { level: 1, name: text(catalogue, 'con_rng') });
    expectSamePlace(stillTitle, await title.boundingBox());
  });

  test("/down: the still writes the page's title and lead, where the page then draws them", async ({ page, merchant }) => {
    const { brand, catalogue } = setup(page, merchant);
    const release = await holdAppCode(page);
    await page.goto('/down', { waitUntil: 'domcontentloaded' });
    const title = text(catalogue, 'download.title').replace('{brand}', brand.name);
    await expect(page.locator('#still .still-h1')).toHaveText(title);
    await expect(page.locator('#still .still-lead')).toHaveText(text(catalogue, 'download.lead'));
    const stillTitle = await page.locator('#still .still-h1').boundingBox();
    const stillLead = await page.locator('#still .still-lead').boundingBox();
    release();
    const pageTitle = page.getByRole('heading', { level: 1, name: title });
    await expect(pageTitle).toBeVisible();
    await expect(page.locator('#still')).toHaveCount(0);
    expectSamePlace(stillTitle, await pageTitle.boundingBox());
    expectSamePlace(stillLead, await page.getByTestId('download-page').getByText(text(catalogue, 'download.lead')).boundingBox());
  });

  test('/rng: words the gateway wrote in a language the browser no longer shows are taken down before the code starts @any-brand', async ({ page, merchant }) => {
    const brand = readBrand(merchant);
    const other = brand.supportLanguages.find((code) => code !== brand.defaultLang);
    test.skip(!other, `${merchant} offers one language`);
    setup(page, merchant);
    // The choice is in local storage but its cookie is gone: the gateway writes the default language.
    await page.addInitScript((code) => localStorage.setItem('lang', code), other ?? '');
    const release = await holdAppCode(page);
    const served = await page.goto('/rng', { waitUntil: 'domcontentloaded' });
    expect(await served?.text()).toContain(`data-still-words="${brand.defaultLang}"`);
    await expect(page.locator('#still img.still-logo')).toBeVisible();
    await expect(page.locator('#still .still-words')).toHaveCount(0);
    release();
    await expect(page.locator('html')).toHaveAttribute('lang', /.+/);
    await expect(page.locator('#still')).toHaveCount(0);
  });

  test('the still wears the theme the player chose', async ({ page, merchant }) => {
    const { brand, catalogue, layout } = setup(page, merchant);
    await page.goto('/sports');
    const after = brand.theme.defaultMode === 'dark' ? 'light' : 'dark';
    // On a phone the theme toggle is in the folded menu.
    await layout.menuButton.tap();
    await layout.header.getByRole('button', { name: text(catalogue, 'theme.dark') }).tap();
    await expect(page.locator('html')).toHaveAttribute('data-theme', after);
    const release = await holdAppCode(page);
    await page.reload({ waitUntil: 'domcontentloaded' });
    const background = await page.locator('#still').evaluate((el) => getComputedStyle(el).backgroundColor);
    release();
    await expect(page.locator('#still')).toHaveCount(0);
    const painted = await page
      .locator('body')
      .evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue('--color-background').trim(),
      );
    const expected = brand.theme[after].background;
    expect(painted.toLowerCase()).toBe(expected.toLowerCase());
    // The still painted the same colour (computed as rgb()).
    const hex = expected.replace('#', '');
    const rgb = `rgb(${parseInt(hex.slice(0, 2), 16)}, ${parseInt(hex.slice(2, 4), 16)}, ${parseInt(hex.slice(4, 6), 16)})`;
    expect(background).toBe(rgb);
  });
});

test('a desktop browser gets the plain page: no still @any-brand', async ({ page }) => {
  await quietPopups(page);
  await page.goto('/');
  await expect(page.getByTestId('banner-image').first()).toBeVisible();
  await expect(page.locator('#still')).toHaveCount(0);
  await expect(page.locator('script[data-app-entry]')).toHaveCount(0);
});
