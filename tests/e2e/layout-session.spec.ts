/**
 * The logged-in header (§2.3) from session state, per brand against the real gateway: balance,
 * unread count, VIP label, agent area, and signing out.
 */
import { languages } from '../../schemas/languages';
import { quietPopups, setup, signInFresh } from './pages/layout.page';
import { text } from './support/brand-data';
import { expect, test } from './support/fixtures';

test.beforeEach(async ({ page }) => {
  await quietPopups(page);
});

test('the logged-in header shows what the gateway holds: balance, unread count, VIP, agent area @any-brand', async ({
  page,
  merchant,
  request,
}) => {
  const { brand, catalogue, layout } = setup(page, merchant);
  const session = await signInFresh(page, request, merchant, brand.agentType[0] ?? 1, {
    balanceMinor: 123_456_789,
    unread: 4,
  });
  const accountName = session.member.account;
  await layout.goto('/');
  const tag = languages[brand.defaultLang].tag;
  const amount = new Intl.NumberFormat(tag, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    1234567.89,
  );
  const balance = page.getByTestId('balance');
  await expect(balance).toContainText(amount);
  await expect(layout.header.getByRole('link', { name: text(catalogue, 'w_login') })).toHaveCount(0);
  await expect(layout.header.getByRole('link', { name: text(catalogue, 'header.deposit') })).toBeVisible();
  await expect(layout.header.getByRole('link', { name: new RegExp(`4`) })).toHaveAttribute(
    'href',
    '/member/messageV2',
  );

  const account = layout.header.getByRole('button', {
    name: layout.t('header.account', { account: accountName }),
  });
  await expect(account).toContainText(layout.t('header.vip', { level: 2 }));
  await account.click();
  const menu = await layout.controlled(account);
  await expect(menu.getByRole('link', { name: text(catalogue, 'agent.area') })).toBeVisible();
  await page.keyboard.press('Escape');

  const hide = layout.header.getByRole('button', { name: text(catalogue, 'header.hide_balance') });
  await hide.click();
  await expect(hide).toHaveAttribute('aria-pressed', 'true');
  await expect(balance).not.toContainText(amount);
  await page.reload();
  await expect(page.getByTestId('balance')).not.toContainText(amount);
  await expect(
    layout.header.getByRole('button', { name: text(catalogue, 'header.hide_balance') }),
  ).toHaveAttribute('aria-pressed', 'true');
  await page.screenshot({ path: `test-results/screenshots/${merchant}-header-member.png` });
});

test('a plain member has no agent area, and signing out asks first, then clears the session but not the merchant @any-brand', async ({
  page,
  merchant,
  request,
}) => {
  const { catalogue, layout } = setup(page, merchant);
  const session = await signInFresh(page, request, merchant, 0);
  await layout.goto('/');
  const account = layout.header.getByRole('button', {
    name: layout.t('header.account', { account: session.member.account }),
  });
  await account.click();
  const menu = await layout.controlled(account);
  await expect(menu.getByRole('link', { name: text(catalogue, 'member.security_center') })).toBeVisible();
  await expect(menu.getByRole('link', { name: text(catalogue, 'agent.area') })).toHaveCount(0);
  await menu.getByRole('button', { name: text(catalogue, 'header.sign_out') }).click();
  const confirm = page.getByRole('alertdialog', { name: text(catalogue, 'header.sign_out') });
  await expect(confirm).toBeVisible();
  await expect(confirm).toContainText(text(catalogue, 'header.sign_out_confirm'));
  // The safer choice has the focus; Escape cancels.
  await expect(confirm.getByRole('button', { name: text(catalogue, 'action.cancel') })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(confirm).toHaveCount(0);
  await expect(layout.header.getByRole('link', { name: text(catalogue, 'w_login') })).toHaveCount(0);
  await account.click();
  await menu.getByRole('button', { name: text(catalogue, 'header.sign_out') }).click();
  await expect(confirm).toBeVisible();
  await page.evaluate(() => sessionStorage.setItem('e2e-signed-out', '1'));
  await confirm.getByRole('button', { name: text(catalogue, 'header.sign_out') }).click();
  await expect(layout.header.getByRole('link', { name: text(catalogue, 'w_login') })).toBeVisible();
  expect(
    await page.evaluate(() => [sessionStorage.getItem('session'), sessionStorage.getItem('merchant')]),
  ).toEqual([null, merchant]);
});
