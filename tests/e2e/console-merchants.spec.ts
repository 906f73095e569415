/**
 * Merchants in the operator console (issue 18, docs/decisions/045), against the real gateway, on
 * PostgreSQL with two instances and on embedded PGlite (fixtures.ts deployments): the demo owner onboards a new merchant in the browser (code, name, domain),
 * sees the brand editor generated from brand.schema.json, publishes with a confirmation, and a page
 * load on the new merchant's domain (Host header) serves the new brand on every instance without a
 * restart; the console's download of its folder passes the brand check. Before publishing, the live preview shows the draft in the real player bundle (a
 * sandboxed frame on its own host) in both palettes and at a phone's width (decision 055). axe
 * finds nothing serious or critical on the merchants list and the brand editor.
 *
 * It adds a merchant to the shared database (a new code each run): it runs alone
 * (playwright.config.ts exclusiveSpecs) and once (@any-brand).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readCatalogue, text } from './support/brand-data';
import { anonymousPopupFlag, deployment, deploymentNames, expect, test } from './support/fixtures';
import { expectNoSeriousAxe } from './support/axe';
import { freshStaffCode } from './support/staff-code';
import { untar } from '../../gateway/test-support/untar';

const en = readCatalogue('EN');
const t = (key: string): string => text(en, key);
const owner = (
  JSON.parse(fs.readFileSync('docs/demo-accounts.json', 'utf8')) as {
    staff: { username: string; password: string; totpSecret: string }[];
  }
).staff[0];
if (!owner) throw new Error('docs/demo-accounts.json has no staff');
const signedOutProbe = /Failed to load resource: the server responded with a status of 401\b/;

for (const deploymentName of deploymentNames) {
  test(`@any-brand ${deploymentName}: the owner onboards a merchant in the browser, publishes it, and its domain serves the new brand on every instance`, async ({
    page,
    consoleGuard,
  }) => {
    const d = deployment(deploymentName);
    test.skip(
      !d,
      `${deploymentName} is not running here (the e2e global setup starts it when PostgreSQL answers)`,
    );
    if (!d) return;
    // On console.localhost: its live preview's hosts (<id>.console.localhost) are then the same site,
    // so the frame keeps first-party storage even where third-party storage is blocked (decision 055).
    const consoleUrl = (path = ''): string => `http://console.localhost:${d.consolePort}/console${path}`;
    test.setTimeout(240_000);
    consoleGuard.allow(signedOutProbe);
    const code = `e2e${Date.now().toString(36)}`;
    const name = `Harbour ${code}`;

    await page.goto(consoleUrl());
    const signIn = page.getByRole('form', { name: t('console.sign_in.title') });
    await signIn.getByLabel(t('console.sign_in.username')).fill(owner.username);
    await signIn.getByLabel(t('console.sign_in.password')).fill(owner.password);
    await signIn.getByLabel(t('console.sign_in.code')).fill(await freshStaffCode(owner.totpSecret));
    await signIn.getByRole('button', { name: t('console.sign_in.submit') }).click();
    await expect(page.getByTestId('signed-in-staff')).toContainText(owner.username);

    // The first page (modules) settles on its first merchant before we move on.
    await expect(page).toHaveURL(/\/console\/modules\/[^/]+$/);
    const nav = page.getByRole('navigation', { name: t('console.nav.label') });
    await nav.getByRole('link', { name: t('console.nav.merchants') }).click();
    await expect(page.getByRole('link', { name: 'aurora', exact: true })).toBeVisible();
    await expectNoSeriousAxe(page, 'merchants list');

    // The wizard: code, name, domain; then the brand editor of the new merchant.
    await page.getByLabel(t('console.merchants.code')).fill(code);
    await page.getByLabel(t('console.merchants.name')).fill(name);
    await page.getByLabel(t('console.merchants.domains')).fill(`${code}.localhost`);
    await page.getByRole('button', { name: t('console.merchants.onboard_submit') }).click();
    // Onboarding also seeds the merchant's demo content and catalogue: allow it time.
    await expect(page).toHaveURL(consoleUrl(`/merchants/${code}`), { timeout: 30_000 });
    await expect(page.getByTestId('brand-state')).toBeVisible();
    // The generated form speaks words, not config keys: the brand's fields under their labels, hints beside them.
    const editor = page.getByRole('region', { name: t('console.merchants.editor') });
    // (a combobox: the schema's examples are offered as suggestions; the name ends with the required mark)
    await expect(editor.getByRole('combobox', { name: t('console.brand_field.merchant') })).toHaveValue(code);
    await expect(editor.getByText(t('console.brand_hint.merchant_code'))).toBeVisible();
    await expect(editor.getByText('supportLanguages', { exact: true })).toHaveCount(0);
    // A list's item buttons say what they do (rjsf's default glyph icons drew as empty boxes here).
    await expect(editor.getByRole('button', { name: t('console.rjsf.move_down') }).first()).toHaveText(t('console.rjsf.move_down'));
    await expectNoSeriousAxe(page, 'brand editor');

    // The live preview: the real player bundle, in a sandboxed frame on its own host, renders the
    // unpublished draft — light, then dark, then at a phone's width — before anything is published.
    const preview = page.getByRole('region', { name: t('console.preview.title') });
    await preview.getByRole('button', { name: t('console.preview.open') }).click();
    const frameElement = preview.getByTestId('brand-preview-frame');
    await expect(frameElement).toHaveAttribute('sandbox', /allow-scripts/);
    const shown = async (palette: 'light' | 'dark') => {
      await expect(frameElement).toHaveAttribute('data-palette', palette);
      const src = (await frameElement.getAttribute('src')) ?? '';
      expect(src).toMatch(/^http:\/\/[0-9a-f]{32}\.console\.localhost:\d+\/__preview\//);
      const frame = await (await frameElement.elementHandle())?.contentFrame();
      if (!frame) throw new Error('the preview frame has no document');
      await expect(async () => {
        expect(await frame.title()).toContain(name);
        expect(await frame.evaluate(() => document.documentElement.style.colorScheme)).toBe(palette);
      }).toPass({ timeout: 20_000 });
      return frame;
    };
    const light = await shown('light');
    expect(await light.evaluate(() => window.innerWidth)).toBeGreaterThan(1000);
    await expectNoSeriousAxe(page, 'brand editor with the live preview');
    await preview.getByRole('radio', { name: t('console.preview.palette_dark') }).check();
    await shown('dark');
    await preview.getByRole('radio', { name: t('console.preview.width_phone') }).check();
    await expect(frameElement).toHaveAttribute('data-width', 'phone');
    const phone = await shown('dark');
    await expect.poll(() => phone.evaluate(() => window.innerWidth)).toBeLessThanOrEqual(400);
    // The draft's login form, as players will get it.
    await phone.goto(new URL('/login', phone.url()).href);
    await expect(phone.locator('input[type="password"]').first()).toBeVisible({ timeout: 20_000 });
    // Not published yet: the merchant's own domain serves nothing of it.
    const early = await page.request.get(`http://127.0.0.1:${d.consolePort}/wps/system/permission?merchant=${code}`);
    expect(early.status()).toBe(404);

    await page.getByRole('button', { name: t('console.merchants.publish') }).click();
    await page.getByRole('button', { name: t('console.merchants.publish_yes') }).click();
    await expect(page.getByTestId('brand-state')).toContainText(t('console.merchants.source_console'), {
      timeout: 30_000,
    });

    // A page load on the new domain serves the new brand on every instance, without a restart
    // (another instance's registry refreshes within its 1 s config cache: one more try at most).
    const player = await page.context().newPage();
    await player.addInitScript((key) => sessionStorage.setItem(key, '1'), anonymousPopupFlag);
    for (const port of d.ports) {
      await expect(async () => {
        await player.goto(`http://${code}.localhost:${port}/`);
        await expect(player).toHaveTitle(new RegExp(name), { timeout: 2_000 });
      }).toPass({ timeout: 10_000 });
    }

    // Downloaded from the console as a folder (a tar), on every database, the merchant is a
    // brand the checker of npm run brand -- check accepts.
    const downloadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portico-download-'));
    try {
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('brand-export').click()]);
      expect(download.suggestedFilename()).toBe(`${code}.tar`);
      const names = await untar(fs.readFileSync(await download.path()), downloadDir);
      expect(names).toEqual(expect.arrayContaining([`${code}/brand.json`, `${code}/modules.json`, `${code}/register-rules.json`]));
      const checked = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/brand.ts', 'check', path.join(downloadDir, code)], { encoding: 'utf8' });
      expect(checked.stdout).toBe(`✓ ${code}\n`);
      expect(checked.status).toBe(0);
    } finally {
      fs.rmSync(downloadDir, { recursive: true, force: true });
    }

    // Exported to a folder by the command (npm run console -- export), the same. PostgreSQL only:
    // a second process cannot open the embedded database while its gateway runs.
    const databaseUrl = process.env.E2E_DATABASE_URL;
    if (deploymentName !== 'PGlite' && databaseUrl) {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portico-export-'));
      try {
        const env = { ...process.env, DATABASE_URL: databaseUrl, DATA_DIR: path.join(dir, 'data') };
        const exported = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/console.ts', 'export', code, path.join(dir, code)], { env, encoding: 'utf8' });
        expect(exported.status, exported.stderr).toBe(0);
        expect(fs.readdirSync(path.join(dir, code))).toEqual(expect.arrayContaining(['brand.json', 'modules.json', 'register-rules.json']));
        const checked = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/brand.ts', 'check', path.join(dir, code)], { env, encoding: 'utf8' });
        expect(checked.stdout).toBe(`✓ ${code}\n`);
        expect(checked.status).toBe(0);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    }
  });
}
