/**
 * Routes (§2.1): every path of src/app/paths.ts renders or is guarded as specified (table-driven,
 * so a new route without an expectation fails to compile), the home aliases, not found, the
 * guards for guests, members, trial accounts and agents, hash links, and the load-failure state
 * of a chunk that cannot load (§8) — against the real gateway.
 */
import { homeAliases, paths, routeAccess, type PathName } from '../../src/app/paths';
import { quietPopups, setup, signInAs, signInFresh, storedSession, vendorMenus } from './pages/layout.page';
import { readModules } from './pages/password.page';
import { text } from './support/brand-data';
import { expect, test } from './support/fixtures';

/** What a visitor without a session sees at each route. */
type Outcome =
  | 'page' // the route's own page (a heading that is not "not found")
  | 'not-yet' // the page's issue has not landed: NotFound with a way home
  | 'help' // home with the help-centre dialog over it
  | 'login'; // redirected to /login, the way back kept

const guestOutcome: Record<PathName, Outcome> = {
  home: 'page',
  login: 'page',
  register: 'page',
  forgotPassword: 'page',
  changePassword: 'page',
  agentHome: 'login',
  agentPage: 'login',
  member: 'login',
  memberPage: 'login',
  down: 'page',
  help: 'help',
  fish: 'page',
  join: 'page',
  promotions: 'page',
  pointMall: 'login',
  seamless: 'page',
  sponsor1: 'page',
  sponsor2: 'page',
  sponsor3: 'page',
  live: 'page',
  pvp: 'page',
  sports: 'page',
  esports: 'page',
  rng: 'page',
  lott: 'page',
  elott: 'page',
  cockfight: 'page',
  hot: 'page',
  inHouse: 'page',
  lottery: 'login',
  seaLottery: 'login',
  vnLottery: 'login',
  gameListCenter: 'page',
  terms: 'page',
  privacy: 'page',
  responsibleGaming: 'page',
  winners: 'page',
  liveChat: 'login',
  tickets: 'login',
  missions: 'login',
};

/** An address of the route (parameters filled with sample values). */
function sample(name: PathName): string {
  const samples: Partial<Record<PathName, string>> = {
    agentPage: '/agentHome/agentTeamOverview',
    memberPage: '/member/withdraw',
    gameListCenter: '/gameListCenter/pg/rng',
    vnLottery: '/vnLottery?gameCode=VN_HANOI',
  };
  return samples[name] ?? paths[name];
}

test.beforeEach(async ({ page }) => {
  await quietPopups(page);
});

test('the expectations follow the access rules of the route table @any-brand', () => {
  for (const name of Object.keys(paths) as PathName[])
    expect(guestOutcome[name] === 'login', name).toBe(routeAccess[name] !== 'public');
});

/**
 * Every route as a deep link, in one page per outcome (a fresh page per route cost a second of
 * browser start each): each route is its own step, checked softly, so one wrong route names
 * itself and the rest are still checked.
 */
const outcomes: Outcome[][] = [['page'], ['login', 'not-yet', 'help']];
for (const group of outcomes) {
  test(`every route whose guest outcome is ${group.join(' or ')}`, async ({ page, merchant }) => {
    const names = (Object.keys(paths) as PathName[]).filter((name) => group.includes(guestOutcome[name]));
    test.setTimeout(30_000 + names.length * 4_000);
    const { brand, layout } = setup(page, merchant);
    for (const name of names) {
      const address = sample(name);
      await test.step(`${name} (${paths[name]}) for a guest: ${guestOutcome[name]}`, async () => {
        await layout.goto(address);
        switch (guestOutcome[name]) {
          case 'login':
            await expect.soft(page, name).toHaveURL(`/login?redirect=${encodeURIComponent(address)}`);
            await expect.soft(page.getByTestId('login-form'), name).toBeVisible(); // the login page (agent login for /agentHome…)
            break;
          case 'not-yet':
            await expect.soft(layout.notFoundHeading, name).toBeVisible();
            await expect.soft(layout.homeLink, name).toBeVisible();
            break;
          case 'help':
            await expect.soft(page.getByRole('dialog', { name: layout.t('w_help') }), name).toBeVisible();
            await expect.soft(layout.main.getByRole('heading', { name: brand.name, level: 1 }), name).toBeVisible();
            break;
          case 'page':
            await expect.soft(layout.heading, name).toBeVisible();
            await expect.soft(layout.notFoundHeading, name).toHaveCount(0);
            await expect.soft(layout.loadFailure, name).toHaveCount(0);
            break;
        }
      });
    }
  });
}

