/**
 * Lobby lists (§2.1, §3, §9; docs/decisions/021), per demo brand: a game found by name among
 * the brand's ~10,000 slot games on /rng; chips, the vendor and the §9 hints narrow the list,
 * the empty state clears them; the address keeps the filters across reload and back; game
 * centres and category pages list vendor cards and a vendor's games; a logged-in member sees a
 * favourited game in the game centre's favourites (logged out: a sign-in prompt); home shows
 * hot games and the 20-entry winner board.
 */
import { categoryRoutes } from '../../schemas/game-categories';
import type { GameCategory } from '../../schemas/brand';
import { format, quietPopups, signInFresh } from './pages/layout.page';
import { LobbyPage, slotGames, vendorCardsOf } from './pages/lobby.page';
import { expect, gatewayPort, test } from './support/fixtures';

const member = 0;

test.beforeEach(async ({ page }) => {
  await quietPopups(page);
});

test('finds a game by name among the 10,000 slot games and shows it @any-brand', async ({ page, request, merchant }) => {
  const lobby = new LobbyPage(page, merchant);
  const games = await slotGames(request, merchant);
  expect(games.length).toBeGreaterThanOrEqual(10_000);
  const wanted = games[Math.floor(games.length * 0.73)];
  if (!wanted) throw new Error('no game');
  await lobby.gotoLobby();
  await expect(lobby.count).toContainText(games.length.toLocaleString('en-US').slice(-3));
  // Only a screenful of tiles exists, not 10,000.
  expect(await lobby.list.getByTestId('game-tile').count()).toBeLessThan(300);
  await lobby.search.pressSequentially(wanted.displayName, { delay: 10 });
  await expect(lobby.tile(wanted.nodeId)).toBeVisible();
  await expect(lobby.tile(wanted.nodeId)).toContainText(wanted.displayName);
  // The text lands in the address once typing pauses: a reload finds the same game. (The whole
  // name: on a busy machine typing can pause mid-word, and the address then holds a prefix first.)
  await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(wanted.displayName);
  await page.reload();
  await expect(lobby.search).toHaveValue(wanted.displayName);
  await expect(lobby.tile(wanted.nodeId)).toBeVisible();
});

test('chips, the vendor and the hints narrow the list; the address keeps them; the empty state clears them @any-brand', async ({ page, request, merchant }) => {
  const lobby = new LobbyPage(page, merchant);
  const games = await slotGames(request, merchant);
  await lobby.gotoLobby();
  await lobby.chip('jackpot').click();
  await expect(page).toHaveURL(/[?&]sub=JP/);
  const jackpots = games.filter((g) => g.subcategory === 'JP');
  await expect.poll(() => lobby.shown()).toBe(jackpots.length);
  // A filter is not a new page: the page stays where it is scrolled (no jump to the top).
  await lobby.hint('lobby.hint_lines').evaluate((el) => el.scrollIntoView({ block: 'center' }));
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(0);
  await lobby.hint('lobby.hint_lines').click();
  await expect(page).toHaveURL(/[?&]lines=25/);
  await expect.poll(() => lobby.shown()).toBe(jackpots.filter((g) => g.lines >= 25).length);
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  // Reload keeps both; back undoes the last one.
  await page.reload();
  await expect(lobby.chip('jackpot')).toHaveAttribute('aria-pressed', 'true');
  await expect(lobby.hint('lobby.hint_lines')).toHaveAttribute('aria-pressed', 'true');
  await page.goBack();
  await expect(page).not.toHaveURL(/lines=25/);
  await expect(lobby.hint('lobby.hint_lines')).toHaveAttribute('aria-pressed', 'false');
  await expect.poll(() => lobby.shown()).toBe(jackpots.length);
  // The vendor filter.
  const vendor = games[0]?.vassalage ?? '';
  await lobby.main.getByRole('combobox', { name: lobby.t('lobby.vendor') }).selectOption(vendor);
  await expect(page).toHaveURL(new RegExp(`[?&]vendor=${vendor}`));
  await expect.poll(() => lobby.shown()).toBe(jackpots.filter((g) => g.vassalage === vendor).length);
  // Nothing matches: the empty state, whose button clears every filter.
  await lobby.search.fill('zzqx no such game');
  await expect(lobby.empty).toBeVisible();
  await lobby.main.getByRole('button', { name: lobby.t('lobby.clear_filters') }).last().click();
  await expect(lobby.search).toHaveValue('');
  await expect(page).toHaveURL(/\/rng$/);
  await expect.poll(() => lobby.shown()).toBe(games.length);
});

test('a malformed address filter is ignored, not applied @any-brand', async ({ page, merchant }) => {
  const lobby = new LobbyPage(page, merchant);
  await lobby.gotoLobby('?sub=NOPE&vendor=%3Cscript%3E&minBet=abc');
  await expect(lobby.chip('lobby.all_games')).toHaveAttribute('aria-pressed', 'true');
  await expect(lobby.hint('lobby.hint_min_bet')).toHaveAttribute('aria-pressed', 'false');
  await expect(lobby.list).toBeVisible();
});

