import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { apiPaths } from '../../schemas/api-paths';
import { buildModuleTree, flattenModules } from '../../schemas/modules';
import type { PermissionResponse, SystemStatusResponse } from '../../schemas/permission';
import type { Envelope } from '../../schemas/envelope';
import { loadBrands, type LoadedBrand } from '../domain/brand/brand-files';
import { describeEachDatabase } from '../test-support/databases';
import { breakBrand, copyDemoBrands, must, removeDir } from '../test-support/fixtures';
import { createTestGateway, demoBrandsDir, type TestGateway } from '../test-support/test-gateway';

const demo = (await loadBrands(demoBrandsDir)).filter((b): b is LoadedBrand => b.ok);

async function get<T>(app: FastifyInstance, url: string, merchant: string, ip = '203.0.113.9') {
  const res = await app.inject({ url, headers: { merchant }, remoteAddress: ip });
  return { res, body: res.json<Envelope<T>>() };
}

describeEachDatabase('startup routes', (database) => {
  let gw: TestGateway;
  beforeAll(async () => {
    gw = await createTestGateway({ database: database() });
  });
  afterAll(() => gw.close());

  it('serves the demo brands', () => {
    expect(demo.map((b) => b.merchant)).toEqual(expect.arrayContaining(['aurora', 'oasis', 'tigerbay']));
  });

  it.each(demo.map((b) => [b.merchant, b] as const))(
    'permission for %s: brand, modules, rules, ip',
    async (_m, entry) => {
      const { res, body } = await get<PermissionResponse>(gw.app, apiPaths.permission, entry.merchant);
      expect(res.statusCode).toBe(200);
      expect(body.success).toBe(true);
      const value = must(body.value);
      expect(value.status).toBe(0);
      expect(value.info.merchant).toBe(entry.merchant);
      // Social login settings (issuer, client, secret variable) stay on the server: id and name only.
      const { socialLogin, ...publicBrand } = entry.brand;
      expect(value.info.brand).toEqual(publicBrand);
      expect(value.info.socialLogin).toEqual((socialLogin ?? []).map(({ id, name }) => ({ id, name })));
      expect(value.info.mainDomain).toBe(entry.brand.mainDomain);
      expect(value.info.resources).toEqual(entry.brand.resources);
      expect(value.info.whitelabelVal).toEqual(buildModuleTree(entry.modules));
      expect(value.info.register).toEqual(entry.registerRules);
      expect(value.location).toEqual({ ip: '203.0.113.9', countryCode: null });
      expect(value.maintenance).toBeNull();
      expect(value.regionRestriction).toBeNull();
    },
  );

  it('permission: each visitor gets their own IP in the one rendering, with an exact length, UTF-8', async () => {
    const merchant = demo[0]?.merchant ?? 'aurora';
    const a = await get<PermissionResponse>(gw.app, apiPaths.permission, merchant, '203.0.113.9');
    const b = await get<PermissionResponse>(gw.app, apiPaths.permission, merchant, '2001:db8::7');
    expect(a.body.value?.location).toEqual({ ip: '203.0.113.9', countryCode: null });
    expect(b.body.value?.location).toEqual({ ip: '2001:db8::7', countryCode: null });
    expect({ ...b.body.value, location: null }).toEqual({ ...a.body.value, location: null });
    for (const { res } of [a, b]) {
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    }
  });

  it('whitelabel answers the tree and its flags; register settings the rules', async () => {
    for (const entry of demo) {
      const wl = await get<{ tree: unknown; flags: unknown }>(gw.app, apiPaths.whitelabel, entry.merchant);
      const tree = buildModuleTree(entry.modules);
      expect(wl.body.value).toEqual({ tree, flags: flattenModules(tree) });
      const reg = await get(gw.app, apiPaths.registerSettings, entry.merchant);
      expect(reg.body.value).toEqual(entry.registerRules);
    }
  });

  it('an UPDATE of status changes the answers without restart (maintenance, then region)', async () => {
    const { db } = gw.database;
    const m = must(demo[0]).merchant;
    const end = new Date('2030-01-02T03:04:05.000Z');
    await db
      .updateTable('merchants')
      .set({ status: 1, maintenance_end: end })
      .where('code', '=', m)
      .execute();
    let p = await get<PermissionResponse>(gw.app, apiPaths.permission, m);
    expect(p.body.value).toMatchObject({
      status: 1,
      maintenance: { endTime: end.toISOString(), message: {} },
      regionRestriction: null,
    });
    const s = await get<SystemStatusResponse>(gw.app, apiPaths.systemStatus, m, '198.51.100.7');
    expect(s.body.value).toEqual({ status: 1, maintenanceEndTime: end.toISOString(), ip: '198.51.100.7' });

    await db
      .updateTable('merchants')
      .set({ status: 1, maintenance_end: null })
      .where('code', '=', m)
      .execute();
    p = await get<PermissionResponse>(gw.app, apiPaths.permission, m);
    expect(p.body.value?.maintenance).toEqual({ endTime: null, message: {} });

    await db.updateTable('merchants').set({ status: 2 }).where('code', '=', m).execute();
    p = await get<PermissionResponse>(gw.app, apiPaths.permission, m, '192.0.2.44');
    expect(p.body.value).toMatchObject({
      status: 2,
      maintenance: null,
      regionRestriction: { ip: '192.0.2.44' },
    });

    await db
      .updateTable('merchants')
      .set({ status: 0, maintenance_end: null })
      .where('code', '=', m)
      .execute();
    p = await get<PermissionResponse>(gw.app, apiPaths.permission, m);
    expect(p.body.value?.status).toBe(0);
  });

  it('module switches and rules changed in the database show up', async () => {
    const { db } = gw.database;
    const m = must(demo[0]).merchant;
    await db
      .updateTable('merchant_modules')
      .set({ enabled: false })
      .where('merchant', '=', m)
      .where('mod_id', '=', 'REGISTERGROUP')
      .execute();
    const wl = await get<{ flags: Record<string, boolean> }>(gw.app, apiPaths.whitelabel, m);
    expect(wl.body.value?.flags.REGISTERGROUP).toBe(false);
    expect(wl.body.value?.flags.USERNAMEREG3).toBe(false);
    await db
      .updateTable('merchant_modules')
      .set({ enabled: must(demo[0]).modules.REGISTERGROUP ?? false })
      .where('merchant', '=', m)
      .where('mod_id', '=', 'REGISTERGROUP')
      .execute();
  });

  it('with a cache TTL the old answer holds until it expires', async () => {
    const cached = await createTestGateway({
      database: database(),
      configCacheMs: 60_000,
      migrate: false,
      seed: false,
    });
    try {
      const m = must(demo[1]).merchant;
      expect((await get<PermissionResponse>(cached.app, apiPaths.permission, m)).body.value?.status).toBe(0);
      await cached.database.db.updateTable('merchants').set({ status: 1 }).where('code', '=', m).execute();
      expect((await get<PermissionResponse>(cached.app, apiPaths.permission, m)).body.value?.status).toBe(0);
      cached.app.gateway.merchantConfig.invalidate(m);
      expect((await get<PermissionResponse>(cached.app, apiPaths.permission, m)).body.value?.status).toBe(1);
    } finally {
      await cached.database.db
        .updateTable('merchants')
        .set({ status: 0 })
        .where('code', '=', must(demo[1]).merchant)
        .execute();
      await cached.close();
    }
  });

  it('a broken brand folder answers BRAND_CONFIG_ERROR (503) while the others keep serving', async () => {
    const brandsDir = await copyDemoBrands();
    const [bad, good] = [must(demo[0]).merchant, must(demo[1]).merchant];
    await breakBrand(brandsDir, bad);
    const lines: string[] = [];
    const broken = await createTestGateway({
      database: database(),
      brandsDir,
      logger: { level: 'error', stream: { write: (l) => void lines.push(l) } },
    });
    try {
      for (const url of [
        apiPaths.permission,
        apiPaths.systemStatus,
        apiPaths.whitelabel,
        apiPaths.registerSettings,
      ]) {
        const r = await get(broken.app, url, bad);
        expect(r.res.statusCode).toBe(503);
        expect(r.body).toEqual({
          success: false,
          value: null,
          message: 'error.brand_config',
          code: 'BRAND_CONFIG_ERROR',
        });
      }
      const ok = await get<PermissionResponse>(broken.app, apiPaths.permission, good);
      expect(ok.res.statusCode).toBe(200);
      expect(ok.body.value?.info.merchant).toBe(good);
      expect(lines.join('\n')).toContain(`"merchant":"${bad}"`);
      const health = await broken.app.inject({ url: '/wps/system/health' });
      expect(health.json()).toMatchObject({ success: true, value: { brokenBrands: 1 } });
    } finally {
      await broken.close();
      await removeDir(brandsDir);
    }
  });

  it('starts even when the brands folder cannot be read', async () => {
    const none = await createTestGateway({
      database: database(),
      brandsDir: '/nonexistent/brands',
      migrate: false,
    });
    try {
      expect((await none.app.inject({ url: '/wps/system/health' })).statusCode).toBe(200);
      const r = await get(none.app, apiPaths.permission, 'aurora');
      expect(r.res.statusCode).toBe(404);
      expect(r.body.code).toBe('UNKNOWN_MERCHANT');
    } finally {
      await none.close();
    }
  });
});
