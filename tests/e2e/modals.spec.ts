/**
 * The modal system (§2.4, §9) through the modals a visitor meets: the announcement popup
 * (§3, §4: anonymous audience, once per browser session, 8 per page), the help centre at /help
 * (§2.1) and the notice list from the home marquee. Keyboard, scroll lock, outside clicks,
 * dragging, stacking, phone width and axe. Expected texts come from the gateway's answers.
 */
import type { Page } from '@playwright/test';
import pg from 'pg';
import { HelpPage, helpCategories } from './pages/help.page';
import { LoginPage } from './pages/login.page';
import {
  anonymousPopups,
  boxOf,
  format,
  ModalPage,
  seriousModalViolations,
  settled,
  skipAnnouncementPopup,
} from './pages/modal.page';
import { readBrand, readCatalogue, text } from './support/brand-data';
import { brandOrigin, expect, test } from './support/fixtures';

// This spec is about the popup: pages see it unless a test skips it explicitly.
test.use({ announcementPopup: 'show' });

function setup(page: Page, merchant: string) {
  const brand = readBrand(merchant);
  const catalogue = readCatalogue(brand.defaultLang);
  return { brand, catalogue, modals: new ModalPage(page, catalogue), help: new HelpPage(page, catalogue) };
}

function first<T>(list: readonly T[], what: string): T {
  const item = list[0];
  if (item === undefined) throw new Error(`no ${what}`);
  return item;
}

test('the anonymous popup shows once per browser session, and again in a new one @any-brand', async ({ page, browser, merchant, request }) => {
  const { brand, modals } = setup(page, merchant);
  const expected = first((await anonymousPopups(request, merchant, brand.defaultLang)).popup.content, 'anonymous popup in the seed');
  const popupCalls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('MCSFE_getListAnnouncements') && r.url().includes('types=PU')) popupCalls.push(r.url());
  });

  await page.goto('/');
  await settled(modals.popup);
  await expect(modals.popup.getByRole('heading', { level: 3 }).first()).toHaveText(expected.title);
  // The popup waits for the page: its list is asked for only after the first screen is painted.
  const order = await page.evaluate(() => ({
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
    screen: performance.getEntriesByName('portico:app-first-screen')[0]?.startTime ?? Number.NaN,
    popupList: performance.getEntriesByType('resource').find((e) => e.name.includes('MCSFE_getListAnnouncements') && e.name.includes('types=PU'))?.startTime ?? Number.NaN,
  }));
  expect(order.popupList).toBeGreaterThan(Math.max(order.paint, order.screen));
  await expect(modals.popup.locator('article li').first(), 'announcement HTML is rendered, not escaped').toBeVisible();
  await page.screenshot({ path: `test-results/screenshots/${merchant}-popup.png` });
  await modals.closeButton(modals.popup).click();
  await expect(modals.popup).toBeHidden();

  popupCalls.length = 0;
  await page.reload();
  await page.waitForLoadState('networkidle');
  await expect(modals.popup).toBeHidden();
  expect(popupCalls, 'a closed popup is not even fetched again in this session').toEqual([]);

  const fresh = await browser.newContext({ baseURL: brandOrigin(merchant) });
  const other = await fresh.newPage();
  await other.goto('/');
  await expect(new ModalPage(other, modals.catalogue).popup).toBeVisible();
  await fresh.close();
});

/** Holds the page's popup list until `release` is called, so its answer arrives when the test wants. */
async function holdPopupList(page: Page): Promise<{ asked: () => boolean; release: () => Promise<void> }> {
  const popupList = /MCSFE_getListAnnouncements.*types=PU/;
  let open: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (open = resolve));
  let asked = false;
  await page.route(popupList, async (route) => {
    asked = true;
    await held;
    await route.continue();
  });
  return {
    asked: () => asked,
    async release() {
      const answered = page.waitForResponse(popupList);
      open();
      expect((await answered).ok()).toBe(true);
    },
  };
}

/**
 * The visitor types a username on the login page while the popup's list is held; the list's
 * answer is released mid-typing, so the popup is due while the focus is in the form.
 */