test('game centres and category pages list vendor cards and a vendor’s games @any-brand', async ({ page, request, merchant }) => {
  const lobby = new LobbyPage(page, merchant);
  const types: GameCategory[] = ['LIVE', 'PVP', 'SPORTS', 'ESPORTS', 'FISH', 'LOTT', 'ELOTT', 'COCKFIGHT'];
  let checked = 0;
  for (const type of types) {
    const cards = await vendorCardsOf(request, merchant, type);
    if (cards.length === 0) continue;
    await page.goto(categoryRoutes[type]);
    await expect(lobby.vendorTiles()).toHaveCount(cards.length);
    const withGames = cards.find((c) => c.gameCount > 0);
    if (!withGames) continue;
    await page.goto(`${categoryRoutes[type]}?vendor=${withGames.vassalage}`);
    await expect(lobby.vendorGames().getByTestId('game-tile')).toHaveCount(Math.min(withGames.gameCount, 30));
    checked++;
  }
  expect(checked).toBeGreaterThan(2);
  // The vendor game list route (lowercased params) shows the vendor's games too.
  const slotVendor = (await vendorCardsOf(request, merchant, 'RNG'))[0];
  if (!slotVendor) throw new Error('no slot vendor');
  await page.goto(`/gameListCenter/${slotVendor.vassalage.toLowerCase()}/rng`);
  await expect(lobby.vendorGames().getByTestId('game-tile').first()).toBeVisible();
});

test('the game centre shows a member’s favourite; a guest is asked to sign in @any-brand', async ({ page, request, merchant }) => {
  const lobby = new LobbyPage(page, merchant);
  await page.goto('/live');
  await expect(lobby.memberArea().getByRole('link', { name: lobby.t('w_login') })).toBeVisible();

  const games = await slotGames(request, merchant);
  const game = games.find((g) => !g.maintenance) ?? games[0];
  if (!game) throw new Error('no game');
  await signInFresh(page, request, merchant, member);
  await lobby.gotoLobby(`?q=${encodeURIComponent(game.displayName)}`);
  const favourites = lobby.memberArea().getByTestId('member-favourites');
  await expect(favourites).toContainText(lobby.t('mygames.no_favourites'));
  const heart = lobby.tile(game.nodeId).locator('button[aria-pressed]');
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(favourites.locator(`[data-node-id="${game.nodeId}"]`)).toBeVisible();
  await page.goto('/live');
  await expect(lobby.memberArea().getByTestId('member-favourites').locator(`[data-node-id="${game.nodeId}"]`)).toBeVisible();
  await expect(lobby.memberArea().getByTestId('member-recent')).toBeVisible();
});

test('a member with more than 12 favourites pages through them (§3 favourite list: pageNum, totalPages) @any-brand', async ({ page, request, merchant }) => {
  const lobby = new LobbyPage(page, merchant);
  const games = (await slotGames(request, merchant)).filter((g) => !g.maintenance).slice(0, 14);
  const session = await signInFresh(page, request, merchant, member);
  for (const game of games) {
    const res = await request.post(`http://127.0.0.1:${gatewayPort()}/wps/relay/MCSFE_addFavoriteGameV2`, {
      headers: { merchant, authorization: `Bearer ${session.token}` },
      data: { nodeId: game.nodeId, vendor: game.vassalage, gameType: 'RNG' },
    });
    expect(res.ok()).toBe(true);
  }
  await page.goto('/live');
  const favourites = lobby.memberArea().getByTestId('member-favourites');
  await expect(favourites.getByTestId('game-tile')).toHaveCount(12);
  const pager = favourites.getByRole('navigation', { name: lobby.t('mygames.favourites_pages') });
  await expect(pager).toContainText(format(lobby.catalogue, 'pager.status', { page: 1, total: 2 }));
  await pager.getByRole('button', { name: lobby.t('pager.next') }).click();
  await expect(pager).toContainText(format(lobby.catalogue, 'pager.status', { page: 2, total: 2 }));
  await expect(favourites.getByTestId('game-tile')).toHaveCount(2);
  const seen = await favourites.getByTestId('game-tile').evaluateAll((tiles) => tiles.map((t) => t.getAttribute('data-node-id')));
  expect(seen.every((id) => games.some((g) => g.nodeId === id))).toBe(true);
});

test('home shows hot games and the 20-entry winner board below the first screen @any-brand', async ({ page, merchant }) => {
  const lobby = new LobbyPage(page, merchant);
  await page.goto('/');
  const placeholder = page.getByTestId('home-games-placeholder');
  await placeholder.scrollIntoViewIfNeeded();
  const hot = page.getByTestId('hot-games');
  await expect(hot.getByTestId('game-tile').first()).toBeVisible({ timeout: 15_000 });
  // Past 5 games (§9) the next button scrolls the row a screenful on; previous brings it back.
  const row = hot.getByTestId('hot-games-row');
  const offset = () => row.evaluate((el) => Math.abs(el.scrollLeft));
  expect(await hot.getByTestId('game-tile').count()).toBeGreaterThan(5);
  await hot.getByRole('button', { name: lobby.t('hotgames.next'), exact: true }).click();
  await expect.poll(offset).toBeGreaterThan(100);
  await hot.getByRole('button', { name: lobby.t('hotgames.previous'), exact: true }).click();
  await expect.poll(offset).toBe(0);
  const board = page.getByTestId('winner-board');
  await expect(board.getByRole('heading', { name: lobby.t('winners.title') })).toBeVisible();
  await expect(board.getByTestId('winner-row')).toHaveCount(20);
  // Amounts: 2 decimals (§9).
  await expect(board.getByTestId('winner-row').first().locator('td').last()).toHaveText(/\d[.,٫]\d{2}$|\d{2}$/);
});
