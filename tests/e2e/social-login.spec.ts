/**
 * Social login (§1, issue 4) against a real OpenID Connect provider: the gateway's development
 * identity provider on loopback. aurora and oasis offer "Portico ID"; tigerbay offers none.
 */
import { readBrand } from './support/brand-data';
import { expect, test } from './support/fixtures';

test.describe('social login', () => {
  test('signs in with the brand\'s provider and lands logged in on /, or offers none', async ({ page, merchant }) => {
    const providers = readBrand(merchant).socialLogin ?? [];
    await page.goto('/login');
    const main = page.getByRole('main');
    // The login form is on screen (username or SMS mode, per the brand's modules).
    await expect(main.locator('form').first()).toBeVisible();
    const social = page.getByTestId('social-login');
    if (providers.length === 0) {
      await expect(social).toHaveCount(0);
      return;
    }
    await expect(social.getByRole('link')).toHaveCount(providers.length);
    const provider = providers[0];
    if (!provider) throw new Error('no provider');
    const login = `e2e${merchant}${Date.now().toString(36)}`;
    await social.getByRole('link', { name: new RegExp(provider.name) }).click();

    // The provider's own sign-in page (another origin).
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/interaction\//);
    await page.getByLabel('Login name').fill(login);
    await page.getByRole('button', { name: 'Sign in' }).click();

    // Back on the brand: the one-time code is exchanged and removed from the address.
    await expect(page).toHaveURL((url) => url.pathname === '/' && !url.search.includes('socialLogin'));
    await expect(page.getByTestId('header-account')).toContainText(login);
    const stored = await page.evaluate(() => sessionStorage.getItem('session'));
    expect(JSON.parse(stored ?? '{}')).toMatchObject({ member: { type: 0 }, location: 'member' });
  });

  test('a refused code is reported on the login page', async ({ page, merchant, consoleGuard }) => {
    test.skip((readBrand(merchant).socialLogin ?? []).length === 0, 'the brand offers no social login');
    // The exchange call's 400 is the point of this test.
    consoleGuard.allow(/status of 400/);
    await page.goto('/?socialLogin=not-a-real-code&returnTo=%2F');
    await expect(page).toHaveURL(/\/login\?socialError=SOCIAL_CODE_INVALID/);
    await expect(page.getByTestId('social-login').getByRole('alert')).toBeVisible();
  });
});
