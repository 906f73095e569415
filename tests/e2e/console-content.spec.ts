/**
 * Content in the operator console (issue 18, docs/decisions/048), against the real gateway: the
 * demo owner signs in with password and authenticator code, drafts an announcement for aurora in
 * its default language, typing the body in the rich-text editor (Bold from its toolbar, a script
 * typed as text), previews it (bold kept, the script only text: the editor's schema, the gateway's
 * sanitiser and the player's DOMPurify), publishes it, and aurora's player
 * page shows it in the notice marquee on its next load. The owner then deletes it, and players no
 * longer get it. axe finds nothing serious or critical on every content page.
 *
 * It changes aurora's announcements: it runs alone for aurora (playwright.config.ts exclusiveSpecs)
 * and once (@any-brand).
 */
import fs from 'node:fs';
import type { BrowserContext } from '@playwright/test';
import { languages, type LangCode } from '../../schemas/languages';
import { readBrand, readCatalogue, text } from './support/brand-data';
import {
  anonymousPopupFlag,
  brandOrigin,
  deployment,
  deploymentNames,
  expect,
  test,
  type Deployment,
} from './support/fixtures';
import { expectNoSeriousAxe } from './support/axe';
import { freshStaffCode } from './support/staff-code';

const merchant = 'aurora';
const en = readCatalogue('EN');
const t = (key: string, values: Record<string, string> = {}): string =>
  text(en, key).replace(/\{(\w+)\}/g, (m, k: string) => values[k] ?? m);
interface DemoStaff {
  username: string;
  password: string;
  totpSecret: string;
}
const owner = (JSON.parse(fs.readFileSync('docs/demo-accounts.json', 'utf8')) as { staff: DemoStaff[] })
  .staff[0];
if (!owner) throw new Error('docs/demo-accounts.json has no staff');
const signedOutProbe = /Failed to load resource: the server responded with a status of 401\b/;

/** The deployment under test (set by each test before anything else). */
let current: Deployment | null = null;

function consoleUrl(path = ''): string {
  if (!current) throw new Error('no deployment chosen');
  return `http://127.0.0.1:${current.consolePort}/console${path}`;
}

/** Deletes the announcement through the owner's session (the API the page uses), if it is still there. */
async function removeAnnouncement(context: BrowserContext, slug: string): Promise<void> {
  const me = await context.request.get(consoleUrl('/api/me'));
  if (me.status() !== 200) return;
  const csrf = ((await me.json()) as { value: { csrfToken: string } }).value.csrfToken;
  await context.request.delete(consoleUrl(`/api/merchants/${merchant}/announcements/${slug}`), {
    headers: { 'x-csrf-token': csrf },
  });
}

