/** Merchant rows: system status and maintenance end per merchant (§4 "System status"). */
import type { SystemStatus } from '../../../schemas/permission';
import type { Db } from '../database';

export interface MerchantRecord {
  code: string;
  status: SystemStatus;
  maintenanceEnd: Date | null;
  /** Migration 048: a scheduled maintenance (status 0) from here to maintenanceEnd. */
  maintenanceStart: Date | null;
  /** Language -> the maintenance page's message. */
  maintenanceMessage: Record<string, string>;
  /** The region restriction: ISO 3166-1 alpha-2 countries and CIDR ranges. */
  regionCountries: string[];
  regionRanges: string[];
  updatedAt: Date;
}

export interface MerchantRepository {
  find(code: string): Promise<MerchantRecord | null>;
  setStatus(code: string, status: SystemStatus, maintenanceEnd?: Date | null): Promise<boolean>;
}

export function createMerchantRepository(db: Db): MerchantRepository {
  return {
    async find(code) {
      const row = await db.selectFrom('merchants').selectAll().where('code', '=', code).executeTakeFirst();
      if (!row) return null;
      return {
        code: row.code,
        status: row.status,
        maintenanceEnd: row.maintenance_end,
        maintenanceStart: row.maintenance_start,
        maintenanceMessage: row.maintenance_message,
        regionCountries: row.region_countries,
        regionRanges: row.region_ranges,
        updatedAt: row.updated_at,
      };
    },
    async setStatus(code, status, maintenanceEnd = null) {
      const result = await db
        .updateTable('merchants')
        .set({ status, maintenance_end: maintenanceEnd, updated_at: new Date() })
        .where('code', '=', code)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
  };
}
