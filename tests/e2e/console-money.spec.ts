/**
 * The console's money desk and support desk in the browser (issue 18, docs/decisions/047),
 * against the real gateway, on PostgreSQL with two instances and on embedded PGlite (fixtures.ts
 * deployments), with no SQL: agent01 opens a fresh player (the agent centre's call); finance (the
 * demo owner, finance rights on every merchant) credits it by a manual adjustment; the player asks
 * for two withdrawals through the player API on the deployment's last instance; finance approves
 * one and rejects the other in the console, each after its confirmation, using the keyboard; the
 * player's balance and records show it; the ledger check on the money page answers balanced; the
 * support desk finds the player, shows the ledger entries and locks the account (the player's
 * session stops at once). axe finds nothing serious or critical on the money and players pages.
 *
 * The demo payment provider disburses a pending withdrawal at its due time: 5 s on the first
 * instance, an hour on the second PostgreSQL instance and on PGlite (global-setup.ts sets
 * PORTICO_WITHDRAWAL_DISBURSE_MS, the review window a deployment sets), so the withdrawals asked
 * for there wait in the queue for finance, whichever instance finance works on.
 *
 * It runs alone for aurora (playwright.config.ts exclusiveSpecs) and once per deployment (@any-brand).
 */
import fs from 'node:fs';
import { randomUUID } from 'node:crypto';
import type { APIRequestContext, BrowserContext } from '@playwright/test';
import { agentPaths, type OpenDownlineAnswer } from '../../schemas/agent';
import { apiPaths } from '../../schemas/api-paths';
import {
  consoleMoneyPaths,
  type AdjustmentAnswer,
  type LedgerCheckAnswer,
} from '../../schemas/console-money';
import type { LoginAnswer } from '../../schemas/identity';
import type { PermissionResponse } from '../../schemas/permission';
import { sealPayload } from '../../gateway/test-support/seal-payload';
import { readCatalogue, text } from './support/brand-data';
import { deployment, deploymentNames, expect, test, type Deployment } from './support/fixtures';
import { expectNoSeriousAxe } from './support/axe';
import { freshStaffCode } from './support/staff-code';

const merchant = 'aurora';
const en = readCatalogue('EN');
const t = (key: string, values: Record<string, string> = {}): string =>
  Object.entries(values).reduce((s, [k, v]) => s.replace(`{${k}}`, v), text(en, key));
interface DemoStaff {
  username: string;
  password: string;
  totpSecret: string;
}
const owner = (JSON.parse(fs.readFileSync('docs/demo-accounts.json', 'utf8')) as { staff: DemoStaff[] })
  .staff[0];
if (!owner) throw new Error('docs/demo-accounts.json has no staff');
const signedOutProbe = /Failed to load resource: the server responded with a status of 401\b/;
const paymentPassword = 'pay-246810';

const demoPassword = 'Portico-Demo-2024';

/** The deployment under test (set by each test before anything else). */
let current: Deployment | null = null;
function chosen(): Deployment {
  if (!current) throw new Error('no deployment chosen');
  return current;
}
/** Players call the deployment's last instance (the second on PostgreSQL); staff work on the first. */
const api = (path: string) => `http://127.0.0.1:${chosen().ports.at(-1) ?? 0}${path}`;
const consoleUrl = (path = '') => `http://127.0.0.1:${chosen().consolePort}/console${path}`;

