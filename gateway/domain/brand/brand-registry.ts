/**
 * The brands this gateway instance serves, as loaded at start: lookup by merchant code, the
 * domain table and the loopback fallback. A broken folder stays listed (its merchant answers
 * BRAND_CONFIG_ERROR) but contributes no domains, since its brand file could not be read.
 */
import type { BrandEntry, BrokenBrand, LoadedBrand } from './brand-files';
import { buildDomainTable, type MerchantDirectory } from './merchant-resolver';

export interface BrandRegistry extends MerchantDirectory {
  entries: readonly BrandEntry[];
  loaded: readonly LoadedBrand[];
  broken: readonly BrokenBrand[];
  get(code: string): BrandEntry | undefined;
}

export function createBrandRegistry(entries: readonly BrandEntry[]): BrandRegistry {
  const sorted = [...entries].sort((a, b) =>
    a.merchant < b.merchant ? -1 : a.merchant > b.merchant ? 1 : 0,
  );
  const byCode = new Map<string, BrandEntry>();
  for (const e of sorted) if (!byCode.has(e.merchant)) byCode.set(e.merchant, e);
  const unique = [...byCode.values()];
  const loaded = unique.filter((e): e is LoadedBrand => e.ok);
  const broken = unique.filter((e): e is BrokenBrand => !e.ok);
  const domains = buildDomainTable(loaded.map((b) => ({ merchant: b.merchant, domains: b.brand.domains })));
  return {
    entries: unique,
    loaded,
    broken,
    domains,
    fallback: loaded[0]?.merchant ?? null,
    has: (code) => byCode.has(code),
    get: (code) => byCode.get(code),
  };
}
