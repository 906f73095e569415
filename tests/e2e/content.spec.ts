/**
 * Content pages for each demo brand, against the real gateway: /join, /sponsor1..3, /seamless,
 * /terms, /privacy, /responsibleGaming render the brand's page (title and sections)
 * in the default language and again after a language switch; /pointMall (a member's page since
 * issue 19) shows its page too and says points never expire (§9); /promotions the
 * brand's promotion announcements as cards, with no join or claim buttons yet.
 */
import type { Page } from '@playwright/test';
import type { AnnouncementResponse, ContentPageResponse } from '../../schemas/content';
import type { LangCode } from '../../schemas/languages';
import { gatewayValue, HomePage } from './pages/home.page';
import { signInFresh } from './pages/layout.page';
import { skipAnnouncementPopup } from './pages/modal.page';
import { readBrand, readCatalogue, text } from './support/brand-data';
import { expect, test } from './support/fixtures';

const pages: { route: string; id: string }[] = [
  { route: '/join', id: 'join' },
  { route: '/sponsor1', id: 'sponsor1' },
  { route: '/sponsor2', id: 'sponsor2' },
  { route: '/sponsor3', id: 'sponsor3' },
  { route: '/seamless', id: 'seamless' },
  { route: '/terms', id: 'terms' },
  { route: '/privacy', id: 'privacy' },
  { route: '/responsibleGaming', id: 'responsible-gaming' },
];

function contentPage(page: Page, merchant: string, id: string, lang: LangCode): Promise<ContentPageResponse> {
  return gatewayValue<ContentPageResponse>(page, merchant, `/wps/system/content/${id}?lang=${lang}`);
}

async function expectPage(page: Page, expected: ContentPageResponse): Promise<void> {
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(expected.title);
  const sections = main.getByTestId('content-section');
  await expect(sections).toHaveCount(expected.sections.length);
  for (const [i, section] of expected.sections.entries()) {
    await expect(sections.nth(i).getByRole('heading', { level: 2 })).toHaveText(section.title);
  }
  await expect(sections.first()).not.toBeEmpty();
}

test.beforeEach(async ({ page }) => {
  await skipAnnouncementPopup(page);
});

test('content pages show the brand text in the default language', async ({ page, merchant }) => {
  // Nine page loads in one test: a loaded CI machine needs more than the default 30 s.
  test.setTimeout(90_000);
  const brand = readBrand(merchant);
  for (const { route, id } of pages) {
    const expected = await contentPage(page, merchant, id, brand.defaultLang);
    await page.goto(route);
    await expectPage(page, expected);
  }
  // Brand text, not a template: the join page names the brand.
  const join = await contentPage(page, merchant, 'join', brand.defaultLang);
  expect(join.sections.map((s) => s.title + s.content).join(' ')).toContain(brand.name);
  await page.goto('/join');
  await expect(page.getByRole('main')).toContainText(brand.name);
});

test('/pointMall says points never expire (§9), whatever the brand\'s page says, in the language on screen @any-brand', async ({ page, request, merchant }) => {
  const brand = readBrand(merchant);
  await signInFresh(page, request, merchant, 0);
  const other = brand.supportLanguages.find((code) => code !== brand.defaultLang) as LangCode;
  await page.goto('/pointMall');
  await expectPage(page, await contentPage(page, merchant, 'point-mall', brand.defaultLang));
  const rule = page.getByRole('main').getByTestId('content-rule');
  await expect(rule).toHaveText(text(readCatalogue(brand.defaultLang), 'content.point_mall.never_expire'));
  await new HomePage(page).chooseLanguage(other);
  await expect(rule).toHaveText(text(readCatalogue(other), 'content.point_mall.never_expire'));
});

test('content pages follow a language switch @any-brand', async ({ page, merchant }) => {
  const brand = readBrand(merchant);
  const other = brand.supportLanguages.find((code) => code !== brand.defaultLang) as LangCode;
  const home = new HomePage(page);
  for (const { route, id } of pages.filter((p) => p.id === 'join' || p.id === 'terms')) {
    await page.goto(route);
    await expectPage(page, await contentPage(page, merchant, id, brand.defaultLang));
    await home.chooseLanguage(other);
    const translated = await contentPage(page, merchant, id, other);
    await expectPage(page, translated);
    await home.chooseLanguage(brand.defaultLang);
  }
});

test('/promotions lists the brand promotions as cards, with no buttons yet @any-brand', async ({ page, merchant }) => {
  const brand = readBrand(merchant);
  const catalogue = readCatalogue(brand.defaultLang);
  const answer = await gatewayValue<AnnouncementResponse>(
    page,
    merchant,
    `/wps/relay/MCSFE_getListAnnouncements?lang=${brand.defaultLang}&types=PR`,
  );
  expect(answer.promotion.length).toBeGreaterThan(0);
  await page.goto('/promotions');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(text(catalogue, 'w_promotions'));
  const cards = main.getByTestId('promotion-card');
  await expect(cards).toHaveCount(answer.promotion.length);
  for (const [i, promotion] of answer.promotion.entries()) {
    await expect(cards.nth(i).getByRole('heading', { level: 2 })).toHaveText(promotion.title);
    await expect(cards.nth(i).locator('time').first()).toHaveAttribute('datetime', promotion.startDateStr);
  }
  await expect(cards.getByRole('button')).toHaveCount(0);
});
