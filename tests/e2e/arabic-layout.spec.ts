/**
 * Arabic mirrors the layout (issue 20, docs/decisions/058): on each demo brand that lists AR,
 * home and a member page in Arabic match a stored reference screenshot (one per brand and page,
 * in arabic-layout.spec.ts-snapshots/), and a cheap structural check says the layout is mirrored.
 * References are regenerated with `--update-snapshots` on the Debian Chromium CI uses.
 */
import type { Locator, Page } from '@playwright/test';
import { HomePage } from './pages/home.page';
import { signInFresh } from './pages/layout.page';
import { readBrand, readCatalogue, text } from './support/brand-data';
import { expect, test } from './support/fixtures';

const viewport = { width: 1280, height: 800 };

/** What moves or differs per run: carousels, marquees, counters, winners, QR codes, balances, the account. */
function dynamicParts(page: Page): Locator[] {
  return [
    'banner-carousel',
    'home-banner',
    'notice-marquee',
    'hot-games',
    'counter-value',
    'winner-board',
    'app-qr',
    'balance',
    'wallet-balance',
    'header-account',
    'status-now',
  ].map((id) => page.getByTestId(id));
}

/** Waits for the page to stop loading and its fonts to be ready. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(async () => {
    await document.fonts.ready;
  });
}

test.beforeEach(async ({ page, merchant }) => {
  test.skip(!readBrand(merchant).supportLanguages.includes('AR'), `${merchant} does not offer Arabic`);
  await page.setViewportSize(viewport);
  await page.addInitScript(() => localStorage.setItem('lang', 'AR'));
});

test('home in Arabic is mirrored and matches its reference', async ({ page, merchant }) => {
  const catalogue = readCatalogue('AR');
  const home = new HomePage(page);
  await home.goto();
  await home.expectLanguage('AR');

  // Structure: the header's logo sits on the right half, the main navigation runs right to left.
  const logo = page.getByRole('banner').locator('a[href="/"] img').first();
  const logoBox = await logo.boundingBox();
  expect(logoBox, 'the logo is shown').not.toBeNull();
  if (logoBox) expect(logoBox.x + logoBox.width / 2).toBeGreaterThan(viewport.width / 2);
  const links = home.nav(catalogue).getByRole('link');
  // The first row of visible links (the navigation wraps on a desktop width).
  const xs = await links.evaluateAll((els) => {
    const boxes = els.map((el) => el.getBoundingClientRect()).filter((b) => b.width > 0 && b.height > 0);
    const top = boxes[0]?.top;
    return boxes.filter((b) => Math.abs(b.top - (top ?? 0)) < 4).map((b) => b.x);
  });
  expect(xs.length, 'the main navigation has links').toBeGreaterThan(2);
  expect(xs, 'the navigation runs right to left').toEqual([...xs].sort((a, b) => b - a));
  await expect(home.navLink(catalogue, 'w_home')).toHaveText(text(catalogue, 'w_home'));

  await settle(page);
  await expect(page).toHaveScreenshot(`${merchant}-home-ar.png`, {
    animations: 'disabled',
    caret: 'hide',
    mask: dynamicParts(page),
    maxDiffPixelRatio: 0.01,
  });
});

test('a member page in Arabic is mirrored and matches its reference', async ({ page, request, merchant }) => {
  await signInFresh(page, request, merchant, 0);
  await page.goto('/member/securityCenter');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The page title's text starts at the right edge of its box (text aligned to the start in RTL).
  const gaps = await page.getByRole('heading', { level: 1 }).first().evaluate((h) => {
    const range = document.createRange();
    range.selectNodeContents(h);
    const textBox = range.getBoundingClientRect();
    const box = h.getBoundingClientRect();
    return { left: textBox.left - box.left, right: box.right - textBox.right };
  });
  expect(gaps.right, `title text hugs the right edge (${JSON.stringify(gaps)})`).toBeLessThanOrEqual(gaps.left);

  await settle(page);
  await expect(page).toHaveScreenshot(`${merchant}-member-security-ar.png`, {
    animations: 'disabled',
    caret: 'hide',
    // The fresh account's masked phone number differs per run.
    mask: [...dynamicParts(page), page.getByText(/\*{3}/)],
    maxDiffPixelRatio: 0.01,
  });
});
