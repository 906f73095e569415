/**
 * Raffle tickets and missions (issue 19, docs/decisions/051), per demo brand: bets on the demo
 * vendor earn a ticket; claiming it (reduced motion: no animation) reveals the server seed and the
 * page's own verification (Web Crypto) passes; two concurrent claims pay once; mission progress
 * moves after bets and the leaderboard lists the member; guests go to /login.
 */
import type { APIRequestContext } from '@playwright/test';
import type { TicketsAnswer } from '../../schemas/tickets';
import { listGames, transferToVendor } from './pages/game.page';
import { readBrand } from './support/brand-data';
import { signInFresh } from './pages/layout.page';
import { apiBase, launchUrl, MemberPage } from './pages/member.page';
import { expect, test } from './support/fixtures';

const member = 0;

/** Spins the largest bet of the slot with the largest minimum bet until `volumeMinor` is bet; the rounds played. */
async function bet(request: APIRequestContext, merchant: string, token: string, volumeMinor: number): Promise<{ betMinor: number; rounds: number }> {
  const games = (await listGames(request, merchant, { gameType: 'RNG' })).filter((g) => g.vassalage === 'JILI' || g.minBet > 0);
  const game = games.sort((a, b) => b.minBet - a.minBet)[0];
  if (!game) throw new Error('no slot to bet on');
  // A brand with vendor wallets plays from the vendor's wallet: move the stake there first.
  if (!readBrand(merchant).wallet?.single) await transferToVendor(request, merchant, token, game.vassalage, '2000');
  const ticket = new URL(await launchUrl(request, merchant, token, game), apiBase()).searchParams.get('ticket');
  const session = await request.post(`${apiBase()}/lgw/demo-vendor/session`, { data: { ticket } });
  expect(session.ok(), await session.text()).toBe(true);
  const { playToken, betsMinor } = ((await session.json()) as { value: { playToken: string; betsMinor: number[] } }).value;
  const stake = betsMinor[betsMinor.length - 1] ?? 0;
  let betMinor = 0;
  let rounds = 0;
  while (betMinor < volumeMinor) {
    const spin = await request.post(`${apiBase()}/lgw/demo-vendor/spin`, { data: { playToken, roundId: `round-${crypto.randomUUID()}`, betMinor: stake } });
    expect(spin.ok(), await spin.text()).toBe(true);
    betMinor += stake;
    rounds += 1;
  }
  return { betMinor, rounds };
}

async function tickets(request: APIRequestContext, merchant: string, token: string): Promise<TicketsAnswer> {
  const res = await request.get(`${apiBase()}/wps/member/tickets`, { headers: { merchant, authorization: `Bearer ${token}` } });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { value: TicketsAnswer }).value;
}

test('bets earn a ticket; the claim draws without animation under reduced motion and the page verifies the draw; two concurrent claims pay once', async ({ page, request, merchant, consoleGuard }) => {
  // The losing concurrent claim is answered 409 on purpose.
  consoleGuard.allow(/status of 409/);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const session = await signInFresh(page, request, merchant, member, { balanceMinor: 500_000 });
  const m = new MemberPage(page, merchant);
  await page.goto('/tickets');
  await expect(page.getByRole('heading', { level: 1, name: m.t('tickets.title') })).toBeVisible();
  await expect(page.getByText(m.t('tickets.none'))).toBeVisible();

  await bet(request, merchant, session.token, 2000);
  await page.reload();
  await expect(page.locator('[data-testid="ticket-rule"][data-rule="golden-egg"]')).toHaveAttribute('data-earned', /^[1-9]/);
  const unclaimed = page.locator('[data-testid="ticket-card"][data-ticket-type="golden_egg"][data-claimed="false"]').first();
  await expect(unclaimed).toBeVisible();
  const commitment = (await unclaimed.getByTestId('ticket-commitment').textContent())?.trim() ?? '';
  expect(commitment).toMatch(/^[0-9a-f]{64}$/);
  // The same card after the claim (its data-claimed changes): found by its commitment.
  const card = page.getByTestId('ticket-card').filter({ has: page.getByTestId('ticket-commitment').filter({ hasText: commitment }) });
  await card.getByTestId('client-seed').fill('e2e-seed');
  await card.getByTestId('claim-ticket').click();
  const verified = card.getByTestId('verify-result');
  await expect(verified).toHaveAttribute('data-ok', 'true', { timeout: 15_000 });
  await expect(verified).toHaveText(m.t('tickets.verified'));
  await expect(card.getByTestId('claim-stage')).toHaveAttribute('data-reduced-motion', 'true');
  await expect(card.getByTestId('claim-animation')).toHaveAttribute('data-animating', 'false');
  await expect(card.getByTestId('verify-commitment')).toHaveText(commitment);
  await expect(card).toHaveAttribute('data-claimed', 'true');
  await expect(card.getByTestId('ticket-prize')).toBeVisible();

  // Two claims of one ticket at once: one pays, the other is refused; one bonus in the account.
  const next = (await tickets(request, merchant, session.token)).tickets.find((t) => t.draw === null);
  expect(next).toBeTruthy();
  const claim = (seed: string) =>
    request.post(`${apiBase()}/wps/relay/MCS2_claimRafflePromotion`, { headers: { merchant, authorization: `Bearer ${session.token}` }, data: { ticketId: next?.id, clientSeed: seed } });
  const answers = await Promise.all([claim('one'), claim('two')]);
  expect(answers.map((a) => a.status()).sort()).toEqual([200, 409]);
  const after = await tickets(request, merchant, session.token);
  expect(after.tickets.filter((t) => t.id === next?.id && t.draw !== null)).toHaveLength(1);
});

test('mission progress moves after bets and the leaderboard lists the member', async ({ page, request, merchant }) => {
  const session = await signInFresh(page, request, merchant, member, { balanceMinor: 500_000 });
  await page.goto('/missions');
  const rounds = page.locator('[data-testid="mission-card"][data-mission="daily-rounds"]');
  await expect(rounds).toHaveAttribute('data-progress', '0');
  const played = await bet(request, merchant, session.token, 1);
  await page.reload();
  await expect(rounds).toHaveAttribute('data-progress', String(played.rounds));
  await expect(page.locator('[data-testid="mission-card"][data-mission="daily-bets"]')).toHaveAttribute('data-progress', String(played.betMinor));
  const mine = page.getByTestId('leaderboard').locator('[data-testid="leaderboard-row"][data-me="true"]');
  await expect(mine).toContainText(session.member.account);
  await expect(page.getByTestId('rank-list')).toBeVisible();
});

test('guests are sent to /login from tickets and missions', async ({ page }) => {
  for (const path of ['/tickets', '/missions']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/login\?redirect=/);
  }
});
