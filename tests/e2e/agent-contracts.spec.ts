/**
 * Contracts in the agent centre and the contract pop-up (issue 17 "Done when", §2.4, §3, §4, §6,
 * §8; docs/decisions/039), per demo brand, each test on a fresh agent tree of its own (the e2e
 * database is shared by the brands' parallel workers):
 * - the agent offers each kind to a downline from the Contracts page (a ratio above its limit is
 *   refused at the field, unsent); the downline signs in and the pop-up shows each offer in turn:
 *   accepted, rejected; on aurora and oasis (AGENTPOLICY3 on) the requests come from the
 *   consolidated call, on tigerbay (off) from the four per-kind relays and never the consolidated
 *   one;
 * - a termination request is made on the page and answered in the pop-up (refused, then agreed);
 * - the §8 higher-ratio warning lists the conflicting downline; refuse changes nothing, agree ends
 *   the downline's contract with the acceptance (READINGS #22) — checked on the page and in the
 *   database;
 * - axe finds nothing serious or critical on the page and the pop-up, light and dark;
 * - with the brand's settlement clock moved forward (the development clock route, that merchant
 *   only), real-time salary pays each 5-minute window once and hourly, daily and dividend once per
 *   period (database, ledger and the income call).
 */
import crypto from 'node:crypto';
import type { APIRequestContext, Page, Request } from '@playwright/test';
import { apiPaths } from '../../schemas/api-paths';
import { agentPaths, relayPathOfKind, type ContractKind, type ContractPeriod } from '../../schemas/agent';
import {
  ContractsUi,
  freshTree,
  gateway,
  seriousViolations,
  sql,
  storedState,
  usePalette,
  type TreeMember,
} from './pages/agent-contracts.page';
import { findSlot, transferToVendor } from './pages/game.page';
import { LoginPage, readModules } from './pages/login.page';
import { apiBase } from './pages/password.page';
import {
  advanceClock,
  clockOf,
  clockTo,
  reportingDate,
  reportingDayEnd,
  settledAfterMs,
  windowEnd,
  windowStart,
} from './pages/settlement-clock';
import { readBrand, readCatalogue } from './support/brand-data';
import { expect, test } from './support/fixtures';

/** GET calls the page made to the consolidated call and to each relay. */
function watchContractReads(page: Page): { consolidated: number; relays: Set<string> } {
  const seen = { consolidated: 0, relays: new Set<string>() };
  page.on('request', (r: Request) => {
    if (r.method() !== 'GET') return;
    const path = new URL(r.url()).pathname;
    if (path === agentPaths.consolidated) seen.consolidated += 1;
    if (Object.values(relayPathOfKind).includes(path)) seen.relays.add(path);
  });
  return seen;
}

/** POSTs to a path, counted (nothing may be sent while a field is wrong). */
function countPosts(page: Page, path: string): { count: number } {
  const posts = { count: 0 };
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === path) posts.count += 1;
  });
  return posts;
}

const offers: { kind: ContractKind; tiers: Record<string, string>[]; period?: string }[] = [
  {
    kind: 'dividend',
    tiers: [
      { activePeople: '1', loss: '100', percent: '10' },
      { activePeople: '3', loss: '1000', percent: '20.5' },
    ],
    period: 'weekly',
  },
  { kind: 'dailySalary', tiers: [{ activePeople: '1', bet: '100', percent: '0.5' }] },
  { kind: 'hourlySalary', tiers: [{ bet: '10', percent: '0.3' }] },
  { kind: 'realtimeSalary', tiers: [{ bet: '0', percent: '0.25' }] },
];

