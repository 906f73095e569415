/**
 * Kysely shapes of the ledger tables (migrations 010-ledger.sql, 011-ledger-projection.sql),
 * viewed through `withLedgerTables(db)`. bigint columns read as strings (node-postgres) or
 * numbers (PGlite): readers convert with Number() (exact below 2^53 minor units).
 */
import type { ColumnType, Kysely } from 'kysely';
import type { Database } from './database';
import type { WalletTables } from './wallet-tables';

type Timestamp = ColumnType<Date, Date | string | undefined, never>;
type Int8 = ColumnType<string | number | bigint, number, never>;

export interface LedgerAccountsTable {
  id: ColumnType<string | number, never, never>;
  code: string;
  kind: 'member' | 'house' | 'provider' | 'promotion';
  merchant: string;
  currency: string;
  member_id: string | null;
  wallet: string | null;
  may_go_negative: boolean;
  balance_minor: ColumnType<string | number | bigint, number | undefined, number>;
  created_at: Timestamp;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface LedgerTransactionsTable {
  id: ColumnType<string, string | undefined, never>;
  idempotency_key: string;
  request_hash: string;
  merchant: string;
  currency: string;
  kind: string;
  member_id: string | null;
  memo: string;
  reference: string | null;
  details: ColumnType<Record<string, unknown> | null, string | null, never>;
  posted_at: Timestamp;
}

export interface LedgerEntriesTable {
  transaction_id: string;
  line: number;
  account_id: ColumnType<string | number, number | string, never>;
  amount_minor: Int8;
  balance_after_minor: Int8;
  posted_at: Timestamp;
}

export type LedgerTables = {
  ledger_accounts: LedgerAccountsTable;
  ledger_transactions: LedgerTransactionsTable;
  ledger_entries: LedgerEntriesTable;
};

export type LedgerDb = Kysely<Database & LedgerTables & WalletTables>;

export function withLedgerTables(db: Kysely<Database>): LedgerDb {
  return db.withTables<LedgerTables & WalletTables>();
}
