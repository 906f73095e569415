/**
 * Self-hosted script fonts (issue 20, docs/decisions/053): a Thai or an Arabic page (the brand
 * offers the language) links its script's stylesheet, fetches the woff2 face from the gateway
 * and renders with it (this machine has no Thai or Arabic font); an English page asks for no
 * font at all.
 */
import type { Page, Request } from '@playwright/test';
import { readBrand } from './support/brand-data';
import { expect, test } from './support/fixtures';

const scripts = [
  { lang: 'TH', script: 'thai', family: 'Noto Sans Thai', sample: 'ก', letters: /\p{Script=Thai}/gu },
  { lang: 'AR', script: 'arabic', family: 'Noto Sans Arabic', sample: 'ع', letters: /\p{Script=Arabic}/gu },
] as const;

function fontRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/fonts/')) seen.push(r);
  });
  return seen;
}

for (const s of scripts) {
  test(`a ${s.lang} page renders with the self-hosted ${s.family}`, async ({ page, merchant }) => {
    test.skip(!(readBrand(merchant).supportLanguages as string[]).includes(s.lang), `${merchant} does not offer ${s.lang}`);
    const seen = fontRequests(page);
    await page.addInitScript((lang) => localStorage.setItem('lang', lang), s.lang);
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', s.lang === 'TH' ? 'th' : 'ar');
    await expect(page.locator(`link[rel="stylesheet"][data-script-font="${s.script}"]`)).toHaveAttribute('href', `/fonts/${s.script}.css`);
    await expect.poll(() => seen.map((r) => new URL(r.url()).pathname)).toContain(`/fonts/${s.script}.css`);
    await expect.poll(() => seen.some((r) => new RegExp(`^/fonts/${s.script}/noto-sans-${s.script}-${s.script}-\\d00-normal\\.woff2$`).test(new URL(r.url()).pathname))).toBe(true);
    const status = await page.evaluate(
      async ({ family, sample }) => {
        await document.fonts.ready;
        const faces = [...document.fonts].filter((f) => f.family.replace(/"/g, '') === family);
        return { check: document.fonts.check(`16px "${family}"`, sample), loaded: faces.some((f) => f.status === 'loaded'), display: faces.map((f) => f.display) };
      },
      { family: s.family, sample: s.sample },
    );
    expect(status.loaded).toBe(true);
    expect(status.check).toBe(true);
    expect(new Set(status.display)).toEqual(new Set(['swap']));
    // The page's own text is drawn with the face: its family heads the body's stack.
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toContain(s.family);
  });
}

/** The fonts Chromium drew an element's text with (DevTools protocol): family and glyphs drawn. */
async function fontsDrawing(page: Page, selector: string): Promise<{ familyName: string; glyphCount: number }[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await cdp.detach();
  return fonts;
}

for (const s of scripts) {
  test(`a ${s.lang} page's bold title, drawn with the first screen, is in ${s.family} (not a system face's empty boxes)`, async ({ page, merchant, baseURL }) => {
    test.skip(!(readBrand(merchant).supportLanguages as string[]).includes(s.lang), `${merchant} does not offer ${s.lang}`);
    // A returning player's language (the cookie the app mirrors): the page comes in it from the start.
    await page.context().addCookies([{ name: 'lang', value: s.lang, url: baseURL ?? '' }]);
    await page.addInitScript((lang) => localStorage.setItem('lang', lang), s.lang);
    await page.goto('/promotions');
    const title = page.getByRole('heading', { level: 1 });
    await expect(title).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    // Only the face has the script's glyphs on this machine: another family may draw the spaces
    // and punctuation, never more glyphs than the title has characters outside the script.
    const text = (await title.textContent()) ?? '';
    const others = [...text].length - (text.match(s.letters)?.length ?? 0);
    const fonts = await fontsDrawing(page, 'main h1');
    expect(fonts.map((f) => f.familyName)).toContain(s.family);
    expect(fonts.filter((f) => f.familyName !== s.family).reduce((n, f) => n + f.glyphCount, 0)).toBeLessThanOrEqual(others);
  });
}

for (const s of scripts) {
  test.describe('on a phone (the still writes the first words, decision 066)', () => {
    test.use({ viewport: { width: 412, height: 823 }, hasTouch: true, isMobile: true, userAgent: 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36' });
    test(`a ${s.lang} /down: the still's and then the page's bold title are in ${s.family}`, async ({ page, merchant, baseURL }) => {
      test.skip(!(readBrand(merchant).supportLanguages as string[]).includes(s.lang), `${merchant} does not offer ${s.lang}`);
      await page.context().addCookies([{ name: 'lang', value: s.lang, url: baseURL ?? '' }]);
      await page.addInitScript((lang) => localStorage.setItem('lang', lang), s.lang);
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto('/down', { waitUntil: 'domcontentloaded' });
      await expect(page.locator('#still .still-h1')).toBeVisible();
      await page.evaluate(() => document.fonts.ready);
      const only = async (selector: string, text: string) => {
        const others = [...text].length - (text.match(s.letters)?.length ?? 0);
        const fonts = await fontsDrawing(page, selector);
        expect(fonts.map((f) => f.familyName)).toContain(s.family);
        expect(fonts.filter((f) => f.familyName !== s.family).reduce((n, f) => n + f.glyphCount, 0)).toBeLessThanOrEqual(others);
      };
      await only('#still .still-h1', (await page.locator('#still .still-h1').textContent()) ?? '');
      release();
      const title = page.getByRole('heading', { level: 1 });
      await expect(title).toBeVisible();
      await expect(page.locator('#still')).toHaveCount(0);
      await page.evaluate(() => document.fonts.ready);
      await only('main h1', (await title.textContent()) ?? '');
    });
  });
}

test('an English page requests no self-hosted font', async ({ page, merchant }) => {
  test.skip(!(readBrand(merchant).supportLanguages as string[]).includes('EN'), `${merchant} does not offer EN`);
  const seen = fontRequests(page);
  await page.addInitScript(() => localStorage.setItem('lang', 'EN'));
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.waitForLoadState('networkidle');
  expect(seen.map((r) => r.url())).toEqual([]);
  await expect(page.locator('link[data-script-font]')).toHaveCount(0);
});