test('the agent offers each kind; the downline signs in, sees each offer in the pop-up, accepts and rejects', async ({
  page,
  browser,
  baseURL,
  request,
  merchant,
}) => {
  test.setTimeout(240_000); // four offers, a sign-in and four answers: 25–35 s alone, past 120 s with three brands' workers on a loaded 2-core machine
  const { top, mid } = await freshTree(request, merchant);
  const ui = new ContractsUi(page, merchant);
  await ui.as(top);

  // A ratio above my limit (real-time salary: the brand's cap, 1 %) is refused at its field, unsent.
  const posts = countPosts(page, agentPaths.contracts);
  let root = await ui.open('realtimeSalary');
  await expect(root.getByTestId('contract-limit')).toContainText('1.00%');
  await ui.offer(root, mid.account, [{ bet: '0', percent: '1.5' }]);
  const form = root.getByTestId('contract-offer-form');
  await expect(form.getByTestId('contract-field-error')).toHaveText(
    ui.t('agentc.contracts.error_ratio_above_limit').replace('{ratio}', '1.00%'),
  );
  await expect(form.getByTestId('contract-tier-percent')).toHaveAttribute('aria-invalid', 'true');
  expect(posts.count).toBe(0);

  for (const offer of offers) {
    root = await ui.open(offer.kind);
    await ui.offer(root, mid.account, offer.tiers, offer.period);
    await expect(root.getByTestId('contract-offer-sent')).toBeVisible();
    await expect(root.getByTestId('contracts-offered').getByTestId('contract-card').first()).toHaveAttribute(
      'data-state',
      'offered',
    );
  }
  for (const offer of offers) {
    const [stored] = await gateway.contracts(request, merchant, top, 'offered', offer.kind);
    expect(stored?.state, offer.kind).toBe('offered');
    expect(stored?.downline.account).toBe(mid.account);
  }
  const [dividend] = await gateway.contracts(request, merchant, top, 'offered', 'dividend');
  expect(dividend?.period).toBe('weekly');
  expect(dividend?.tiers.map((t) => t.ratio)).toEqual([1000, 2050]);
  expect(dividend?.tiers[1]?.lossMinor).toBe(100_000);

  // The downline signs in (the login form): the pop-up follows, one offer at a time.
  const context = await browser.newContext({ baseURL });
  const downPage = await context.newPage();
  await downPage.addInitScript(
    (account) => sessionStorage.setItem(`popupClosed:account:${account}`, '1'),
    mid.account,
  );
  await downPage.addInitScript(() => sessionStorage.setItem('popupClosed:anonymous', '1'));
  const reads = watchContractReads(downPage);
  const login = new LoginPage(downPage, readCatalogue(readBrand(merchant).defaultLang));
  await login.goto();
  await login.signIn(mid.account, mid.password);
  const down = new ContractsUi(downPage, merchant);
  const dialog = down.popupDialog(1);
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  if (readModules(merchant).AGENTPOLICY3) expect(reads.consolidated).toBeGreaterThan(0);
  else {
    expect(reads.consolidated).toBe(0);
    expect([...reads.relays].sort()).toEqual(Object.values(relayPathOfKind).sort());
  }

  const answers = countPosts(downPage, relayPathOfKind.dividend);
  await expect(down.popup).toHaveAttribute('data-kind', 'dividend');
  // Accepting unsigned: the box says so, nothing is sent.
  await dialog.getByTestId('contract-accept').click();
  await expect(dialog.getByText(down.t('agentc.contracts.sign_required'))).toBeVisible();
  await expect(dialog.getByTestId('contract-sign')).toBeFocused();
  expect(answers.count).toBe(0);
  await dialog.getByTestId('contract-sign').check();
  await dialog.getByTestId('contract-accept').click();
  await expect(down.popup).toHaveAttribute('data-kind', 'dailySalary');
  await down.button(dialog, 'agentc.contracts.reject').click();
  await expect(down.popup).toHaveAttribute('data-kind', 'hourlySalary');
  await acceptShown(down);
  await expect(down.popup).toHaveAttribute('data-kind', 'realtimeSalary');
  await acceptShown(down);
  await expect(down.popup).toHaveCount(0);

  const states = Object.fromEntries(
    await Promise.all(
      offers.map(
        async (o) =>
          [o.kind, (await gateway.contracts(request, merchant, mid, 'mine', o.kind))[0]?.state] as const,
      ),
    ),
  );
  expect(states).toEqual({
    dividend: 'active',
    dailySalary: 'rejected',
    hourlySalary: 'active',
    realtimeSalary: 'active',
  });

  // Answered: the next page load shows no pop-up; the downline's page shows the states.
  await downPage.reload();
  const mine = await down.open('dailySalary');
  await expect(mine.getByTestId('contracts-mine').getByTestId('contract-state').first()).toHaveText(
    down.t('agentc.contracts.state_rejected'),
  );
  await down.open('dividend');
  await expect(downPage.getByTestId('contracts-mine').getByTestId('contract-state').first()).toHaveText(
    down.t('agentc.contracts.state_active'),
  );
  await expect(down.popup).toHaveCount(0);
  await context.close();
});

