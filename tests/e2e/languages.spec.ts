/**
 * Every language a demo brand lists, picked in the header as a player does, shows no
 * missing-message fallback and no English (issue 20, docs/decisions/058). Runs on every brand:
 * each lists its own languages.
 *
 * A production build does not log react-intl's missing ids (onIntlError logs in development
 * only), so a missing message is seen as what react-intl then shows: the raw id. English is seen
 * as a visible line equal to an EN message whose translation in the shown language differs.
 */
import type { Page } from '@playwright/test';
import type { LangCode } from '../../schemas/languages';
import { HomePage } from './pages/home.page';
import { readModules } from './pages/login.page';
import { type Catalogue, readBrand, readCatalogue } from './support/brand-data';
import { expect, test } from './support/fixtures';

/** Names and codes written the same in every language (as in locales/untranslated.test.ts). */
const sameInEveryLanguage = new Set(['Facebook', 'LINE', 'QQ', 'Telegram', 'WeChat', 'WhatsApp', 'Zalo', 'Portico', 'Mark Six', 'IP', 'VIP', 'USDT']);

/** A message id as react-intl shows it when the message is missing: `area.key_name`. */
const rawMessageId = /^[a-z_]+\.[a-z_.]+$/;

/**
 * EN messages shown as written (no argument, no tag) whose translation in `code` differs: seeing
 * one of them on a page in `code` is English left on screen. Words the language writes as English
 * (its catalogue value equals EN's) are not in the set.
 */
function englishTells(code: LangCode, english: Catalogue): Set<string> {
  const shown = readCatalogue(code);
  const tells = new Set<string>();
  for (const [key, source] of Object.entries(english)) {
    const value = source.trim();
    if (/[{}<]/.test(value) || !/\p{L}{2}/u.test(value) || sameInEveryLanguage.has(value)) continue;
    if (shown[key] !== undefined && shown[key].trim() !== value) tells.add(value);
  }
  // A value some other key of the language keeps as in English is that language's word too.
  for (const value of Object.values(shown)) tells.delete(value.trim());
  return tells;
}

/** The visible text lines of the page, outside form controls' option lists (language names are native). */
async function visibleLines(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const lines: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, select, option, noscript, template')) continue;
      if (!parent.checkVisibility({ visibilityProperty: true })) continue;
      for (const line of (node.textContent ?? '').split('\n')) {
        const trimmed = line.trim();
        if (trimmed) lines.push(trimmed);
      }
    }
    return lines;
  });
}

async function problemsOn(page: Page, code: LangCode, tells: Set<string>, brandName: string): Promise<string[]> {
  const lines = await visibleLines(page);
  const problems = lines.filter((l) => rawMessageId.test(l)).map((l) => `missing message: ${l}`);
  if (code !== 'EN') {
    problems.push(...lines.filter((l) => l !== brandName && tells.has(l)).map((l) => `English in ${code}: ${l}`));
  }
  return [...new Set(problems)];
}

test('each language of the brand, picked in the header, shows no missing message and no English', async ({
  page,
  merchant,
}) => {
  const brand = readBrand(merchant);
  test.setTimeout(30_000 + brand.supportLanguages.length * 30_000);
  const english = readCatalogue('EN');
  const paths = ['/', '/login', ...(readModules(merchant).REGISTERGROUP ? ['/register'] : []), '/promotions', '/rng'];
  const home = new HomePage(page);
  await home.goto();
  for (const code of brand.supportLanguages) {
    await home.goto();
    await home.chooseLanguage(code);
    const tells = englishTells(code, english);
    for (const path of paths) {
      await test.step(`${code} ${path}`, async () => {
        if (path !== '/') await page.goto(path);
        await home.expectLanguage(code);
        await page.waitForLoadState('networkidle');
        await expect
          .poll(() => problemsOn(page, code, tells, brand.name), { message: `${merchant} ${code} ${path}`, timeout: 10_000 })
          .toEqual([]);
        // The detector is not blind: English home, read as another language of the brand, is English.
        const other = brand.supportLanguages.find((c) => c !== 'EN');
        if (code === 'EN' && path === '/' && other) {
          const otherTells = englishTells(other, english);
          const seen = (await visibleLines(page)).filter((l) => otherTells.has(l));
          expect(seen.length, `English lines the ${other} check would flag on English home`).toBeGreaterThan(5);
        }
      });
    }
  }
});
