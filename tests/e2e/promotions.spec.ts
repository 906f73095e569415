/**
 * Promotions and activity centre, reward centre and feedback (issue 19, docs/decisions/050), per
 * demo brand: a member joins a promotion, applies with a remark and 3 images (a 4th image, a
 * 6 MB image and an SVG renamed .png are refused in the browser, nothing sent), sees the state
 * change when staff approve the application in the console's promotion review desk (the demo
 * owner signs in with its authenticator, opens the brand's applications, reads the remark and
 * the 3 images, approves after the confirmation with the keyboard; axe checks the desk; decision
 * 057), claims the bonus and follows it in the reward centre; the daily sign-in where CHECKIN3 is on;
 * feedback with images is sent and listed; guests are sent to /login, trial accounts told to
 * use a real account.
 */
import fs from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { signInFresh } from './pages/layout.page';
import { MemberPage, tinyPng } from './pages/member.page';
import { readModules } from './pages/password.page';
import { expectNoSeriousAxe } from './support/axe';
import { readBrand, readCatalogue, text } from './support/brand-data';
import { expect, gatewayPort, test } from './support/fixtures';
import { freshStaffCode } from './support/staff-code';

const member = 0;
const svg = Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8"/></svg>');
const png = (name: string) => ({ name, mimeType: 'image/png', buffer: tinyPng() });

function card(page: Page, id: string) {
  return page.getByTestId('activity-card').and(page.locator(`[data-promotion="${id}"]`));
}

// The console's review desk (decision 057), in English, by the demo owner (every merchant).
const en = readCatalogue('EN');
const ct = (key: string, values: Record<string, string> = {}): string =>
  Object.entries(values).reduce((out, [k, v]) => out.replace(`{${k}}`, v), text(en, key));
const owner = (JSON.parse(fs.readFileSync('docs/demo-accounts.json', 'utf8')) as { staff: { username: string; password: string; totpSecret: string }[] }).staff[0];
const consoleUrl = (path = '') => `http://127.0.0.1:${gatewayPort()}/console${path}`;

/** The demo owner approves `account`'s application in the console, in its own browser context. */
async function approveInConsole(browser: Browser, merchant: string, account: string, remark: string): Promise<void> {
  if (!owner) throw new Error('docs/demo-accounts.json has no staff');
  const context = await browser.newContext();
  try {
    const staff = await context.newPage();
    await staff.goto(consoleUrl());
    const form = staff.getByRole('form', { name: ct('console.sign_in.title') });
    await form.getByLabel(ct('console.sign_in.username')).fill(owner.username);
    await form.getByLabel(ct('console.sign_in.password')).fill(owner.password);
    await form.getByLabel(ct('console.sign_in.code')).fill(await freshStaffCode(owner.totpSecret));
    await form.getByRole('button', { name: ct('console.sign_in.submit') }).click();
    await expect(staff.getByTestId('signed-in-staff')).toContainText(owner.username);
    // The owner's first page (modules) opens first; then the review desk.
    await expect(staff).toHaveURL(/\/console\/modules\/[a-z]/);
    await staff.getByRole('navigation', { name: ct('console.nav.label') }).getByRole('link', { name: ct('console.nav.promotions') }).click();
    await expect(staff).toHaveURL(/\/console\/promotions\/[a-z]/);
    await staff.getByTestId('merchant-picker').selectOption(merchant);
    await expect(staff).toHaveURL(consoleUrl(`/promotions/${merchant}`));

    // Under review by default: the member's row; open it with the keyboard.
    const row = staff.locator(`tr[data-account="${account}"]`);
    await expect(row).toHaveAttribute('data-status', 'applying');
    await row.getByRole('button', { name: ct('console.promotions.open', { name: account }) }).focus();
    await staff.keyboard.press('Enter');
    const detail = staff.getByTestId('application-detail');
    await expect(detail.getByRole('heading', { name: ct('console.promotions.detail_title', { name: account }) })).toBeFocused();
    await expect(detail.getByTestId('application-remark')).toHaveText(remark);
    for (const n of ['1', '2', '3']) {
      const image = detail.getByRole('img', { name: ct('console.promotions.image_n', { n, name: account }) });
      await expect(image).toBeVisible();
      await expect.poll(() => image.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    }
    await expectNoSeriousAxe(staff, 'promotion review desk with an application open');

    // Approve: the confirmation takes the focus; Enter confirms.
    await detail.getByRole('button', { name: ct('console.promotions.approve', { name: account }) }).click();
    const confirm = detail.getByRole('group', { name: account });
    await expect(confirm.getByRole('button', { name: ct('console.promotions.approve_yes') })).toBeFocused();
    await expectNoSeriousAxe(staff, 'promotion review desk with a confirmation');
    await staff.keyboard.press('Enter');
    await expect(detail.getByTestId('application-status')).toContainText(ct('console.promotions.status.issued'));
    await expect(detail.getByTestId('application-status')).toContainText(ct('console.promotions.decided_by', { name: owner.username }));
    await expect(detail.getByRole('button', { name: ct('console.promotions.approve', { name: account }) })).toHaveCount(0);
    // Focus returns to the application's heading.
    await expect(detail.getByRole('heading', { name: ct('console.promotions.detail_title', { name: account }) })).toBeFocused();
  } finally {
    await context.close();
  }
}

test('a member joins, applies with a remark and 3 images (4th, 6 MB and SVG refused), is approved in the console, claims and sees the bonus', async ({ page, request, merchant, browser }) => {
  // A long journey with a 6 MB file handed to the page and a staff sign-in (whose authenticator
  // step may wait for the other brands' sign-ins): more than the default on a loaded machine.
  test.setTimeout(180_000);
  const session = await signInFresh(page, request, merchant, member);
  const m = new MemberPage(page, merchant);
  const posts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('MCSFE_signUpRequestReward')) posts.push(r.url());
  });
  await page.goto('/promotions');
  const welcome = card(page, 'welcome-bonus');
  await expect(welcome.getByTestId('promotion-state')).toHaveText(m.t('promo.state.join'));
  await expect(card(page, 'weekend-reload').getByTestId('promotion-state')).toHaveText(m.t('promo.state.coming_soon'));
  await expect(card(page, 'spring-festival').getByTestId('promotion-state')).toHaveText(m.t('promo.state.closed'));
  await welcome.getByRole('button', { name: m.t('promo.action.join') }).click();
  await expect(welcome.getByTestId('promotion-state')).toHaveText(m.t('promo.state.joined'));

  await welcome.getByRole('button', { name: m.t('promo.action.apply') }).click();
  const form = welcome.getByTestId('application-form');
  const remark = 'First deposit on Monday';
  await form.getByLabel(m.t('promo.remark_label')).fill(remark);
  const images = form.getByLabel(m.t('promo.images_label'));
  await images.setInputFiles([png('one.png'), png('two.png')]);
  await expect(form.getByTestId('image-preview')).toHaveCount(2);
  await images.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: svg });
  await expect(form.getByTestId('image-error')).toHaveText(m.t('promo.error.image_type_invalid'));
  const big = Buffer.alloc(6 * 1024 * 1024);
  tinyPng().copy(big);
  await images.setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: big });
  await expect(form.getByTestId('image-error')).toHaveText(m.t('promo.error.image_too_large'));
  await images.setInputFiles(png('three.png'));
  await expect(form.getByTestId('image-preview')).toHaveCount(3);
  await images.setInputFiles(png('four.png'));
  await expect(form.getByTestId('image-error')).toHaveText(m.t('promo.error.image_too_many'));
  await expect(form.getByTestId('image-preview')).toHaveCount(3);
  expect(posts).toEqual([]);
  await form.getByRole('button', { name: m.t('promo.application_submit') }).click();
  await expect(welcome.getByTestId('promotion-state')).toHaveText(m.t('promo.state.applying'));
  expect(posts).toHaveLength(1);

  // Staff approve it in the console's review desk.
  await approveInConsole(browser, merchant, session.member?.account ?? '', remark);
  await page.reload();
  await expect(welcome.getByTestId('promotion-state')).toHaveText(m.t('promo.state.issued'));
  await welcome.getByRole('button', { name: m.t('promo.action.claim') }).click();
  await expect(welcome.getByTestId('promotion-state')).toHaveText(m.t('promo.state.in_progress'));

  await m.open('rewardCenter');
  await expect(page.getByTestId('bonus-item')).toHaveCount(1);
  await expect(page.getByTestId('bonus-item')).toHaveAttribute('data-met', 'false');
  await expect(page.getByTestId('bonus-withdrawable')).toHaveText(m.t('promo.withdrawable_no'));
});

