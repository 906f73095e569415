/** Whitelabel module switches per merchant (§6); a missing row counts as off. */
import type { Db } from '../database';

export interface MerchantModuleRepository {
  /** modId -> enabled, for every stored switch of the merchant. */
  list(merchant: string): Promise<Record<string, boolean>>;
  set(merchant: string, modId: string, enabled: boolean): Promise<void>;
}

export function createMerchantModuleRepository(db: Db): MerchantModuleRepository {
  return {
    async list(merchant) {
      const rows = await db
        .selectFrom('merchant_modules')
        .select(['mod_id', 'enabled'])
        .where('merchant', '=', merchant)
        .execute();
      return Object.fromEntries(rows.map((r) => [r.mod_id, r.enabled]));
    },
    async set(merchant, modId, enabled) {
      await db
        .insertInto('merchant_modules')
        .values({ merchant, mod_id: modId, enabled })
        .onConflict((oc) =>
          oc.columns(['merchant', 'mod_id']).doUpdateSet({ enabled, updated_at: new Date() }),
        )
        .execute();
    },
  };
}
