/**
 * The header's cockfight item (§2.3 "Clicking cockfight launches the first vendor's game
 * directly"), per demo brand with cockfight: a member's click starts the first vendor's game
 * where the brand plays games (in-page frame or tab); a guest is sent to log in.
 */
import { GamePage } from './pages/game.page';
import { quietPopups, setup, signInFresh, vendorMenus } from './pages/layout.page';
import { expect, test } from './support/fixtures';

const member = 0;

test('cockfight in the header launches the first cockfight vendor\'s game; a guest goes to log in', async ({ page, request, merchant }) => {
  const { brand, layout } = setup(page, merchant);
  test.skip(brand.cockfightGames.length === 0, `${merchant} offers no cockfight`);
  const first = (await vendorMenus(request, merchant)).find((v) => v.gameType === 'COCKFIGHT' && brand.cockfightGames.includes(v.vassalage));
  if (!first) throw new Error('no cockfight vendor in the menus');
  const cockfight = layout.navLink(layout.t('in_cockfight_nav'));

  await quietPopups(page);
  await layout.goto('/');
  await cockfight.click();
  await expect(page).toHaveURL(/\/login(\?|$)/);

  const games = new GamePage(page, merchant);
  await signInFresh(page, request, merchant, member, { balanceMinor: 100_000 });
  await layout.goto('/');
  const launched = await games.launchWith(cockfight, first.displayName);
  if (!games.opensInTab) await expect(page.getByRole('dialog', { name: first.displayName }).locator('iframe')).toBeVisible();
  // The launch did not leave the page the player was on.
  await expect(page).toHaveURL(/\/$/);
  await launched.close();
});