/** Accepts the offer on screen (signing first where the pop-up asks for a signature). */
async function acceptShown(ui: ContractsUi): Promise<void> {
  const dialog = ui.popupDialog(1);
  const sign = dialog.getByTestId('contract-sign');
  if ((await sign.count()) > 0) await sign.check();
  const before = await ui.popup.getAttribute('data-contract-id');
  await dialog.getByTestId('contract-accept').click();
  // One locator for "this contract's pop-up": it goes when the next request replaces it or the
  // pop-up closes. (Counting the pop-up, then reading its id, raced the close: the read then
  // waited for a pop-up that never came back — the "3rd/4th answer" timeouts on tigerbay, where
  // the four relays answer a little later than the consolidated call.)
  await expect(ui.popup.and(ui.page.locator(`[data-contract-id="${before}"]`))).toHaveCount(0);
}

async function activeContract(
  request: Parameters<typeof gateway.offer>[0],
  merchant: string,
  upline: TreeMember,
  downline: TreeMember,
  kind: ContractKind,
  ratio: number,
  dividendPeriod: ContractPeriod = 'monthly',
) {
  const offered = await gateway.offer(request, merchant, upline, {
    downlineId: downline.id,
    kind,
    period:
      kind === 'dividend'
        ? dividendPeriod
        : kind === 'dailySalary'
          ? 'daily'
          : kind === 'hourlySalary'
            ? 'hourly'
            : 'realtime',
    tiers: [{ activePeople: 0, betMinor: 0, lossMinor: 0, ratio }],
  });
  expect(offered.status, JSON.stringify(offered)).toBe(200);
  const accepted = await gateway.answer(request, merchant, downline, kind, {
    contractId: offered.value.id,
    action: 'accept',
    sign: true,
  });
  expect(accepted.status, JSON.stringify(accepted)).toBe(200);
  return offered.value.id;
}

test('an offer sent while the offered list is still loading shows in that list, not the answer read before it', async ({
  page,
  request,
  merchant,
}) => {
  const { top, mid } = await freshTree(request, merchant);
  const ui = new ContractsUi(page, merchant);
  await ui.as(top);
  // The offered list's reads are answered late, each with what the gateway said when it was asked.
  const offeredList = (url: URL) => url.pathname === agentPaths.contracts && url.searchParams.get('scope') === 'offered';
  let answered: () => void = () => undefined;
  const offerAnswered = new Promise<void>((resolve) => (answered = resolve));
  let held = 0;
  await page.route(offeredList, async (route) => {
    if (route.request().method() !== 'GET') return route.fallback();
    held += 1;
    // Read now, answered once the offer is: the answer from before the write arrives after it.
    // (From Node, which cannot resolve the brand's *.localhost name: the same request to the
    // loopback address, under the brand's host name.)
    const asked = new URL(route.request().url());
    const headers = { ...(await route.request().allHeaders()), host: asked.host };
    asked.hostname = '127.0.0.1';
    const before = await route.fetch({ url: asked.toString(), headers });
    await offerAnswered;
    // A read the page has dropped meanwhile has no one to answer.
    await route.fulfill({ response: before }).catch(() => undefined);
  });
  const root = await ui.open('hourlySalary');
  await expect.poll(() => held, { message: 'the page asked for its offered list' }).toBeGreaterThan(0);
  const offerPosted = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === agentPaths.contracts);
  await ui.offer(root, mid.account, [{ bet: '10', percent: '0.3' }]);
  expect((await offerPosted).ok()).toBe(true);
  answered();
  await expect(root.getByTestId('contract-offer-sent')).toBeVisible();
  const card = root.getByTestId('contracts-offered').getByTestId('contract-card');
  await expect(card).toHaveCount(1);
  await expect(card.first()).toHaveAttribute('data-state', 'offered');
});

