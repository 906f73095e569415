/**
 * The member centre's money (issue 7, docs/decisions/024-member-centre.md), per demo brand:
 * deposit → pending → credited (balance rises, a message arrives); withdraw with the payment
 * password → disbursed → partly received with a proof image; transfers to a vendor wallet and
 * back (transfer-wallet brands); a demo-game round in the betting record and P&L; the unread
 * count falls as messages are read; the hidden balance survives a reload; bad amounts, a wrong
 * payment password and bad images → translated error, nothing sent or moved.
 */
import { findSlot, seriousAxeViolationsIn } from './pages/game.page';
import { seriousAxeViolations, signInFresh } from './pages/layout.page';
import { outboxMatch } from './pages/password.page';
import { launchUrl, MemberPage, tinyPng } from './pages/member.page';
import { playOneRound } from './pages/game.page';
import { expect, test } from './support/fixtures';

const member = 0;
const startMinor = 100_000;

test('deposit: bad amounts are refused unsent; a deposit goes pending → credited, the balance rises and a message arrives @any-brand', async ({ page, request, merchant }) => {
  await signInFresh(page, request, merchant, member, { balanceMinor: startMinor });
  const m = new MemberPage(page, merchant);
  const posts = m.recordPosts('/wps/member/deposits');
  await m.open('depositv2');
  await expect(m.balance).toContainText(m.money(startMinor));
  const form = page.locator('form').filter({ has: page.getByTestId('deposit-submit') });
  const amount = m.amountIn(form);
  for (const [typed, key] of [
    ['-5', 'error.amount_invalid'],
    ['0', 'error.amount_too_small'],
    ['100.001', 'error.amount_precision'],
    ['99999999999', 'error.amount_too_large'],
    ['abc', 'error.amount_invalid'],
  ] as const) {
    await amount.fill(typed);
    await page.getByTestId('deposit-submit').click();
    await expect(form.getByRole('alert')).toHaveText(m.t(key));
  }
  expect(posts).toEqual([]);
  await expect(m.balance).toContainText(m.money(startMinor));
  const unreadBefore = await m.page.evaluate(() => JSON.parse(sessionStorage.getItem('session') ?? '{}').unreadCount as number | null);

  // 500: within every demo brand's first channel.
  await amount.fill('500');
  await page.getByTestId('deposit-submit').click();
  await expect(page.getByTestId('deposit-sent')).toBeVisible();
  const first = page.getByTestId('deposit-list').locator('tbody tr').first();
  await expect(first.getByTestId('deposit-status')).toHaveText(m.t('member.deposit_status_credited'), { timeout: 20_000 });
  await expect(m.balance).toContainText(m.money(startMinor + 50_000));
  await expect(m.messagesLink((unreadBefore ?? 0) + 1)).toBeVisible();
  expect(posts).toHaveLength(1);
});

