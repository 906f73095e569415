/**
 * Kysely shape of the console's brand tables (migration 046, docs/decisions/045): the draft and
 * the published brand document per merchant, and the images uploaded for them.
 */
import type { ColumnType, Kysely } from 'kysely';
import type { Database } from '../database';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** jsonb: read as the parsed value, written as JSON text. */
type Json = ColumnType<Record<string, unknown> | null, string | null | undefined, string | null>;

export interface MerchantBrandsTable {
  merchant: string;
  draft: Json;
  draft_updated_at: NullableTimestamp;
  draft_by: ColumnType<string | null, string | null | undefined, string | null>;
  published: Json;
  version: ColumnType<number, number | undefined, number>;
  published_at: NullableTimestamp;
  published_by: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Timestamp;
}

export interface MerchantAssetsTable {
  merchant: string;
  name: string;
  content_type: 'image/svg+xml' | 'image/png';
  bytes: Uint8Array;
  created_at: Timestamp;
  created_by: string | null;
}

// A type alias, not an interface: Kysely's withTables needs an implicit index signature.
export type BrandTables = {
  merchant_brands: MerchantBrandsTable;
  merchant_assets: MerchantAssetsTable;
};

export type BrandDb = Kysely<Database & BrandTables>;

export function withBrandTables(db: Kysely<Database>): BrandDb {
  return db.withTables<BrandTables>();
}
