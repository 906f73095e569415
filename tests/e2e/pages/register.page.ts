/**
 * Registration (issue 5): the register modal and /register page, the brand's field set as the
 * gateway compiles it from the database now (the same compileRegistration the browser runs),
 * values that satisfy it, the SMS code from the dev outbox, and direct database writes for the
 * operator's switches (E2E_DATABASE_URL; every change is undone by the test that made it).
 */
import crypto from 'node:crypto';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import pg from 'pg';
import { compileRegistration, type CompiledRegistration, type RegistrationMode } from '../../../schemas/compile-registration';
import { flattenModules } from '../../../schemas/modules';
import type { PermissionResponse } from '../../../schemas/permission';
import type { FieldRule, RegisterRules } from '../../../schemas/register-rules';
import { readBrand, readCatalogue, text, type Catalogue } from '../support/brand-data';
import { apiBase, outboxMatch } from './password.page';

function databaseUrl(): string {
  const url = process.env.E2E_DATABASE_URL;
  if (!url) throw new Error(process.env.E2E_DATABASE_PROBLEM ?? 'E2E_DATABASE_URL is not set by the global setup');
  return url;
}

export async function withDatabase<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl() });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** The merchant's rules and modules as the gateway serves them now, compiled for a mode. */
export async function compiledNow(request: APIRequestContext, merchant: string, mode: RegistrationMode): Promise<CompiledRegistration> {
  const headers = { merchant };
  const permission = ((await (await request.get(`${apiBase()}/wps/system/permission`, { headers })).json()) as { value: PermissionResponse }).value;
  const rules = ((await (await request.get(`${apiBase()}/wps/system/setting/register`, { headers })).json()) as { value: RegisterRules }).value;
  return compileRegistration(permission.info.brand, flattenModules(permission.info.whitelabelVal ?? []), rules, mode);
}

/** Sets one module switch; returns the value it had (null: no row). */
export async function setModule(merchant: string, modId: string, enabled: boolean): Promise<boolean | null> {
  return withDatabase(async (db) => {
    const before = await db.query<{ enabled: boolean }>('select enabled from merchant_modules where merchant = $1 and mod_id = $2', [merchant, modId]);
    await db.query(
      `insert into merchant_modules (merchant, mod_id, enabled) values ($1, $2, $3)
       on conflict (merchant, mod_id) do update set enabled = excluded.enabled, updated_at = now()`,
      [merchant, modId, enabled],
    );
    return before.rows[0]?.enabled ?? null;
  });
}

export async function restoreModule(merchant: string, modId: string, value: boolean | null): Promise<void> {
  await withDatabase(async (db) => {
    if (value === null) await db.query('delete from merchant_modules where merchant = $1 and mod_id = $2', [merchant, modId]);
    else await db.query('update merchant_modules set enabled = $3 where merchant = $1 and mod_id = $2', [merchant, modId, value]);
  });
}

type StoredRule = { enabled: boolean; required: boolean; min_length: number | null; max_length: number | null; pattern_id: number | null; accepted_pattern: string | null };

/** Writes one field rule; returns the row it replaced (null: none). */
export async function setFieldRule(merchant: string, field: string, rule: FieldRule): Promise<StoredRule | null> {
  return withDatabase(async (db) => {
    const before = await db.query<StoredRule>(
      'select enabled, required, min_length, max_length, pattern_id, accepted_pattern from register_field_rules where merchant = $1 and field = $2',
      [merchant, field],
    );
    await db.query(
      `insert into register_field_rules (merchant, field, enabled, required, min_length, max_length, pattern_id, accepted_pattern)
       values ($1, $2, $3, $4, $5, $6, $7, $8)
       on conflict (merchant, field) do update set enabled = excluded.enabled, required = excluded.required,
         min_length = excluded.min_length, max_length = excluded.max_length, pattern_id = excluded.pattern_id,
         accepted_pattern = excluded.accepted_pattern, updated_at = now()`,
      [merchant, field, rule.enabled, rule.required, rule.minLength, rule.maxLength, rule.patternId, rule.acceptedPattern],
    );
    return before.rows[0] ?? null;
  });
}

