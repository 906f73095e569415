/**
 * The login and register pages show their banner groups (§3 "Announcement response: banners
 * (groupName such as w_home, w_login, w_register, w_forget)"), per demo brand, in the language
 * on screen, as the gateway answers them.
 */
import type { AnnouncementResponse } from '../../schemas/content';
import { gatewayValue } from './pages/home.page';
import { skipAnnouncementPopup } from './pages/modal.page';
import { readBrand } from './support/brand-data';
import { expect, test } from './support/fixtures';

test.beforeEach(async ({ page }) => {
  await skipAnnouncementPopup(page);
});

for (const { route, group, pageId } of [
  { route: '/login', group: 'w_login', pageId: 'login-page' },
  { route: '/register', group: 'w_register', pageId: 'register-page' },
]) {
  test(`${route} shows its banner group ${group} @any-brand`, async ({ page, merchant }) => {
    const lang = readBrand(merchant).defaultLang;
    const answer = await gatewayValue<AnnouncementResponse>(page, merchant, `/wps/relay/MCSFE_getListAnnouncements?lang=${lang}&platform=W&types=B&groups=${group}`);
    const banner = answer.banners.find((b) => b.groupName === group);
    if (!banner) throw new Error(`${merchant} has no ${group} banner`);
    await page.goto(route);
    const image = page.getByTestId(pageId).getByRole('img', { name: banner.title, exact: true });
    await expect(image).toBeVisible();
    await expect(image).toHaveAttribute('src', banner.url);
    // Loaded, at its own proportions (the page reserved its space).
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const box = await image.boundingBox();
    expect(Math.abs((box?.width ?? 0) / (box?.height ?? 1) - banner.width / banner.height)).toBeLessThan(0.05);
  });
}
