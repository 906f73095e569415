/**
 * The points mall and VIP (issue 19, docs/decisions/049), per demo brand: rounds on the demo
 * vendor earn points (one in the page, the rest through the vendor's own calls to reach a
 * product); the member redeems a product (with a receiving address where it is sent) and
 * converts points with the payment password; the redeem history and the points details show
 * both; the ledger pays the cash once (the wallet rises by exactly the ratio); VIP progress moves
 * after more bets. Guests go to /login; a wrong payment password is refused with nothing taken.
 */
import type { APIRequestContext } from '@playwright/test';
import type { PointConfigAnswer, PointRewardsAnswer, VipAnswer } from '../../schemas/points';
import { findSlot, playOneRound } from './pages/game.page';
import { seriousAxeViolations, signInFresh } from './pages/layout.page';
import { apiBase, launchUrl, MemberPage } from './pages/member.page';
import { expect, test } from './support/fixtures';

const member = 0;
const startMinor = 500_000;
const payPassword = 'pay-pass-19';

async function api<T>(request: APIRequestContext, merchant: string, token: string, method: 'GET' | 'POST', path: string, data?: object): Promise<T> {
  const res = await request.fetch(`${apiBase()}${path}`, { method, headers: { merchant, authorization: `Bearer ${token}` }, data });
  expect(res.ok(), `${method} ${path}: ${await res.text()}`).toBe(true);
  return ((await res.json()) as { value: T }).value;
}

/** Plays `rounds` rounds with the largest bet through the demo vendor's own calls (what its page does). */
async function spinRounds(request: APIRequestContext, merchant: string, token: string, game: { vassalage: string; gameType: string; nodeId: string }, rounds: number): Promise<void> {
  const ticket = new URL(await launchUrl(request, merchant, token, game), 'http://x').searchParams.get('ticket');
  const session = await request.post(`${apiBase()}/lgw/demo-vendor/session`, { data: { ticket } });
  const { playToken, betsMinor } = ((await session.json()) as { value: { playToken: string; betsMinor: number[] } }).value;
  const betMinor = Math.max(...betsMinor);
  for (let i = 0; i < rounds; i += 1) {
    const spun = await request.post(`${apiBase()}/lgw/demo-vendor/spin`, { data: { playToken, roundId: `e2e-${Date.now()}-${i}-${Math.random().toString(36).slice(2)}`, betMinor } });
    expect(spun.ok(), await spun.text()).toBe(true);
  }
}

test('guests are sent to /login from the points mall', async ({ page }) => {
  await page.goto('/pointMall');
  await expect(page).toHaveURL(/\/login\?redirect=%2FpointMall/);
});

