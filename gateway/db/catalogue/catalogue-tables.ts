/**
 * Kysely shapes of the game catalogue tables (migration 008-game-catalogue.sql), viewed through
 * `withCatalogueTables(db)` beside the content tables (vendors come from there).
 * int8 columns read as string (node-postgres) or number (PGlite): readers use Number().
 */
import type { ColumnType, Kysely } from 'kysely';
import type { IsGame, SlotSubcategory } from '../../../schemas/catalogue';
import type { LotteryKind } from '../../../schemas/lottery-modes';
import type { ContentTables, Texts, VendorsTable } from '../content/content-tables';
import type { Database } from '../database';

type Defaulted<T> = ColumnType<T, T | undefined, T>;
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Int8 = ColumnType<string | number | bigint, number | undefined, number>;

export interface GamesTable {
  merchant: string;
  node_id: string;
  vendor_node_id: string;
  game_code: string;
  names: ColumnType<Texts, string, string>;
  icon_path: string | null;
  support_play: Defaulted<number>;
  is_game: Defaulted<IsGame>;
  subcategory: SlotSubcategory | null;
  min_bet_minor: Defaulted<number>;
  lines: Defaulted<number>;
  popularity: Defaulted<number>;
  sort: Defaulted<number>;
  maintenance: Defaulted<boolean>;
  enabled: Defaulted<boolean>;
  /** Migration 036: a lottery game's draw family (§3 lottery type icons). */
  lottery_type: ColumnType<LotteryKind | null, LotteryKind | null | undefined, LotteryKind | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface CatalogueVersionTable {
  id: Defaulted<number>;
  version: Int8;
}

export interface MemberGameTable {
  member_id: string;
  merchant: string;
  node_id: string;
  created_at: Timestamp;
}

export interface RecentGamesTable {
  member_id: string;
  merchant: string;
  node_id: string;
  launched_at: Timestamp;
}

export interface DemoVendorPlaysTable {
  ticket_hash: string;
  play_hash: string | null;
  /** Null for a free demo play (migration 030). */
  member_id: string | null;
  merchant: string;
  node_id: string;
  lang: string;
  /** Free demo without an account (migration 030): play money, no wallet. */
  demo: Defaulted<boolean>;
  play_money_minor: ColumnType<string | number | bigint | null, number | null | undefined, number | null>;
  ticket_expires_at: Timestamp;
  play_expires_at: NullableTimestamp;
  created_at: Timestamp;
}

export interface DemoVendorRoundsTable {
  play_hash: string;
  round_id: string;
  bet_minor: number;
  win_minor: number;
  reels: string;
  balance_minor: Int8;
  created_at: Timestamp;
}

// A type alias, not an interface: Kysely's withTables needs an implicit index signature.
export type CatalogueTables = Omit<ContentTables, 'vendors'> & {
  /** 008 adds is_game to the vendors of 002. */
  vendors: VendorsTable & { is_game: Defaulted<IsGame> };
  games: GamesTable;
  catalogue_version: CatalogueVersionTable;
  favourite_games: MemberGameTable;
  recent_games: RecentGamesTable;
  demo_vendor_plays: DemoVendorPlaysTable;
  demo_vendor_rounds: DemoVendorRoundsTable;
};

export type CatalogueDb = Kysely<Database & CatalogueTables>;

export function withCatalogueTables(db: Kysely<Database>): CatalogueDb {
  return db.withTables<CatalogueTables>();
}