test('a termination request is made on the page and answered in the pop-up: refused, then agreed', async ({
  page,
  browser,
  baseURL,
  request,
  merchant,
}) => {
  test.setTimeout(90_000);
  const { top, mid } = await freshTree(request, merchant);
  const id = await activeContract(request, merchant, top, mid, 'hourlySalary', 50);
  const ui = new ContractsUi(page, merchant);
  await ui.as(top);

  // The upline asks to end it.
  let root = await ui.open('hourlySalary');
  const card = root.getByTestId('contracts-offered').locator(`[data-contract-id="${id}"]`);
  await card.getByTestId('contract-action-requestTermination').click();
  const confirm = page.getByRole('dialog', { name: ui.t('agentc.contracts.request_termination') });
  await ui.button(confirm, 'agentc.contracts.confirm').click();
  await expect(card).toHaveAttribute('data-state', 'terminationRequested');
  await expect(card.getByTestId('contract-action-withdrawTermination')).toBeVisible();

  // The downline's next page load: the pop-up asks; refused → active again.
  const context = await browser.newContext({ baseURL });
  const downPage = await context.newPage();
  const down = new ContractsUi(downPage, merchant);
  await down.as(mid);
  await downPage.goto('/');
  let dialog = down.popupDialog(2);
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  await expect(dialog).toContainText(top.account);
  await down.button(dialog, 'agentc.contracts.refuse_termination').click();
  await expect(down.popup).toHaveCount(0);
  expect(await storedState(id)).toBe('active');

  // The downline asks from its page; the upline's next page load shows the request: agreed → terminated.
  root = await down.open('hourlySalary');
  const mine = root.getByTestId('contracts-mine').locator(`[data-contract-id="${id}"]`);
  await mine.getByTestId('contract-action-requestTermination').click();
  await down
    .button(
      downPage.getByRole('dialog', { name: down.t('agentc.contracts.request_termination') }),
      'agentc.contracts.confirm',
    )
    .click();
  await expect(mine).toHaveAttribute('data-state', 'terminationRequested');
  await context.close();

  await page.goto('/');
  dialog = ui.popupDialog(2);
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  await expect(dialog).toContainText(mid.account);
  await ui.button(dialog, 'agentc.contracts.agree_termination').click();
  await expect(ui.popup).toHaveCount(0);
  expect(await storedState(id)).toBe('terminated');
  root = await ui.open('hourlySalary');
  await expect(root.getByTestId('contracts-offered').locator(`[data-contract-id="${id}"]`)).toHaveAttribute(
    'data-state',
    'terminated',
  );
});

