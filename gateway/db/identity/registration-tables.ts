/**
 * Kysely shapes of the registration tables (migration 009-registration.sql), viewed over the
 * core Database like the identity tables (`withRegistrationTables(db)`).
 */
import type { ColumnType, Kysely } from 'kysely';
import type { Database } from '../database';
import type { IdentityTables } from './identity-tables';

type Defaulted<T> = ColumnType<T, T | undefined, T>;
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface AffiliateCodesTable {
  merchant: string;
  code_key: string;
  code: string;
  member_id: string;
  enabled: Defaulted<boolean>;
  created_at: Timestamp;
}

export interface MemberRegistrationsTable {
  member_id: string;
  merchant: string;
  register_method: 'WEB';
  mode: 'register' | 'registerMobile';
  register_url: string | null;
  domain: string | null;
  country_dialing_code: string | null;
  affiliate_code: string | null;
  affiliate_member_id: string | null;
  referral_code: string | null;
  profile_sealed: string | null;
  ip: string;
  user_agent: string | null;
  created_at: Timestamp;
}

/** The members column migration 009 adds. */
export interface MemberPaymentPasswordColumn {
  payment_password_hash: string | null;
}

export type RegistrationTables = IdentityTables & {
  affiliate_codes: AffiliateCodesTable;
  member_registrations: MemberRegistrationsTable;
  members: IdentityTables['members'] & MemberPaymentPasswordColumn;
};

export type RegistrationDb = Kysely<Database & RegistrationTables>;

export function withRegistrationTables(db: Kysely<Database>): RegistrationDb {
  return db.withTables<RegistrationTables>();
}