test('home answers at its aliases @any-brand', async ({ page, merchant }) => {
  const { brand, layout } = setup(page, merchant);
  for (const alias of homeAliases) {
    await layout.goto(alias);
    await expect(layout.main.getByRole('heading', { name: brand.name, level: 1 })).toBeVisible();
  }
});

test('an unknown address shows not found with a way home @any-brand', async ({ page, merchant }) => {
  const { brand, layout } = setup(page, merchant);
  await layout.goto('/no-such-page/at-all');
  await expect(layout.notFoundHeading).toBeVisible();
  await layout.homeLink.click();
  await expect(page).toHaveURL(/\/$/);
  await expect(layout.main.getByRole('heading', { name: brand.name, level: 1 })).toBeVisible();
});

test('lottery pages send a visitor without a session token to /login @any-brand', async ({ page, merchant }) => {
  const { layout } = setup(page, merchant);
  for (const path of [paths.lottery, paths.seaLottery, paths.vnLottery]) {
    await layout.goto(path);
    await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent(path)}`);
  }
});

test('a member passes the member guard and the lottery guard, but not the agent guard @any-brand', async ({ page, merchant, request }) => {
  const { catalogue, layout } = setup(page, merchant);
  await signInFresh(page, request, merchant, 0);
  // Past the guard: /member opens the member centre at its first page (depositv2).
  for (const path of [paths.member, '/member/depositv2']) {
    await layout.goto(path);
    await expect(page).toHaveURL('/member/depositv2');
    await expect(page.getByRole('navigation', { name: text(catalogue, 'member.menu') })).toBeVisible();
  }
  await layout.goto(paths.seaLottery);
  await expect(page).toHaveURL(paths.seaLottery);
  await expect(layout.main.getByRole('heading', { name: text(catalogue, 'lottery.title'), exact: true })).toBeVisible();
  await expect(layout.notFoundHeading).toHaveCount(0);
  await layout.goto(paths.agentHome);
  await expect(page).toHaveURL(paths.agentHome);
  await expect(layout.main.getByRole('heading', { name: text(catalogue, 'agent.not_agent') })).toBeVisible();
  await expect(layout.main.getByText(text(catalogue, 'agent.contact_agent'))).toBeVisible();
});

test('a session the gateway no longer knows signs the browser out @any-brand', async ({ page, merchant, consoleGuard }) => {
  consoleGuard.allow(/status of 401/); // the refusals this test is about
  const { catalogue, layout } = setup(page, merchant);
  await signInAs(page, storedSession(0)); // a token the gateway never issued (as after expiry)
  await layout.goto(paths.home);
  await expect(layout.header.getByRole('link', { name: text(catalogue, 'w_login') })).toBeVisible();
  // A member page itself (/member alone first redirects to its default page).
  const memberPage = '/member/depositv2';
  await layout.goto(memberPage);
  await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent(memberPage)}`);
});

test('an agent passes the agent guard @any-brand', async ({ page, merchant, request }) => {
  const { brand, layout } = setup(page, merchant);
  for (const type of brand.agentType) {
    await signInFresh(page, request, merchant, type);
    await layout.goto(paths.agentHome);
    // The agent centre opens on its default page, the team overview (§2.1).
    await expect(page).toHaveURL(`${paths.agentHome}/agentTeamOverview`);
    await expect(layout.notFoundHeading).toHaveCount(0);
    await expect(layout.loadFailure).toHaveCount(0);
  }
});

