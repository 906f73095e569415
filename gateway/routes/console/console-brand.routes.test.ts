/**
 * Merchants onboarded and edited in the console (docs/decisions/045), on both databases: a new
 * merchant from nothing is served by its Host header as soon as it is published; bad input (an
 * invalid brand, a domain another merchant holds, an SVG with script, a 6 MB upload, a file that
 * is no image) is refused with a code and the problems at their fields, and nothing is published.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../../schemas/api-paths';
import { brandTemplate } from '../../../schemas/merchant-template';
import { consolePaths, type BrandAssetAnswer, type BrandFieldProblem, type MerchantBrandAnswer, type MerchantListAnswer } from '../../../schemas/console';
import type { Envelope } from '../../../schemas/envelope';
import { withBrandTables } from '../../db/brand/merchant-brand-tables';
import { loadBrandFolder } from '../../domain/brand/brand-files';
import { describeEachDatabase } from '../../test-support/databases';
import { addStaff, consoleCall, demoOwner, signInStaff, valueOf, type ConsoleSession } from '../../test-support/console-kit';
import { createTestGateway, type TestGateway } from '../../test-support/test-gateway';
import { untar } from '../../test-support/untar';
import { multipartPayload, pngImage } from '../payments-test-kit';

const brandPath = (p: string, m: string) => p.replace(':merchant', m);

const template = (code: string, domains = [`${code}.example`]) => brandTemplate({ code, name: `New ${code}`, domains }, { logo: 'logo.svg', favicon: 'favicon.svg' }) as unknown as Record<string, unknown>;

describeEachDatabase('console merchants and brands', (database) => {
  let gw: TestGateway;
  let owner: ConsoleSession;
  beforeAll(async () => {
    gw = await createTestGateway({ database: database() });
    owner = await signInStaff(gw.app, await demoOwner(gw.app));
  });
  afterAll(() => gw.close());

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown, s: ConsoleSession = owner) => consoleCall(gw.app, s, { method, url, body });
  const upload = (m: string, kind: string, body: Uint8Array, type = 'image/svg+xml', s: ConsoleSession = owner) => {
    const form = multipartPayload({ fields: { kind }, files: [{ field: 'file', name: 'logo', type, body }] });
    return gw.app.inject({ method: 'POST', url: brandPath(consolePaths.merchantBrandAssets, m), payload: form.payload, headers: { 'content-type': form.contentType, cookie: s.cookie, 'x-csrf-token': s.csrf } });
  };
  const problemsOf = (res: { json: <T>() => T }) => res.json<Envelope<BrandFieldProblem[]>>().value ?? [];
  const published = async (m: string) => (await withBrandTables(gw.database.db).selectFrom('merchant_brands').select(['version', 'published']).where('merchant', '=', m).executeTakeFirst()) ?? null;

  it('onboards a merchant from nothing; its domain serves the new brand once published, not before', async () => {
    const created = await valueOf<MerchantBrandAnswer>(await call('POST', consolePaths.merchants, { code: 'novabet', brand: template('novabet', ['novabet.example']) }));
    expect(created).toMatchObject({ merchant: 'novabet', isDraft: true, version: 0, source: 'none' });
    expect(created.assets).toHaveLength(2);
    const byHost = () => gw.app.inject({ method: 'GET', url: apiPaths.whitelabel, headers: { host: 'novabet.example' } });
    expect((await byHost()).statusCode).toBe(404);
    const list = await valueOf<MerchantListAnswer>(await call('GET', consolePaths.merchantDirectory));
    expect(list.merchants.find((m) => m.code === 'novabet')).toMatchObject({ source: 'none', hasDraft: true, version: 0 });

    const after = await valueOf<MerchantBrandAnswer>(await call('POST', brandPath(consolePaths.merchantBrandPublish, 'novabet')));
    expect(after).toMatchObject({ source: 'console', version: 1, isDraft: false });
    expect((await byHost()).statusCode).toBe(200);
    const page = await gw.app.inject({ method: 'GET', url: apiPaths.permission, headers: { host: 'novabet.example' } });
    expect(page.body).toContain('New novabet');
    // The placeholder logo is served from the database.
    const logo = await gw.app.inject({ method: 'GET', url: `/brands/novabet/${String((after.brand.theme as { logo: string }).logo)}` });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toContain('image/svg+xml');
    // Audited: onboarding, the draft and the publish.
    const audit = await valueOf<{ items: { action: string }[] }>(await call('GET', `${consolePaths.audit}?merchant=novabet`));
    expect(audit.items.map((i) => i.action)).toEqual(['brand.publish', 'brand.draft', 'merchant.onboard']);
  });

  it('an invalid brand is refused with the checker problems at their fields (colour fixes included), and nothing is saved', async () => {
    const before = await published('aurora');
    const brand = template('aurora', ['aurora.localhost', 'aurora.example']);
    const theme = brand.theme as { light: Record<string, string> };
    theme.light.textMuted = '#bbbbbb';
    delete brand.mainDomain;
    const res = await call('PUT', brandPath(consolePaths.merchantBrandDraft, 'aurora'), { brand });
    expect(res.statusCode).toBe(400);
    expect(res.json<Envelope<unknown>>().code).toBe('BRAND_INVALID');
    const problems = problemsOf(res);
    expect(problems.map((p) => p.path)).toContain('/brand/mainDomain');
    expect(problems.find((p) => p.path === '/brand/theme/light/textMuted')?.fix?.path).toBe('/brand/theme/light/textMuted');
    expect(await published('aurora')).toEqual(before);
  });

  it('the checker offers a one-click colour fix that, applied, makes the draft acceptable', async () => {
    const brand = template('aurora', ['aurora.localhost', 'aurora.example']);
    (brand.theme as { light: Record<string, string> }).light.textMuted = '#bbbbbb';
    const res = await call('PUT', brandPath(consolePaths.merchantBrandDraft, 'aurora'), { brand });
    const fix = problemsOf(res).find((p) => p.path === '/brand/theme/light/textMuted')?.fix;
    expect(fix?.value).toMatch(/^#[0-9a-f]{6}$/);
    (brand.theme as { light: Record<string, string> }).light.textMuted = fix?.value ?? '';
    (brand.theme as Record<string, string>).logo = 'logo.svg';
    (brand.theme as Record<string, string>).favicon = 'favicon.svg';
    const saved = await call('PUT', brandPath(consolePaths.merchantBrandDraft, 'aurora'), { brand });
    expect(saved.statusCode, saved.body).toBe(200);
  });

  it('a domain another merchant holds is refused at its field, on draft and on onboarding', async () => {
    const res = await call('POST', consolePaths.merchants, { code: 'copycat', brand: template('copycat', ['copycat.example', 'oasis.example']) });
    expect(res.statusCode).toBe(409);
    expect(res.json<Envelope<unknown>>().code).toBe('DOMAIN_TAKEN');
    expect(problemsOf(res)[0]?.path).toBe('/brand/domains/1');
    // Nothing of it was written.
    expect(await gw.database.db.selectFrom('merchants').select('code').where('code', '=', 'copycat').executeTakeFirst()).toBeUndefined();
  });

  it('an existing code is refused', async () => {
    const res = await call('POST', consolePaths.merchants, { code: 'oasis', brand: template('oasis') });
    expect(res.statusCode).toBe(409);
    expect(res.json<Envelope<unknown>>().code).toBe('MERCHANT_EXISTS');
  });

  describe('uploads', () => {
    it('an SVG with script is stored sanitised and becomes the draft logo', async () => {
      const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" onload="alert(1)"><script>alert(2)</script><rect width="10" height="10" fill="#123456"/></svg>';
      const res = await upload('tigerbay', 'logo', Buffer.from(svg));
      const answer = await valueOf<BrandAssetAnswer>(res);
      expect((answer.brand.brand.theme as { logo: string }).logo).toBe(answer.name);
      const served = await gw.app.inject({ method: 'GET', url: `/brands/tigerbay/${answer.name}` });
      expect(served.body).toContain('<rect');
      expect(served.body).not.toMatch(/script|onload|alert/);
    });

    it('an SVG with nothing left to draw, or a file that is no image, is refused', async () => {
      const res = await upload('tigerbay', 'logo', Buffer.from('<html><script>alert(1)</script></html>'));
      expect(res.statusCode).toBe(415);
      expect(res.json<Envelope<unknown>>().code).toBe('ASSET_TYPE');
    });

    it('a PNG is re-encoded; a 6 MB upload is refused with ASSET_TOO_LARGE and nothing stored', async () => {
      const png = await valueOf<BrandAssetAnswer>(await upload('tigerbay', 'favicon', pngImage(32, 32), 'image/png'));
      expect(png.contentType).toBe('image/png');
      const count = async () => Number((await withBrandTables(gw.database.db).selectFrom('merchant_assets').select((eb) => eb.fn.countAll().as('n')).where('merchant', '=', 'tigerbay').executeTakeFirstOrThrow()).n);
      const before = await count();
      const big = await upload('tigerbay', 'logo', new Uint8Array(6 * 1024 * 1024).fill(60), 'image/svg+xml');
      expect(big.statusCode).toBe(413);
      expect(big.json<Envelope<unknown>>().code).toBe('ASSET_TOO_LARGE');
      expect(await count()).toBe(before);
    });
  });

  it('a staff member of one merchant cannot onboard, and sees only their merchants', async () => {
    const op = await signInStaff(gw.app, await addStaff(gw, [{ role: 'operator', merchant: 'aurora' }]));
    const res = await call('POST', consolePaths.merchants, { code: 'sneaky', brand: template('sneaky') }, op);
    expect(res.statusCode).toBe(403);
    const list = await valueOf<MerchantListAnswer>(await call('GET', consolePaths.merchantDirectory, undefined, op));
    expect(list.merchants.map((m) => m.code)).toEqual(['aurora']);
  });

  it('downloads a published merchant as a tar of its folder that the brand check accepts; a merchant never published has none', async () => {
    await valueOf<MerchantBrandAnswer>(await call('POST', consolePaths.merchants, { code: 'tarbet', brand: template('tarbet', ['tarbet.example']) }));
    const exportOf = (m: string) => gw.app.inject({ method: 'GET', url: brandPath(consolePaths.merchantBrandExport, m), headers: { cookie: owner.cookie } });
    const unpublished = await exportOf('tarbet');
    expect(unpublished.statusCode).toBe(409);
    expect(unpublished.json<Envelope<unknown>>().code).toBe('BRAND_CONFIG_ERROR');
    expect((await exportOf('nosuchmerchant')).statusCode).toBe(404);

    await valueOf<MerchantBrandAnswer>(await call('POST', brandPath(consolePaths.merchantBrandPublish, 'tarbet')));
    const res = await exportOf('tarbet');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/x-tar');
    expect(res.headers['content-disposition']).toBe('attachment; filename="tarbet.tar"');
    const dir = await mkdtemp(path.join(os.tmpdir(), 'portico-tar-'));
    try {
      const names = await untar(res.rawPayload, dir);
      expect(names).toEqual(expect.arrayContaining(['tarbet/brand.json', 'tarbet/modules.json', 'tarbet/register-rules.json']));
      const entry = await loadBrandFolder(path.join(dir, 'tarbet'));
      expect(entry.ok ? [] : entry.problems).toEqual([]);
      expect(entry.ok && entry.brand.name).toBe('New tarbet');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
