/**
 * The live brand preview (issue 18, docs/decisions/055), on both databases: the console opens a
 * preview of a merchant's draft; its host serves the draft (in the chosen palette) to the one
 * browser that traded the ticket, for that staff member's session and that draft only; nothing
 * can be written through it, and no secret of it is readable in the database.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../../schemas/api-paths';
import { brandTemplate } from '../../../schemas/merchant-template';
import { consolePaths, type BrandPreviewAnswer, type MerchantBrandAnswer } from '../../../schemas/console';
import type { Envelope } from '../../../schemas/envelope';
import { describeEachDatabase } from '../../test-support/databases';
import { addStaff, consoleCall, demoOwner, signInStaff, valueOf, type ConsoleSession } from '../../test-support/console-kit';
import { createTestGateway, type TestGateway } from '../../test-support/test-gateway';

const brandPath = (path: string, m: string) => path.replace(':merchant', m);
const template = (code: string, name: string, domains = [`${code}.example`]) => brandTemplate({ code, name, domains }, { logo: 'logo.svg', favicon: 'favicon.svg' }) as unknown as Record<string, unknown>;

interface Frame {
  host: string;
  ticketPath: string;
  answer: BrandPreviewAnswer;
}

describeEachDatabase('console live brand preview', (database) => {
  let gw: TestGateway;
  let owner: ConsoleSession;
  beforeAll(async () => {
    gw = await createTestGateway({ database: database() });
    owner = await signInStaff(gw.app, await demoOwner(gw.app));
  });
  afterAll(() => gw.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown, s: ConsoleSession = owner) => consoleCall(gw.app, s, { method, url, body });
  const open = async (merchant: string, palette: 'light' | 'dark', s: ConsoleSession = owner): Promise<Frame> => {
    const answer = await valueOf<BrandPreviewAnswer>(await call('POST', brandPath(consolePaths.merchantBrandPreview, merchant), { palette }, s));
    const url = new URL(answer.url);
    return { host: url.host, ticketPath: url.pathname, answer };
  };
  /** The frame's first request: the ticket traded for the cookie; returns the Cookie header value. */
  const exchange = async (f: Frame): Promise<string> => {
    const res = await gw.app.inject({ method: 'GET', url: f.ticketPath, headers: { host: f.host } });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/');
    const line = String(res.headers['set-cookie']);
    expect(line).toMatch(/^portico_preview=[A-Za-z0-9_-]{43};/);
    for (const attribute of ['HttpOnly', 'Secure', 'SameSite=None', 'Partitioned', 'Path=/']) expect(line).toContain(attribute);
    return line.split(';')[0] ?? '';
  };
  const get = (f: Frame, cookie: string | null, url: string = apiPaths.permission, headers: Record<string, string> = {}) =>
    gw.app.inject({ method: 'GET', url, headers: { host: f.host, ...(cookie ? { cookie } : {}), ...headers } });
  const saveDraft = async (merchant: string, brand: Record<string, unknown>) =>
    valueOf<MerchantBrandAnswer>(await call('PUT', brandPath(consolePaths.merchantBrandDraft, merchant), { brand }));

  it('shows a new merchant\'s unpublished draft in the chosen palette, framed only by the console, while its own domain still serves nothing', async () => {
    await valueOf<MerchantBrandAnswer>(await call('POST', consolePaths.merchants, { code: 'previewbet', brand: template('previewbet', 'Preview Bet') }));
    const frame = await open('previewbet', 'dark');
    expect(frame.host).toMatch(/^[0-9a-f]{32}\.console\.localhost(:\d+)?$/);
    expect(frame.ticketPath).toMatch(/^\/__preview\/[A-Za-z0-9_-]{43}$/);
    expect(Date.parse(frame.answer.expiresAt) - Date.now()).toBeLessThanOrEqual(15 * 60_000);

    // Before the ticket is traded the host shows nothing.
    expect((await get(frame, null)).statusCode).toBe(403);
    const cookie = await exchange(frame);
    const res = await get(frame, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Preview Bet');
    expect(res.body).toContain('"defaultMode":"dark"');
    expect(res.headers['x-frame-options']).toBeUndefined();
    expect(String(res.headers['content-security-policy'])).toContain('frame-ancestors http://localhost');
    // Whatever merchant a call names, the preview answers as its own.
    expect((await get(frame, cookie, apiPaths.permission, { merchant: 'aurora' })).body).toContain('Preview Bet');
    // The merchant's own domain serves nothing until it is published.
    expect((await gw.app.inject({ method: 'GET', url: apiPaths.whitelabel, headers: { host: 'previewbet.example' } })).statusCode).toBe(404);
    // A merchant's ordinary host keeps refusing to be framed.
    expect((await gw.app.inject({ method: 'GET', url: apiPaths.permission, headers: { host: 'aurora.localhost' } })).headers['x-frame-options']).toBe('DENY');

    const light = await open('previewbet', 'light');
    expect((await get(light, await exchange(light))).body).toContain('"defaultMode":"light"');
  });

  it('the ticket works once; another browser (no cookie, a wrong cookie) gets nothing', async () => {
    const frame = await open('aurora', 'light');
    const cookie = await exchange(frame);
    const again = await gw.app.inject({ method: 'GET', url: frame.ticketPath, headers: { host: frame.host } });
    expect(again.statusCode).toBe(410);
    expect(again.headers['content-type']).toContain('text/html');
    expect((await get(frame, null)).statusCode).toBe(403);
    expect((await get(frame, `portico_preview=${'A'.repeat(43)}`)).json<Envelope<unknown>>().code).toBe('PREVIEW_ENDED');
    expect((await get(frame, cookie)).statusCode).toBe(200);
    // An unknown host label under the preview domain is no merchant either.
    expect((await gw.app.inject({ method: 'GET', url: apiPaths.permission, headers: { host: `${'0'.repeat(32)}.console.localhost`, cookie } })).statusCode).toBe(410);
  });

  it('writes nothing: a login or any other write through the preview is refused', async () => {
    const frame = await open('aurora', 'light');
    const cookie = await exchange(frame);
    const res = await gw.app.inject({ method: 'POST', url: apiPaths.login, headers: { host: frame.host, cookie }, payload: { username: 'demo01', password: 'x' } });
    expect(res.statusCode).toBe(403);
    expect(res.json<Envelope<unknown>>().code).toBe('PREVIEW_READ_ONLY');
  });

  it('works only for the draft it was opened on: a saved change ends it, a new preview shows the change', async () => {
    const before = await valueOf<MerchantBrandAnswer>(await call('GET', brandPath(consolePaths.merchantBrand, 'tigerbay')));
    const frame = await open('tigerbay', 'light');
    const cookie = await exchange(frame);
    expect((await get(frame, cookie)).statusCode).toBe(200);
    await saveDraft('tigerbay', { ...before.brand, name: 'Tiger Bay Renamed' });
    const stale = await get(frame, cookie);
    expect(stale.statusCode).toBe(409);
    expect(stale.json<Envelope<unknown>>().code).toBe('PREVIEW_STALE');
    const fresh = await open('tigerbay', 'light');
    expect((await get(fresh, await exchange(fresh))).body).toContain('Tiger Bay Renamed');
    // Players of the published brand see nothing of the draft.
    expect((await gw.app.inject({ method: 'GET', url: apiPaths.permission, headers: { host: 'tigerbay.localhost' } })).body).not.toContain('Tiger Bay Renamed');
  });

  it('works only for that staff member: another merchant\'s staff cannot open one; signing out ends it', async () => {
    const other = await signInStaff(gw.app, await addStaff(gw, [{ role: 'product', merchant: 'tigerbay' }]));
    const refused = await call('POST', brandPath(consolePaths.merchantBrandPreview, 'aurora'), { palette: 'light' }, other);
    expect(refused.statusCode).toBe(403);
    expect(refused.json<Envelope<unknown>>().code).toBe('FORBIDDEN');
    const noSession = await consoleCall(gw.app, null, { method: 'POST', url: brandPath(consolePaths.merchantBrandPreview, 'aurora'), body: { palette: 'light' } });
    expect(noSession.statusCode).toBe(401);

    const mine = await open('tigerbay', 'dark', other);
    const cookie = await exchange(mine);
    expect((await get(mine, cookie)).statusCode).toBe(200);
    expect((await call('DELETE', consolePaths.session, undefined, other)).statusCode).toBe(200);
    const after = await get(mine, cookie);
    expect(after.statusCode).toBe(403);
    expect(after.json<Envelope<unknown>>().code).toBe('PREVIEW_ENDED');
  });

  it('bad input is refused: an unknown palette or field, an unknown merchant', async () => {
    const bad = await call('POST', brandPath(consolePaths.merchantBrandPreview, 'aurora'), { palette: 'sepia' });
    expect(bad.statusCode).toBe(400);
    const extra = await call('POST', brandPath(consolePaths.merchantBrandPreview, 'aurora'), { palette: 'light', merchant: 'tigerbay' });
    expect(extra.statusCode).toBe(400);
    const unknown = await call('POST', brandPath(consolePaths.merchantBrandPreview, 'nosuchmerchant'), { palette: 'light' });
    expect([403, 404]).toContain(unknown.statusCode);
  });

  it('keeps no secret readable at rest: the host label, ticket and key are stored as SHA-256 only', async () => {
    const frame = await open('aurora', 'light');
    const cookie = await exchange(frame);
    const label = frame.host.split('.')[0] ?? '';
    const ticket = frame.ticketPath.split('/').pop() ?? '';
    const key = cookie.split('=')[1] ?? '';
    const dump = JSON.stringify((await sql`select * from brand_previews`.execute(gw.database.db)).rows);
    for (const secret of [label, ticket, key]) {
      expect(secret.length).toBeGreaterThan(20);
      expect(dump).not.toContain(secret);
    }
  });
});

describe('console live brand preview without a preview domain', () => {
  let gw: TestGateway;
  beforeAll(async () => {
    gw = await createTestGateway({ console: { previewDomain: null } });
  });
  afterAll(() => gw.close());

  it('answers 503 PREVIEW_UNAVAILABLE, and a preview-looking host is just an unknown host', async () => {
    const owner = await signInStaff(gw.app, await demoOwner(gw.app));
    const res = await consoleCall(gw.app, owner, { method: 'POST', url: brandPath(consolePaths.merchantBrandPreview, 'aurora'), body: { palette: 'light' } });
    expect(res.statusCode).toBe(503);
    expect(res.json<Envelope<unknown>>().code).toBe('PREVIEW_UNAVAILABLE');
    const host = await gw.app.inject({ method: 'GET', url: apiPaths.permission, headers: { host: `${'a'.repeat(32)}.console.localhost` } });
    expect(host.headers['x-frame-options']).toBe('DENY');
  });
});
