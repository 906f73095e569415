/**
 * Registration in the browser (issue 5; §2.4, §4 Register flow, §5, §8): by username and by
 * mobile (the code from the outbox) with each brand's own field set, the proof of work solved
 * in the page; an invalid affiliate code stops with the invitation_code_error dialog; the first
 * visit's ?referralCode= lands on the new account; an operator's switch in the database (a
 * module, a field rule) changes the form on the next load; a server pattern rejects bad input
 * with its translated message. Runs alone per brand (playwright.config.ts exclusiveSpecs): it
 * changes merchant-wide settings, and puts them back.
 */
import type { RegistrationMode } from '../../schemas/compile-registration';
import { sessionToken, watchMemberInfoReads } from './pages/login.page';
import { createAccount, readModules } from './pages/password.page';
import {
  compiledNow,
  freshApplicant,
  memberCount,
  registrationOf,
  RegisterPage,
  restoreFieldRule,
  restoreModule,
  setFieldRule,
  setModule,
} from './pages/register.page';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

test.describe.configure({ mode: 'serial' });

function modesOf(merchant: string): { register: boolean; registerMobile: boolean } {
  const modules = readModules(merchant);
  return { register: modules.USERNAMEREG3 === true, registerMobile: modules.MOBILENUMREG3 === true };
}

function firstMode(merchant: string): RegistrationMode {
  return modesOf(merchant).register ? 'register' : 'registerMobile';
}

test('register by username from the header link: the brand’s fields, proof of work, home signed in', async ({ page, merchant, request }) => {
  const modes = modesOf(merchant);
  test.skip(!modes.register, `${merchant} has no registration by username (USERNAMEREG3 off)`);
  const reg = new RegisterPage(page, merchant);
  const compiled = await compiledNow(request, merchant, 'register');
  const who = freshApplicant();
  await reg.openModalFromHeader();
  await reg.chooseMode('register', modes);
  // Exactly the fields the gateway compiles for this brand, in its order.
  const shownFields = await reg.form('register').locator('[data-field]').evaluateAll((els) => els.map((e) => e.getAttribute('data-field')));
  expect(shownFields).toEqual(compiled.uiSchema['ui:order']);
  // §5: nothing typed → the translated messages, nothing sent.
  await reg.submit('register').click();
  await expect(reg.errorOf('register', 'username')).toHaveText(reg.t('register.error.username_password_required'));
  await expect(reg.errorOf('register', 'termsAccepted')).toHaveText(reg.t('register.error.accept_terms'));
  await reg.fillRequired(request, 'register', compiled, who);
  await reg.fieldOf('register', compiled, 'confirmPassword').fill(`${who.password}x`);
  await expect(reg.errorOf('register', 'confirmPassword')).toHaveText(reg.t('error.password_confirm'));
  await reg.fieldOf('register', compiled, 'confirmPassword').fill(who.password);
  const reads = watchMemberInfoReads(page);
  await reg.submit('register').click();
  await expect(page.getByTestId('register-modal')).toHaveCount(0, { timeout: 20_000 });
  await expect(page).toHaveURL(/\/$/);
  await reg.expectSignedInAs(who.username);
  // §4 "load user info": read with the new account's token.
  expect(reads).toContain(`Bearer ${await sessionToken(page)}`);
  expect((await registrationOf(merchant, who.username))?.mode).toBe('register');
});

test('register by mobile on /register: SMS code from the outbox, home signed in', async ({ page, merchant, request }) => {
  const modes = modesOf(merchant);
  test.skip(!modes.registerMobile, `${merchant} has no registration by mobile (MOBILENUMREG3 off)`);
  const reg = new RegisterPage(page, merchant);
  const compiled = await compiledNow(request, merchant, 'registerMobile');
  const who = freshApplicant();
  await reg.gotoPage();
  await reg.chooseMode('registerMobile', modes);
  await reg.fillRequired(request, 'registerMobile', compiled, who);
  const reads = watchMemberInfoReads(page);
  await reg.submit('registerMobile').click();
  await expect(page).toHaveURL(/\/$/, { timeout: 20_000 });
  const account = 'username' in compiled.schema.properties ? who.username : new RegExp(`^m86${who.mobile}`);
  await reg.expectSignedInAs(account);
  expect(reads).toContain(`Bearer ${await sessionToken(page)}`);
});