test('§8: accepting a ratio below one given to a downline warns with the downline; refuse changes nothing, agree ends it', async ({
  page,
  request,
  merchant,
  consoleGuard,
}) => {
  // The first acceptances are answered 409 CONTRACT_DOWNLINE_RATIO_HIGHER on purpose.
  consoleGuard.allow(/status of 409/);
  test.setTimeout(120_000);
  const { top, mid, low } = await freshTree(request, merchant);
  // mid held 2.00 % daily salary from top and gave low 1.50 %; that contract of mid's ended, and
  // top now offers mid 1.00 %.
  const first = await activeContract(request, merchant, top, mid, 'dailySalary', 200);
  const lowContract = await activeContract(request, merchant, mid, low, 'dailySalary', 150);
  expect((await gateway.terminate(request, merchant, top, first)).status).toBe(200);
  expect(
    (
      await gateway.answer(request, merchant, mid, 'dailySalary', {
        contractId: first,
        action: 'agreeTermination',
      })
    ).status,
  ).toBe(200);
  expect(await storedState(first)).toBe('terminated');
  const offered = await gateway.offer(request, merchant, top, {
    downlineId: mid.id,
    kind: 'dailySalary',
    period: 'daily',
    tiers: [{ activePeople: 0, betMinor: 0, lossMinor: 0, ratio: 100 }],
  });
  expect(offered.status).toBe(200);
  const ui = new ContractsUi(page, merchant);
  await ui.as(mid);
  await page.goto('/');
  const dialog = ui.popupDialog(1);
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  await acceptAnyway(ui);
  const warning = dialog.getByTestId('contract-conflict');
  await expect(warning).toContainText(ui.t('agentc.contract_downline_ratio_higher'));
  await expect(warning.getByTestId('contract-conflict-item')).toHaveCount(1);
  await expect(warning.getByTestId('contract-conflict-item')).toContainText(low.account);
  await expect(warning.getByTestId('contract-conflict-item')).toContainText('1.50');

  // Refuse: nothing changes.
  await ui.button(dialog, 'agentc.contracts.conflict_refuse').click();
  await expect(dialog.getByTestId('contract-conflict-refused')).toBeVisible();
  expect(await storedState(offered.value.id)).toBe('offered');
  expect(await storedState(lowContract)).toBe('active');

  // Agree: the acceptance goes through and the downline's contract ends with it.
  await acceptAnyway(ui);
  await ui.button(dialog, 'agentc.contracts.conflict_agree').click();
  await expect(ui.popup).toHaveCount(0);
  expect(await storedState(offered.value.id)).toBe('active');
  expect(await storedState(lowContract)).toBe('terminated');
  const root = await ui.open('dailySalary');
  await expect(
    root.getByTestId('contracts-mine').locator(`[data-contract-id="${offered.value.id}"]`),
  ).toHaveAttribute('data-state', 'active');
  await expect(
    root.getByTestId('contracts-offered').locator(`[data-contract-id="${lowContract}"]`),
  ).toHaveAttribute('data-state', 'terminated');
});

async function acceptAnyway(ui: ContractsUi): Promise<void> {
  const dialog = ui.popupDialog(1);
  const sign = dialog.getByTestId('contract-sign');
  if ((await sign.count()) > 0 && !(await sign.isChecked())) await sign.check();
  await dialog.getByTestId('contract-accept').click();
}

for (const mode of ['light', 'dark'] as const) {
  test(`axe (${mode}): the contracts page and the contract pop-up have no serious or critical violation`, async ({
    page,
    request,
    merchant,
  }) => {
    test.setTimeout(90_000);
    const { top, mid, low } = await freshTree(request, merchant);
    // mid has a contract from top and has offered one to low: both lists, terms and history show.
    await activeContract(request, merchant, top, mid, 'hourlySalary', 40);
    await activeContract(request, merchant, mid, low, 'hourlySalary', 30);
    await usePalette(page, mode);
    const ui = new ContractsUi(page, merchant);
    await ui.as(mid);
    const root = await ui.open('hourlySalary');
    await expect(root.getByTestId('contracts-offered').getByTestId('contract-card')).toHaveCount(1);
    await root.getByTestId('contracts-mine').locator('summary').first().click();
    await expect(root.getByTestId('contracts-mine').getByTestId('contract-history').first()).toBeVisible();
    expect(await seriousViolations(page, '[data-testid="contracts-page"]')).toEqual([]);

    // An offer awaits mid's answer: the next page load shows the pop-up.
    expect(
      (
        await gateway.offer(request, merchant, top, {
          downlineId: mid.id,
          kind: 'dividend',
          period: 'monthly',
          tiers: [{ activePeople: 1, betMinor: 0, lossMinor: 10_000, ratio: 500 }],
        })
      ).status,
    ).toBe(200);
    await page.reload();
    const dialog = ui.popupDialog(1);
    await expect(dialog).toBeVisible({ timeout: 15_000 });
    await page.waitForTimeout(400); // the modal's open delay and fade: final colours
    expect(await seriousViolations(page, '[data-modal-layer]')).toEqual([]);
    // "Decide later" hides it for this page; it comes back on the next load.
    await ui.button(dialog, 'agentc.contracts.decide_later').click();
    await expect(ui.popup).toHaveCount(0);
    await page.reload();
    await expect(ui.popupDialog(1)).toBeVisible({ timeout: 15_000 });
  });
}

