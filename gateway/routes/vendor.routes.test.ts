import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { apiPaths } from '../../schemas/api-paths';
import { compileNavigation, dropMenuMaxVendors, lotteryPath } from '../../schemas/compile-navigation';
import type { VendorMenuResponse } from '../../schemas/content';
import type { Envelope } from '../../schemas/envelope';
import { categoryOrder } from '../../schemas/game-categories';
import { withContentTables } from '../db/content/content-tables';
import { loadBrands, type LoadedBrand } from '../domain/brand/brand-files';
import { imageContentSecurityPolicy } from '../http/security-headers';
import { describeEachDatabase } from '../test-support/databases';
import { createTestGateway, demoBrandsDir, type TestGateway } from '../test-support/test-gateway';

const demo = (await loadBrands(demoBrandsDir)).filter((b): b is LoadedBrand => b.ok);
const brandOf = (m: string): LoadedBrand => demo.find((b) => b.merchant === m) ?? (demo[0] as LoadedBrand);

async function menus(app: FastifyInstance, merchant: string, query = '') {
  const res = await app.inject({ url: `${apiPaths.gameMenus}${query}`, headers: { merchant } });
  return { res, body: res.json<Envelope<VendorMenuResponse>>() };
}

const firstLottery = { VN: 'TCG_LOTTO_VN', SEA: 'TCG_SEA', LOTT: 'LOTT', ELOTT: 'ELOTT' } as const;

