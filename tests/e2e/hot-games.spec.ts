/**
 * /hot (§2.1, §7 GCSGAME_hotGamesV2, §9 per-session cache), per demo brand: the hot games
 * themselves as playable tiles, hottest first, before the providers by category.
 */
import type { GameItem } from '../../schemas/catalogue';
import { format, quietPopups } from './pages/layout.page';
import { readBrand, readCatalogue } from './support/brand-data';
import { expect, gatewayPort, test } from './support/fixtures';

test('/hot lists the hot games as playable tiles, hottest first, above the providers @any-brand', async ({ page, request, merchant }) => {
  const brand = readBrand(merchant);
  const catalogue = readCatalogue(brand.defaultLang);
  const res = await request.get(
    `http://127.0.0.1:${gatewayPort()}/wps/relay/GCSGAME_hotGamesV2?merchantCode=${merchant}&isPlatform=2&platform=flash,html5-desktop&language=${brand.defaultLang}&limit=20`,
    { headers: { merchant } },
  );
  const hot = ((await res.json()) as { value: { games: GameItem[] } }).value.games;
  expect(hot.length).toBeGreaterThan(5);
  await quietPopups(page);
  await page.goto('/hot');
  const list = page.getByTestId('hot-games-list');
  await expect(list.getByRole('heading', { name: format(catalogue, 'hotgames.title') })).toBeVisible();
  const tiles = list.getByTestId('game-tile');
  await expect(tiles).toHaveCount(hot.length);
  expect(await tiles.evaluateAll((all) => all.map((t) => t.getAttribute('data-node-id')))).toEqual(hot.map((g) => g.nodeId));
  const first = hot[0] as GameItem;
  await expect(tiles.first().getByRole('button', { name: format(catalogue, 'games.play_named', { name: first.displayName }), exact: true })).toBeVisible();
  // The providers follow, as before.
  await expect(page.locator('#hot-live')).toBeVisible();
  // A guest's play-now goes to log in, with the way back to /hot.
  await tiles.first().getByRole('button', { name: format(catalogue, 'games.play_named', { name: first.displayName }), exact: true }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fhot/);
});