/** Real-money rounds of `who` on one of the brand's slots (the demo vendor, through the ledger): the total bet. */
async function playRounds(
  request: APIRequestContext,
  merchant: string,
  who: TreeMember,
  rounds: number,
): Promise<number> {
  const game = await findSlot(request, merchant, (g) => !g.maintenance);
  if (!readBrand(merchant).wallet?.single)
    await transferToVendor(request, merchant, who.token, game.vassalage, '5000');
  const headers = { merchant, authorization: `Bearer ${who.token}` };
  const launch = await request.post(`${apiBase()}${apiPaths.launchGame}`, {
    headers,
    data: { nodeId: game.nodeId, vendor: game.vassalage, gameType: game.gameType, lang: 'EN' },
  });
  expect(launch.ok(), await launch.text()).toBe(true);
  const ticket = new URL(
    ((await launch.json()) as { value: { url: string } }).value.url,
    apiBase(),
  ).searchParams.get('ticket');
  const session = (
    (await (
      await request.post(`${apiBase()}${apiPaths.demoVendorSession}`, { data: { ticket } })
    ).json()) as { value: { playToken: string; betsMinor: number[] } }
  ).value;
  const bet = session.betsMinor[0] ?? 100;
  for (let i = 0; i < rounds; i += 1) {
    const spin = await request.post(`${apiBase()}${apiPaths.demoVendorSpin}`, {
      data: { playToken: session.playToken, roundId: `ec-${crypto.randomUUID()}`, betMinor: bet },
    });
    expect(spin.ok(), await spin.text()).toBe(true);
  }
  return bet * rounds;
}

interface Settled {
  period_start: string;
  bet_minor: string;
  win_minor: string;
  amount_minor: string;
  transaction_id: string | null;
}
const settlementsOf = (contractId: string) =>
  sql<Settled>(
    'select period_start::text, bet_minor::text, win_minor::text, amount_minor::text, transaction_id from agent_settlements where contract_id = $1 order by period_start',
    [contractId],
  );
const played = (rows: Settled[]) => rows.filter((s) => Number(s.bet_minor) > 0);