test('withdraw: set the payment password and bind a bank account; a wrong password and bad proofs are refused; disbursed → partly received with a proof image @any-brand', async ({ page, request, merchant, consoleGuard }) => {
  // The wrong payment password below is answered 400 on purpose.
  consoleGuard.allow(/status of 400/);
  await signInFresh(page, request, merchant, member, { balanceMinor: startMinor });
  const m = new MemberPage(page, merchant);
  await m.open('withdraw');
  // Bank account first (none bound).
  const bank = page.getByTestId('bank-account-form');
  await bank.getByLabel(m.t('member.bank_holder')).fill('Test Player');
  await bank.getByLabel(m.t('member.bank_number')).fill('12345678901');
  await bank.getByRole('button', { name: m.t('member.bank_bind') }).click();
  // Then the withdrawal password.
  const pw = page.getByTestId('payment-password-form');
  await pw.getByLabel(m.t('member.paypw_new')).fill('pay-pass-1');
  await pw.getByLabel(m.t('member.paypw_confirm')).fill('pay-pass-1');
  await pw.getByRole('button', { name: m.t('member.paypw_set') }).click();
  const form = page.getByTestId('withdraw-form');
  await expect(form).toBeVisible();
  await expect(m.balance).toContainText(m.money(startMinor));

  // A wrong payment password: translated error, nothing moved.
  // 300: above every demo brand's minimum withdrawal.
  await m.amountIn(form).fill('300');
  await form.getByLabel(m.t('member.paypw')).fill('wrong-pass');
  await page.getByTestId('withdraw-submit').click();
  await expect(page.getByTestId('withdraw-error')).toHaveText(m.t('error.payment_password_incorrect'));
  await page.getByRole('button', { name: m.t('header.refresh_balance') }).click();
  await expect(m.balance).toContainText(m.money(startMinor));
  // More than the balance: refused before sending.
  await m.amountIn(form).fill('5000');
  await form.getByLabel(m.t('member.paypw')).fill('pay-pass-1');
  await page.getByTestId('withdraw-submit').click();
  await expect(form.getByRole('alert').first()).toHaveText(m.t('error.insufficient_balance'));

  await m.amountIn(form).fill('300');
  await page.getByTestId('withdraw-submit').click();
  await expect(page.getByTestId('withdraw-sent')).toBeVisible();
  await expect(m.balance).toContainText(m.money(startMinor - 30_000));
  const row = page.getByTestId('withdrawal').first();
  await expect(row).toHaveAttribute('data-status', 'disbursed', { timeout: 20_000 });
  const receipt = row.getByTestId('receipt-form');
  await expect(receipt.getByTestId('receipt-deadline')).toContainText(/\d/);
  // §4 and READINGS #24: a withdrawal regarded as received (a forced receipt) is not refunded.
  await expect(receipt.getByTestId('receipt-deadline')).toContainText(m.t('member.receipt_not_refunded'));
  await receipt.getByLabel(m.t('member.receipt_partial')).check();
  await m.page.getByLabel(m.t('member.receipt_received')).fill('20');
  await expect(receipt.getByTestId('receipt-remainder')).toContainText(m.money(28_000));
  const proof = receipt.getByLabel(m.t('member.receipt_proofs'));
  await proof.setInputFiles({ name: 'proof.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
  await expect(receipt.getByTestId('proof-error')).toHaveText(m.t('error.proof_type_invalid'));
  await proof.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(5 * 1024 * 1024) });
  await expect(receipt.getByTestId('proof-error')).toHaveText(m.t('error.proof_too_large'));
  await proof.setInputFiles({ name: 'proof.png', mimeType: 'image/png', buffer: tinyPng() });
  await expect(receipt.getByRole('img', { name: 'proof.png' })).toBeVisible();
  await receipt.getByTestId('receipt-submit').click();
  await expect(page.getByTestId('withdrawal').first()).toHaveAttribute('data-status', 'partly_received');
  await expect(m.balance).toContainText(m.money(startMinor - 30_000));
});

test('the merchant wallet mode is asked once per session (§9 caches per session): a reload and a balance refresh do not ask again @any-brand', async ({ page, request, merchant }) => {
  const m = new MemberPage(page, merchant);
  await signInFresh(page, request, merchant, member, { balanceMinor: startMinor });
  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/wps/relay/GCS_merchantWallet')) asked.push(r.url());
  });
  await m.open('depositv2');
  await expect(page.getByTestId('wallet-list')).toBeVisible();
  await expect.poll(() => asked.length).toBe(1);
  await page.getByRole('button', { name: m.t('header.refresh_balance') }).click();
  await page.reload();
  await expect(page.getByTestId('wallet-list')).toBeVisible();
  await m.open('withdraw');
  await m.open('depositv2');
  await expect(page.getByTestId('wallet-list')).toBeVisible();
  // Time for any late call to show.
  await page.waitForTimeout(500);
  expect(asked).toHaveLength(1);
});

test('wallet transfer to a vendor wallet and back', async ({ page, request, merchant }) => {
  const m0 = new MemberPage(page, merchant);
  test.skip(m0.brand.wallet?.single === true, 'single-wallet brand: no vendor wallets, transfers hidden (§3 isSingle)');
  await signInFresh(page, request, merchant, member, { balanceMinor: startMinor });
  const m = m0;
  await m.open('depositv2');
  const form = page.getByTestId('transfer-form');
  await expect(form).toBeVisible();
  const vendorRow = page.getByTestId('wallet-list').locator('tbody tr').nth(1);
  const vendor = (await vendorRow.getAttribute('data-wallet')) ?? '';
  const posts = m.recordPosts('GCS_walletTransfer');
  await m.amountIn(form).fill('0.001');
  await page.getByTestId('transfer-submit').click();
  await expect(form.getByRole('alert')).toHaveText(m.t('error.amount_precision'));
  expect(posts).toEqual([]);
  await form.locator('select[name="to"]').selectOption(vendor);
  await m.amountIn(form).fill('300');
  await page.getByTestId('transfer-submit').click();
  await expect(vendorRow.getByTestId('wallet-balance')).toContainText(m.money(30_000));
  await expect(m.balance).toContainText(m.money(startMinor - 30_000));
  await form.locator('select[name="from"]').selectOption(vendor);
  await m.amountIn(form).fill('300');
  await page.getByTestId('transfer-submit').click();
  await expect(vendorRow.getByTestId('wallet-balance')).toContainText(m.money(0));
  await expect(m.balance).toContainText(m.money(startMinor));
  expect(posts).toHaveLength(2);
  // "Recall all" brings every vendor wallet back to main in one step.
  await form.locator('select[name="to"]').selectOption(vendor);
  await m.amountIn(form).fill('120.50');
  await page.getByTestId('transfer-submit').click();
  await expect(vendorRow.getByTestId('wallet-balance')).toContainText(m.money(12_050));
  await page.getByTestId('recall-all').click();
  await expect(vendorRow.getByTestId('wallet-balance')).toContainText(m.money(0));
  await expect(m.balance).toContainText(m.money(startMinor));
  await expect(page.getByTestId('recall-all')).toHaveCount(0);
});

