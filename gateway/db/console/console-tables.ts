/**
 * Kysely shape of the operator console's tables (migration 043, docs/decisions/040): staff,
 * their grants and sessions, and the append-only, hash-chained audit log.
 */
import type { ColumnType, Kysely } from 'kysely';
import type { StaffRole } from '../../../schemas/console';
import type { Database } from '../database';

type Defaulted<T> = ColumnType<T, T | undefined, T>;
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Json = ColumnType<unknown, string | null, never>;

export interface StaffTable {
  id: Defaulted<string>;
  username: string;
  username_key: string;
  password_hash: string;
  password_changed_at: Timestamp;
  totp_secret: string;
  totp_last_step: ColumnType<number | null, number | null | undefined, number | null>;
  enabled: Defaulted<boolean>;
  created_at: Timestamp;
  created_by: ColumnType<string | null, string | null | undefined, never>;
  disabled_at: NullableTimestamp;
}

export interface StaffGrantsTable {
  staff_id: string;
  role: StaffRole;
  /** null: every merchant. */
  merchant: string | null;
  created_at: Timestamp;
}

export interface StaffSessionsTable {
  token_hash: string;
  staff_id: string;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  idle_expires_at: Timestamp;
  absolute_expires_at: Timestamp;
  revoked_at: NullableTimestamp;
  revoke_reason: ColumnType<string | null, string | null | undefined, string | null>;
  ip: string;
  user_agent: string | null;
}

export interface AuditLogTable {
  seq: number;
  prev_hash: string;
  hash: string;
  at: ColumnType<Date, Date, never>;
  staff_id: string | null;
  staff_name: string;
  role: StaffRole | null;
  merchant: string | null;
  ip: string;
  action: string;
  target: string | null;
  before: Json;
  after: Json;
}

// A type alias, not an interface: Kysely's withTables needs an implicit index signature.
export type ConsoleTables = {
  staff: StaffTable;
  staff_grants: StaffGrantsTable;
  staff_sessions: StaffSessionsTable;
  audit_log: AuditLogTable;
};

export type ConsoleDb = Kysely<Database & ConsoleTables>;

export function withConsoleTables(db: Kysely<Database>): ConsoleDb {
  return db.withTables<ConsoleTables>();
}
