/**
 * Kysely shapes of the identity tables (migration 004-identity.sql). Like content-tables.ts they
 * extend the core Database through `withIdentityTables(db)`, so database.ts stays the core's.
 * uuid reads as a string and timestamptz as a Date on PGlite and node-postgres alike; no int8.
 */
import type { ColumnType, Kysely } from 'kysely';
import type { Database } from '../database';

type Defaulted<T> = ColumnType<T, T | undefined, T>;
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Generated<T> = ColumnType<T, T | undefined, never>;

export type MemberType = 0 | 1 | 2 | 4 | 41 | 42;
export type SessionMethod = 'password' | 'sms' | 'remember' | 'freeplay' | 'social';
export type CodePurpose = 'login' | 'login-verify' | 'reset-password' | 'register' | 'bind-contact';
export type Channel = 'sms' | 'email';
export type VerifyMethod = 'totp' | 'sms' | 'email';
export type LoginType = 'username' | 'sms';

export interface MembersTable {
  id: Generated<string>;
  merchant: string;
  account: string;
  account_key: string;
  nickname: string | null;
  type: Defaulted<MemberType>;
  password_hash: string | null;
  password_changed_at: Timestamp;
  must_change_password: Defaulted<boolean>;
  email: string | null;
  mobile_dialing_code: string | null;
  mobile: string | null;
  payee_name: string | null;
  currency: Defaulted<string>;
  vip_level: Defaulted<number>;
  totp_secret: string | null;
  totp_enabled: Defaulted<boolean>;
  totp_last_step: number | null;
  parent_id: string | null;
  disabled: Defaulted<boolean>;
  created_at: Timestamp;
  first_login_at: NullableTimestamp;
}

export interface SessionsTable {
  token_hash: string;
  member_id: string;
  merchant: string;
  trial: Defaulted<boolean>;
  method: SessionMethod;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  idle_expires_at: Timestamp;
  absolute_expires_at: Timestamp;
  revoked_at: NullableTimestamp;
  revoke_reason: string | null;
  ip: string;
  user_agent: string | null;
}

export interface LoginChallengesTable {
  token_hash: string;
  member_id: string;
  merchant: string;
  kind: 'verify' | 'change-password';
  method: VerifyMethod | null;
  login_type: LoginType;
  remember: Defaulted<boolean>;
  ip: string;
  attempts: Defaulted<number>;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
}

/** Password change per account, affiliate codes per IP; login per (account, IP), per IP and per account (032). */
export type ThrottleKind = 'account' | 'ip' | 'login-pair' | 'login-ip' | 'login-account';

export interface LoginThrottlesTable {
  merchant: string;
  subject_kind: ThrottleKind;
  subject: string;
  consecutive: Defaulted<number>;
  window_start: Timestamp;
  window_failures: Defaulted<number>;
  /** Failures of the window before window_start (migration 032: the sliding window's other half). */
  previous_failures: Defaulted<number>;
  updated_at: Timestamp;
}

export interface VerificationCodesTable {
  id: Generated<string>;
  merchant: string;
  purpose: CodePurpose;
  channel: Channel;
  target: string;
  code_hash: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  attempts: Defaulted<number>;
  used_at: NullableTimestamp;
}

export interface OutboxTable {
  id: Generated<string>;
  merchant: string;
  channel: Channel;
  target: string;
  subject: string | null;
  body: string;
  created_at: Timestamp;
}

export interface CaptchaChallengesTable {
  id: Generated<string>;
  merchant: string;
  answer_hash: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
}

export interface KnownIpsTable {
  member_id: string;
  ip: string;
  first_seen_at: Timestamp;
  last_seen_at: Timestamp;
}

export interface TotpRecoveryCodesTable {
  member_id: string;
  code_hash: string;
  created_at: Timestamp;
  used_at: NullableTimestamp;
}

export interface RememberTokensTable {
  token_hash: string;
  member_id: string;
  merchant: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: NullableTimestamp;
}

export interface PasswordResetTokensTable {
  token_hash: string;
  member_id: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
}

export interface LoginHistoryTable {
  id: Generated<string>;
  member_id: string;
  merchant: string;
  method: string;
  outcome: string;
  ip: string;
  user_agent: string | null;
  created_at: Timestamp;
}

export interface SealedNoncesTable {
  nonce: string;
  expires_at: Timestamp;
}

export interface GatewayKeysTable {
  name: string;
  pem: string;
  created_at: Timestamp;
}

// A type alias, not an interface: Kysely's withTables needs an implicit index signature.
export type IdentityTables = {
  members: MembersTable;
  sessions: SessionsTable;
  login_challenges: LoginChallengesTable;
  login_throttles: LoginThrottlesTable;
  verification_codes: VerificationCodesTable;
  outbox: OutboxTable;
  captcha_challenges: CaptchaChallengesTable;
  known_ips: KnownIpsTable;
  totp_recovery_codes: TotpRecoveryCodesTable;
  remember_tokens: RememberTokensTable;
  password_reset_tokens: PasswordResetTokensTable;
  login_history: LoginHistoryTable;
  sealed_nonces: SealedNoncesTable;
  gateway_keys: GatewayKeysTable;
};

export type IdentityDb = Kysely<Database & IdentityTables>;

/** Views a core handle (or a transaction) with the identity tables typed. */
export function withIdentityTables(db: Kysely<Database>): IdentityDb {
  return db.withTables<IdentityTables>();
}
