/**
 * The login form (§2.4 modal, /login page; §4, §5): its fields by their labels in the brand's
 * language, the SMS code from the development outbox, the verification step, and the brand's
 * login modes from its modules file (what the gateway seeds).
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { OutboxMessage } from '../../../schemas/identity';
import { type Catalogue, text } from '../support/brand-data';
import { settled } from './modal.page';
import { gatewayPort } from '../support/fixtures';

export const demoPassword = 'Portico-Demo-2024';
export const demoTotpSecret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
/** Demo phones (+86), docs/demo-accounts.json. */
export const demoPhones = { player01: '13800000001', agent01: '13800000002', totp01: '13800000003', newip01: '13800000004', expired01: '13800000005' } as const;

export function readModules(merchant: string): Record<string, boolean> {
  return JSON.parse(fs.readFileSync(path.join(process.cwd(), 'brands', merchant, 'modules.json'), 'utf8')) as Record<string, boolean>;
}

/** The login modes the brand offers (decision 031: the password always, MOBILEVERCODELOGIN3 → SMS too). */
export function loginModesOf(merchant: string): { username: boolean; sms: boolean } {
  const m = readModules(merchant);
  return { username: true, sms: m.LOGINGROUP === true && m.MOBILEVERCODELOGIN3 === true };
}

/** The Authorization of every GET /wps/member/info the page sends from now on (§4 "fetch member info"). */
export function watchMemberInfoReads(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'GET' && new URL(r.url()).pathname === '/wps/member/info') seen.push(r.headers().authorization ?? '');
  });
  return seen;
}

/** The token of the session the page keeps. */
export async function sessionToken(page: Page): Promise<string | null> {
  return page.evaluate(() => (JSON.parse(sessionStorage.getItem('session') ?? '{}') as { token?: string }).token ?? null);
}

/** A documentation-range address no other test uses, so throttles and known IPs start empty. */
export function freshClientIp(): string {
  const n = () => 1 + Math.floor(Math.random() * 250);
  return `198.18.${n()}.${n()}`;
}

/** The newest code the outbox holds for a target (+86…), waiting for it to arrive. */
export async function outboxCode(request: APIRequestContext, target: string, after = 0): Promise<string> {
  let code: string | null = null;
  await expect
    .poll(async () => {
      const res = await request.get(`http://127.0.0.1:${gatewayPort()}/dev/outbox`, { params: { target } });
      const messages = ((await res.json()) as { value: { messages: OutboxMessage[] } }).value.messages;
      const fresh = messages.find((m) => Date.parse(m.createdAt) >= after);
      code = fresh?.body.match(/\b(\d{6})\b/)?.[1] ?? null;
      return code;
    }, { message: `a code in the outbox for ${target}` })
    .not.toBeNull();
  return code as unknown as string;
}

export class LoginPage {
  constructor(
    readonly page: Page,
    readonly catalogue: Catalogue,
  ) {}

  t(key: string): string {
    return text(this.catalogue, key);
  }

  /** The form (on the page, or in the modal when `scope` is the dialog). */
  form(scope: Page | Locator = this.page): Locator {
    return scope.getByTestId('login-form');
  }

  async goto(query = ''): Promise<void> {
    await this.page.goto(`/login${query}`);
    await expect(this.form()).toBeVisible();
  }

  get username(): Locator {
    // The field, not the tab panel its mode tab may share the name with ("Username" in EN).
    return this.page.getByRole('textbox', { name: this.t('login.username'), exact: true });
  }
  get password(): Locator {
    return this.page.getByLabel(this.t('login.password'), { exact: true });
  }
  get submit(): Locator {
    return this.page.getByTestId('login-submit');
  }
  get error(): Locator {
    return this.page.getByTestId('login-error');
  }
  get captchaImage(): Locator {
    return this.page.getByTestId('captcha-image');
  }
  get captchaInput(): Locator {
    return this.page.getByLabel(this.t('login.captcha'), { exact: true });
  }
  get verification(): Locator {
    return this.page.getByTestId('login-verification');
  }

  /** Opens the login modal the way a guest does: the header's Log In link (a plain click opens the modal). */
  async openModal(): Promise<Locator> {
    await this.page.goto('/');
    await this.page.getByRole('banner').getByRole('link', { name: this.t('w_login'), exact: true }).first().click();
    await expect(this.page).toHaveURL(/\/$/);
    const dialog = this.page.getByRole('dialog', { name: this.t('w_login') });
    await settled(dialog);
    await expect(dialog.getByTestId('login-form')).toBeVisible();
    return dialog;
  }

  async chooseMode(mode: 'username' | 'sms'): Promise<void> {
    const tab = this.page.getByRole('tab', { name: this.t(`login.mode_${mode}`) });
    if ((await tab.count()) > 0) await tab.click();
  }

  async signIn(username: string, password: string): Promise<void> {
    await this.chooseMode('username');
    await this.username.fill(username);
    await this.password.fill(password);
    await this.submit.click();
  }

  get dialingCode(): Locator {
    return this.page.getByRole('combobox', { name: this.t('login.dialing_code') });
  }

  /** Picks the country whose code is `code` (names are in the page language; the code is not). */
  async pickDialingCode(code: string): Promise<void> {
    const combo = this.dialingCode;
    await combo.click();
    await this.page.getByRole('option', { name: new RegExp(`\\+${code}$`) }).click();
    await expect(combo).toContainText(`+${code}`);
  }

  /** SMS mode: +86 number, send, read the code from the outbox, sign in. */
  async signInBySms(request: APIRequestContext, mobile: string): Promise<void> {
    await this.chooseMode('sms');
    await this.pickDialingCode('86');
    await this.page.getByLabel(this.t('login.mobile'), { exact: true }).fill(mobile);
    const sentAfter = Date.now() - 2000;
    await this.page.getByTestId('sms-send').click();
    // Disabled while it counts down (§4), with the seconds left.
    await expect(this.page.getByTestId('sms-send')).toHaveAttribute('aria-disabled', 'true');
    const code = await outboxCode(request, `+86${mobile}`, sentAfter);
    await this.page.getByLabel(this.t('login.sms_code'), { exact: true }).fill(code);
    await this.submit.click();
  }

  async expectSignedIn(): Promise<void> {
    await expect(this.page.getByTestId('header-account')).toBeVisible();
    expect(await this.page.evaluate(() => JSON.parse(sessionStorage.getItem('session') ?? '{}').token)).toBeTruthy();
  }
}
