/**
 * Kysely shapes of the catalogue and content tables (migrations 002-game-vendors.sql and
 * 003-content.sql). They extend the core Database through `withContentTables(db)`, so the
 * core database.ts stays the core's. Column types read the same on PGlite and node-postgres:
 * jsonb reads as an object and is written as JSON text; bytea reads as a Uint8Array (a Buffer
 * on node-postgres); timestamptz reads as a Date.
 */
import type { ColumnType, Kysely } from 'kysely';
import type { GameCategory } from '../../../schemas/brand';
import type { Database } from '../database';

type Defaulted<T> = ColumnType<T, T | undefined, T>;
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** Text per language code, e.g. { "EN": "Welcome", "CN": "欢迎" }. */
export type Texts = Record<string, string>;
/** A jsonb Texts column: an object when read, JSON text when written. */
type TextsColumn = ColumnType<Texts, string, string>;

export type RowPlatform = 'ALL' | 'W' | 'M';

export interface VendorsTable {
  merchant: string;
  node_id: string;
  vassalage: string;
  game_type: GameCategory;
  display_name: string;
  sort: Defaulted<number>;
  maintenance: Defaulted<boolean>;
  enabled: Defaulted<boolean>;
  icon_path: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface MediaTable {
  sha256: string;
  content_type: string;
  width: number;
  height: number;
  body: Uint8Array;
  created_at: Timestamp;
}

export interface BannersTable {
  merchant: string;
  slug: string;
  group_name: string;
  title: TextsColumn;
  image_path: string;
  image_width: number;
  image_height: number;
  linkage_type: Defaulted<'NONE' | 'URL' | 'ROUTE' | 'GAME'>;
  link_target: string | null;
  platform: Defaulted<RowPlatform>;
  sort: Defaulted<number>;
  start_at: Timestamp;
  end_at: NullableTimestamp;
  enabled: Defaulted<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface AnnouncementsTable {
  merchant: string;
  slug: string;
  type: 'PL' | 'PU' | 'PR' | 'H';
  execution: 'A' | 'B' | 'F' | null;
  promotion_type: string | null;
  platform: Defaulted<RowPlatform>;
  title: TextsColumn;
  content: TextsColumn;
  sort: Defaulted<number>;
  start_at: Timestamp;
  end_at: NullableTimestamp;
  enabled: Defaulted<boolean>;
  /** 'all' (the public list) or 'agents' (the agent centre only; migration 039, decision 034). */
  audience: Defaulted<'all' | 'agents'>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface HelpCategoriesTable {
  merchant: string;
  slug: string;
  title: TextsColumn;
  sort: Defaulted<number>;
  enabled: Defaulted<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface HelpArticlesTable {
  merchant: string;
  slug: string;
  category: string;
  title: TextsColumn;
  content: TextsColumn;
  sort: Defaulted<number>;
  enabled: Defaulted<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ContentPagesTable {
  merchant: string;
  page: string;
  title: TextsColumn;
  enabled: Defaulted<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ContentSectionsTable {
  merchant: string;
  page: string;
  key: string;
  title: TextsColumn;
  content: TextsColumn;
  sort: Defaulted<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ContentSeedsTable {
  merchant: string;
  topic: string;
  version: number;
  seeded_at: Timestamp;
}

// A type alias, not an interface: Kysely's withTables needs an implicit index signature.
export type ContentTables = {
  vendors: VendorsTable;
  media: MediaTable;
  banners: BannersTable;
  announcements: AnnouncementsTable;
  help_categories: HelpCategoriesTable;
  help_articles: HelpArticlesTable;
  content_pages: ContentPagesTable;
  content_sections: ContentSectionsTable;
  content_seeds: ContentSeedsTable;
};

/** The core database plus the catalogue and content tables. */
export type ContentDb = Kysely<Database & ContentTables>;

/** Views a core handle (or a transaction) with the content tables typed. */
export function withContentTables(db: Kysely<Database>): ContentDb {
  return db.withTables<ContentTables>();
}

/** Writes a Texts object into a jsonb column. */
export function textsJson(texts: Texts): string {
  return JSON.stringify(texts);
}

/** Number of rows an INSERT … ON CONFLICT DO NOTHING inserted. */
export function insertedCount(result: { numInsertedOrUpdatedRows?: bigint } | undefined): number {
  return Number(result?.numInsertedOrUpdatedRows ?? 0n);
}
