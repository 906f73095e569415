/**
 * Kysely shapes of the wallet and inbox tables (migrations 005-wallet-balances.sql and
 * 006-member-inbox.sql), viewed through `withWalletTables(db)` like the identity tables.
 * balance_minor is int8: node-postgres reads it as a string, PGlite as a number (or bigint),
 * so readers convert with Number() (exact up to 2^53 minor units).
 */
import type { ColumnType, Kysely } from 'kysely';
import type { Database } from '../database';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export interface WalletBalancesTable {
  member_id: string;
  wallet: ColumnType<string, string | undefined, string>;
  currency: string;
  balance_minor: ColumnType<string | number | bigint, number | undefined, number>;
  updated_at: Timestamp;
}

export interface MemberMessagesTable {
  id: ColumnType<string, string | undefined, never>;
  member_id: string;
  sender: ColumnType<string, string | undefined, string>;
  title: string;
  body: string;
  created_at: Timestamp;
  read_at: NullableTimestamp;
}

// A type alias, not an interface: Kysely's withTables needs an implicit index signature.
export type WalletTables = {
  wallet_balances: WalletBalancesTable;
  member_messages: MemberMessagesTable;
};

export type WalletDb = Kysely<Database & WalletTables>;

export function withWalletTables(db: Kysely<Database>): WalletDb {
  return db.withTables<WalletTables>();
}