export async function restoreFieldRule(merchant: string, field: string, row: StoredRule | null): Promise<void> {
  await withDatabase(async (db) => {
    if (row === null) {
      await db.query('delete from register_field_rules where merchant = $1 and field = $2', [merchant, field]);
      return;
    }
    await db.query(
      `update register_field_rules set enabled = $3, required = $4, min_length = $5, max_length = $6, pattern_id = $7, accepted_pattern = $8
       where merchant = $1 and field = $2`,
      [merchant, field, row.enabled, row.required, row.min_length, row.max_length, row.pattern_id, row.accepted_pattern],
    );
  });
}

/** The registration record of an account (attribution, parent), or null when none was created. */
export async function registrationOf(merchant: string, account: string): Promise<{ referralCode: string | null; affiliateCode: string | null; mode: string } | null> {
  return withDatabase(async (db) => {
    const { rows } = await db.query<{ referral_code: string | null; affiliate_code: string | null; mode: string }>(
      `select r.referral_code, r.affiliate_code, r.mode from members m join member_registrations r on r.member_id = m.id
       where m.merchant = $1 and m.account = $2`,
      [merchant, account],
    );
    const row = rows[0];
    return row ? { referralCode: row.referral_code, affiliateCode: row.affiliate_code, mode: row.mode } : null;
  });
}

export async function memberCount(merchant: string, account: string): Promise<number> {
  return withDatabase(async (db) => {
    const { rows } = await db.query<{ n: string }>('select count(*)::text as n from members where merchant = $1 and account = $2', [merchant, account]);
    return Number(rows[0]?.n ?? 0);
  });
}

/** A distinct Chinese mobile number per test (the 60 s per-number send limit). */
export function freshMobile(): string {
  return `137${String(crypto.randomInt(0, 1e8)).padStart(8, '0')}`;
}

export interface Applicant {
  username: string;
  password: string;
  mobile: string;
}

export function freshApplicant(): Applicant {
  const suffix = crypto.randomBytes(4).toString('hex');
  return { username: `r${suffix}x`, password: `Reg-Pass-${suffix}9`, mobile: freshMobile() };
}

/** Values that satisfy the demo brands' rules, per field (required or not: only what is asked for is filled). */
function valueFor(field: string, who: Applicant): string | null {
  switch (field) {
    case 'username':
      return who.username;
    case 'password':
    case 'confirmPassword':
      return who.password;
    case 'payeeName':
      return '张三丰';
    case 'email':
      return `${who.username}@example.com`;
    case 'birthday':
      return '1990-01-15';
    case 'nickname':
      return 'Newcomer';
    default:
      return null;
  }
}

export class RegisterPage {
  readonly catalogue: Catalogue;
  constructor(
    readonly page: Page,
    readonly merchant: string,
  ) {
    this.catalogue = readCatalogue(readBrand(merchant).defaultLang);
  }

  /** A catalogue message with simple {name} arguments filled in. */
  t(key: string, values: Record<string, string | number> = {}): string {
    return text(this.catalogue, key).replace(/\{(\w+)\}/g, (_m, name: string) => String(values[name] ?? `{${name}}`));
  }

  form(mode: RegistrationMode): Locator {
    return this.page.getByTestId(`register-form-${mode}`);
  }

  /** A text field by its accessible name (the label without the required mark). */
  field(mode: RegistrationMode, key: string): Locator {
    return this.form(mode).getByRole('textbox', { name: this.t(key), exact: true });
  }

  fieldOf(mode: RegistrationMode, compiled: CompiledRegistration, name: string): Locator {
    const ui = compiled.uiSchema[name] as { 'ui:title': string; 'ui:widget'?: string; 'ui:options': { titleValues?: Record<string, number> } };
    const role = ui['ui:widget'] === 'agreement' ? 'checkbox' : 'textbox';
    return this.form(mode).getByRole(role, { name: this.t(ui['ui:title'], ui['ui:options'].titleValues), exact: true });
  }

  /** The message shown under a field. */
  errorOf(mode: RegistrationMode, name: string): Locator {
    return this.form(mode).locator(`[data-field="${name}"]`).getByTestId('register-field-error');
  }

  async openModalFromHeader(query = ''): Promise<void> {
    await this.page.goto(`/${query}`);
    await this.page.getByRole('link', { name: this.t('w_reg'), exact: true }).first().click();
    await expect(this.page.getByTestId('register-modal')).toBeVisible();
  }