test('bets earn points; redeem a product and convert points with the payment password; history, details and VIP follow', async ({ page, request, merchant, consoleGuard }) => {
  test.setTimeout(120_000);
  // The wrong payment password below is answered 400 on purpose.
  consoleGuard.allow(/status of 400/);
  // At least 1.00 a bet: the largest bet (10×) earns points under every brand's rule (oasis: 3 per 10.00).
  const game = await findSlot(request, merchant, (g) => g.supportPlay === 1 && !g.maintenance && g.minBet >= 1);
  const session = await signInFresh(page, request, merchant, member, { balanceMinor: startMinor });
  const token = session.token;
  const m = new MemberPage(page, merchant);
  await api(request, merchant, token, 'POST', '/wps/member/payment-password', { newPassword: payPassword, confirmNewPassword: payPassword });
  if (!m.brand.wallet?.single) {
    await api(request, merchant, token, 'POST', '/wps/relay/GCS_walletTransfer', { requestId: crypto.randomUUID(), from: 'main', to: game.vassalage, amount: '3000' });
  }

  // Nothing yet: the empty states.
  await page.goto('/pointMall?tab=details');
  await expect(page.getByTestId('points-balance')).toHaveAttribute('data-points', '0');
  await expect(page.getByText(m.t('points.details_empty'))).toBeVisible();
  await page.getByRole('tab', { name: m.t('points.tab_vip') }).click();
  const vipBefore = Number(await page.getByTestId('vip-progress').getAttribute('aria-valuenow'));

  // One round in the game's page earns points.
  await page.goto(await launchUrl(request, merchant, token, game));
  const bets = page.locator('#bet');
  await expect(bets).toBeEnabled({ timeout: 15_000 });
  await bets.selectOption({ index: (await bets.locator('option').count()) - 1 });
  await playOneRound(page);
  await page.goto('/pointMall?tab=details');
  await expect(page.getByTestId('detail-row').first()).toHaveAttribute('data-kind', 'earn');
  expect(Number(await page.getByTestId('points-balance').getAttribute('data-points'))).toBeGreaterThan(0);

  // Enough rounds for a product and one conversion.
  const config = await api<PointConfigAnswer>(request, merchant, token, 'GET', '/wps/relay/getPointConfig');
  const rewards = await api<PointRewardsAnswer>(request, merchant, token, 'GET', `/wps/relay/getPointReward?lang=${m.brand.defaultLang}`);
  // The cheapest product (aurora's and tigerbay's are sent: a receiving address; oasis's is a voucher).
  const product = [...rewards.products].sort((a, b) => a.points - b.points)[0];
  if (!product) throw new Error('no product');
  const needed = product.points + config.convertMinPoints;
  for (let i = 0; i < 40; i += 1) {
    const { points } = await api<{ points: number }>(request, merchant, token, 'GET', '/wps/relay/MCS2_getPointBalance');
    if (points >= needed) break;
    await spinRounds(request, merchant, token, game, 10);
  }

  // Redeem the product.
  await page.goto('/pointMall');
  const balanceBefore = Number(await page.getByTestId('points-balance').getAttribute('data-points'));
  expect(balanceBefore).toBeGreaterThanOrEqual(needed);
  const card = page.getByTestId('point-product').filter({ hasText: product.name });
  await card.getByRole('button', { name: m.t('points.redeem_title', { name: product.name }) }).click();
  const redeem = card.getByTestId('redeem-form');
  if (product.needsAddress) await redeem.getByLabel(m.t('points.address')).fill('88 Harbour Road, Wan Chai');
  await redeem.getByLabel(m.t('member.paypw')).fill('wrong-pass');
  await redeem.getByTestId('redeem-submit').click();
  await expect(redeem.getByTestId('redeem-error')).toHaveText(m.t('error.payment_password_incorrect'));
  await expect(page.getByTestId('points-balance')).toHaveAttribute('data-points', String(balanceBefore));
  await redeem.getByLabel(m.t('member.paypw')).fill(payPassword);
  await redeem.getByTestId('redeem-submit').click();
  await expect(redeem.getByTestId('redeem-done')).toBeVisible();
  await expect(page.getByTestId('points-balance')).toHaveAttribute('data-points', String(balanceBefore - product.points));

  // Convert the smallest amount: the wallet rises by exactly the ratio's cash.
  const walletBefore = (await api<{ balanceMinor: number }>(request, merchant, token, 'GET', '/wps/v2/wallets/balance')).balanceMinor;
  await page.getByRole('tab', { name: m.t('points.tab_convert') }).click();
  const convert = page.getByTestId('convert-form');
  await convert.getByLabel(m.t('points.convert_points')).fill(String(config.convertMinPoints));
  const cashMinor = (config.convertMinPoints / config.ratio.points) * config.ratio.cashMinor;
  await expect(convert.getByTestId('convert-cash')).toContainText(m.money(cashMinor));
  await convert.getByLabel(m.t('member.paypw')).fill(payPassword);
  await convert.getByTestId('convert-submit').click();
  await expect(convert.getByTestId('convert-done')).toBeVisible();
  await expect(page.getByTestId('points-balance')).toHaveAttribute('data-points', String(balanceBefore - product.points - config.convertMinPoints));
  const walletAfter = (await api<{ balanceMinor: number }>(request, merchant, token, 'GET', '/wps/v2/wallets/balance')).balanceMinor;
  expect(walletAfter - walletBefore).toBe(cashMinor);

  // The redeem history and the points details show both.
  await page.getByRole('tab', { name: m.t('points.tab_history') }).click();
  const rows = page.getByTestId('exchange-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toHaveAttribute('data-type', 'cash');
  await expect(rows.nth(0)).toContainText(m.t('points.status_approved'));
  await expect(rows.nth(1)).toHaveAttribute('data-type', 'product');
  await expect(rows.nth(1)).toContainText(m.t('points.status_in_process'));
  await expect(rows.nth(1)).toContainText(product.name);
  await page.getByRole('tab', { name: m.t('points.tab_details') }).click();
  const details = page.getByTestId('detail-row');
  await expect(details.nth(0)).toHaveAttribute('data-kind', 'convert');
  await expect(details.nth(1)).toHaveAttribute('data-kind', 'redeem');
  expect(await seriousAxeViolations(page)).toEqual([]);

  // VIP: progress moved with the bets; the header's label is the level.
  await page.getByRole('tab', { name: m.t('points.tab_vip') }).click();
  const vip = await api<VipAnswer>(request, merchant, token, 'GET', '/wps/member/vip');
  await expect(page.getByTestId('vip-level')).toHaveAttribute('data-level', String(vip.level));
  const vipAfter = vip.next ? Number(await page.getByTestId('vip-progress').getAttribute('aria-valuenow')) : 100;
  expect(vip.level > 1 || vipAfter > vipBefore).toBe(true);
  await expect(page.getByTestId('vip-level-row')).toHaveCount(vip.levels.length);
  await page.reload();
  await expect(page.getByText(m.t('header.vip', { level: vip.level })).first()).toBeVisible();
});