test('a demo-game round shows in the betting record and profit and loss; the account record lists it @any-brand', async ({ page, request, merchant }) => {
  const game = await findSlot(request, merchant, (g) => g.supportPlay === 1 && !g.maintenance);
  const session = await signInFresh(page, request, merchant, member, { balanceMinor: startMinor });
  const m = new MemberPage(page, merchant);
  if (!m.brand.wallet?.single) {
    await m.open('depositv2');
    const form = page.getByTestId('transfer-form');
    await form.locator('select[name="to"]').selectOption(game.vassalage);
    await m.amountIn(form).fill('500');
    await page.getByTestId('transfer-submit').click();
    await expect(page.getByRole('status').filter({ hasText: m.money(50_000) })).toBeVisible();
  }
  await page.goto(await launchUrl(request, merchant, session.token, game));
  await playOneRound(page);
  await m.open('personalHistoryCopy');
  await expect(page.getByTestId('betting-record').locator('tbody tr')).toHaveCount(1);
  await expect(page.getByTestId('betting-record')).toContainText(game.vassalage);
  await expect(page.getByTestId('pnl-table')).toContainText(game.vassalage);
  await expect(page.getByTestId('pnl-totals')).toContainText('1');
  await m.open('transactionHistory');
  await expect(page.getByTestId('account-record').locator('tr[data-type="game_round"]').first()).toBeVisible();
  await page.getByLabel(m.t('member.record_type')).selectOption('deposit');
  await expect(page.getByText(m.t('member.record_empty'))).toBeVisible();
});

test('the unread count falls as messages are read, then mark all read @any-brand', async ({ page, request, merchant }) => {
  await signInFresh(page, request, merchant, member, { balanceMinor: startMinor, unread: 3 });
  const m = new MemberPage(page, merchant);
  await m.open('messageV2');
  const unreadItems = page.getByTestId('inbox-message').and(page.locator('[data-read="false"]'));
  await expect(unreadItems.first()).toBeVisible();
  const start = await unreadItems.count();
  expect(start).toBeGreaterThanOrEqual(3);
  await expect(m.messagesLink(start)).toBeVisible();
  await unreadItems.first().getByRole('button').click();
  await expect(page.getByTestId('inbox-body')).toBeVisible();
  await expect(m.messagesLink(start - 1)).toBeVisible();
  await page.getByRole('button', { name: m.t('member.inbox_read_all') }).click();
  await expect(m.messagesLink(0)).toBeVisible();
  await expect(page.getByTestId('inbox-unread')).toHaveText(m.t('member.inbox_unread_count', { count: 0 }));
  await page.reload();
  await expect(m.messagesLink(0)).toBeVisible();
});

test('the hidden balance stays hidden across a reload, and shows again @any-brand', async ({ page, request, merchant }) => {
  await signInFresh(page, request, merchant, member, { balanceMinor: startMinor });
  const m = new MemberPage(page, merchant);
  await m.open('depositv2');
  await expect(m.balance).toContainText(m.money(startMinor));
  const toggle = page.getByTestId('header-account').getByRole('button', { name: m.t('header.hide_balance') });
  await toggle.click();
  await expect(m.balance).toContainText('******');
  await page.reload();
  await expect(m.balance).toContainText('******');
  await expect(m.balance).not.toContainText(m.money(startMinor));
  await toggle.click();
  await page.reload();
  await expect(m.balance).toContainText(m.money(startMinor));
});

