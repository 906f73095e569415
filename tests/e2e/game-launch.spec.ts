/**
 * Game tile and launch (§2.8, §4 "Game launch" and "Favourite", §6, §8, READINGS #11;
 * docs/decisions/020), per demo brand: play-now logged in opens the demo vendor page and plays a
 * round; a guest lands on /login; a trial account is blocked with in_need_true_account; a
 * favourite survives a reload; a VASSALAGE vendor opens its popup list; a lottery vendor routes
 * to its lottery page; a game under maintenance shows the §8 message with popular games; the
 * free trial plays without an account.
 */
import { apiPaths } from '../../schemas/api-paths';
import { readBrand } from './support/brand-data';
import { expect, test } from './support/fixtures';
import {
  findSlot,
  GamePage,
  listGames,
  playOneRound,
  seriousAxeViolationsIn,
  setGameMaintenance,
  transferToVendor,
  vendorCards,
} from './pages/game.page';
import { signInFresh } from './pages/layout.page';
import { readModules } from './pages/password.page';

const member = 0;

test('logged in: play now opens the demo game page, which plays a round @any-brand', async ({ page, request, merchant }) => {
  const games = new GamePage(page, merchant);
  const game = await findSlot(request, merchant, (g) => g.supportPlay === 1 && !g.maintenance);
  const session = await signInFresh(page, request, merchant, member, { balanceMinor: 100_000 });
  // Transfer-wallet brands bet from the vendor's own wallet (docs/decisions/022).
  if (!readBrand(merchant).wallet?.single) await transferToVendor(request, merchant, session.token, game.vassalage, '500');
  await games.findOnRng(game);
  const launched = await games.launchWith(games.play(game), game.displayName);
  await playOneRound(launched.game);
  await launched.close();
});

test('logged out: the same play-now click lands on /login, with the way back @any-brand', async ({ page, request, merchant }) => {
  const games = new GamePage(page, merchant);
  const game = await findSlot(request, merchant, (g) => g.supportPlay === 1 && !g.maintenance);
  await games.findOnRng(game);
  // A cheap tile (the lobby shows hundreds): at most 8 elements, every button named with the game.
  expect(await games.tile(game).locator('*').count()).toBeLessThanOrEqual(7);
  for (const name of await games.tile(game).getByRole('button').evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label') ?? ''))) {
    expect(name).toContain(game.displayName);
  }
  await games.play(game).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Frng/);
});

test('a trial account is blocked with the real-account dialog @any-brand', async ({ page, request, merchant }) => {
  test.skip(!readModules(merchant).FREEPLAY3, 'free play (FREEPLAY3) is off for this brand: no trial accounts');
  const games = new GamePage(page, merchant);
  const game = await findSlot(request, merchant, (g) => g.supportPlay === 1 && !g.maintenance);
  await signInFresh(page, request, merchant, readBrand(merchant).trialType);
  await games.findOnRng(game);
  const launches: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/wps/game/launchGame')) launches.push(r.url());
  });
  await games.play(game).click();
  const dialog = page.getByRole('dialog', { name: games.t('guard.trial_title') });
  await expect(dialog).toContainText(games.t('in_need_true_account'));
  await dialog.getByRole('button', { name: games.t('in_increase_submit') }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/rng/);
  expect(launches).toEqual([]);
});

test('a favourite survives a reload; a guest is asked to log in @any-brand', async ({ page, request, merchant }) => {
  const games = new GamePage(page, merchant);
  const game = await findSlot(request, merchant, (g) => !g.maintenance);
  await games.findOnRng(game);
  await games.heart(game).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(games.heart(game)).toHaveAttribute('aria-pressed', 'false');
  await page.keyboard.press('Escape');

  await signInFresh(page, request, merchant, member);
  await games.findOnRng(game);
  await expect(games.heart(game)).toHaveAttribute('aria-pressed', 'false');
  const saved = page.waitForResponse((r) => r.url().includes('MCSFE_addFavoriteGameV2') && r.request().method() === 'POST');
  await games.heart(game).click();
  await expect(games.heart(game)).toHaveAttribute('aria-pressed', 'true');
  expect((await saved).ok()).toBe(true);
  await page.reload();
  await page.getByRole('searchbox').fill(game.displayName);
  await expect(games.heart(game)).toHaveAttribute('aria-pressed', 'true');
  // At most one toggle a second: a double click leaves one change.
  const removed = page.waitForResponse((r) => r.url().includes('MCSFE_removeFavoriteGameV2'));
  await games.heart(game).dblclick();
  await expect(games.heart(game)).toHaveAttribute('aria-pressed', 'false');
  expect((await removed).ok()).toBe(true);
});

test('a favourite that cannot be saved flips back and says so @any-brand', async ({ page, request, merchant, consoleGuard }) => {
  // The refusal itself: the browser logs the 503 answer.
  consoleGuard.allow(/status of 503/);
  const games = new GamePage(page, merchant);
  const game = await findSlot(request, merchant, (g) => !g.maintenance);
  await signInFresh(page, request, merchant, member);
  await games.findOnRng(game);
  await expect(games.heart(game)).toHaveAttribute('aria-pressed', 'false');
  // The save fails on the gateway's side (the player stays signed in). A revoked session is not
  // this case: any call's 401 signs the player out first, and a guest's heart asks to log in.
  await page.route(`**${apiPaths.favouriteAdd}`, (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ success: false, value: null, message: 'error.service_unavailable', code: 'SERVICE_UNAVAILABLE' }) }),
  );
  await games.heart(game).click();
  await expect(page.getByTestId('game-notice')).toContainText(games.t('games.favourite_add_failed', { name: game.displayName }));
  await expect(games.heart(game)).toHaveAttribute('aria-pressed', 'false');
});