  async gotoPage(query = ''): Promise<void> {
    await this.page.goto(`/register${query}`);
    await expect(this.page.getByTestId('register-page')).toBeVisible();
  }

  /**
   * Waits until the panel shows exactly these modes: both tabs, the one form (and no tabs), or
   * the "registration closed" notice. Each branch waits for something to appear, so a panel
   * still loading never passes for one that shows nothing.
   */
  async expectModesShown(modes: { register: boolean; registerMobile: boolean }, timeout: number): Promise<void> {
    const panel = this.page.getByTestId('register-panel');
    const tabs = panel.getByRole('tab');
    const tab = (mode: RegistrationMode) =>
      panel.getByRole('tab', { name: this.t(mode === 'register' ? 'register.tab_username' : 'register.tab_mobile') });
    if (modes.register && modes.registerMobile) {
      await expect(tab('register')).toBeVisible({ timeout });
      await expect(tab('registerMobile')).toBeVisible({ timeout });
      return;
    }
    const only: RegistrationMode | null = modes.register ? 'register' : modes.registerMobile ? 'registerMobile' : null;
    if (only === null) await expect(this.page.getByText(this.t('register.closed'))).toBeVisible({ timeout });
    else await expect(this.form(only)).toBeVisible({ timeout });
    await expect(tabs).toHaveCount(0, { timeout });
  }

  /** Picks the mode's tab when the brand has both. */
  async chooseMode(mode: RegistrationMode, compiledModes: { register: boolean; registerMobile: boolean }): Promise<void> {
    if (compiledModes.register && compiledModes.registerMobile)
      // Bounded, so a caller retrying with toPass gets another load instead of one long wait.
      await this.page.getByRole('tab', { name: this.t(mode === 'register' ? 'register.tab_username' : 'register.tab_mobile') }).click({ timeout: 7000 });
    await expect(this.form(mode)).toBeVisible();
  }

  async pickDialingCode(mode: RegistrationMode, code: string): Promise<void> {
    const combo = this.form(mode).getByRole('combobox', { name: this.t('register.field.dialing_code') });
    await combo.click();
    await this.page.getByRole('option', { name: new RegExp(`\\+${code}$`) }).click();
    await expect(combo).toContainText(`+${code}`);
  }

  /**
   * Fills every field the compiled form requires (and a mobile number when an SMS code is
   * required), ticks the agreements, and types the SMS code from the outbox.
   */
  async fillRequired(request: APIRequestContext, mode: RegistrationMode, compiled: CompiledRegistration, who: Applicant): Promise<void> {
    const required = new Set(compiled.schema.required);
    const needsPhone = required.has('mobileNum') || required.has('verificationCode');
    for (const name of compiled.uiSchema['ui:order']) {
      const widget = (compiled.uiSchema[name] as { 'ui:widget'?: string })['ui:widget'];
      if (widget === 'agreement') {
        await this.fieldOf(mode, compiled, name).check();
        continue;
      }
      if (!required.has(name) || name === 'mobileNum' || widget === 'proofOfWork' || widget === 'dialingCode' || widget === 'smsCode') continue;
      const value = valueFor(name, who);
      if (value === null) throw new Error(`no e2e value for the required field ${name}`);
      await this.fieldOf(mode, compiled, name).fill(value);
    }
    if (needsPhone && 'mobileNum' in compiled.schema.properties) {
      await this.pickDialingCode(mode, '86');
      await this.fieldOf(mode, compiled, 'mobileNum').fill(who.mobile);
    }
    if ('verificationCode' in compiled.schema.properties && needsPhone) {
      await this.form(mode).getByTestId('register-sms-send').click();
      const code = await outboxMatch(request, `+86${who.mobile}`, /\b(\d{6})\b/);
      await this.fieldOf(mode, compiled, 'verificationCode').fill(code);
    }
  }

  submit(mode: RegistrationMode): Locator {
    return this.form(mode).getByTestId('register-submit');
  }

  async expectSignedInAs(account: string | RegExp): Promise<void> {
    await expect(this.page.getByTestId('header-account')).toBeVisible({ timeout: 15_000 });
    await expect
      .poll(() => this.page.evaluate(() => (JSON.parse(sessionStorage.getItem('session') ?? '{}') as { member?: { account?: string } }).member?.account ?? ''))
      .toMatch(account);
  }
}