/** A sealed player call (login, account opening), as the player app seals it. */
async function sealedPost<T>(
  request: APIRequestContext,
  path: string,
  fields: object,
  token?: string,
): Promise<{ status: number; value: T; body: string }> {
  const perm = await request.get(api('/wps/system/permission'), { headers: { merchant } });
  const sealKey = ((await perm.json()) as { value: PermissionResponse }).value.info.sealKey;
  const res = await request.post(api(path), {
    headers: { merchant, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    data: await sealPayload(sealKey, fields),
  });
  const body = await res.text();
  return { status: res.status(), value: (JSON.parse(body) as { value: T }).value, body };
}

async function login(request: APIRequestContext, username: string, password: string): Promise<string> {
  const answer = await sealedPost<LoginAnswer>(request, '/wps/session/login', {
    type: 'username',
    username,
    password,
  });
  expect(answer.value?.token, answer.body).toBeTruthy();
  return answer.value.token ?? '';
}

/** A console call with the page's staff session and its CSRF token (as the console's client sends them). */
async function consoleApi<T>(
  context: BrowserContext,
  method: 'GET' | 'POST',
  path: string,
  data?: object,
): Promise<T> {
  const me = await context.request.get(consoleUrl('/api/me'));
  const csrf = ((await me.json()) as { value: { csrfToken: string } }).value.csrfToken;
  const res = await context.request.fetch(`http://127.0.0.1:${chosen().consolePort}${path}`, {
    method,
    headers: { 'x-csrf-token': csrf, ...(method === 'POST' ? { 'idempotency-key': randomUUID() } : {}) },
    ...(data === undefined ? {} : { data }),
  });
  expect(res.status(), `${method} ${path}: ${await res.text()}`).toBe(200);
  return ((await res.json()) as { value: T }).value;
}

async function playerCall<T>(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST',
  path: string,
  data?: object,
): Promise<{ status: number; value: T }> {
  const res = await request.fetch(api(path), {
    method,
    headers: { merchant, authorization: `Bearer ${token}` },
    ...(data ? { data } : {}),
  });
  const body = (await res.json()) as { value: T };
  return { status: res.status(), value: body.value };
}

for (const deploymentName of deploymentNames) {
  test(`@any-brand ${deploymentName}: finance approves one withdrawal and rejects another in the console; the player sees both; the ledger balances; support locks the player`, async ({
    page,
    request,
    consoleGuard,
  }) => {
    const d = deployment(deploymentName);
    test.skip(
      !d,
      `${deploymentName} is not running here (the e2e global setup starts it when PostgreSQL answers)`,
    );
    if (!d) return;
    current = d;
    test.setTimeout(120_000);
    consoleGuard.allow(signedOutProbe);
    // The player's session is refused (401) after the lock on purpose.
    consoleGuard.allow(/status of 401/);

    // The player: agent01 opens a fresh downline (the agent centre's call).
    const suffix = randomUUID().replace(/-/g, '').slice(0, 8);
    const fresh = { account: `e2em${suffix}`, password: `E2e-Pass-${suffix}` };
    const agentToken = await login(request, 'agent01', demoPassword);
    const opened = await sealedPost<OpenDownlineAnswer>(
      request,
      agentPaths.downlines,
      { username: fresh.account, password: fresh.password, role: 'member' },
      agentToken,
    );
    expect(opened.status, opened.body).toBe(200);
    const token = await login(request, fresh.account, fresh.password);

    // Finance (the demo owner) signs in and credits the player 1000.00 by a manual adjustment.
    await page.goto(consoleUrl());
    const form = page.getByRole('form', { name: t('console.sign_in.title') });
    await form.getByLabel(t('console.sign_in.username')).fill(owner.username);
    await form.getByLabel(t('console.sign_in.password')).fill(owner.password);
    await form.getByLabel(t('console.sign_in.code')).fill(await freshStaffCode(owner.totpSecret));
    await form.getByRole('button', { name: t('console.sign_in.submit') }).click();
    await expect(page.getByTestId('signed-in-staff')).toContainText(owner.username);
    const credited = await consoleApi<AdjustmentAnswer>(
      page.context(),
      'POST',
      consoleMoneyPaths.adjustments.replace(':merchant', merchant).replace(':memberId', opened.value.id),
      { amountMinor: 100_000, reason: 'Opening credit for the money desk check' },
    );
    expect(credited.balanceMinor).toBe(100_000);

    // A payment password, a bank account, two withdrawals.
    expect(
      (
        await playerCall(request, token, 'POST', apiPaths.paymentPassword, {
          newPassword: paymentPassword,
          confirmNewPassword: paymentPassword,
        })
      ).status,
    ).toBe(200);
    const bound = await playerCall<{ id: string }>(request, token, 'POST', apiPaths.bankAccounts, {
      holderName: 'Li Wei',
      bankCode: 'ICBC',
      accountNumber: '6222 0212 3456 7890',
    });
    expect(bound.status).toBe(200);
    const ask = (amount: string) =>
      playerCall<{ id: string; status: string }>(request, token, 'POST', apiPaths.withdrawals, {
        requestId: randomUUID(),
        bankAccountId: bound.value.id,
        amount,
        paymentPassword,
      });
    const [toApprove, toReject] = [(await ask('300')).value, (await ask('450')).value];
    const balanceOf = async () =>
      (await playerCall<{ balanceMinor: number }>(request, token, 'GET', apiPaths.balance)).value
        .balanceMinor;
    expect(await balanceOf()).toBe(100_000 - 75_000);

    // The money desk.
    // The owner's first page (modules) opens first; then the money desk.
    await page.goto(consoleUrl());
    await expect(page).toHaveURL(/\/console\/modules\/[a-z]/);
    const nav = page.getByRole('navigation', { name: t('console.nav.label') });
    await nav.getByRole('link', { name: t('console.nav.money') }).click();
    await expect(page).toHaveURL(/\/console\/money\/[a-z]/);
    await page.getByTestId('merchant-picker').selectOption(merchant);
    await expect(page).toHaveURL(consoleUrl(`/money/${merchant}`));
    const approveRow = page.locator(`tr[data-id="${toApprove.id}"]`);
    const rejectRow = page.locator(`tr[data-id="${toReject.id}"]`);
    await expect(approveRow).toHaveAttribute('data-status', 'pending');
    await expect(rejectRow).toHaveAttribute('data-status', 'pending');
    await expectNoSeriousAxe(page, 'money page');

    // Approve with the keyboard: the confirmation takes the focus; Enter confirms.
    const amountApprove = '300.00 CNY';
    await approveRow
      .getByRole('button', {
        name: t('console.money.approve', { amount: amountApprove, name: fresh.account }),
      })
      .focus();
    await page.keyboard.press('Enter');
    const confirmApprove = approveRow.getByRole('group', { name: fresh.account });
    await expect(confirmApprove.getByRole('button', { name: t('console.money.approve_yes') })).toBeFocused();
    await expectNoSeriousAxe(page, 'money page with a confirmation');
    await page.keyboard.press('Enter');
    await expect(approveRow).toHaveCount(0);

    // Reject with a reason (refused without one).
    await rejectRow
      .getByRole('button', { name: t('console.money.reject', { amount: '450.00 CNY', name: fresh.account }) })
      .click();
    const confirmReject = rejectRow.getByRole('group', { name: fresh.account });
    await confirmReject.getByRole('button', { name: t('console.money.reject_yes') }).click();
    await expect(confirmReject.getByRole('alert')).toHaveText(t('console.money.reason_required'));
    await confirmReject.getByLabel(t('console.money.reason')).fill('Payee name does not match the account');
    await confirmReject.getByRole('button', { name: t('console.money.reject_yes') }).click();
    await expect(rejectRow).toHaveCount(0);

    // Every status: one paid out, one returned, with who decided.
    await page.getByLabel(t('console.money.status')).first().selectOption('');
    await expect(approveRow).toHaveAttribute('data-status', 'disbursed');
    await expect(rejectRow).toHaveAttribute('data-status', 'failed');
    await expect(rejectRow).toContainText('Payee name does not match the account');
    await expect(approveRow).toContainText(t('console.money.decision.approved', { name: owner.username }));

    // The player's records and balance: 300 left, 450 back.
    const mine = await playerCall<{ items: { id: string; status: string }[] }>(
      request,
      token,
      'GET',
      apiPaths.withdrawals,
    );
    expect(Object.fromEntries(mine.value.items.map((w) => [w.id, w.status]))).toEqual({
      [toApprove.id]: 'disbursed',
      [toReject.id]: 'failed',
    });
    expect(await balanceOf()).toBe(100_000 - 30_000);
    // The ledger check: balanced, on the page and in its answer.
    await nav.getByRole('link', { name: t('console.nav.money') }).click();
    await expect(page).toHaveURL(consoleUrl(`/money/${merchant}`));
    const ledger = page.getByTestId('ledger-check');
    await ledger.getByRole('button', { name: t('console.money.ledger_check_run') }).click();
    await expect(ledger.getByRole('status')).toHaveAttribute('data-balanced', 'true');
    await expect(ledger.getByRole('status')).toContainText('✓');
    await expectNoSeriousAxe(page, 'money page with the ledger check');
    expect(
      await consoleApi<LedgerCheckAnswer>(
        page.context(),
        'GET',
        consoleMoneyPaths.ledgerCheck.replace(':merchant', merchant),
      ),
    ).toMatchObject({ balanced: true, totalMinor: 0, problemCount: 0 });

    // The support desk: find the player, see the ledger, lock the account.
    await nav.getByRole('link', { name: t('console.nav.players') }).click();
    await expect(page).toHaveURL(/\/console\/players\/[a-z]/);
    await page.getByTestId('merchant-picker').selectOption(merchant);
    await expect(page).toHaveURL(consoleUrl(`/players/${merchant}`));
    await page.getByLabel(t('console.players.query')).fill(fresh.account.slice(0, 7));
    await page.getByRole('button', { name: t('console.players.search_submit') }).click();
    await page.getByRole('button', { name: t('console.players.open', { name: fresh.account }) }).click();
    const detail = page.getByTestId('player-detail');
    await expect(
      detail.getByRole('heading', { name: t('console.players.profile', { name: fresh.account }) }),
    ).toBeFocused();
    await expect(detail.getByTestId('ledger-row').first()).toBeVisible();
    await expect(detail.getByTestId('player-facts')).toContainText('main: 700.00 CNY');
    await expectNoSeriousAxe(page, 'players page with a profile');
    await detail
      .getByRole('button', { name: t('console.players.action.lock', { name: fresh.account }) })
      .click();
    await detail.getByLabel(t('console.money.reason')).fill('Asked by the player by phone');
    await detail
      .getByRole('group', { name: fresh.account })
      .getByRole('button', { name: t('console.players.action.lock', { name: fresh.account }) })
      .click();
    await expect(detail.getByRole('status')).toHaveText(
      t('console.players.done.lock', { name: fresh.account }),
    );
    expect((await playerCall(request, token, 'GET', apiPaths.balance)).status).toBe(401);
  });
}
