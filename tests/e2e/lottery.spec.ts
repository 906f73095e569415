/**
 * The lottery pages (§2.1 ?gameCode=, §7 "lottery games by prizeMode … query passed through",
 * §9 prize modes, §3 lottery type icons; docs/decisions/032), per demo brand: the page's
 * gameCode and prizeMode reach both of its calls, every prize mode the brand carries for the page
 * shows as a switch, and each classic draw wears its lottery type icon.
 */
import type { Request } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { GamePage, listGames } from './pages/game.page';
import { signInFresh } from './pages/layout.page';

const member = 0;

function queryOf(request: Request): URLSearchParams {
  return new URL(request.url()).searchParams;
}

test('/lottery passes gameCode and prizeMode to its calls, shows each prize mode and the lottery type icons', async ({ page, request, merchant }) => {
  const games = new GamePage(page, merchant);
  // Every demo brand has its own LOTT vendor and an ELOTT vendor on the generic page: two prize modes.
  const modes = games.brand.prizeModes.filter((m) => m === 'LOTT' || m === 'ELOTT');
  expect(modes).toEqual(expect.arrayContaining(['LOTT', 'ELOTT']));
  const elott = (await listGames(request, merchant, { gameType: 'ELOTT', vendor: 'ELOTT' }))[2];
  const lott = (await listGames(request, merchant, { gameType: 'LOTT', vendor: 'LOTT' }))[0];
  if (!elott || !lott) throw new Error('every demo brand has LOTT and ELOTT lottery games');
  await signInFresh(page, request, merchant, member);

  const menuCalls: Request[] = [];
  const recentCalls: Request[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/lgw/vn/games/game_menu/recent')) recentCalls.push(r);
    else if (r.url().includes('/lgw/vn/games/game_menu')) menuCalls.push(r);
  });
  await page.goto(`/lottery?gameCode=${encodeURIComponent(elott.gameCode)}`);
  await expect(page.getByTestId('lottery-selected').getByRole('button', { name: games.t('games.play_named', { name: elott.displayName }) })).toBeVisible();
  await expect.poll(() => menuCalls.length).toBeGreaterThan(0);
  await expect.poll(() => recentCalls.length).toBeGreaterThan(0);
  for (const call of [menuCalls[0], recentCalls[0]]) expect(call && queryOf(call).get('gameCode')).toBe(elott.gameCode);

  // The switch lists the page's prize modes in the brand's order; the named game's mode is shown.
  const switcher = page.getByRole('navigation', { name: games.t('lottery.prize_modes') });
  await expect(switcher.getByRole('link')).toHaveText(modes.map((m) => games.t(`lottery.prize_mode.${m}`)));
  await expect(switcher.getByRole('link', { name: games.t('lottery.prize_mode.ELOTT'), exact: true })).toHaveAttribute('aria-current', 'page');
  const all = page.getByTestId('lottery-games');
  await expect(all.getByTestId('game-tile').first()).toBeVisible();
  // Classic draws wear their lottery type icon (§3), named for the family.
  const icons = all.getByTestId('lottery-type-icon');
  await expect(icons).toHaveCount(await all.getByTestId('game-tile').count());
  const kinds = await icons.evaluateAll((list) => list.map((i) => i.getAttribute('data-lottery-type')));
  expect(new Set(kinds)).toEqual(new Set(['ssc', 'pk10', '11x5', 'k3', 'lhc']));
  await expect(all.locator('[data-lottery-type="lhc"]').first()).toHaveAccessibleName(games.t('lottery.type.lhc'));
  await page.screenshot({ path: `test-results/screenshots/${merchant}-lottery.png` });

  // Another prize mode: the address carries it, both calls take it, that mode's games show.
  menuCalls.length = 0;
  recentCalls.length = 0;
  await switcher.getByRole('link', { name: games.t('lottery.prize_mode.LOTT'), exact: true }).click();
  await expect(page).toHaveURL(/[?&]prizeMode=LOTT(&|$)/);
  await expect(all.locator(`[data-testid="game-tile"][data-node-id="${lott.nodeId}"]`)).toBeVisible();
  await expect(all.locator(`[data-testid="game-tile"][data-node-id="${elott.nodeId}"]`)).toHaveCount(0);
  await expect.poll(() => recentCalls.length).toBeGreaterThan(0);
  for (const call of [menuCalls[0], recentCalls[0]]) expect(call && queryOf(call).get('prizeMode')).toBe('LOTT');
  await expect(switcher.getByRole('link', { name: games.t('lottery.prize_mode.LOTT'), exact: true })).toHaveAttribute('aria-current', 'page');
});
