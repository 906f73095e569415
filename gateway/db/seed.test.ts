import { sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { loadBrands, type BrandEntry, type LoadedBrand } from '../domain/brand/brand-files';
import { describeEachDatabase } from '../test-support/databases';
import { must } from '../test-support/fixtures';
import { demoBrandsDir } from '../test-support/test-gateway';
import type { Db } from './database';
import { migrate } from './migrator';
import { seedDemoData } from './seed';

async function snapshot(db: Db): Promise<unknown> {
  const q = (table: string) =>
    sql
      .raw(`select * from ${table} order by 1, 2`)
      .execute(db)
      .then((r) => r.rows);
  return {
    merchants: await q('merchants'),
    modules: await q('merchant_modules'),
    rules: await q('register_field_rules'),
  };
}

describeEachDatabase('demo seed', (database) => {
  let brands: BrandEntry[] = [];
  let loaded: LoadedBrand[] = [];

  beforeAll(async () => {
    await migrate(database().db);
    brands = await loadBrands(demoBrandsDir);
    loaded = brands.filter((b): b is LoadedBrand => b.ok);
  });

  it('inserts every loaded brand, its module switches and rules', async () => {
    const { db } = database();
    const result = await seedDemoData(db, brands);
    expect(result.failed).toEqual([]);
    expect(result.merchants).toBe(loaded.length);
    expect(loaded.length).toBeGreaterThan(0);
    for (const b of loaded) {
      const mods = await db
        .selectFrom('merchant_modules')
        .select(['mod_id', 'enabled'])
        .where('merchant', '=', b.merchant)
        .execute();
      expect(Object.fromEntries(mods.map((m) => [m.mod_id, m.enabled]))).toEqual(b.modules);
      const rules = await db
        .selectFrom('register_field_rules')
        .select('field')
        .where('merchant', '=', b.merchant)
        .execute();
      expect(rules.map((r) => r.field).sort()).toEqual(Object.keys(b.registerRules).sort());
    }
  });

  it('is idempotent: a second run inserts nothing and changes nothing', async () => {
    const { db } = database();
    const before = await snapshot(db);
    const again = await seedDemoData(db, brands);
    expect(again).toEqual({ merchants: 0, modules: 0, rules: 0, failed: [] });
    expect(await snapshot(db)).toEqual(before);
  });

  it("never overwrites an operator's change", async () => {
    const { db } = database();
    const merchant = must(loaded[0]).merchant;
    await db.updateTable('merchants').set({ status: 1 }).where('code', '=', merchant).execute();
    await db
      .updateTable('merchant_modules')
      .set({ enabled: false })
      .where('merchant', '=', merchant)
      .execute();
    await seedDemoData(db, brands);
    const row = await db
      .selectFrom('merchants')
      .select('status')
      .where('code', '=', merchant)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe(1);
    const on = await db
      .selectFrom('merchant_modules')
      .select('mod_id')
      .where('merchant', '=', merchant)
      .where('enabled', '=', true)
      .execute();
    expect(on).toEqual([]);
    await db.updateTable('merchants').set({ status: 0 }).where('code', '=', merchant).execute();
  });

  it('skips broken brands, and one brand the database refuses does not stop the others', async () => {
    const { db } = database();
    const template = must(loaded[0]);
    const refused: LoadedBrand = {
      ...template,
      merchant: 'seed-refused',
      registerRules: {
        username: {
          enabled: true,
          required: true,
          minLength: 9,
          maxLength: 3,
          patternId: null,
          acceptedPattern: null,
        },
      },
    };
    const fine: LoadedBrand = { ...template, merchant: 'seed-fine' };
    const broken: BrandEntry = { ok: false, merchant: 'seed-broken', dir: '/nowhere', problems: [] };
    const result = await seedDemoData(db, [refused, broken, fine]);
    expect(result.failed.map((f) => f.merchant)).toEqual(['seed-refused']);
    const codes = await db
      .selectFrom('merchants')
      .select('code')
      .where('code', 'like', 'seed-%')
      .orderBy('code')
      .execute();
    expect(codes.map((c) => c.code)).toEqual(['seed-fine']);
  });
}, { seeded: false });
