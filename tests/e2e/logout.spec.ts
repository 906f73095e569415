/**
 * Logout (§2.10; READINGS #6) and the logged-in header's real data (§2.3): confirm, loader,
 * DELETE logout, session storage cleared except the merchant, home; the old token is refused
 * (401 on /wps/member/info). player01's header shows the seeded balance, VIP and unread count.
 */
import { languages } from '../../schemas/languages';
import { apiBase, apiLogin, createAccount, PasswordPage, useSessionOf } from './pages/password.page';
import { readBrand } from './support/brand-data';
import { expect, test } from './support/fixtures';

test('logout asks, signs out on the server and in the browser (merchant kept), and goes home @any-brand', async ({ page, merchant, request }) => {
  const fresh = await createAccount(merchant);
  const answer = await apiLogin(request, merchant, fresh.account, fresh.password);
  await useSessionOf(page, answer);
  const pw = new PasswordPage(page, merchant);
  await page.goto('/promotions');
  await expect(page.getByTestId('header-account')).toBeVisible();
  // The signed-in hint (decision 065) comes with the session and goes with it.
  const hint = async () => (await page.context().cookies()).find((c) => c.name === 'signed-in')?.value ?? null;
  expect(await hint()).toBe('1');
  const menuButton = page.getByTestId('header-account').getByRole('button', { name: new RegExp(fresh.account) });
  await menuButton.click();
  await page.getByRole('button', { name: pw.t('header.sign_out') }).click();
  const dialog = page.getByRole('alertdialog', { name: pw.t('header.sign_out') });
  await expect(dialog).toContainText(pw.t('header.sign_out_confirm'));
  // Cancel changes nothing.
  await dialog.getByRole('button', { name: pw.t('action.cancel') }).click();
  await expect(dialog).toHaveCount(0);
  expect(await pw.token()).toBe(answer.token);

  await menuButton.click();
  await page.getByRole('button', { name: pw.t('header.sign_out') }).click();
  const logout = page.waitForResponse((r) => r.url().endsWith('/wps/session/logout') && r.request().method() === 'DELETE');
  await page.getByRole('alertdialog').getByRole('button', { name: pw.t('header.sign_out') }).click();
  expect((await logout).status()).toBe(200);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('header-account')).toHaveCount(0);
  const stored = await page.evaluate(() => ({ session: sessionStorage.getItem('session'), merchant: sessionStorage.getItem('merchant') }));
  expect(stored).toEqual({ session: null, merchant });
  expect(await hint()).toBeNull();

  const info = await request.get(`${apiBase()}/wps/member/info`, { headers: { merchant, authorization: `Bearer ${answer.token}` } });
  expect(info.status()).toBe(401);
});

test('player01: the header shows the real balance (refresh, hide), the VIP label and the unread count @any-brand', async ({ page, merchant, request }) => {
  const answer = await apiLogin(request, merchant, 'player01', 'Portico-Demo-2024');
  await useSessionOf(page, answer);
  const pw = new PasswordPage(page, merchant);
  const brand = readBrand(merchant);
  await page.goto('/');
  const amount = new Intl.NumberFormat(languages[brand.defaultLang].tag, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(12345.67);
  await expect(page.getByTestId('balance')).toContainText(amount);
  const refreshed = page.waitForResponse((r) => r.url().endsWith('/wps/v2/wallets/balance'));
  await page.getByRole('button', { name: pw.t('header.refresh_balance') }).click();
  expect((await refreshed).status()).toBe(200);
  await expect(page.getByTestId('header-account').getByRole('button', { name: /player01/ })).toContainText(/1/);
  // Two seeded notices, unread.
  await expect(page.getByTestId('header-account').getByRole('link', { name: /2/ })).toHaveAttribute('href', '/member/messageV2');
  await page.getByRole('button', { name: pw.t('header.hide_balance') }).click();
  await expect(page.getByTestId('balance')).not.toContainText(amount);
  await page.getByRole('button', { name: pw.t('header.hide_balance') }).click();
});
