/**
 * The security centre (/member/securityCenter): enrol the authenticator (QR, key, a code, the
 * recovery codes once), then a new login asks for its code; turning it off needs a code.
 */
import { generate } from 'otplib';
import { LoginPage, loginModesOf } from './pages/login.page';
import { apiLogin, createAccount, PasswordPage, useSessionOf } from './pages/password.page';
import { expect, test } from './support/fixtures';

test('authenticator enrolment, then logout and login asks for the code @any-brand', async ({ page, merchant, request, consoleGuard }) => {
  // The wrong code below is answered 400 on purpose.
  consoleGuard.allow(/status of 400/);
  const fresh = await createAccount(merchant);
  await useSessionOf(page, await apiLogin(request, merchant, fresh.account, fresh.password));
  const pw = new PasswordPage(page, merchant);
  await page.goto('/member/securityCenter');
  await expect(page.getByRole('heading', { name: pw.t('security.title'), level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: pw.t('header.change_password') })).toHaveAttribute('href', '/changePassword');
  await expect(page.getByTestId('totp-status')).toHaveText(pw.t('security.totp_off'));
  await page.getByRole('button', { name: pw.t('security.totp_enable') }).click();
  await expect(page.getByRole('img', { name: pw.t('security.totp_qr') })).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').textContent()) ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  // A wrong code is refused with its message.
  await pw.field('security.totp_code').fill('000000');
  await page.getByRole('button', { name: pw.t('security.totp_confirm') }).click();
  await expect(page.getByRole('alert')).toHaveText(pw.t('error.code_invalid'));
  await pw.field('security.totp_code').fill(await generate({ secret }));
  await page.getByRole('button', { name: pw.t('security.totp_confirm') }).click();
  await expect(page.getByTestId('recovery-codes').getByRole('listitem')).toHaveCount(10);
  await page.getByRole('button', { name: pw.t('security.totp_done') }).click();
  await expect(page.getByTestId('totp-status')).toHaveText(pw.t('security.totp_on'));
  await expect(page.getByTestId('recovery-codes')).toHaveCount(0);

  // Logout through the menu, then a login asks for the authenticator.
  await page.getByTestId('header-account').getByRole('button', { name: new RegExp(fresh.account) }).click();
  await page.getByRole('button', { name: pw.t('header.sign_out') }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: pw.t('header.sign_out') }).click();
  await expect(page.getByTestId('header-account')).toHaveCount(0);
  if (loginModesOf(merchant).username) {
    const login = new LoginPage(page, pw.catalogue);
    await login.goto();
    await login.signIn(fresh.account, fresh.password);
    await expect(login.verification).toBeVisible();
  } else {
    const answer = await apiLogin(request, merchant, fresh.account, fresh.password);
    expect(answer.verification?.method).toBe('totp');
  }
});
