/**
 * /down (§2.7, §9) for each demo brand: two QR codes of 130 px (iOS profile and Android
 * package), the web-access host (the Android URL without scheme and path), the install guide
 * with 5 iOS, 3 Lite and 3 Android slides shown one at a time (§2.1 "iOS/Lite/Android install
 * guides"), by mouse and keyboard; axe-clean. Home's app download QR codes take the §9 default
 * size (200).
 */
import { DownloadPage } from './pages/download.page';
import { must, seriousAxeViolations } from './pages/home.page';
import { skipAnnouncementPopup } from './pages/modal.page';
import { readBrand, readCatalogue, text } from './support/brand-data';
import { expect, test } from './support/fixtures';

test.beforeEach(async ({ page }) => {
  await skipAnnouncementPopup(page);
});

test('/down shows the iOS and Android QR codes at 130 px and the web-access host @any-brand', async ({
  page,
  merchant,
}) => {
  const brand = readBrand(merchant);
  const down = new DownloadPage(page, readCatalogue(brand.defaultLang));
  await down.goto();

  await expect(down.qrCodes).toHaveCount(2);
  for (const key of ['download.ios', 'download.android'] as const) {
    const qr = down.qrFor(key);
    await expect(qr).toBeVisible();
    await expect(qr.locator('svg path').first()).toBeAttached();
    const box = await qr.boundingBox();
    expect(box?.width).toBe(130);
    expect(box?.height).toBe(130);
  }
  const android = must(
    brand.resources.find((r) => r.resourceType === 'Android'),
    'an Android resource',
  );
  const expectedHost = android.url.replace(/^https?:\/\//, '').replace(/\/.*$/, '');
  await expect(down.webHost).toHaveText(expectedHost);
  await expect(down.webHost).not.toContainText('/');
  await expect(
    page.getByRole('main').getByRole('link', { name: text(down.catalogue, 'download.get_ios') }),
  ).toHaveAttribute(
    'href',
    must(
      brand.resources.find((r) => r.resourceType === 'MOBILECONFIG'),
      'an iOS resource',
    ).url,
  );
});

test('the install guide shows 5 iOS, 3 Lite and 3 Android slides, one at a time, Lite beside iOS and Android @any-brand', async ({
  page,
  merchant,
}) => {
  const down = new DownloadPage(page, readCatalogue(readBrand(merchant).defaultLang));
  await down.goto();
  await down.guideButton.click();
  await expect(down.guide).toBeVisible();

  await expect(down.guideTab('download.ios')).toHaveAttribute('aria-selected', 'true');
  expect(await down.walkSlides(5)).toHaveLength(5);
  await down.guideButtonNamed('download.guide.prev').click();
  await expect(down.visibleSlides()).toHaveAttribute('aria-label', down.stepLabel(4, 5));

  await expect(down.guide.getByRole('tab')).toHaveText(['download.ios', 'download.lite', 'download.android'].map((k) => text(down.catalogue, k)));
  await down.guideTab('download.lite').click();
  await expect(down.guideTab('download.lite')).toHaveAttribute('aria-selected', 'true');
  expect(await down.walkSlides(3)).toHaveLength(3);
  await expect(down.visibleSlides()).toContainText(text(down.catalogue, 'download.guide.lite.3'));

  await down.guideTab('download.android').click();
  await expect(down.guideTab('download.android')).toHaveAttribute('aria-selected', 'true');
  expect(await down.walkSlides(3)).toHaveLength(3);

  await down.guideButtonNamed('download.guide.close').click();
  await expect(down.guide).toBeHidden();
  await expect(down.guideButton).toBeFocused();
});

test('home\'s app download QR codes take the §9 default size, 200 px @any-brand', async ({ page, merchant }) => {
  const catalogue = readCatalogue(readBrand(merchant).defaultLang);
  await page.goto('/');
  const section = page.getByTestId('home-download');
  await section.scrollIntoViewIfNeeded();
  for (const key of ['download.ios', 'download.android']) {
    const qr = section.getByRole('img', { name: text(catalogue, 'download.qr_label').replace('{platform}', text(catalogue, key)), exact: true });
    await expect(qr.locator('svg path').first()).toBeAttached();
    const box = await qr.boundingBox();
    expect([box?.width, box?.height], key).toEqual([200, 200]);
  }
});

test('the install guide works from the keyboard alone @any-brand', async ({ page, merchant }) => {
  const down = new DownloadPage(page, readCatalogue(readBrand(merchant).defaultLang));
  await down.goto();
  await down.guideButton.focus();
  await page.keyboard.press('Enter');
  await expect(down.guide).toBeVisible();
  await down.guideTab('download.ios').focus();
  await page.keyboard.press('ArrowRight');
  await expect(down.guideTab('download.lite')).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(down.guideTab('download.android')).toBeFocused();
  await expect(down.guideTab('download.android')).toHaveAttribute('aria-selected', 'true');
  await expect(down.visibleSlides()).toHaveAttribute('aria-label', down.stepLabel(1, 3));
  await down.guideButtonNamed('download.guide.next').focus();
  await page.keyboard.press('Enter');
  await expect(down.visibleSlides()).toHaveAttribute('aria-label', down.stepLabel(2, 3));
  await page.keyboard.press('Escape');
  await expect(down.guide).toBeHidden();
  await expect(down.guideButton).toBeFocused();
});

test('/down has no serious or critical accessibility violations, with the guide open too', async ({
  page,
  merchant,
}) => {
  const down = new DownloadPage(page, readCatalogue(readBrand(merchant).defaultLang));
  await down.goto();
  await expect(down.qrCodes.first().locator('svg')).toBeAttached();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await down.guideButton.click();
  await expect(down.visibleSlides()).toBeVisible();
  await down.settle();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.screenshot({ path: `test-results/screenshots/down-${merchant}-guide.png` });
});
