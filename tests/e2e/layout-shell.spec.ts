/**
 * The rest of the shell (§2.3), per brand against the real gateway: language and theme
 * choices that survive a reload, the footer, and the right bar.
 */
import { languages, type LangCode } from '../../schemas/languages';
import { quietPopups, setup } from './pages/layout.page';
import { readCatalogue, text } from './support/brand-data';
import { expect, test } from './support/fixtures';

test.beforeEach(async ({ page }) => {
  await quietPopups(page);
});

test('a picked language re-renders the shell and survives a reload @any-brand', async ({ page, merchant }) => {
  const { brand, layout } = setup(page, merchant);
  const target: LangCode = brand.supportLanguages.find((c) => c !== brand.defaultLang) ?? brand.defaultLang;
  const other = readCatalogue(target);
  await layout.goto('/live');
  await layout.header.getByRole('combobox').selectOption(target);
  await expect(page.locator('html')).toHaveAttribute('lang', languages[target].tag);
  await expect(layout.heading).toHaveText(text(other, 'con_live'));
  await expect(layout.footer.getByRole('heading', { name: text(other, 'footer.help') })).toBeVisible();
  await page.reload();
  await expect(layout.heading).toHaveText(text(other, 'con_live'));
  await expect(layout.vendorTiles().first()).toBeVisible();
  await page.screenshot({ path: `test-results/screenshots/${merchant}-live-${target}.png` });
});

test('the theme toggle switches the palette and remembers it @any-brand', async ({ page, merchant }) => {
  const { brand, catalogue, layout } = setup(page, merchant);
  await layout.goto('/sports');
  const toggle = layout.header.getByRole('button', { name: text(catalogue, 'theme.dark') });
  const after = brand.theme.defaultMode === 'dark' ? 'light' : 'dark';
  await toggle.click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', after);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', after);
  await expect(layout.vendorTiles().first()).toBeVisible();
  await page.screenshot({ path: `test-results/screenshots/${merchant}-sports-${after}.png` });
});

test('the footer shows vendor icons, help links, social links, licences and the years', async ({
  page,
  merchant,
}) => {
  const { brand, catalogue, layout } = setup(page, merchant);
  await layout.goto('/');
  const footer = layout.footer;
  await expect(
    footer
      .getByRole('region', { name: text(catalogue, 'footer.vendors') })
      .getByRole('img')
      .first(),
  ).toBeVisible();
  for (const key of ['w_help', 'footer.terms', 'footer.privacy', 'footer.responsible_gaming'])
    await expect(footer.getByRole('link', { name: text(catalogue, key) })).toBeVisible();
  for (const licence of brand.licences) {
    const shown = licence.text[brand.defaultLang];
    if (shown) await expect(footer.getByText(shown)).toBeVisible();
  }
  await expect(footer).toContainText(`${brand.copyright.from}–${brand.copyright.to}`);
  await footer.getByRole('link', { name: text(catalogue, 'footer.terms') }).click();
  await expect(page).toHaveURL(/\/terms$/);
  await expect.poll(() => layout.scrollY()).toBe(0);
});

test('the right bar shows the app QR codes and its collapse state persists @any-brand', async ({ page, merchant }) => {
  const { brand, catalogue, layout } = setup(page, merchant);
  await layout.goto('/');
  const bar = layout.rightBar;
  const apps = brand.resources.filter(
    (r) => r.resourceType === 'MOBILECONFIG' || r.resourceType === 'Android',
  );
  await bar.getByRole('button', { name: text(catalogue, 'w_download') }).click();
  const codes = bar.getByTestId('app-qr');
  await expect(codes).toHaveCount(apps.length);
  await expect(codes.first()).toHaveAttribute('width', '100');
  await page.screenshot({ path: `test-results/screenshots/${merchant}-right-bar.png` });
  await page.keyboard.press('Escape');

  await bar.getByRole('button', { name: text(catalogue, 'rightbar.collapse') }).click();
  await expect(bar.getByRole('button', { name: text(catalogue, 'w_download') })).toBeHidden();
  await page.reload();
  await expect(
    layout.rightBar.getByRole('button', { name: text(catalogue, 'rightbar.expand') }),
  ).toHaveAttribute('aria-expanded', 'false');
});