test('a wrong affiliate code stops with the invitation_code_error dialog; no account is made', async ({ page, merchant, request, consoleGuard }) => {
  // The refused check is a 400 the browser logs.
  consoleGuard.allow(/status of 400/);
  const mode = firstMode(merchant);
  const compiled = await compiledNow(request, merchant, mode);
  test.skip(!('affiliateCode' in compiled.schema.properties), `${merchant} shows no affiliate code field`);
  const reg = new RegisterPage(page, merchant);
  const who = freshApplicant();
  await reg.gotoPage();
  await reg.chooseMode(mode, modesOf(merchant));
  await reg.fillRequired(request, mode, compiled, who);
  await reg.fieldOf(mode, compiled, 'affiliateCode').fill('NOSUCH99');
  await reg.submit(mode).click();
  const dialog = page.getByRole('alertdialog', { name: reg.t('register.field.affiliate_code') });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(reg.t('invitation_code_error'));
  await dialog.getByRole('button', { name: reg.t('login.ok') }).click();
  await expect(reg.form(mode)).toBeVisible();
  expect(await memberCount(merchant, who.username)).toBe(0);
  // The demo agent's code is accepted and the new member is attributed to it.
  await reg.fieldOf(mode, compiled, 'affiliateCode').fill('agent01');
  await reg.submit(mode).click();
  await expect(page).toHaveURL(/\/$/, { timeout: 20_000 });
  await reg.expectSignedInAs(who.username);
  expect((await registrationOf(merchant, who.username))?.affiliateCode).toBe('AGENT01');
});

test('the first visit’s ?referralCode= lands on the new account (a later one does not replace it) @any-brand', async ({ page, merchant, request }) => {
  const mode = firstMode(merchant);
  const compiled = await compiledNow(request, merchant, mode);
  const reg = new RegisterPage(page, merchant);
  const who = freshApplicant();
  await page.goto('/?referralCode=FIRST_Visit-1');
  await reg.gotoPage('?referralCode=SECOND2');
  await reg.chooseMode(mode, modesOf(merchant));
  await reg.fillRequired(request, mode, compiled, who);
  await reg.submit(mode).click();
  await expect(page).toHaveURL(/\/$/, { timeout: 20_000 });
  const account = 'username' in compiled.schema.properties ? who.username : `m86${who.mobile}`;
  await expect.poll(async () => (await registrationOf(merchant, account))?.referralCode).toBe('FIRST_Visit-1');
});

test('a taken username comes back from the gateway under the username field, translated; a new proof is made', async ({ page, merchant, request, consoleGuard }) => {
  consoleGuard.allow(/status of 409/);
  consoleGuard.allow(/status of 400/);
  const mode = firstMode(merchant);
  const compiled = await compiledNow(request, merchant, mode);
  test.skip(!('username' in compiled.schema.properties), `${merchant} asks no username in ${mode}`);
  const existing = await createAccount(merchant);
  const reg = new RegisterPage(page, merchant);
  const who = { ...freshApplicant(), username: existing.account };
  await reg.gotoPage();
  await reg.chooseMode(mode, modesOf(merchant));
  await reg.fillRequired(request, mode, compiled, who);
  await reg.submit(mode).click();
  await expect(reg.errorOf(mode, 'username')).toHaveText(reg.t('register.error.username_taken'));
  await expect(page).toHaveURL(/\/register$/);
  // The gateway used the proof up: the form makes a new one; a new name then registers.
  await expect(reg.form(mode).getByTestId('register-proof')).toHaveAttribute('data-status', 'ready');
  await reg.fieldOf(mode, compiled, 'username').fill(`${existing.account}z`);
  await expect(reg.errorOf(mode, 'username')).toHaveCount(0);
  if (compiled.schema.required.includes('verificationCode')) {
    // The SMS code was used up too, and the button counts down: a fresh form, another number.
    await reg.gotoPage();
    await reg.chooseMode(mode, modesOf(merchant));
    await reg.fillRequired(request, mode, compiled, { ...freshApplicant(), username: `${existing.account}z` });
  }
  await reg.submit(mode).click();
  await expect(page).toHaveURL(/\/$/, { timeout: 20_000 });
  await reg.expectSignedInAs(`${existing.account}z`);
});

