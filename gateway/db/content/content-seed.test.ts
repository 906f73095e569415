import { sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { loadBrands, type BrandEntry, type LoadedBrand } from '../../domain/brand/brand-files';
import { sanitiseHtml } from '../../domain/content/html-sanitiser';
import { describeEachDatabase } from '../../test-support/databases';
import { demoBrandsDir } from '../../test-support/test-gateway';
import { seedContent } from './content-seed';
import { withContentTables } from './content-tables';
import type { Db } from '../database';
import { migrate } from '../migrator';
import { seedDemoData } from '../seed';
import { vendorSeedFor } from './seed-content/vendors';

const contentTables = ['vendors', 'media', 'banners', 'announcements', 'help_categories', 'help_articles', 'content_pages', 'content_sections', 'content_seeds'];

async function snapshot(db: Db): Promise<unknown> {
  const out: Record<string, unknown> = {};
  for (const t of contentTables) out[t] = (await sql.raw(`select * from ${t} order by 1, 2`).execute(db)).rows;
  return out;
}

const zero = { vendors: 0, media: 0, banners: 0, announcements: 0, help: 0, pages: 0, failed: [] };

describeEachDatabase('content seed', (database) => {
  let brands: BrandEntry[] = [];
  let loaded: LoadedBrand[] = [];

  beforeAll(async () => {
    await migrate(database().db);
    brands = await loadBrands(demoBrandsDir);
    loaded = brands.filter((b): b is LoadedBrand => b.ok);
    await seedDemoData(database().db, brands);
    await seedContent(database().db, brands);
  });

  it('gives every brand its vendors, banners, notices, help and pages in each supported language', async () => {
    const db = withContentTables(database().db);
    for (const { merchant, brand } of loaded) {
      const vendors = await db.selectFrom('vendors').select('node_id').where('merchant', '=', merchant).execute();
      expect(vendors.map((v) => v.node_id).sort()).toEqual(vendorSeedFor(brand).map((v) => v.nodeId).sort());
      const langs = [...brand.supportLanguages].sort();
      const texts = [
        ...(await db.selectFrom('banners').select(['title', 'title as content']).where('merchant', '=', merchant).execute()),
        ...(await db.selectFrom('announcements').select(['title', 'content']).where('merchant', '=', merchant).execute()),
        ...(await db.selectFrom('help_articles').select(['title', 'content']).where('merchant', '=', merchant).execute()),
        ...(await db.selectFrom('content_sections').select(['title', 'content']).where('merchant', '=', merchant).execute()),
      ];
      expect(texts.length).toBeGreaterThanOrEqual(36);
      for (const t of texts) {
        expect([merchant, Object.keys(t.title).sort(), Object.keys(t.content).sort()]).toEqual([merchant, langs, langs]);
        for (const html of Object.values(t.content)) {
          expect(html).not.toMatch(/\{[a-zA-Z]+\}/);
          expect(sanitiseHtml(html)).toBe(html);
        }
      }
      const popups = await db.selectFrom('announcements').select('execution').where('merchant', '=', merchant).where('type', '=', 'PU').execute();
      expect(popups.map((p) => p.execution).sort()).toEqual(['A', 'B', 'F']);
    }
  });

  it('stores banner images of at most 15 KB with the size the banner states', async () => {
    const db = withContentTables(database().db);
    const rows = await db
      .selectFrom('banners')
      .innerJoin('media', (j) => j.on(sql`banners.image_path`, '=', sql`'/lgw/media/' || media.sha256 || '.svg'`))
      .select(['banners.slug', 'banners.image_width', 'banners.image_height', 'media.width', 'media.height', 'media.body'])
      .execute();
    expect(rows).toHaveLength(loaded.length * 7);
    for (const r of rows) {
      expect([r.slug, r.width, r.height]).toEqual([r.slug, r.image_width, r.image_height]);
      expect(r.body.length).toBeLessThanOrEqual(15 * 1024);
    }
  });

  it('is idempotent: a second run inserts nothing and changes nothing', async () => {
    const before = await snapshot(database().db);
    expect(await seedContent(database().db, brands)).toEqual(zero);
    expect(await snapshot(database().db)).toEqual(before);
  });

  it("keeps an operator's edits and deletions; a re-opened topic only adds what is missing", async () => {
    const db = withContentTables(database().db);
    const m = (loaded[0] as LoadedBrand).merchant;
    await db.updateTable('banners').set({ title: JSON.stringify({ EN: 'Operator title' }) }).where('merchant', '=', m).where('slug', '=', 'login').execute();
    await db.deleteFrom('announcements').where('merchant', '=', m).where('slug', '=', 'deposit-bonus').execute();
    await db.updateTable('vendors').set({ enabled: false }).where('merchant', '=', m).where('node_id', '=', 'RNG-PG').execute();
    await db.deleteFrom('help_articles').where('merchant', '=', m).where('slug', '=', 'rg-limits').execute();
    expect(await seedContent(database().db, brands)).toEqual(zero);
    const title = await db.selectFrom('banners').select('title').where('merchant', '=', m).where('slug', '=', 'login').executeTakeFirstOrThrow();
    expect(title.title).toEqual({ EN: 'Operator title' });
    expect(await db.selectFrom('announcements').select('slug').where('merchant', '=', m).where('slug', '=', 'deposit-bonus').execute()).toEqual([]);
    const pg = await db.selectFrom('vendors').select('enabled').where('merchant', '=', m).where('node_id', '=', 'RNG-PG').executeTakeFirstOrThrow();
    expect(pg.enabled).toBe(false);

    await db.deleteFrom('content_seeds').where('merchant', '=', m).where('topic', '=', 'help').execute();
    const again = await seedContent(database().db, brands);
    expect(again).toEqual({ ...zero, help: 1 });
    expect(await db.selectFrom('help_articles').select('slug').where('merchant', '=', m).where('slug', '=', 'rg-limits').execute()).toHaveLength(1);
  });

  it('two seeds racing for a new merchant insert each row once', async () => {
    const handle = database();
    const template = loaded[1] as LoadedBrand;
    const racer: LoadedBrand = { ...template, merchant: 'seed-race', brand: { ...template.brand, merchant: 'seed-race' } };
    await handle.db.insertInto('merchants').values({ code: 'seed-race' }).execute();
    const other = handle.connectAgain ? await handle.connectAgain() : null;
    try {
      const [a, b] = await Promise.all([seedContent(handle.db, [racer]), seedContent(other?.db ?? handle.db, [racer])]);
      expect([a.failed, b.failed]).toEqual([[], []]);
      expect(a.vendors + b.vendors).toBe(vendorSeedFor(racer.brand).length);
      expect(a.announcements + b.announcements).toBe(6);
    } finally {
      await other?.close();
    }
  });

  it('a brand whose languages have no text pack gets English under its default language', async () => {
    const template = loaded[0] as LoadedBrand;
    const brand = { ...template.brand, merchant: 'seed-ja', defaultLang: 'JA' as const, supportLanguages: ['JA' as const] };
    await database().db.insertInto('merchants').values({ code: 'seed-ja' }).execute();
    expect((await seedContent(database().db, [{ ...template, merchant: 'seed-ja', brand }])).failed).toEqual([]);
    const rows = await withContentTables(database().db).selectFrom('announcements').select('title').where('merchant', '=', 'seed-ja').execute();
    expect(rows.length).toBe(6);
    expect(rows.every((r) => Object.keys(r.title).join() === 'JA' && /[A-Za-z]/.test(r.title.JA ?? ''))).toBe(true);
  });
}, { seeded: false });