test('the member centre fits a phone: the menu is a row above the page @any-brand', async ({ page, request, merchant }) => {
  test.setTimeout(120_000); // seven pages, each checked by axe
  // The whole page (the phone header and menu too) once; then the main region, where the pages differ.
  let whole = true;
  await page.setViewportSize({ width: 375, height: 740 });
  await signInFresh(page, request, merchant, member, { balanceMinor: startMinor });
  const m = new MemberPage(page, merchant);
  await m.open('transactionHistory');
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);
  await page.getByTestId('member-menu-profile').click();
  await expect(page.getByRole('heading', { level: 1, name: m.t('member.menu_profile') })).toBeVisible();
  for (const name of ['depositv2', 'withdraw', 'transactionHistory', 'personalHistoryCopy', 'messageV2', 'profile', 'securityCenter']) {
    await m.open(name);
    await expect(page.getByText(m.t('member.loading'))).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name} fits 375 px`).toBeLessThanOrEqual(375);
    expect(await (whole ? seriousAxeViolations(page) : seriousAxeViolationsIn(page, 'main')), name).toEqual([]);
    whole = false;
  }
});

test('security centre: bind a new e-mail with the code sent to it; a wrong code is refused @any-brand', async ({ page, request, merchant, consoleGuard }) => {
  consoleGuard.allow(/status of 400/);
  await signInFresh(page, request, merchant, member, { balanceMinor: startMinor });
  const m = new MemberPage(page, merchant);
  await m.open('securityCenter');
  const form = page.getByTestId('bind-email');
  const address = `new${Date.now()}@${m.brand.mainDomain}`;
  await form.getByLabel(m.t('member.security_email_new')).fill('not-an-address');
  await form.getByRole('button', { name: m.t('member.security_send_code') }).click();
  await expect(form.getByRole('alert')).toHaveText(m.t('member.security_email_invalid'));
  await form.getByLabel(m.t('member.security_email_new')).fill(address);
  await form.getByRole('button', { name: m.t('member.security_send_code') }).click();
  const code = await outboxMatch(request, address, /\b(\d{6})\b/);
  const wrong = code === '000000' ? '111111' : '000000';
  await form.getByLabel(m.t('member.security_code')).fill(wrong);
  await form.getByRole('button', { name: m.t('member.security_change') }).click();
  await expect(form.getByRole('alert')).toHaveText(m.t('error.code_invalid'));
  await form.getByLabel(m.t('member.security_code')).fill(code);
  await form.getByRole('button', { name: m.t('member.security_change') }).click();
  await expect(page.getByTestId('bind-email').getByRole('status')).toHaveText(m.t('member.security_bound'));
  // The masked address shown is now the new one's (its first letter, the brand's domain).
  await expect(page.getByTestId('bind-email').locator('bdi').first()).toHaveText(new RegExp(`^n.*@${m.brand.mainDomain.replace(/\./g, '\\.')}$`));
  await expect(page.getByTestId('bind-email').locator('bdi').first()).not.toContainText('e2e');
});

test('profile: nickname saved, a PNG avatar replaces the default picture, a wrong type is refused; security centre: withdrawal password and login history @any-brand', async ({ page, request, merchant, consoleGuard }) => {
  // The wrong current withdrawal password below is answered 400 on purpose.
  consoleGuard.allow(/status of 400/);
  await signInFresh(page, request, merchant, member, { balanceMinor: startMinor });
  const m = new MemberPage(page, merchant);
  await m.open('profile');
  const form = page.getByTestId('profile-form');
  await form.getByLabel(m.t('member.profile_nickname')).fill('Lucky Star');
  await form.getByRole('button', { name: m.t('member.profile_save') }).click();
  await expect(form.getByRole('status')).toHaveText(m.t('member.profile_saved'));
  await expect(page.getByTestId('avatar-default')).toBeVisible();
  const upload = page.getByLabel(m.t('member.profile_avatar_upload'));
  await upload.setInputFiles({ name: 'me.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
  await expect(page.getByRole('alert')).toHaveText(m.t('error.avatar_type_invalid'));
  await upload.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: tinyPng() });
  await expect(page.getByTestId('avatar-image')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('profile-form').getByLabel(m.t('member.profile_nickname'))).toHaveValue('Lucky Star');

  await m.open('securityCenter');
  await expect(page.getByTestId('login-history').locator('tbody tr').first()).toBeVisible();
  const pw = page.getByTestId('payment-password-form');
  await pw.getByLabel(m.t('member.paypw_new')).fill('pay-pass-1');
  await pw.getByLabel(m.t('member.paypw_confirm')).fill('pay-pass-2');
  await pw.getByRole('button', { name: m.t('member.paypw_set') }).click();
  await expect(pw.getByRole('alert')).toHaveText(m.t('error.password_confirm'));
  await pw.getByLabel(m.t('member.paypw_confirm')).fill('pay-pass-1');
  await pw.getByRole('button', { name: m.t('member.paypw_set') }).click();
  // Now set: the form asks for the current one to change it.
  const change = page.getByTestId('payment-password-form');
  await change.getByLabel(m.t('member.paypw_current')).fill('not-the-one');
  await change.getByLabel(m.t('member.paypw_new')).fill('pay-pass-3');
  await change.getByLabel(m.t('member.paypw_confirm')).fill('pay-pass-3');
  await change.getByRole('button', { name: m.t('member.paypw_change') }).click();
  await expect(change.getByRole('alert')).toHaveText(m.t('error.payment_password_incorrect'));
});