async function popupDueWhileTyping(page: Page, merchant: string) {
  const { modals, catalogue } = setup(page, merchant);
  const login = new LoginPage(page, catalogue);
  const list = await holdPopupList(page);
  await login.goto();
  await login.chooseMode('username');
  await login.username.click();
  await page.keyboard.type('player01', { delay: 20 });
  await expect.poll(list.asked, { message: 'the page asked for its popups' }).toBe(true);
  await list.release();
  return { modals, login };
}

test('the popup never lands on a visitor typing into the login form: it opens once the focus leaves the form @any-brand', async ({ page, merchant }) => {
  const { modals, login } = await popupDueWhileTyping(page, merchant);
  await login.password.click();
  await page.keyboard.type('Secret-1234', { delay: 40 });

  // Every keystroke landed in the form; the popup waited.
  await expect(modals.popup).toBeHidden();
  await expect(login.username).toHaveValue('player01');
  await expect(login.password).toHaveValue('Secret-1234');
  await expect(login.password).toBeFocused();

  // A tap outside the form (on the page's heading) lets it open, over the page as usual.
  await page.locator('#login-heading').click();
  await settled(modals.popup);
  await expect(modals.popup).toBeVisible();
});

test('the tap that leaves the form does what the visitor meant: a link chosen from the login form navigates, then the popup opens @any-brand', async ({ page, merchant }) => {
  const { modals } = await popupDueWhileTyping(page, merchant);

  // The visitor leaves the form by pressing the header's home link, as slowly as a person does
  // (the focus leaves the form on the press, the click comes on the release): nothing opens
  // under the pointer, and the release still follows the link.
  const box = await page.getByRole('banner').getByRole('link').first().boundingBox();
  if (!box) throw new Error('the header has no link on screen');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.waitForTimeout(600); // a person's press; the popup's chunk is loaded by now
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.mouse.up();
  await expect(page).not.toHaveURL(/\/login/);
  await settled(modals.popup);
  await expect(modals.popup).toBeVisible();
});