test('a trial account is told to use a real account on member and agent pages @any-brand', async ({ page, merchant, request }) => {
  const { brand, catalogue, layout } = setup(page, merchant);
  test.skip(!readModules(merchant).FREEPLAY3, `${merchant} turns FREEPLAY3 off: no trial accounts`);
  await signInFresh(page, request, merchant, brand.trialType);
  for (const path of [paths.member, paths.agentHome]) {
    await layout.goto(path);
    const dialog = page.getByRole('alertdialog', { name: text(catalogue, 'guard.trial_title') });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(text(catalogue, 'in_need_true_account'));
    const confirm = dialog.getByRole('button', { name: text(catalogue, 'in_increase_submit') });
    await expect(confirm).toBeFocused();
    await confirm.press('Enter');
    await expect(page).toHaveURL(/\/$/);
    await expect(dialog).toHaveCount(0);
  }
});

test('the vendor game list route takes lowercased parameters and refuses an unknown game type @any-brand', async ({
  page,
  merchant,
  request,
}) => {
  const { catalogue, layout } = setup(page, merchant);
  const slots = (await vendorMenus(request, merchant)).filter((v) => v.gameType === 'RNG');
  const vendor = slots[0];
  if (!vendor) throw new Error('every demo brand has slots');
  await layout.goto(`/gameListCenter/${vendor.vassalage.toLowerCase()}/rng`);
  await expect(layout.heading).toHaveText(text(catalogue, 'con_rng'));
  await expect(layout.vendorTiles()).toHaveCount(1);
  await expect(layout.vendorTiles().first()).toContainText(vendor.displayName);
  await layout.goto('/gameListCenter/pg/nonsense');
  await expect(layout.notFoundHeading).toBeVisible();
});

test('a hash link scrolls to its anchor; other navigations start at the top @any-brand', async ({ page, merchant }) => {
  const { layout } = setup(page, merchant);
  await layout.goto('/hot#hot-fish');
  const anchor = page.locator('#hot-fish');
  await expect(anchor).toBeInViewport();
  await expect.poll(() => layout.scrollY()).toBeGreaterThan(0);
  // An in-page navigation to another page scrolls to the top.
  await anchor.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/fish$/);
  await expect.poll(() => layout.scrollY()).toBe(0);
});

test('following a link to the page already shown is harmless @any-brand', async ({ page, merchant }) => {
  const { catalogue, layout } = setup(page, merchant);
  await layout.goto('/live');
  const live = layout.navLink(text(catalogue, 'con_live'));
  await live.click();
  await live.click();
  await expect(page).toHaveURL(/\/live$/);
  await expect(layout.heading).toHaveText(text(catalogue, 'con_live'));
});

test('a page whose chunk fails to load shows the load-failure state with a reload, not a blank page @any-brand', async ({
  page,
  merchant,
  consoleGuard,
}) => {
  consoleGuard.allow(/Failed to load resource|dynamically imported module|error loading dynamically|ERR_FAILED|The above error occurred/i);
  const { catalogue, layout } = setup(page, merchant);
  await layout.goto('/');
  await expect(layout.heading).toBeVisible();
  // Every script not loaded yet fails from now on (the game-centre chunk among them).
  await page.route(/\/assets\/.+\.js$/, (route) => route.abort('failed'));
  await layout.navLink(text(catalogue, 'con_live')).click();
  await expect(layout.loadFailure).toBeVisible();
  await expect(layout.header).toBeVisible();
  const reload = layout.main.getByRole('button', { name: text(catalogue, 'action.reload') });
  await expect(reload).toBeVisible();
  await page.screenshot({ path: `test-results/screenshots/${merchant}-load-failure.png` });
  await page.unroute(/\/assets\/.+\.js$/);
  await reload.click();
  await expect(layout.heading).toHaveText(text(catalogue, 'con_live'));
});
