/**
 * The layout's game navigation (§2.3), per brand against the real gateway: Home and the
 * categories with vendors, vendor drop menus by keyboard and mouse, customer service, category
 * pages, and accessibility of home with a drop menu open and of a category page.
 */
import { dropMenuMaxVendors } from '../../schemas/compile-navigation';
import {
  expectedNavigation,
  navLabel,
  quietPopups,
  seriousAxeViolations,
  setup,
  vendorMenus,
} from './pages/layout.page';
import { text } from './support/brand-data';
import { expect, test } from './support/fixtures';

test.beforeEach(async ({ page }) => {
  await quietPopups(page);
});

test('the navigation lists Home and exactly the categories with vendors, per brand', async ({
  page,
  merchant,
  request,
}) => {
  const { brand, catalogue, layout } = setup(page, merchant);
  const items = expectedNavigation(brand, await vendorMenus(request, merchant));
  await layout.goto('/');
  await expect
    .poll(() => layout.categoryLinkNames())
    .toEqual(items.map((i) => navLabel(catalogue, i, items)));
  const keys = items.map((i) => i.key);
  expect(keys[0]).toBe('HOME');
  // The demo brands differ (brand files): tigerbay offers no in-house games, oasis no cockfight.
  if (merchant === 'tigerbay') expect(keys).not.toContain('INHOUSE');
  if (merchant === 'oasis') expect(keys).not.toContain('COCKFIGHT');
  if (merchant === 'aurora') expect(keys).toEqual(expect.arrayContaining(['INHOUSE', 'COCKFIGHT']));
  for (const key of ['w_promotions', 'w_join', 'w_sponsor', 'w_download'])
    await expect(layout.navLink(text(catalogue, key))).toBeVisible();
});

test('a drop menu opens from the keyboard with at most 12 vendors, and Escape closes it @any-brand', async ({
  page,
  merchant,
  request,
}) => {
  const { brand, catalogue, layout } = setup(page, merchant);
  const items = expectedNavigation(brand, await vendorMenus(request, merchant));
  const slots = items.find((i) => i.key === 'RNG');
  expect(slots, 'every demo brand has slots').toBeDefined();
  if (!slots) return;
  await layout.goto('/');
  const toggle = layout.dropToggle(navLabel(catalogue, slots, items));
  const panel = await layout.controlled(toggle);
  await expect(panel).toBeHidden();

  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(panel).toBeVisible();
  const links = panel.getByRole('link');
  await expect(links).toHaveCount(Math.min(dropMenuMaxVendors, slots.vendors.length));
  expect(await links.count()).toBeLessThanOrEqual(12);
  await expect(links.first()).toHaveText(slots.vendors[0]?.displayName ?? '');

  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(toggle).toBeFocused();

  await page.keyboard.press('ArrowDown');
  await expect(panel).toBeVisible();
  await expect(links.first()).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(
    new RegExp(`/gameListCenter/${slots.vendors[0]?.vassalage.toLowerCase()}/rng$`),
  );
  await expect(layout.vendorTiles()).toHaveCount(1);
  await expect(panel).toBeHidden();
});

test('hovering a category opens its drop menu; a vendor leads to its filtered category page @any-brand', async ({
  page,
  merchant,
  request,
}) => {
  const { brand, catalogue, layout } = setup(page, merchant);
  const items = expectedNavigation(brand, await vendorMenus(request, merchant));
  const live = items.find((i) => i.key === 'LIVE');
  if (!live) throw new Error('every demo brand has live casino');
  await layout.goto('/');
  const label = navLabel(catalogue, live, items);
  const panel = await layout.controlled(layout.dropToggle(label));
  await layout.navLink(label).hover();
  await expect(panel).toBeVisible();
  const vendor = live.vendors[1] ?? live.vendors[0];
  await panel.getByRole('link', { name: vendor?.displayName, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/live\\?vendor=${vendor?.vassalage}$`));
  await expect(layout.heading).toHaveText(text(catalogue, 'con_live'));
  await expect(layout.vendorTiles()).toHaveCount(1);
  await expect(layout.vendorTiles().first()).toContainText(vendor?.displayName ?? '');
  const filter = layout.main.getByRole('navigation', { name: text(catalogue, 'games.vendors_nav') });
  await expect(filter.getByRole('link', { name: vendor?.displayName, exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await filter.getByRole('link', { name: text(catalogue, 'games.all_vendors') }).click();
  await expect(layout.vendorTiles()).toHaveCount(live.vendors.length);
});

test('customer service lists the brand channels', async ({ page, merchant }) => {
  const { brand, catalogue, layout } = setup(page, merchant);
  await layout.goto('/');
  const button = layout.header.getByRole('button', { name: text(catalogue, 'cs.button') });
  await button.click();
  const panel = await layout.controlled(button);
  await expect(panel.getByRole('link')).toHaveCount(brand.customerService.length);
  for (const cs of brand.customerService)
    await expect(panel.locator(`a[href="${cs.url}"]`)).toHaveAttribute('target', '_blank');
});

test('category pages list their vendors as tiles, with maintenance marked and an empty state @any-brand', async ({
  page,
  merchant,
  request,
}) => {
  const { brand, catalogue, layout } = setup(page, merchant);
  const vendors = await vendorMenus(request, merchant);
  // /rng is the game lobby (lobby.spec.ts); the live centre lists its vendors as tiles.
  await layout.goto('/live');
  await expect(layout.vendorTiles()).toHaveCount(vendors.filter((v) => v.gameType === 'LIVE').length);
  const icon = layout.vendorTiles().first().locator('img');
  await expect(icon).toHaveAttribute('width', '96');
  await expect(icon).toHaveAttribute('height', '96');

  // In-house for a brand without it (tigerbay), cockfight for a brand without it (oasis).
  const missing = !brand.inHouse ? '/inHouse' : brand.cockfightGames.length === 0 ? '/cockfight' : null;
  if (missing) {
    await layout.goto(missing);
    await expect(layout.main.getByText(text(catalogue, 'games.empty'))).toBeVisible();
    await expect(layout.vendorTiles()).toHaveCount(0);
  }
  await layout.goto('/hot');
  await expect(layout.vendorTiles()).toHaveCount(vendors.length);
  for (const v of vendors.filter((vendor) => vendor.maintenance))
    await expect(layout.main.locator(`[data-vendor="${v.vassalage}"]`)).toContainText(
      text(catalogue, 'games.maintenance'),
    );
  await page.screenshot({ path: `test-results/screenshots/${merchant}-hot.png` });
});

test('home with a drop menu open has no serious accessibility violations', async ({
  page,
  merchant,
  request,
}) => {
  const { brand, catalogue, layout } = setup(page, merchant);
  const items = expectedNavigation(brand, await vendorMenus(request, merchant));
  const first = items[1];
  if (!first) throw new Error('no category in the navigation');
  await layout.goto('/');
  const toggle = layout.dropToggle(navLabel(catalogue, first, items));
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(await layout.controlled(toggle)).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.screenshot({ path: `test-results/screenshots/${merchant}-drop-menu.png` });
});

test('a category page has no serious accessibility violations', async ({ page, merchant }) => {
  const { layout } = setup(page, merchant);
  await layout.goto('/live');
  await expect(layout.vendorTiles().first()).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.screenshot({ path: `test-results/screenshots/${merchant}-live.png`, fullPage: true });
});