test('daily sign-in where the brand enables CHECKIN3: once a day', async ({ page, request, merchant }) => {
  test.skip(!readModules(merchant).CHECKIN3, 'module CHECKIN3 is off for this brand');
  await signInFresh(page, request, merchant, member);
  const m = new MemberPage(page, merchant);
  await page.goto('/promotions');
  const checkin = card(page, 'daily-check-in');
  await checkin.getByRole('button', { name: m.t('promo.action.sign') }).click();
  await expect(checkin.getByTestId('promotion-state')).toHaveText(m.t('promo.state.signed'));
  await expect(checkin.getByRole('button', { name: m.t('promo.action.sign') })).toHaveCount(0);
});

test('feedback with images is sent and listed', async ({ page, request, merchant }) => {
  await signInFresh(page, request, merchant, member);
  const m = new MemberPage(page, merchant);
  await m.open('feedback');
  const form = page.getByTestId('feedback-form');
  await form.getByLabel(m.t('promo.feedback_content')).fill('The new lobby is easy to use');
  await form.getByLabel(m.t('promo.images_label')).setInputFiles([png('a.png'), png('b.png')]);
  await form.getByLabel(m.t('promo.images_label')).setInputFiles({ name: 'x.png', mimeType: 'image/png', buffer: svg });
  await expect(form.getByTestId('image-error')).toHaveText(m.t('promo.error.image_type_invalid'));
  await form.getByRole('button', { name: m.t('promo.feedback_submit') }).click();
  await expect(page.getByTestId('feedback-sent')).toBeVisible();
  const item = page.getByTestId('feedback-item').first();
  await expect(item).toContainText('The new lobby is easy to use');
  await expect(item).toContainText(m.t('promo.feedback_images', { count: 2 }));
});

test('guests asked to join go to /login; trial accounts are told to use a real account', async ({ page, request, merchant }) => {
  const m = new MemberPage(page, merchant);
  await page.goto('/promotions');
  await card(page, 'welcome-bonus').getByRole('button', { name: m.t('promo.action.join') }).click();
  await expect(page).toHaveURL(/\/login$/);
  test.skip(!readModules(merchant).FREEPLAY3, 'module FREEPLAY3 is off: no trial accounts on this brand');
  await signInFresh(page, request, merchant, readBrand(merchant).trialType);
  await page.goto('/promotions');
  const welcome = card(page, 'welcome-bonus');
  await welcome.getByRole('button', { name: m.t('promo.action.join') }).click();
  await expect(welcome.getByTestId('promotion-error')).toHaveText(m.t('in_need_true_account'));
});
