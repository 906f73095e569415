/**
 * The typed shape of the gateway database (one interface per table, as Kysely reads them).
 * Columns are chosen so PGlite and node-postgres return the same JS types: no int8/numeric
 * here (pg returns those as strings, PGlite as numbers); timestamptz reads as Date on both.
 */
import type { ColumnType, Kysely } from 'kysely';
import type { SystemStatus } from '../../schemas/permission';

/** A column the database fills by default: optional on insert. */
type Defaulted<T> = ColumnType<T, T | undefined, T>;
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface MerchantsTable {
  code: string;
  status: Defaulted<SystemStatus>;
  maintenance_end: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** Migration 048: a scheduled maintenance's start (status 0), the message per language, the region restriction. */
  maintenance_start: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** jsonb: written as JSON text, read parsed. */
  maintenance_message: ColumnType<Record<string, string>, string | undefined, string>;
  region_countries: ColumnType<string[], string | undefined, string>;
  region_ranges: ColumnType<string[], string | undefined, string>;
  updated_at: Timestamp;
}

export interface MerchantModulesTable {
  merchant: string;
  mod_id: string;
  enabled: boolean;
  updated_at: Timestamp;
}

export interface RegisterFieldRulesTable {
  merchant: string;
  field: string;
  enabled: Defaulted<boolean>;
  required: Defaulted<boolean>;
  min_length: number | null;
  max_length: number | null;
  pattern_id: number | null;
  accepted_pattern: string | null;
  updated_at: Timestamp;
}

/** Bookkeeping of the migrator (gateway/db/migrator.ts). */
export interface SchemaMigrationsTable {
  name: string;
  checksum: string;
  applied_at: Timestamp;
}

export interface Database {
  merchants: MerchantsTable;
  merchant_modules: MerchantModulesTable;
  register_field_rules: RegisterFieldRulesTable;
  schema_migrations: SchemaMigrationsTable;
}

export type Db = Kysely<Database>;