test('the popup never stacks on a dialog the visitor opened: it opens once the help centre closes @any-brand', async ({ page, merchant }) => {
  const { modals, help } = setup(page, merchant);
  const list = await holdPopupList(page);
  await help.goto();
  await settled(help.dialog);
  await expect.poll(list.asked, { message: 'the page asked for its popups' }).toBe(true);
  await list.release();

  // The visitor reads on in the help centre; the popup waits: one dialog on screen.
  await help.categories.first().focus();
  const rtl = (await page.locator('html').getAttribute('dir')) === 'rtl';
  await page.keyboard.press(rtl ? 'ArrowLeft' : 'ArrowRight');
  await expect(help.categories.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await expect(modals.popup).toBeHidden();

  await help.closeButton().click();
  await expect(help.dialog).toBeHidden();
  await settled(modals.popup);
  await expect(page.getByRole('dialog')).toHaveCount(1);
});

test.describe('with more than 8 anonymous popups', () => {
  const extra = 9;
  let client: pg.Client | null = null;

  test.beforeAll(async () => {
    const url = process.env.E2E_DATABASE_URL;
    if (!url) throw new Error(process.env.E2E_DATABASE_PROBLEM ?? 'E2E_DATABASE_URL is not set by the global setup');
    client = new pg.Client({ connectionString: url });
    await client.connect();
  });

  test.afterAll(async () => {
    await client?.end();
  });

  /** Replaces the test's extra popups (as an operator would add them) with `count` new ones. */
  async function seedPopups(merchant: string, count: number): Promise<void> {
    if (!client) throw new Error('no database connection');
    await client.query("DELETE FROM announcements WHERE merchant = $1 AND slug LIKE 'e2e-popup-%'", [merchant]);
    for (let i = 1; i <= count; i += 1) {
      const title = Object.fromEntries(['EN', 'CN', 'TW', 'AR', 'VI', 'TH'].map((l) => [l, `E2E popup ${i}`]));
      const content = Object.fromEntries(Object.keys(title).map((l) => [l, `<p>Extra announcement ${i}</p>`]));
      await client.query(
        `INSERT INTO announcements (merchant, slug, type, execution, title, content, sort, start_at)
         VALUES ($1, $2, 'PU', 'B', $3, $4, $5, '2024-01-01T00:00:00Z')`,
        [merchant, `e2e-popup-${i}`, title, content, 1000 + i],
      );
    }
  }

  test.afterEach(async ({ merchant, request }) => {
    const brand = readBrand(merchant);
    await seedPopups(merchant, 0);
    await expect.poll(async () => (await anonymousPopups(request, merchant, brand.defaultLang)).popup.total).toBeLessThan(9);
  });

  test('the popup pages through them 8 at a time @any-brand', async ({ page, merchant, request }) => {
    const { brand, catalogue, modals } = setup(page, merchant);
    await seedPopups(merchant, extra);
    const served = () => anonymousPopups(request, merchant, brand.defaultLang);
    await expect.poll(async () => (await served()).popup.total).toBeGreaterThan(extra);
    const total = (await served()).popup.total;
    const pages = Math.ceil(total / 8);
    const status = (n: number) => format(catalogue, 'pager.status', { page: n, total: pages });

    await page.goto('/');
    await settled(modals.popup);
    await expect(modals.popupTitles()).toHaveCount(8);
    await expect(modals.pager(modals.popup)).toContainText(status(1));
    await expect(modals.pagerButton(modals.popup, 'pager.previous')).toHaveAttribute('aria-disabled', 'true');

    await modals.pagerButton(modals.popup, 'pager.next').click();
    await expect(modals.pager(modals.popup)).toContainText(status(pages));
    await expect(modals.popupTitles()).toHaveCount(total - 8 * (pages - 1));
    await expect(modals.popupTitles().first()).toHaveAttribute('aria-selected', 'true');
    await expect(modals.popupTitles().last()).toHaveText(`E2E popup ${extra}`);
    await expect(modals.pagerButton(modals.popup, 'pager.next')).toHaveAttribute('aria-disabled', 'true');
    await expect(modals.pagerButton(modals.popup, 'pager.next'), 'focus stays on the button at the last page').toBeFocused();
    await page.screenshot({ path: `test-results/screenshots/${merchant}-popup-paged.png` });

    await modals.pagerButton(modals.popup, 'pager.previous').click();
    await expect(modals.popupTitles()).toHaveCount(8);
    await modals.popupTitles().nth(2).click();
    await page.keyboard.press('ArrowDown');
    await expect(modals.popupTitles().nth(3)).toBeFocused();
    await expect(modals.popupTitles().nth(3)).toHaveAttribute('aria-selected', 'true');
    const shown = modals.popup.getByRole('tabpanel').getByRole('heading', { level: 3 });
    await expect(shown).toHaveText((await modals.popupTitles().nth(3).textContent()) ?? '');
  });
});

test('an open modal holds the page: no outside-click close, scroll locked without a jump, page inert, dragged only within the screen @any-brand', async ({
  page,
  merchant,
}) => {
  const { modals } = setup(page, merchant);
  await page.goto('/');
  await settled(modals.popup);
  await modals.expectPageInert();
  const during = await modals.scrollState();
  expect(during.scrollable, 'home is taller than the window').toBe(true);
  expect(during.overflow).toBe('hidden');
  await page.mouse.move(20, 400);
  await page.mouse.wheel(0, 800);
  await page.keyboard.press('End');
  expect((await modals.scrollState()).scrollY, 'the page does not scroll').toBe(during.scrollY);

  const viewport = page.viewportSize() ?? { width: 1280, height: 800 };
  await page.mouse.click(8, viewport.height - 8);
  await page.mouse.click(viewport.width - 8, 8);
  await expect(modals.popup, 'outside clicks do not close').toBeVisible();

  const start = await boxOf(modals.popup);
  const grip = await boxOf(modals.popup.getByRole('heading', { level: 2 }));
  await page.mouse.move(grip.x + 10, grip.y + grip.height / 2);
  await page.mouse.down();
  await page.mouse.move(grip.x + 60, grip.y + grip.height / 2 + 40, { steps: 5 });
  await page.mouse.up();
  const moved = await boxOf(modals.popup);
  expect([Math.round(moved.x - start.x), Math.round(moved.y - start.y)], 'dragged by the title bar').toEqual([50, 40]);

  await page.mouse.move(moved.x + 20, moved.y + 10);
  await page.mouse.down();
  await page.mouse.move(-2000, -2000, { steps: 4 });
  await page.mouse.up();
  const clamped = await boxOf(modals.popup);
  expect([Math.round(clamped.x), Math.round(clamped.y)], 'kept on screen').toEqual([0, 0]);

  await modals.moveHandle(modals.popup).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowDown');
  const stepped = await boxOf(modals.popup);
  expect([Math.round(stepped.x), Math.round(stepped.y)], 'arrow keys on the move handle').toEqual([10, 10]);

  await page.keyboard.press('Escape');
  await expect(modals.popup).toBeHidden();
  const after = await modals.scrollState();
  expect(after.overflow).not.toBe('hidden');
  expect(after.pageWidth, 'the page width is the same with and without the lock').toBe(during.pageWidth);
  await expect.poll(() => page.evaluate(() => document.getElementById('root')?.inert)).toBe(false);
});

test('with a classic (space-taking) scrollbar, the lock keeps its room: no sideways jump @any-brand', async ({ playwright, merchant }) => {
  // Headless Chromium hides scrollbars by default; this browser shows them as desktop users see them.
  const browser = await playwright.chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
    ignoreDefaultArgs: ['--hide-scrollbars'],
  });
  try {
    const page = await browser.newPage({ baseURL: brandOrigin(merchant), viewport: { width: 1280, height: 800 } });
    const modals = new ModalPage(page, readCatalogue(readBrand(merchant).defaultLang));
    await page.goto('/');
    await settled(modals.popup);
    const locked = await modals.scrollState();
    expect(locked.overflow).toBe('hidden');
    await modals.closeButton(modals.popup).click();
    await expect(modals.popup).toBeHidden();
    const free = await modals.scrollState();
    expect(free.scrollbar, 'this browser shows a space-taking scrollbar').toBeGreaterThan(0);
    expect(locked.pageWidth, 'the page is as wide locked as unlocked').toBe(free.pageWidth);
  } finally {
    await browser.close();
  }
});

