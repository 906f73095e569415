/**
 * The layout on a phone (§2.3, ≤ 480 px, touch), per brand against the real gateway.
 */
import {} from '../../schemas/languages';
import { quietPopups, seriousAxeViolations, setup, signInFresh } from './pages/layout.page';
import { text } from './support/brand-data';
import { expect, test } from './support/fixtures';

test.beforeEach(async ({ page }) => {
  await quietPopups(page);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

  test('the mobile layout (375 px) folds the navigation into an accessible menu', async ({
    page,
    merchant,
  }) => {
    const { catalogue, layout } = setup(page, merchant);
    await layout.goto('/');
    await expect(layout.nav).toBeHidden();
    await expect(layout.rightBar).toBeHidden();
    await layout.menuButton.tap();
    await expect(layout.nav).toBeVisible();
    await expect(layout.closeMenuButton).toHaveAttribute('aria-expanded', 'true');
    // Focus moved into the menu, to its first link.
    await expect(layout.navLink(text(catalogue, 'w_home'))).toBeFocused();
    await page.screenshot({ path: `test-results/screenshots/${merchant}-mobile-menu.png`, fullPage: false });
    expect(await seriousAxeViolations(page)).toEqual([]);

    // A category's vendors open by touch inside the menu.
    const toggle = layout.nav.getByRole('button').first();
    await toggle.tap();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect((await layout.controlled(toggle)).getByRole('link').first()).toBeVisible();
    await toggle.tap();

    await page.keyboard.press('Escape');
    await expect(layout.nav).toBeHidden();
    await expect(layout.menuButton).toBeFocused();

    await layout.menuButton.tap();
    await layout.navLink(text(catalogue, 'w_download')).tap();
    await expect(page).toHaveURL(/\/down$/);
    await expect(layout.nav).toBeHidden();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, 'nothing overflows the 375 px viewport').toBeLessThanOrEqual(375);
  });

  test('the logged-in header fits a 375 px screen @any-brand', async ({ page, merchant, request }) => {
    const { catalogue, layout } = setup(page, merchant);
    await signInFresh(page, request, merchant, 0, { balanceMinor: 9_876_543_210, unread: 120 });
    await layout.goto('/live');
    await expect(page.getByTestId('balance')).toBeVisible();
    await expect(
      layout.header.getByRole('link', { name: text(catalogue, 'header.withdraw') }),
    ).toBeInViewport();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, 'nothing overflows the 375 px viewport').toBeLessThanOrEqual(375);
    await page.screenshot({ path: `test-results/screenshots/${merchant}-mobile-member.png` });
  });
});