test('settlement: with the clock moved forward, real-time salary pays each 5-minute window once; hourly, daily and dividend once per period', async ({
  request,
  merchant,
}) => {
  // Moves this merchant's settlement clock only (the other brands' tests run meanwhile), by as
  // much as each period needs: up to a day of its windows, each with no round settled at once.
  test.setTimeout(90_000);
  const { top, mid } = await freshTree(request, merchant);
  const realtime = await activeContract(request, merchant, top, mid, 'realtimeSalary', 100);
  const hourly = await activeContract(request, merchant, top, mid, 'hourlySalary', 100);
  const daily = await activeContract(request, merchant, top, mid, 'dailySalary', 200);
  const dividend = await activeContract(request, merchant, top, mid, 'dividend', 4000, 'daily');
  // The rounds go in one 5-minute window (so one hour and one reporting day): not in its last 20 s.
  if (windowEnd(Date.now()) - Date.now() < 20_000) await sleep(windowEnd(Date.now()) - Date.now() + 1_000);
  const playedAt = Date.now();
  const betMinor = await playRounds(request, merchant, mid, 5);
  expect(windowStart(Date.now()), 'the rounds took one window').toBe(windowStart(playedAt));

  // The 5-minute window holding the rounds closes: paid once, 1 % of the team's bets.
  await clockTo(request, merchant, windowEnd(playedAt) + settledAfterMs);
  const first = await settlementsOf(realtime);
  const paid = played(first);
  expect(paid).toHaveLength(1);
  expect(Number(paid[0]?.bet_minor)).toBe(betMinor);
  expect(Number(paid[0]?.amount_minor)).toBe(Math.floor((betMinor * 100) / 10_000));
  expect(paid[0]?.transaction_id).not.toBeNull();
  // Settling again at the same time pays nothing more; the next window (no rounds) pays nothing.
  await advanceClock(request, merchant, 0);
  expect(await settlementsOf(realtime)).toEqual(first);
  await advanceClock(request, merchant, 5 * 60_000);
  const second = await settlementsOf(realtime);
  expect(played(second)).toEqual(paid);
  expect(new Set(second.map((s) => s.period_start)).size).toBe(second.length);

  // Hourly, daily and (daily) dividend: once the reporting day closes, one settlement each for it.
  const moved = await clockTo(request, merchant, reportingDayEnd(playedAt) + settledAfterMs);
  for (const id of [realtime, hourly, daily, dividend]) {
    const rows = await settlementsOf(id);
    expect(new Set(rows.map((s) => s.period_start)).size, id).toBe(rows.length);
    expect(played(rows), id).toHaveLength(1);
  }
  const only = async (id: string) => played(await settlementsOf(id))[0];
  expect(Number((await only(hourly))?.amount_minor)).toBe(Math.floor((betMinor * 100) / 10_000));
  expect(Number((await only(daily))?.amount_minor)).toBe(Math.floor((betMinor * 200) / 10_000));
  const div = await only(dividend);
  const loss = Math.max(0, Number(div?.bet_minor) - Number(div?.win_minor));
  expect(Number(div?.bet_minor)).toBe(betMinor);
  expect(Number(div?.amount_minor)).toBe(Math.floor((loss * 4000) / 10_000));
  // Only this merchant's time moved: the shared clock did not.
  expect(moved.offsetMs).toBeGreaterThan(0);
  expect((await clockOf(request)).offsetMs).toBe(0);

  // The ledger holds each payout once, into the payee's main wallet.
  const ledger = await sql<{ n: string; total: string | null }>(
    'select count(*)::text as n, sum(s.amount_minor)::text as total from agent_settlements s join ledger_transactions t on t.id = s.transaction_id and t.member_id = s.payee_id where s.payee_id = $1',
    [mid.id],
  );
  const expected = (
    await sql<{ n: string; total: string | null }>(
      'select count(*)::text as n, sum(amount_minor)::text as total from agent_settlements where payee_id = $1 and transaction_id is not null',
      [mid.id],
    )
  )[0];
  expect(ledger[0]).toEqual(expected);
  expect(Number(expected?.n)).toBeGreaterThanOrEqual(3);
  // And the payee's own income call shows them (paid now, in real time: today or yesterday in UTC+8).
  const income = await request.get(
    `${apiBase()}${agentPaths.income}?period=custom&from=${reportingDate(Date.now() - 86_400_000)}&to=${reportingDate(Date.now())}&pageSize=100`,
    { headers: { merchant, authorization: `Bearer ${mid.token}` } },
  );
  expect(income.ok(), await income.text()).toBe(true);
  const value = ((await income.json()) as { value: { totals: { amountMinor: number } } }).value;
  expect(value.totals.amountMinor).toBe(Number(expected?.total ?? 0));
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
