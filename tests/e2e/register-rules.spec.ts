/**
 * The registration field rules are asked for once in a visit (§7 "registration validation",
 * §9 "caches per session: … validation"; docs/decisions/032): switching between the register
 * forms, or opening one again, reuses them. A reload asks afresh (rules can change at run time,
 * register.spec.ts).
 */
import { readModules } from './pages/password.page';
import { RegisterPage } from './pages/register.page';
import { skipAnnouncementPopup } from './pages/modal.page';
import { expect, test } from './support/fixtures';

test('switching register forms back and forth asks for the field rules once @any-brand', async ({ page, merchant }) => {
  const modules = readModules(merchant);
  test.skip(!(modules.USERNAMEREG3 && modules.MOBILENUMREG3), `${merchant} does not offer both registration modes`);
  await skipAnnouncementPopup(page);
  const asked: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/wps/system/setting/register') asked.push(r.url());
  });
  const reg = new RegisterPage(page, merchant);
  await reg.gotoPage();
  const both = { register: true, registerMobile: true };
  await reg.chooseMode('register', both);
  await reg.chooseMode('registerMobile', both);
  await reg.chooseMode('register', both);
  await reg.chooseMode('registerMobile', both);
  await page.waitForTimeout(300);
  expect(asked).toHaveLength(1);
});