test('a module and a field rule switched in the database change the form on the next load, no rebuild @any-brand', async ({ page, merchant, consoleGuard }) => {
  // While a switch settles (each answer has its own short cache), a page may still offer the old
  // mode and the gateway refuse its form with 403 MODULE_DISABLED; the next load is consistent.
  consoleGuard.allow(/status of 403/);
  const reg = new RegisterPage(page, merchant);
  const before = modesOf(merchant);
  const qq = await setFieldRule(merchant, 'qqNum', { enabled: true, required: false, minLength: null, maxLength: null, patternId: 16, acceptedPattern: null });
  const module = await setModule(merchant, 'USERNAMEREG3', !before.register);
  try {
    const after = { ...before, register: !before.register };
    const mode: RegistrationMode = after.register ? 'register' : 'registerMobile';
    await expect(async () => {
      await reg.gotoPage();
      await reg.expectModesShown(after, 3000);
    }).toPass({ timeout: 20_000 });
    if (after.register || after.registerMobile) {
      await reg.chooseMode(mode, after);
      await expect(reg.field(mode, 'register.field.qq')).toBeVisible();
    } else {
      await expect(page.getByText(reg.t('register.closed'))).toBeVisible();
    }
  } finally {
    await restoreModule(merchant, 'USERNAMEREG3', module);
    await restoreFieldRule(merchant, 'qqNum', qq);
  }
  const mode = firstMode(merchant);
  await expect(async () => {
    await reg.gotoPage();
    await expect(reg.form(mode)).toBeVisible({ timeout: 3000 });
    await expect(reg.field(mode, 'register.field.qq')).toHaveCount(0, { timeout: 3000 });
  }).toPass({ timeout: 20_000 });
});

test('a mode switched off while the page is open gives way to the mode still on, no dead form @any-brand', async ({ page, merchant, consoleGuard }) => {
  const before = modesOf(merchant);
  test.skip(!(before.register && before.registerMobile), `${merchant} does not offer both registration modes`);
  // The refused validator module is logged by the browser as a failed import.
  consoleGuard.allow(/status of 403|Failed to fetch dynamically imported module/);
  const reg = new RegisterPage(page, merchant);
  await reg.gotoPage();
  await reg.expectModesShown(before, 7000);
  await reg.chooseMode('registerMobile', before);
  const module = await setModule(merchant, 'USERNAMEREG3', false);
  try {
    // Past the gateway's configuration cache (1 s): the username form is now refused.
    await page.waitForTimeout(1500);
    await page.getByRole('tab', { name: reg.t('register.tab_username') }).click();
    await reg.expectModesShown({ register: false, registerMobile: true }, 7000);
    await expect(reg.form('registerMobile').getByTestId('register-submit')).toBeEnabled();
  } finally {
    await restoreModule(merchant, 'USERNAMEREG3', module);
  }
  // The next test starts from both modes: wait until the gateway's cached copy has the switch back.
  await expect(async () => {
    await reg.gotoPage();
    await reg.expectModesShown(before, 3000);
  }).toPass({ timeout: 20_000 });
});