describeEachDatabase('vendor menus', (database) => {
  let gw: TestGateway;
  beforeAll(async () => {
    gw = await createTestGateway({ database: database() });
  });
  afterAll(() => gw.close());

  it.each(demo.map((b) => [b.merchant, b] as const))('%s: the brand decides e-sports, cockfight, in-house and lottery', async (_m, entry) => {
    const { res, body } = await menus(gw.app, entry.merchant);
    expect(res.statusCode).toBe(200);
    expect(body.success).toBe(true);
    const vendors = body.value?.vendors ?? [];
    const codes = (type: string) => vendors.filter((v) => v.gameType === type).map((v) => v.vassalage);
    const { brand } = entry;
    expect(codes('ESPORTS').sort()).toEqual([...brand.esportGames].sort());
    expect(codes('COCKFIGHT').sort()).toEqual([...brand.cockfightGames].sort());
    expect(codes('INHOUSE').length > 0).toBe(brand.inHouse);
    expect(codes('LOTT')[0]).toBe(firstLottery[brand.lotteryType]);
    expect(codes('RNG').length).toBeGreaterThanOrEqual(20);
    expect(codes('LIVE').length).toBeGreaterThanOrEqual(8);
    for (const v of vendors) {
      expect(v).toEqual({ nodeId: expect.any(String), vassalage: expect.any(String), gameType: v.gameType, displayName: expect.any(String), maintenance: expect.any(Boolean), iconUrl: `/lgw/icons/vendor/${v.vassalage}.svg`, sort: expect.any(Number) });
    }
    const nav = compileNavigation(brand, vendors);
    expect(nav[0]?.key).toBe('HOME');
    expect(nav.find((n) => n.key === 'RNG')?.vendors).toHaveLength(dropMenuMaxVendors);
    expect(nav.find((n) => n.key === 'LOTT')?.target).toEqual({ kind: 'path', path: lotteryPath(firstLottery[brand.lotteryType]) });
    expect(nav.some((n) => n.key === 'COCKFIGHT')).toBe(brand.cockfightGames.length > 0);
  });

  it('orders by navigation category order, then sort; filters by game type', async () => {
    const vendors = (await menus(gw.app, 'aurora')).body.value?.vendors ?? [];
    const ranks = vendors.map((v) => categoryOrder.indexOf(v.gameType));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    const rng = vendors.filter((v) => v.gameType === 'RNG');
    expect(rng.map((v) => v.sort)).toEqual([...rng.map((v) => v.sort)].sort((a, b) => a - b));
    const live = (await menus(gw.app, 'aurora', '?gameType=LIVE')).body.value?.vendors ?? [];
    expect(live.length).toBeGreaterThan(0);
    expect(live.every((v) => v.gameType === 'LIVE')).toBe(true);
    expect(vendors.some((v) => v.maintenance)).toBe(true);
  });

  it('the relay GCSGAME_gameVendor answers the same list for the request merchant only', async () => {
    const relay = await gw.app.inject({ url: `${apiPaths.gameVendors}?merchantCode=tigerbay`, headers: { merchant: 'tigerbay' } });
    expect(relay.statusCode).toBe(200);
    expect(relay.json().value).toEqual((await menus(gw.app, 'tigerbay')).body.value);
    const other = await gw.app.inject({ url: `${apiPaths.gameVendors}?merchantCode=aurora`, headers: { merchant: 'tigerbay' } });
    expect(other.statusCode).toBe(400);
    expect(other.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED', value: [{ path: '/querystring/merchantCode', reason: 'merchant_mismatch' }] });
    const missing = await gw.app.inject({ url: apiPaths.gameVendors, headers: { merchant: 'tigerbay' } });
    expect(missing.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
  });

  it('database rows the brand does not allow stay hidden; disabled vendors too', async () => {
    const db = withContentTables(gw.database.db);
    const extra = { sort: 5, maintenance: false, icon_path: null };
    const rows = [
      { merchant: 'aurora', node_id: 'ESPORTS-TF', vassalage: 'TF', game_type: 'ESPORTS' as const, display_name: 'TF Gaming', ...extra },
      { merchant: 'tigerbay', node_id: 'INHOUSE-X', vassalage: 'X', game_type: 'INHOUSE' as const, display_name: 'X', ...extra },
      { merchant: 'oasis', node_id: 'COCKFIGHT-DS88', vassalage: 'DS88', game_type: 'COCKFIGHT' as const, display_name: 'DS88', ...extra },
    ];
    await db.insertInto('vendors').values(rows).execute();
    await db.updateTable('vendors').set({ enabled: false }).where('merchant', '=', 'aurora').where('node_id', '=', 'RNG-PG').execute();
    try {
      const aurora = (await menus(gw.app, 'aurora')).body.value?.vendors ?? [];
      expect(aurora.map((v) => v.nodeId)).not.toContain('ESPORTS-TF');
      expect(aurora.map((v) => v.nodeId)).not.toContain('RNG-PG');
      expect((await menus(gw.app, 'tigerbay')).body.value?.vendors.some((v) => v.gameType === 'INHOUSE')).toBe(false);
      expect((await menus(gw.app, 'oasis')).body.value?.vendors.some((v) => v.gameType === 'COCKFIGHT')).toBe(false);
    } finally {
      for (const r of rows) await db.deleteFrom('vendors').where('merchant', '=', r.merchant).where('node_id', '=', r.node_id).execute();
      await db.updateTable('vendors').set({ enabled: true }).where('merchant', '=', 'aurora').where('node_id', '=', 'RNG-PG').execute();
    }
  });

  it('with a cache TTL a changed row shows only after it expires', async () => {
    const cached = await createTestGateway({ database: database(), configCacheMs: 60_000, migrate: false, seed: false });
    const db = withContentTables(gw.database.db);
    try {
      const before = (await menus(cached.app, 'oasis')).body.value?.vendors.find((v) => v.nodeId === 'LIVE-EVO');
      await db.updateTable('vendors').set({ display_name: 'Evolution Gaming' }).where('merchant', '=', 'oasis').where('node_id', '=', 'LIVE-EVO').execute();
      expect((await menus(cached.app, 'oasis')).body.value?.vendors.find((v) => v.nodeId === 'LIVE-EVO')).toEqual(before);
      expect((await menus(gw.app, 'oasis')).body.value?.vendors.find((v) => v.nodeId === 'LIVE-EVO')?.displayName).toBe('Evolution Gaming');
    } finally {
      await db.updateTable('vendors').set({ display_name: 'Evolution' }).where('merchant', '=', 'oasis').where('node_id', '=', 'LIVE-EVO').execute();
      await cached.close();
    }
  });

  it('serves every listed icon: small SVG, immutable, sandboxed, no merchant needed', async () => {
    const vendors = (await menus(gw.app, brandOf('tigerbay').merchant)).body.value?.vendors ?? [];
    for (const url of new Set(vendors.map((v) => v.iconUrl))) {
      const res = await gw.app.inject({ url });
      expect([url, res.statusCode]).toEqual([url, 200]);
      expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers['content-security-policy']).toBe(imageContentSecurityPolicy);
      expect(res.rawPayload.length).toBeLessThanOrEqual(2048);
      expect(res.body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
      expect(res.body).not.toMatch(/<script|\son\w+=|href=|url\((?!#)|@import/i);
    }
    const again = await gw.app.inject({ url: '/lgw/icons/vendor/PG.svg' });
    expect(again.body).toBe((await gw.app.inject({ url: '/lgw/icons/vendor/PG.svg' })).body);
    expect((await gw.app.inject({ method: 'HEAD', url: '/lgw/icons/vendor/PG.svg' })).statusCode).toBe(200);
  });

  it('refuses icon names that are not vendor codes, with an envelope and no caching', async () => {
    for (const url of ['/lgw/icons/vendor/pg.svg', '/lgw/icons/vendor/PG.png', '/lgw/icons/vendor/..%2fPG.svg', '/lgw/icons/vendor/' + 'A'.repeat(40) + '.svg']) {
      const res = await gw.app.inject({ url });
      expect([url, res.statusCode]).toEqual([url, 400]);
      expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
      expect(res.headers['cache-control']).toBe('no-store');
    }
    expect((await gw.app.inject({ url: '/lgw/icons/vendor/' })).statusCode).toBeGreaterThanOrEqual(400);
  });
});
