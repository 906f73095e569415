/**
 * The per-merchant data the database holds (status, maintenance end, module switches,
 * registration rules), read through a TTL cache so hot startup calls do not queue on the
 * database. Changing a row takes effect once the cached copy expires (configCacheMs).
 */
import { buildModuleTree, flattenModules, type ModuleFlags, type ModuleNode } from '../../../schemas/modules';
import type { SystemStatus } from '../../../schemas/permission';
import type { RegisterRules } from '../../../schemas/register-rules';
import type { Db } from '../../db/database';
import { createMerchantModuleRepository } from '../../db/brand/merchant-module-repository';
import { createMerchantRepository } from '../../db/brand/merchant-repository';
import { createRegisterRuleRepository } from '../../db/identity/register-rule-repository';
import { createTtlCache } from '../ttl-cache';
import { parseRange, type ParsedRange } from './region-ranges';

export interface MerchantConfig {
  status: SystemStatus;
  maintenanceEnd: Date | null;
  /** A scheduled maintenance's start (with status 0), decision 046. */
  maintenanceStart: Date | null;
  /** Language -> the maintenance page's message. */
  maintenanceMessage: Record<string, string>;
  /** The region restriction (decision 046): countries refused, and IP ranges parsed once per load. */
  regionCountries: ReadonlySet<string>;
  regionRanges: ParsedRange[];
  /** Module tree as stored (§6), and its flattened flags (on only when every ancestor is on). */
  tree: ModuleNode[];
  flags: ModuleFlags;
  registerRules: RegisterRules;
}

export interface MerchantConfigSource {
  get(merchant: string): Promise<MerchantConfig>;
  invalidate(merchant?: string): void;
}

export function createMerchantConfigSource(db: Db, ttlMs: number): MerchantConfigSource {
  const merchants = createMerchantRepository(db);
  const modules = createMerchantModuleRepository(db);
  const rules = createRegisterRuleRepository(db);

  async function load(code: string): Promise<MerchantConfig> {
    const [row, switches, registerRules] = await Promise.all([
      merchants.find(code),
      modules.list(code),
      rules.list(code),
    ]);
    const tree = buildModuleTree(switches);
    return {
      // A merchant without a row (brand added, seed not yet run) is served as normal.
      status: row?.status ?? 0,
      maintenanceEnd: row?.maintenanceEnd ?? null,
      maintenanceStart: row?.maintenanceStart ?? null,
      maintenanceMessage: row?.maintenanceMessage ?? {},
      regionCountries: new Set(row?.regionCountries ?? []),
      regionRanges: (row?.regionRanges ?? []).map(parseRange).filter((r): r is ParsedRange => r !== null),
      tree,
      flags: flattenModules(tree),
      registerRules,
    };
  }

  return createTtlCache(load, ttlMs);
}