test('keyboard alone opens and closes the help centre; Tab stays inside; focus returns @any-brand', async ({ page, merchant }) => {
  const { help, modals } = setup(page, merchant);
  await skipAnnouncementPopup(page);
  await page.goto('/');
  await modals.tabTo(help.footerLink(), 400);
  await page.keyboard.press('Enter');
  await settled(help.dialog);
  await expect(page).toHaveURL(/\/help$/);
  await expect(help.categories.first(), 'focus starts on the first topic').toBeFocused();

  const start = await modals.focused();
  const seen: string[] = [];
  for (let i = 0; i < 8; i += 1) {
    await page.keyboard.press('Tab');
    expect(await modals.focusInside(help.dialog), `Tab ${i + 1} stays inside`).toBe(true);
    seen.push(await modals.focused());
  }
  expect(seen, 'Tab cycles back to where it started').toContain(start);
  for (let i = 0; i < 8; i += 1) {
    await page.keyboard.press('Shift+Tab');
    expect(await modals.focusInside(help.dialog), `Shift+Tab ${i + 1} stays inside`).toBe(true);
  }

  await page.keyboard.press('Escape');
  await expect(help.dialog).toBeHidden();
  await expect(page).toHaveURL(/\/$/);
  await expect(help.footerLink(), 'focus returns to the link that opened it').toBeFocused();
});

