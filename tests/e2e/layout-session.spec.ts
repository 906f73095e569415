/**
 * The logged-in header (§2.3) from session state, per brand against the real gateway: balance,
 * unread count, VIP label, agent area, and signing out.
 */
import { languages } from '../../schemas/languages';
import { quietPopups, setup, signInAs, storedSession } from './pages/layout.page';
import { text } from './support/brand-data';
import { expect, test } from './support/fixtures';

test.beforeEach(async ({ page }) => {
  await quietPopups(page);
});

test('the logged-in header shows what the session holds: balance, unread count, VIP, agent area', async ({
  page,
  merchant,
  consoleGuard,
}) => {
  // The stored session is made up: the gateway rightly refuses its token to the member calls.
  consoleGuard.allow(/status of 401/);
  const { brand, catalogue, layout } = setup(page, merchant);
  await signInAs(
    page,
    storedSession(brand.agentType[0] ?? 1, {
      member: {
        id: '1001',
        account: 'e2e_player',
        nickname: null,
        type: brand.agentType[0] ?? 1,
        vipLevel: 3,
      },
      balance: 1234567.891,
      unreadCount: 4,
    }),
  );
  await layout.goto('/');
  const tag = languages[brand.defaultLang].tag;
  const amount = new Intl.NumberFormat(tag, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    1234567.891,
  );
  const balance = page.getByTestId('balance');
  await expect(balance).toHaveText(amount);
  await expect(layout.header.getByRole('link', { name: text(catalogue, 'w_login') })).toHaveCount(0);
  await expect(layout.header.getByRole('link', { name: text(catalogue, 'header.deposit') })).toBeVisible();
  await expect(layout.header.getByRole('link', { name: new RegExp(`4`) })).toHaveAttribute(
    'href',
    '/member/messageV2',
  );

  const account = layout.header.getByRole('button', {
    name: layout.t('header.account', { account: 'e2e_player' }),
  });
  await expect(account).toContainText(layout.t('header.vip', { level: 3 }));
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

test('a plain member has no agent area, and signing out asks first, then clears the session but not the merchant', async ({
  page,
  merchant,
  consoleGuard,
}) => {
  const { catalogue, layout } = setup(page, merchant);
  // The logout call may answer 401/404 until the identity issue lands; the browser signs out either way.
  consoleGuard.allow(/Failed to load resource/);
  await signInAs(page, storedSession(0));
  await layout.goto('/');
  const account = layout.header.getByRole('button', {
    name: layout.t('header.account', { account: 'e2e_player' }),
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