test('a vendor with isGame VASSALAGE opens its popup game list, whose games launch', async ({ page, request, merchant }) => {
  const games = new GamePage(page, merchant);
  let vendor = null;
  let route = '';
  for (const [type, path] of [['PVP', '/pvp'], ['FISH', '/fish']] as const) {
    vendor = (await vendorCards(request, merchant, type)).find((v) => v.isGame === 'VASSALAGE' && !v.maintenance) ?? null;
    route = path;
    if (vendor) break;
  }
  test.skip(!vendor, 'this brand has no VASSALAGE vendor');
  if (!vendor) return;
  await signInFresh(page, request, merchant, member, { balanceMinor: 100_000 });
  await page.goto(route);
  await page.locator(`[data-testid="vendor-tile"][data-vendor="${vendor.vassalage}"]`).first().click();
  const popup = page.getByRole('dialog', { name: games.t('launch.popup_title', { name: vendor.displayName }) });
  await expect(popup).toBeVisible();
  const first = (await listGames(request, merchant, { gameType: vendor.gameType, vendor: vendor.vassalage }))[0];
  expect(first).toBeDefined();
  if (!first) return;
  const launched = await games.launchWith(popup.getByRole('button', { name: games.t('games.play_named', { name: first.displayName }) }), first.displayName);
  if (!games.opensInTab) await expect(page.getByRole('dialog', { name: first.displayName }).locator('iframe')).toBeVisible();
  await launched.close();
});

test('a lottery vendor routes to its lottery page, which preselects ?gameCode and starts the game there @any-brand', async ({ page, request, merchant }) => {
  const games = new GamePage(page, merchant);
  const lottery = (await vendorCards(request, merchant, 'LOTT'))[0];
  expect(lottery).toBeDefined();
  if (!lottery) return;
  const pagePath = lottery.vassalage === 'TCG_LOTTO_VN' ? '/vnLottery' : lottery.vassalage === 'TCG_SEA' ? '/seaLottery' : '/lottery';
  await signInFresh(page, request, merchant, member, { balanceMinor: 100_000 });
  const game = (await listGames(request, merchant, { gameType: 'LOTT', vendor: lottery.vassalage }))[1];
  expect(game).toBeDefined();
  if (!game) return;
  await page.goto(`${pagePath}?gameCode=${encodeURIComponent(game.gameCode)}`);
  const selected = page.getByTestId('lottery-selected');
  const play = selected.getByRole('button', { name: games.t('games.play_named', { name: game.displayName }) });
  await expect(play).toBeVisible();
  expect(await seriousAxeViolationsIn(page, '[data-testid="lottery-page"]')).toEqual([]);
  const launched = await games.launchWith(play, game.displayName);
  await expect(page).toHaveURL(new RegExp(pagePath));
  await launched.close();

  await page.goto('/lott');
  await page.locator(`[data-testid="vendor-tile"][data-vendor="${lottery.vassalage}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`${pagePath}(\\?|$)`));
  await expect(page.getByTestId('lottery-page')).toBeVisible();
});

test('a game under maintenance shows the §8 message with popular games to launch instead @any-brand', async ({ page, request, merchant, consoleGuard }) => {
  // The refusal itself: the browser logs the 409 answer of the launch call.
  consoleGuard.allow(/status of 409/);
  const games = new GamePage(page, merchant);
  // Not the game the other tests launch: the last playable one of a vendor's first page.
  const vendor = (await vendorCards(request, merchant, 'RNG')).find((v) => !v.maintenance);
  const game = (await listGames(request, merchant, { gameType: 'RNG', vendor: vendor?.vassalage ?? '' }))
    .filter((g) => g.supportPlay === 1 && !g.maintenance)
    .at(-1);
  expect(game).toBeDefined();
  if (!game) return;
  await setGameMaintenance(merchant, game.nodeId, true);
  try {
    await signInFresh(page, request, merchant, member, { balanceMinor: 100_000 });
    await games.findOnRng(game);
    await games.play(game).click();
    const dialog = page.getByRole('alertdialog', { name: games.t('launch.maintenance_title') });
    await expect(dialog).toContainText(games.t('error.game_maintenance'));
    const suggestions = dialog.getByRole('list', { name: games.t('launch.suggestions') }).getByRole('button');
    await expect(suggestions.first()).toBeVisible();
    expect(await suggestions.count()).toBeGreaterThan(0);
    await dialog.getByRole('button', { name: games.t('modal.close') }).first().click();
    await expect(dialog).toHaveCount(0);
    // A suggested game launches through the same path.
    await games.play(game).click();
    const suggested = page.getByRole('alertdialog', { name: games.t('launch.maintenance_title') }).getByRole('list').getByRole('button').first();
    // The button shows the suggested game's name: the game then plays under that name.
    const name = (await suggested.innerText()).trim();
    const launched = await games.launchWith(suggested, name);
    await launched.close();
  } finally {
    await setGameMaintenance(merchant, game.nodeId, false);
  }
});

test('free trial (supportPlay 0) plays the demo with play money, logged out @any-brand', async ({ page, request, merchant }) => {
  const games = new GamePage(page, merchant);
  const game = await findSlot(request, merchant, (g) => g.supportPlay === 0 && !g.maintenance);
  await games.findOnRng(game);
  const launched = await games.launchWith(games.freeTrial(game), game.displayName);
  await expect(launched.game.locator('#demo')).toBeVisible();
  await playOneRound(launched.game);
  await expect(page).toHaveURL(/\/rng/);
  await launched.close();
});