for (const deploymentName of deploymentNames) {
  test(`@any-brand ${deploymentName}: the owner publishes an announcement with a previewed, sanitised body; aurora players on every instance see it on their next load`, async ({
    page,
    consoleGuard,
  }) => {
    const d = deployment(deploymentName);
    test.skip(
      !d,
      `${deploymentName} is not running here (the e2e global setup starts it when PostgreSQL answers)`,
    );
    if (!d) return;
    current = d;
    test.setTimeout(150_000);
    consoleGuard.allow(signedOutProbe);
    const brand = readBrand(merchant);
    const defaultLang = brand.defaultLang as LangCode;
    const stamp = Date.now().toString(36);
    const slug = `e2e-notice-${stamp}`;
    const title = `Console notice ${stamp}`;

    // The owner signs in.
    // The console is served with its strict policy (no eval, scripts from itself): the editor runs under it.
    const consolePage = await page.goto(consoleUrl());
    expect(consolePage?.headers()['content-security-policy']).toContain("script-src 'self'");
    const form = page.getByRole('form', { name: t('console.sign_in.title') });
    await form.getByLabel(t('console.sign_in.username')).fill(owner.username);
    await form.getByLabel(t('console.sign_in.password')).fill(owner.password);
    await form.getByLabel(t('console.sign_in.code')).fill(await freshStaffCode(owner.totpSecret));
    await form.getByRole('button', { name: t('console.sign_in.submit') }).click();
    await expect(page.getByTestId('signed-in-staff')).toContainText(owner.username);
    const nav = page.getByRole('navigation', { name: t('console.nav.label') });
    for (const key of ['announcements', 'popup', 'banners', 'help', 'pages'])
      await expect(nav.getByRole('link', { name: t(`console.nav.${key}`) })).toBeVisible();

    try {
      // Every content page loads its list (the merchant picker on aurora); axe on each.
      for (const [path, heading] of [
        ['/popup', 'console.popup.title'],
        ['/banners', 'console.banners.title'],
        ['/help', 'console.help.title'],
        ['/pages', 'console.pages.title'],
        ['/announcements', 'console.announcements.title'],
      ] as const) {
        await page.goto(consoleUrl(`${path}/${merchant}`));
        await expect(page.getByRole('heading', { level: 1, name: t(heading, { merchant }) })).toBeVisible();
        await expect(page.getByRole('table')).toBeVisible();
        await expectNoSeriousAxe(page, `${path} page`);
      }

      // An existing (seeded) announcement opens in the editor with its body (it once blanked the page).
      await page.getByRole('button', { name: /^Edit / }).first().click();
      const seeded = page.getByRole('form', { name: /^Draft of / });
      await expect(seeded.getByRole('textbox', { name: t('console.content.body') }).first()).not.toBeEmpty();
      await page.goto(consoleUrl(`/announcements/${merchant}`));
      await expect(page.getByRole('table')).toBeVisible();

      // A new announcement: the default language's title and an HTML body with a script in it.
      await page.getByRole('button', { name: t('console.announcements.new') }).click();
      const draft = page.getByRole('form', { name: t('console.content.new_draft') });
      await expect(draft).toBeVisible();
      await draft.getByLabel(t('console.content.slug')).fill(slug);
      const inDefault = draft.getByRole('group', {
        name: t('console.content.language_default', { lang: languages[defaultLang].name }),
      });
      await inDefault.getByLabel(t('console.content.title')).fill(title);
      // The body is typed in the rich-text editor: plain text, then Bold from the toolbar. Markup
      // typed as text stays text (escaped), so no script reaches the preview.
      const body = inDefault.getByRole('textbox', { name: t('console.content.body') });
      await expect(body).toHaveAttribute('aria-multiline', 'true');
      await body.click();
      await page.keyboard.type('Hello <script>window.injected = 1</script> ');
      const bold = inDefault
        .getByRole('toolbar', { name: t('console.content.editor.toolbar') })
        .getByRole('button', { name: t('console.content.editor.bold') });
      await expect(bold).toHaveAttribute('aria-pressed', 'false');
      await bold.click();
      await expect(bold).toHaveAttribute('aria-pressed', 'true');
      await expect(body).toBeFocused();
      await page.keyboard.type('players');
      await expect(body.locator('strong')).toHaveText('players');
      // The toolbar is one tab stop moved through with the arrow keys.
      const toolbar = inDefault.getByRole('toolbar', { name: t('console.content.editor.toolbar') });
      await bold.focus();
      await page.keyboard.press(languages[defaultLang].dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight');
      await expect(toolbar.getByRole('button', { name: t('console.content.editor.italic') })).toBeFocused();
      await page.keyboard.press('End');
      await expect(toolbar.getByRole('button', { name: t('console.content.editor.redo') })).toBeFocused();
      // A link's address is asked inline; a script address is refused, an https one is taken.
      await bold.click();
      await expect(body).toBeFocused();
      await page.keyboard.type(' ');
      await toolbar.getByRole('button', { name: t('console.content.editor.link') }).click();
      const address = inDefault.getByLabel(t('console.content.editor.link_url'));
      await address.fill('javascript:alert(1)');
      await address.press('Enter');
      await expect(inDefault.getByRole('alert')).toHaveText(t('console.content.editor.link_invalid'));
      await address.fill('https://example.com/promo');
      await address.press('Enter');
      await expect(body.locator('a[href="https://example.com/promo"]')).toHaveText(
        'https://example.com/promo',
      );
      if (brand.supportLanguages.includes('EN') && defaultLang !== 'EN') {
        await draft
          .getByRole('group', { name: t('console.content.language', { lang: languages.EN.name }) })
          .getByLabel(t('console.content.title'))
          .fill(title);
      }
      await draft.getByLabel(t('console.content.type')).selectOption('PL');

      // The preview shows the body as players will: the markup kept, the script and handler gone.
      await draft.getByRole('button', { name: t('console.content.preview') }).click();
      const preview = draft.getByTestId('content-preview');
      await expect(preview.locator('strong')).toHaveText('players');
      await expect(preview.locator('a[href="https://example.com/promo"]')).toHaveCount(1);
      await expect(preview).toContainText('<script>window.injected = 1</script>');
      await expect(preview.locator('script')).toHaveCount(0);
      expect(await page.evaluate(() => (window as { injected?: number }).injected)).toBeUndefined();
      await expectNoSeriousAxe(page, 'announcement draft with its preview');

      await draft.getByRole('button', { name: t('console.content.publish') }).click();
      await expect(draft.getByRole('status')).toHaveText(t('console.content.published'));
      await expect(page.getByTestId(`content-row-${slug}`)).toContainText(title);

      // Edited again, the editor holds what was stored: the bold, the link, the script as text.
      await page.getByRole('button', { name: t('console.content.edit_named', { title }) }).click();
      const stored = page
        .getByRole('form', { name: t('console.content.edit_draft', { slug }) })
        .getByRole('group', {
          name: t('console.content.language_default', { lang: languages[defaultLang].name }),
        })
        .getByRole('textbox', { name: t('console.content.body') });
      await expect(stored.locator('strong')).toHaveText('players');
      await expect(stored.locator('a[href="https://example.com/promo"]')).toHaveCount(1);
      await expect(stored).toContainText('<script>window.injected = 1</script>');

      // Aurora's players get it on their next page load on every instance: the notice marquee names it
      // (another instance's content cache lives 1 s: one more try at most).
      const playerPage = await page.context().newPage();
      await playerPage.addInitScript((key) => sessionStorage.setItem(key, '1'), anonymousPopupFlag);
      for (const port of d.ports) {
        await expect(async () => {
          await playerPage.goto(`${brandOrigin(merchant, port)}/`);
          await expect(playerPage.getByText(title).first()).toBeAttached({ timeout: 2_000 });
        }).toPass({ timeout: 10_000 });
      }

      // The owner deletes it (asked twice); players no longer get it.
      await page.getByRole('button', { name: t('console.content.delete_named', { title }) }).click();
      await page.getByRole('button', { name: t('console.content.delete_confirm_named', { title }) }).click();
      await expect(page.getByTestId(`content-row-${slug}`)).toHaveCount(0);
      for (const port of d.ports) {
        await expect(async () => {
          const notices = playerPage.waitForResponse(
            (r) => r.url().includes('MCSFE_getListAnnouncements') && r.url().includes('PL'),
          );
          await playerPage.goto(`${brandOrigin(merchant, port)}/`);
          expect(JSON.stringify(await (await notices).json())).not.toContain(title);
        }).toPass({ timeout: 10_000 });
        await expect(playerPage.getByText(title)).toHaveCount(0);
      }
    } finally {
      await removeAnnouncement(page.context(), slug);
    }
  });
}
