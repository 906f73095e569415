/**
 * The first screen travels in the page (docs/decisions/007-first-screen-in-the-page.md): a visit
 * to home paints the brand without asking the gateway for the permission answer, the vendor
 * menus or the banners; a page that arrives without that data (an old cache, a proxy that
 * strips it) still boots by asking, as before.
 */
import { apiPaths } from '../../schemas/api-paths';
import { firstScreenElementId } from '../../schemas/first-screen';
import { withoutFirstScreenData } from './pages/first-screen.page';
import { HomePage } from './pages/home.page';
import { readBrand } from './support/brand-data';
import { expect, test } from './support/fixtures';

const firstScreenCalls: readonly string[] = [apiPaths.permission, apiPaths.gameMenus, apiPaths.announcements];

function isFirstScreenCall(url: string, banners: boolean): boolean {
  const { pathname, searchParams } = new URL(url);
  if (pathname === apiPaths.announcements) return banners && searchParams.get('groups') === 'w_home';
  return firstScreenCalls.includes(pathname);
}

test('home paints the brand with no round trip for its permission, menus or banners @any-brand', async ({ page, merchant }) => {
  const asked: string[] = [];
  page.on('request', (r) => {
    if (isFirstScreenCall(r.url(), true)) asked.push(r.url());
  });
  const home = new HomePage(page);
  await home.goto();
  await expect(home.heading).toHaveText(readBrand(merchant).name);
  await expect(page.getByTestId('banner-image').first()).toBeVisible();
  // The data was read once and taken out of the page.
  await expect(page.locator(`#${firstScreenElementId}`)).toHaveCount(0);
  expect(asked).toEqual([]);
});

test('a page without the first screen data boots by asking the gateway @any-brand', async ({ page, merchant }) => {
  await withoutFirstScreenData(page, merchant);
  const asked: string[] = [];
  page.on('request', (r) => {
    if (isFirstScreenCall(r.url(), false)) asked.push(new URL(r.url()).pathname);
  });
  const home = new HomePage(page);
  await home.goto();
  await expect(home.heading).toHaveText(readBrand(merchant).name);
  expect(asked).toContain(apiPaths.permission);
  expect(asked).toContain(apiPaths.gameMenus);
});

test('/promotions lists its promotions with no round trip for them @any-brand', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname === apiPaths.announcements && url.searchParams.get('types') === 'PR') asked.push(r.url());
  });
  await page.goto('/promotions');
  await expect(page.getByRole('main')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(asked).toEqual([]);
});
