/**
 * Password, logout, trial and security-centre flows (issue 4): fresh accounts written straight
 * into the run's database (E2E_DATABASE_URL; specs that change a password never touch the
 * shared demo accounts), API sign-in for set-up only, the dev outbox, and the forms' controls.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import pg from 'pg';
import type { LoginAnswer, OutboxMessage } from '../../../schemas/identity';
import type { PermissionResponse } from '../../../schemas/permission';
import { createPasswordHasher } from '../../../gateway/domain/identity/password-hasher';
import { sealPayload } from '../../../gateway/test-support/seal-payload';
import { readBrand, readCatalogue, text, type Catalogue } from '../support/brand-data';
import { gatewayPort } from '../support/fixtures';

export const apiBase = () => `http://127.0.0.1:${gatewayPort()}`;

export interface FreshAccount {
  account: string;
  password: string;
  mobile: string;
  email: string;
}

const hasher = createPasswordHasher({ concurrency: 1 });

function databaseUrl(): string {
  const url = process.env.E2E_DATABASE_URL;
  if (!url) throw new Error(process.env.E2E_DATABASE_PROBLEM ?? 'E2E_DATABASE_URL is not set by the global setup');
  return url;
}

/** A new member of the brand (type 0 unless given), with a phone and an e-mail, and a main-wallet balance. */
export async function createAccount(
  merchant: string,
  options: { password?: string; balanceMinor?: number; type?: number; unread?: number } = {},
): Promise<FreshAccount> {
  const suffix = crypto.randomBytes(4).toString('hex');
  const account = `e2e${suffix}`;
  const password = options.password ?? `E2e-Pass-${suffix}`;
  const mobile = `139${String(crypto.randomInt(0, 1e8)).padStart(8, '0')}`;
  const email = `${account}@${readBrand(merchant).mainDomain}`;
  const client = new pg.Client({ connectionString: databaseUrl() });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string }>(
      `insert into members (merchant, account, account_key, nickname, type, password_hash, must_change_password, email, mobile_dialing_code, mobile, vip_level)
       values ($1, $2, $2, $2, $7, $3, $4, $5, '86', $6, 2) returning id`,
      [merchant, account, await hasher.hash(password), password === '123456', email, mobile, options.type ?? 0],
    );
    await client.query(`insert into wallet_balances (member_id, currency, balance_minor) values ($1, 'CNY', $2)`, [rows[0]?.id, options.balanceMinor ?? 0]);
    for (let i = 0; i < (options.unread ?? 0); i += 1)
      await client.query(`insert into member_messages (member_id, title, body) values ($1, $2, $3)`, [rows[0]?.id, `Notice ${i + 1}`, 'e2e']);
  } finally {
    await client.end();
  }
  return { account, password, mobile, email };
}

/** Changes an account's nickname in the database, as an operator or another device would. */
export async function renameMember(merchant: string, account: string, nickname: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl() });
  await client.connect();
  try {
    await client.query('update members set nickname = $3 where merchant = $1 and account = $2', [merchant, account, nickname]);
  } finally {
    await client.end();
  }
}

async function sealKey(request: APIRequestContext, merchant: string) {
  const res = await request.get(`${apiBase()}/wps/system/permission`, { headers: { merchant } });
  return ((await res.json()) as { value: PermissionResponse }).value.info.sealKey;
}

/** Set-up only (the login UI is the login feature's): a sealed login call from the test. */
export async function apiLogin(request: APIRequestContext, merchant: string, username: string, password: string): Promise<LoginAnswer> {
  // From the same address as the browser (loopback), so no new-IP step is asked (LOGINIPVERF3).
  const body = await sealPayload(await sealKey(request, merchant), { type: 'username', username, password });
  const res = await request.post(`${apiBase()}/wps/session/login`, { headers: { merchant }, data: body });
  return ((await res.json()) as { value: LoginAnswer }).value;
}

/** Opens the browser session the way the app stores it (sessionStorage "session"). */
export async function useSessionOf(page: Page, answer: LoginAnswer): Promise<void> {
  const m = answer.member;
  if (!answer.token || !m) throw new Error('the login answer has no session');
  const stored = {
    token: answer.token,
    member: { id: m.id, account: m.account, nickname: m.nickname, type: m.type, vipLevel: m.vipLevel },
    publicState: { firstTimeLogin: false, imgUrl: null, currencySymbol: m.currencySymbol },
    location: 'member',
    balance: null,
    unreadCount: null,
  };
  await page.addInitScript(
    ({ text, account }) => {
      // The announcement popups are another spec's subject: closed for this session.
      sessionStorage.setItem('popupClosed:anonymous', '1');
      sessionStorage.setItem(`popupClosed:account:${account}`, '1');
      // Once per test: a logout clears sessionStorage, and must not be undone by the next load.
      if (!localStorage.getItem('e2e-session-set')) {
        sessionStorage.setItem('session', text);
        localStorage.setItem('e2e-session-set', '1');
      }
    },
    { text: JSON.stringify(stored), account: m.account },
  );
}

/** Messages the providers wrote to a target, newest first. */
export async function outbox(request: APIRequestContext, target: string): Promise<OutboxMessage[]> {
  const res = await request.get(`${apiBase()}/dev/outbox`, { params: { target } });
  return ((await res.json()) as { value: { messages: OutboxMessage[] } }).value.messages;
}

/** Waits for a message to the target matching `pattern`, and returns the first capture. */
export async function outboxMatch(request: APIRequestContext, target: string, pattern: RegExp): Promise<string> {
  let found: string | null = null;
  await expect
    .poll(async () => {
      found = (await outbox(request, target)).map((m) => pattern.exec(m.body)?.[1]).find((x) => x !== undefined) ?? null;
      return found;
    }, { message: `a message matching ${pattern} for ${target}` })
    .not.toBeNull();
  return found as unknown as string;
}

export function readModules(merchant: string): Record<string, boolean> {
  return JSON.parse(fs.readFileSync(`brands/${merchant}/modules.json`, 'utf8')) as Record<string, boolean>;
}

export class PasswordPage {
  readonly catalogue: Catalogue;
  constructor(
    readonly page: Page,
    merchant: string,
  ) {
    this.catalogue = readCatalogue(readBrand(merchant).defaultLang);
  }

  t(key: string): string {
    return text(this.catalogue, key);
  }

  field(key: string): Locator {
    return this.page.getByLabel(this.t(key), { exact: true });
  }

  submit(scope: Page | Locator = this.page): Locator {
    return scope.getByRole('button', { name: this.t('password.submit') });
  }

  /** The signed-in session token the page holds (null when signed out). */
  token(): Promise<string | null> {
    return this.page.evaluate(() => (JSON.parse(sessionStorage.getItem('session') ?? '{}') as { token?: string }).token ?? null);
  }

  async expectSignedInAs(account: string): Promise<void> {
    await expect(this.page.getByTestId('header-account')).toBeVisible();
    await expect.poll(() => this.page.evaluate(() => (JSON.parse(sessionStorage.getItem('session') ?? '{}') as { member?: { account?: string } }).member?.account)).toBe(account);
  }
}
