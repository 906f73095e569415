/**
 * Kysely shapes of the payment tables (migrations 012–014, docs/decisions/023-deposits-withdrawals.md),
 * viewed through `withPaymentTables(db)` like the identity and wallet tables. int8 columns come
 * back as strings (node-postgres) or numbers/bigints (PGlite): readers convert with Number().
 */
import type { ColumnType, Kysely } from 'kysely';
import type { Database } from '../database';
import type { WalletTables } from '../ledger/wallet-tables';
import type { IdentityTables } from '../identity/identity-tables';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Int8 = ColumnType<string | number | bigint, number, number>;
type NullableInt8 = ColumnType<string | number | bigint | null, number | null | undefined, number | null>;
type Generated<T> = ColumnType<T, T | undefined, never>;

export interface MemberBankAccountsTable {
  id: Generated<string>;
  merchant: string;
  member_id: string;
  holder_name: string;
  bank_code: string;
  number_sealed: string;
  number_last4: string;
  number_mac: string;
  created_at: Timestamp;
}

export interface PaymentPasswordFailuresTable {
  id: Generated<string>;
  member_id: string;
  created_at: Timestamp;
}

export type PaymentEventSubject = 'deposit' | 'withdrawal' | 'bank_account' | 'payment_password' | 'contact' | 'profile';
export type PaymentEventActor = 'member' | 'provider' | 'timer' | 'operator' | 'system';

export interface PaymentEventsTable {
  id: Generated<string | number | bigint>;
  merchant: string;
  member_id: string;
  subject: PaymentEventSubject;
  subject_id: string | null;
  event: string;
  actor: PaymentEventActor;
  details: ColumnType<Record<string, unknown>, string | undefined, never>;
  created_at: Timestamp;
}

export interface DepositsTable {
  id: Generated<string>;
  merchant: string;
  member_id: string;
  request_id: string;
  request_hash: string;
  channel_id: string;
  channel_kind: string;
  channel_name: string;
  currency: string;
  amount_minor: Int8;
  status: ColumnType<string, string | undefined, string>;
  due_at: NullableTimestamp;
  created_at: Timestamp;
  credited_at: NullableTimestamp;
  ledger_tx: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface WithdrawalsTable {
  id: Generated<string>;
  merchant: string;
  member_id: string;
  request_id: string;
  request_hash: string;
  bank_account_id: string;
  currency: string;
  amount_minor: Int8;
  status: ColumnType<string, string | undefined, string>;
  due_at: NullableTimestamp;
  created_at: Timestamp;
  disbursed_at: NullableTimestamp;
  confirmed_at: NullableTimestamp;
  received_minor: NullableInt8;
  under_review: ColumnType<boolean, boolean | undefined, boolean>;
  hold_tx: string;
}

export interface MemberImagesTable {
  sha256: string;
  content_type: string;
  body: Uint8Array;
  created_at: Timestamp;
}

export interface WithdrawalProofsTable {
  withdrawal_id: string;
  position: number;
  sha256: string;
  bytes: number;
}

export interface MemberProfilesTable {
  member_id: string;
  avatar_sha256: ColumnType<string | null, string | null | undefined, string | null>;
  fields_sealed: ColumnType<string | null, string | null | undefined, string | null>;
  updated_at: Timestamp;
}

// A type alias, not an interface: Kysely's withTables needs an implicit index signature.
export type PaymentTables = {
  member_bank_accounts: MemberBankAccountsTable;
  payment_password_failures: PaymentPasswordFailuresTable;
  payment_events: PaymentEventsTable;
  deposits: DepositsTable;
  withdrawals: WithdrawalsTable;
  member_images: MemberImagesTable;
  withdrawal_proofs: WithdrawalProofsTable;
  member_profiles: MemberProfilesTable;
};

export type PaymentDb = Kysely<Database & PaymentTables & WalletTables & IdentityTables>;

export function withPaymentTables(db: Kysely<Database>): PaymentDb {
  return db.withTables<PaymentTables & WalletTables & IdentityTables>();
}

/** int8 / bigint columns as numbers (exact below 2^53). */
export function toNumber(value: string | number | bigint): number {
  return Number(value);
}