test('an enabled field with a server pattern rejects bad input with the translated message @any-brand', async ({ page, merchant }) => {
  const reg = new RegisterPage(page, merchant);
  const mode = firstMode(merchant);
  const idNumber = await setFieldRule(merchant, 'idNumber', { enabled: true, required: true, minLength: 6, maxLength: 18, patternId: 16, acceptedPattern: null });
  const wechat = await setFieldRule(merchant, 'wechat', { enabled: true, required: false, minLength: null, maxLength: null, patternId: null, acceptedPattern: '^WX[0-9]{4}$' });
  // The captcha rule on: the image captcha replaces the proof of work.
  const captcha = await setFieldRule(merchant, 'captcha', { enabled: true, required: true, minLength: null, maxLength: 12, patternId: null, acceptedPattern: null });
  try {
    await expect(async () => {
      await reg.gotoPage();
      await reg.chooseMode(mode, modesOf(merchant));
      await expect(reg.field(mode, 'register.field.id_number')).toBeVisible({ timeout: 3000 });
      await expect(reg.field(mode, 'register.field.wechat')).toBeVisible({ timeout: 3000 });
    }).toPass({ timeout: 20_000 });
    await reg.field(mode, 'register.field.id_number').fill('12AB56');
    await reg.field(mode, 'register.field.wechat').fill('wx12');
    await reg.submit(mode).click();
    await expect(reg.errorOf(mode, 'idNumber')).toHaveText(reg.t('register.pattern.digits'));
    await expect(reg.errorOf(mode, 'wechat')).toHaveText(reg.t('register.pattern.server'));
    await expect(reg.form(mode).getByTestId('register-captcha-image')).toBeVisible();
    await expect(reg.form(mode).getByTestId('register-proof')).toHaveCount(0);
    await expect(reg.errorOf(mode, 'captcha')).toHaveText(reg.t('error.captcha_required'));
    await expect(reg.field(mode, 'register.field.id_number')).toHaveAttribute('aria-invalid', 'true');
    // Fixed input clears the message as it is typed.
    await reg.field(mode, 'register.field.id_number').fill('123456');
    await expect(reg.errorOf(mode, 'idNumber')).toHaveCount(0);
  } finally {
    await restoreFieldRule(merchant, 'idNumber', idNumber);
    await restoreFieldRule(merchant, 'wechat', wechat);
    await restoreFieldRule(merchant, 'captcha', captcha);
  }
});

test('DIRECTREG3 off hides every Register entry: the header, the /login page and the login modal @any-brand', async ({ page, merchant }) => {
  const reg = new RegisterPage(page, merchant);
  const banner = page.getByRole('banner');
  const registerLink = (scope: Page | Locator) => scope.getByRole('link', { name: reg.t('w_reg'), exact: true });
  const loginLink = banner.getByRole('link', { name: reg.t('w_login'), exact: true }).first();
  const module = await setModule(merchant, 'DIRECTREG3', false);
  try {
    // Past the gateway's configuration cache: the page carries the switched module.
    await expect(async () => {
      await page.goto('/');
      await expect(loginLink).toBeVisible({ timeout: 3000 });
      await expect(registerLink(banner)).toHaveCount(0, { timeout: 500 });
    }).toPass({ timeout: 20_000 });
    await loginLink.click();
    const dialog = page.getByRole('dialog', { name: reg.t('w_login') });
    await expect(dialog.getByTestId('login-form')).toBeVisible();
    await expect(dialog.getByRole('link', { name: reg.t('login.forgot') })).toBeVisible();
    await expect(registerLink(dialog)).toHaveCount(0);
    await page.goto('/login');
    await expect(page.getByTestId('login-form')).toBeVisible();
    await expect(page.getByRole('link', { name: reg.t('login.forgot') })).toBeVisible();
    await expect(registerLink(page)).toHaveCount(0);
  } finally {
    await restoreModule(merchant, 'DIRECTREG3', module);
  }
  // Switched back on, the entries return (and the next spec starts from the seeded modules).
  await expect(async () => {
    await page.goto('/login');
    await expect(registerLink(banner)).toBeVisible({ timeout: 3000 });
    await expect(registerLink(page.getByTestId('login-form'))).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 20_000 });
});
