/**
 * Where every phone field's dialing code starts (§2.9; docs/decisions/031): the visitor's country
 * when the edge in front of the gateway names it (CF-IPCountry; the e2e gateway trusts its
 * proxy), else the brand's defaultCountry — the same in the SMS login, the forgot-password
 * form and registration by mobile, and never the browser's language (these pages run en-US).
 */
import { getCountryCallingCode, type CountryCode } from 'libphonenumber-js';
import type { Locator, Page } from '@playwright/test';
import { LoginPage, readModules } from './pages/login.page';
import { RegisterPage } from './pages/register.page';
import { readBrand, readCatalogue, text } from './support/brand-data';
import { expect, test } from './support/fixtures';

/** The dialing-code dropdown of each phone field a guest can reach on this brand. */
async function phoneFields(page: Page, merchant: string): Promise<{ name: string; open: () => Promise<Locator> }[]> {
  const modules = readModules(merchant);
  const catalogue = readCatalogue(readBrand(merchant).defaultLang);
  const fields: { name: string; open: () => Promise<Locator> }[] = [];
  if (modules.LOGINGROUP && modules.MOBILEVERCODELOGIN3)
    fields.push({
      name: 'SMS login',
      open: async () => {
        const login = new LoginPage(page, catalogue);
        await login.goto();
        await login.chooseMode('sms');
        return login.dialingCode;
      },
    });
  if (modules.ACCOUNTGROUP && modules.CHNGPASSVERIF3)
    fields.push({
      name: 'forgot password by mobile',
      open: async () => {
        await page.goto('/forgotPassword');
        return page.getByRole('combobox', { name: text(catalogue, 'password.dialing_code') });
      },
    });
  if (modules.REGISTERGROUP && modules.MOBILENUMREG3)
    fields.push({
      name: 'registration by mobile',
      open: async () => {
        const reg = new RegisterPage(page, merchant);
        await reg.gotoPage();
        await reg.chooseMode('registerMobile', { register: modules.USERNAMEREG3 === true, registerMobile: true });
        return reg.form('registerMobile').getByRole('combobox', { name: text(catalogue, 'register.field.dialing_code') });
      },
    });
  return fields;
}

test('every phone field starts from the brand’s country, not the browser’s language', async ({ page, merchant }) => {
  const fields = await phoneFields(page, merchant);
  test.skip(fields.length === 0, `${merchant} has no phone field before login`);
  const country = readBrand(merchant).defaultCountry as CountryCode;
  const code = `+${getCountryCallingCode(country)}`;
  expect(code).not.toBe('+1'); // the browser here says en-US
  for (const field of fields) {
    await expect((await field.open()).first(), field.name).toContainText(code);
  }
});

test('the visitor’s country from the edge wins over the brand’s, everywhere', async ({ page, merchant }) => {
  const fields = await phoneFields(page, merchant);
  test.skip(fields.length === 0, `${merchant} has no phone field before login`);
  // A country no demo brand defaults to.
  await page.setExtraHTTPHeaders({ 'cf-ipcountry': 'TH' === readBrand(merchant).defaultCountry ? 'VN' : 'TH' });
  const code = 'TH' === readBrand(merchant).defaultCountry ? '+84' : '+66';
  for (const field of fields) {
    await expect((await field.open()).first(), field.name).toContainText(code);
  }
});