test('/help shows the help centre over home: topics, articles, sanitised text; closing returns to / @any-brand', async ({ page, merchant, request }) => {
  const { brand, help } = setup(page, merchant);
  await skipAnnouncementPopup(page);
  const categories = await helpCategories(request, merchant, brand.defaultLang);
  const [one, two] = [categories[0], categories[1]];
  if (!one || !two || two.articles.length < 2) throw new Error('the seed has two help topics with two articles');

  await help.goto();
  await settled(help.dialog);
  await expect(page.locator('#main'), 'home is underneath').not.toBeEmpty();
  await expect(help.categories).toHaveCount(categories.length);
  await expect(help.articleHeading).toHaveText(first(one.articles, 'article').title);

  await help.categories.first().focus();
  const rtl = (await page.locator('html').getAttribute('dir')) === 'rtl';
  await page.keyboard.press(rtl ? 'ArrowLeft' : 'ArrowRight');
  await expect(help.categories.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(help.articleHeading).toHaveText(first(two.articles, 'article').title);
  await help.articleTabs.first().focus();
  await page.keyboard.press('ArrowDown');
  await expect(help.articleHeading).toHaveText(two.articles[1]?.title ?? '');
  await expect(help.dialog.locator('article p').first(), 'article HTML is rendered').toBeVisible();
  await expect(help.dialog.locator('article script, article [onerror], article [style]')).toHaveCount(0);
  await page.screenshot({ path: `test-results/screenshots/${merchant}-help.png` });

  await help.closeButton().click();
  await expect(help.dialog).toBeHidden();
  await expect(page).toHaveURL(/\/$/);
});

test('stacked modals: the top one owns focus and Escape @any-brand', async ({ page, merchant }) => {
  const { help, modals } = setup(page, merchant);
  // The popup waits while the visitor is in a dialog, so the stack is the visitor's doing: the help
  // centre opened from the footer, Back while the popup's list is held, the popup opens over the
  // page, then Forward brings the help centre back over the popup.
  const list = await holdPopupList(page);
  await page.goto('/');
  await help.footerLink().click();
  await settled(help.dialog);
  await page.goBack();
  await expect(help.dialog).toBeHidden();
  await list.release();
  await settled(modals.popup);
  await page.goForward();
  await settled(help.dialog);
  const [top, under] = [help.dialog, modals.popup];
  expect(await under.evaluate((el) => el.closest('[inert]') !== null), 'the lower modal is inert').toBe(true);
  await expect.poll(() => modals.focusInside(top), 'the top modal has focus').toBe(true);

  await page.keyboard.press('Escape');
  await expect(top).toBeHidden();
  await expect(under).toBeVisible();
  await expect.poll(() => modals.focusInside(under), 'focus goes back into the lower modal').toBe(true);
  await page.keyboard.press('Escape');
  await expect(under).toBeHidden();
  await expect(page).toHaveURL(/\/$/);
});

test('axe: no serious or critical violation with the popup, the notice list or the help centre open', async ({ page, merchant }) => {
  test.slow(); // three axe runs: about 10 s each on a busy 2-core machine
  const { catalogue, help, modals } = setup(page, merchant);
  await page.goto('/');
  await settled(modals.popup);
  expect(await seriousModalViolations(page), 'popup').toEqual([]);
  await page.keyboard.press('Escape');
  await expect(modals.popup).toBeHidden();

  const marquee = page.getByTestId('notice-marquee').getByRole('button');
  await marquee.click();
  const notices = page.getByRole('dialog', { name: text(catalogue, 'home.notices.title') });
  await settled(notices);
  expect(await seriousModalViolations(page), 'notice list').toEqual([]);
  await page.keyboard.press('Escape');
  await expect(notices).toBeHidden();
  await expect(marquee, 'focus returns to the marquee').toBeFocused();

  await help.goto();
  await settled(help.dialog);
  expect(await seriousModalViolations(page), 'help centre').toEqual([]);
});

test('modals fit a phone screen (both themes across the brands; right-to-left where offered)', async ({ page, merchant }) => {
  const brand = readBrand(merchant);
  const rtl = brand.supportLanguages.includes('AR');
  if (rtl) await page.addInitScript(() => localStorage.setItem('lang', 'AR'));
  const catalogue = readCatalogue(rtl ? 'AR' : brand.defaultLang);
  const modals = new ModalPage(page, catalogue);
  const help = new HelpPage(page, catalogue);
  const screen = { width: 390, height: 780 };
  await page.setViewportSize(screen);
  const suffix = rtl ? '-ar' : '';

  const fits = async (dialog: typeof help.dialog): Promise<void> => {
    await settled(dialog);
    const box = await boxOf(dialog);
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(screen.width);
    expect(box.y + box.height).toBeLessThanOrEqual(screen.height);
  };
  await page.goto('/');
  await fits(modals.popup);
  await page.screenshot({ path: `test-results/screenshots/${merchant}-phone-popup${suffix}.png` });
  await page.keyboard.press('Escape');
  await expect(modals.popup).toBeHidden();

  await page.goto('/help');
  await fits(help.dialog);
  await expect(help.articleHeading).toBeVisible();
  await page.screenshot({ path: `test-results/screenshots/${merchant}-phone-help${suffix}.png` });
});
