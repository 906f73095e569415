/**
 * The brands a gateway instance serves, kept current without a restart (docs/decisions/045):
 * the brand folders read at start are the seed, and a brand published from the console (table
 * merchant_brands) wins over its folder, or adds a merchant that has no folder at all.
 *
 * Lookups stay synchronous (the merchant gate runs for every request without a promise): the
 * registry is a snapshot that `refresh` replaces. `refresh()` asks the database which published
 * versions exist at most once per `ttlMs` (the config cache time, 1 s: decision 040), one small
 * query however many requests arrive, and loads only the brands whose version changed. The
 * publishing instance calls `refresh(true)` right after its commit.
 */
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Brand } from '../../../schemas/brand';
import type { Db } from '../../db/database';
import { withBrandTables } from '../../db/brand/merchant-brand-tables';
import type { BrandEntry, LoadedBrand } from './brand-files';
import { createBrandRegistry, type BrandRegistry } from './brand-registry';

export interface LiveBrandRegistry extends BrandRegistry {
  /** Re-reads published brands when the snapshot is older than the cache time (or always, with force). */
  refresh(force?: boolean): Promise<void>;
  /** Whether the next request should wait for refresh() (the snapshot is older than the cache time). */
  isStale(): boolean;
  /** Where a merchant's served brand comes from. */
  sourceOf(code: string): 'folder' | 'console' | 'none';
}

/** The published brands of the database, merchant -> version (only those with a publish). */
async function publishedVersions(db: Db): Promise<Map<string, number>> {
  const rows = await withBrandTables(db)
    .selectFrom('merchant_brands')
    .select(['merchant', 'version'])
    .where('published', 'is not', null)
    .execute();
  return new Map(rows.map((r) => [r.merchant, r.version]));
}

async function publishedBrands(db: Db, codes: readonly string[]): Promise<Map<string, { version: number; brand: Brand }>> {
  if (codes.length === 0) return new Map();
  const rows = await withBrandTables(db)
    .selectFrom('merchant_brands')
    .select(['merchant', 'version', 'published'])
    .where('merchant', 'in', [...codes])
    .where('published', 'is not', null)
    .execute();
  // Published only after the brand checker accepted it (domain/console/brand-publish.ts).
  return new Map(rows.map((r) => [r.merchant, { version: r.version, brand: r.published as unknown as Brand }]));
}

/** Folder entries with the published brands laid over them (a published brand replaces its folder's). */
export function overlay(folders: readonly BrandEntry[], published: ReadonlyMap<string, Brand>, brandsDir: string): BrandEntry[] {
  const byCode = new Map(folders.map((e) => [e.merchant, e]));
  const out: BrandEntry[] = folders.map((e) => {
    const brand = published.get(e.merchant);
    if (brand === undefined) return e;
    const seed = e.ok ? { modules: e.modules, registerRules: e.registerRules } : { modules: {}, registerRules: {} };
    return { ok: true, merchant: e.merchant, dir: e.dir, brand, ...seed } satisfies LoadedBrand;
  });
  for (const [merchant, brand] of published) {
    if (!byCode.has(merchant)) out.push({ ok: true, merchant, dir: path.join(brandsDir, merchant), brand, modules: {}, registerRules: {} });
  }
  return out;
}

/** The published brands now in the database (used at start, before domain claims are settled). */
export async function readPublishedBrands(db: Db): Promise<Map<string, Brand>> {
  const versions = await publishedVersions(db);
  const loaded = await publishedBrands(db, [...versions.keys()]);
  return new Map([...loaded].map(([m, v]) => [m, v.brand]));
}

export function createLiveBrandRegistry(options: {
  db: Db;
  folders: readonly BrandEntry[];
  brandsDir: string;
  ttlMs: number;
  log: FastifyBaseLogger;
  now?: () => number;
}): LiveBrandRegistry {
  const { db, folders, brandsDir, ttlMs, log } = options;
  const now = options.now ?? Date.now;
  const folderCodes = new Set(folders.filter((e) => e.ok).map((e) => e.merchant));
  let versions = new Map<string, number>();
  let brands = new Map<string, Brand>();
  let current = createBrandRegistry(folders);
  let checkedAt = Number.NEGATIVE_INFINITY;
  let running: Promise<void> | null = null;
  let failing = false;

  async function reload(): Promise<void> {
    const next = await publishedVersions(db);
    const changed = [...next].filter(([m, v]) => versions.get(m) !== v).map(([m]) => m);
    const gone = [...versions.keys()].some((m) => !next.has(m));
    if (changed.length > 0 || gone) {
      const loaded = await publishedBrands(db, changed);
      const merged = new Map([...brands].filter(([m]) => next.has(m) && !changed.includes(m)));
      for (const [m, v] of loaded) merged.set(m, v.brand);
      brands = merged;
      versions = new Map([...next].filter(([m]) => merged.has(m)).map(([m, v]) => [m, loaded.get(m)?.version ?? v] as const));
      current = createBrandRegistry(overlay(folders, brands, brandsDir));
      log.info({ changed }, 'published brands loaded');
    }
  }

  async function refresh(force = false): Promise<void> {
    if (!force && now() - checkedAt < ttlMs) return;
    if (running) return running;
    checkedAt = now();
    running = reload()
      .then(() => {
        failing = false;
      })
      .catch((err: unknown) => {
        // Keep serving the last snapshot; say so once, not on every request.
        if (!failing) log.error({ err }, 'published brands could not be read; serving the last ones known');
        failing = true;
      })
      .finally(() => {
        running = null;
      });
    return running;
  }

  return {
    get entries() {
      return current.entries;
    },
    get loaded() {
      return current.loaded;
    },
    get broken() {
      return current.broken;
    },
    get domains() {
      return current.domains;
    },
    get fallback() {
      return current.fallback;
    },
    has: (code) => current.has(code),
    get: (code) => current.get(code),
    refresh,
    isStale: () => running !== null || now() - checkedAt >= ttlMs,
    sourceOf: (code) => (brands.has(code) ? 'console' : folderCodes.has(code) ? 'folder' : 'none'),
  };
}
