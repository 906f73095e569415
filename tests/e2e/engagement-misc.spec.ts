/**
 * Winners list, live chat entry and opened lottery numbers (issue 19; docs/decisions/052), per
 * demo brand: the winners list opens with its entries; a member opens a chat desk and the brand's
 * chat provider (the development one) opens in a new tab naming the member; guests are sent to
 * /login; each lottery page the brand carries shows opened numbers and reads them again on its
 * timer only while visible. A brand without the feature skips, naming what turns it off.
 */
import type { Request } from '@playwright/test';
import type { LotteryPage } from '../../schemas/lottery';
import { openedRefreshMs } from '../../schemas/lottery-results';
import { expect, test } from './support/fixtures';
import { GamePage } from './pages/game.page';
import { signInFresh } from './pages/layout.page';

const member = 0;

test('the winners list opens with the biggest wins first, and filters by category', async ({ page, merchant }) => {
  const games = new GamePage(page, merchant);
  await page.goto('/winners');
  await expect(page.getByRole('heading', { level: 1, name: games.t('winners.page_title') })).toBeVisible();
  const rows = page.getByTestId('winners-row');
  await expect(rows.first()).toBeVisible();
  expect(await rows.count()).toBeGreaterThan(20);
  const wins = await rows.locator('td:nth-of-type(4)').allTextContents();
  const values = wins.map((w) => Number(w.replace(/[^\d.]/g, '')));
  expect(values).toEqual([...values].sort((a, b) => b - a));
  await page.getByTestId('winners-page').getByLabel(games.t('winners.category'), { exact: true }).selectOption('RNG');
  await expect(rows.first()).toHaveAttribute('data-game-type', 'RNG');
  expect(new Set(await rows.evaluateAll((list) => list.map((r) => r.getAttribute('data-game-type'))))).toEqual(new Set(['RNG']));
});

test('the live chat entry opens the brand\'s chat provider for the member; guests go to /login', async ({ page, request, merchant, context }) => {
  const games = new GamePage(page, merchant);
  test.skip(!games.brand.liveChat, `brand.json liveChat is absent for ${merchant}: no live chat`);
  await page.goto('/liveChat');
  await expect(page).toHaveURL(/\/login/);
  const session = await signInFresh(page, request, merchant, member);
  await page.goto('/liveChat');
  const desk = page.getByRole('button', { name: games.t('live_chat.open_named', { name: games.brand.liveChat?.models[0]?.name[games.brand.defaultLang] ?? '' }) });
  await expect(desk).toBeVisible();
  const [chat] = await Promise.all([context.waitForEvent('page'), desk.click()]);
  await chat.waitForURL(/\/dev\/chat\?/);
  await expect(chat.getByTestId('dev-chat-member')).toContainText(session.member.account);
  await expect(chat.getByTestId('dev-chat-desk')).toContainText(games.brand.liveChat?.models[0]?.id ?? '');
  await chat.close();
});

const pages: { page: LotteryPage; path: string; modes: string[] }[] = [
  { page: 'lottery', path: '/lottery', modes: ['LOTT', 'ELOTT'] },
  { page: 'seaLottery', path: '/seaLottery', modes: ['SEA'] },
  { page: 'vnLottery', path: '/vnLottery', modes: ['ZY'] },
];

for (const lottery of pages) {
  test(`${lottery.path} shows opened numbers and reads them again only while visible`, async ({ page, request, merchant }) => {
    const games = new GamePage(page, merchant);
    const carried = lottery.modes.filter((m) => games.brand.prizeModes.includes(m as never));
    test.skip(carried.length === 0, `brand.json prizeModes of ${merchant} lack ${lottery.modes.join('/')}: no ${lottery.path} games`);
    await signInFresh(page, request, merchant, member);
    const reads: Request[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/numeros/opened/game') || r.url().includes('/games/opened/numero')) reads.push(r);
    });
    // The page's timers run on Playwright's clock: 16 s of hidden time pass in an instant.
    await page.clock.install();
    await page.goto(lottery.path);
    const opened = page.getByTestId('lottery-opened');
    await expect(opened.getByRole('heading', { name: games.t('lottery.opened.title') })).toBeVisible();
    const first = opened.getByTestId('opened-game').first();
    await expect(first.getByTestId('opened-numbers').first().locator('li').first()).toBeVisible();
    expect(new URL(reads[0]?.url() ?? 'http://x').searchParams.get('page')).toBe(lottery.page);
    // The history of one game: five draws.
    await first.locator('summary').click();
    await expect(first.getByTestId('opened-history').locator('tbody tr')).toHaveCount(5);
    await page.screenshot({ path: `test-results/screenshots/${merchant}-${lottery.page}-opened.png` });

    // Hidden: no reads on the timer; shown again: read at once.
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    const hiddenFrom = reads.length;
    await page.clock.runFor(16_000);
    expect(reads.length).toBe(hiddenFrom);
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
      document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    });
    // The next timer tick (at most openedRefreshMs away) reads again now that the page shows.
    await page.clock.runFor(openedRefreshMs + 1_000);
    await expect.poll(() => reads.length).toBeGreaterThan(hiddenFrom);
  });
}
