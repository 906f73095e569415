/**
 * Registration storage (migration 009): affiliate codes of agents, and the record of how a
 * member registered (method, page, domain, attribution, sealed further fields).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../database';
import { withRegistrationTables } from './registration-tables';

export interface AffiliateCodeRecord {
  code: string;
  memberId: string;
}

export interface NewRegistration {
  memberId: string;
  merchant: string;
  mode: 'register' | 'registerMobile';
  registerUrl: string | null;
  domain: string | null;
  countryDialingCode: string | null;
  affiliateCode: string | null;
  affiliateMemberId: string | null;
  referralCode: string | null;
  profileSealed: string | null;
  paymentPasswordHash: string | null;
  ip: string;
  userAgent: string | null;
}

export interface RegistrationRecord {
  memberId: string;
  mode: 'register' | 'registerMobile';
  registerMethod: 'WEB';
  registerUrl: string | null;
  domain: string | null;
  countryDialingCode: string | null;
  affiliateCode: string | null;
  affiliateMemberId: string | null;
  referralCode: string | null;
  profileSealed: string | null;
}

export interface RegistrationRepository {
  /** A live affiliate code of an agent of this merchant (case-insensitive), or null. */
  findAffiliate(merchant: string, code: string): Promise<AffiliateCodeRecord | null>;
  addAffiliate(merchant: string, code: string, memberId: string): Promise<boolean>;
  record(registration: NewRegistration): Promise<void>;
  find(memberId: string): Promise<RegistrationRecord | null>;
}

export const affiliateKeyOf = (code: string): string => code.trim().toLowerCase();

export function createRegistrationRepository(core: Kysely<Database>): RegistrationRepository {
  const db = withRegistrationTables(core);
  return {
    async findAffiliate(merchant, code) {
      const key = affiliateKeyOf(code);
      if (!/^[a-z0-9_-]{1,64}$/.test(key)) return null;
      const row = await db
        .selectFrom('affiliate_codes')
        .innerJoin('members', 'members.id', 'affiliate_codes.member_id')
        .select(['affiliate_codes.code', 'affiliate_codes.member_id'])
        .where('affiliate_codes.merchant', '=', merchant)
        .where('affiliate_codes.code_key', '=', key)
        .where('affiliate_codes.enabled', '=', true)
        .where('members.disabled', '=', false)
        .executeTakeFirst();
      return row ? { code: row.code, memberId: row.member_id } : null;
    },
    async addAffiliate(merchant, code, memberId) {
      const row = await db
        .insertInto('affiliate_codes')
        .values({ merchant, code, code_key: affiliateKeyOf(code), member_id: memberId })
        .onConflict((oc) => oc.columns(['merchant', 'code_key']).doNothing())
        .returning('code')
        .executeTakeFirst();
      return row !== undefined;
    },
    async record(r) {
      await db
        .insertInto('member_registrations')
        .values({
          member_id: r.memberId,
          merchant: r.merchant,
          register_method: 'WEB',
          mode: r.mode,
          register_url: r.registerUrl,
          domain: r.domain,
          country_dialing_code: r.countryDialingCode,
          affiliate_code: r.affiliateCode,
          affiliate_member_id: r.affiliateMemberId,
          referral_code: r.referralCode,
          profile_sealed: r.profileSealed,
          ip: r.ip.slice(0, 64),
          user_agent: r.userAgent === null ? null : r.userAgent.slice(0, 512),
        })
        .execute();
      if (r.paymentPasswordHash) {
        await db
          .updateTable('members')
          .set({ payment_password_hash: r.paymentPasswordHash })
          .where('id', '=', r.memberId)
          .execute();
      }
    },
    async find(memberId) {
      const row = await db
        .selectFrom('member_registrations')
        .selectAll()
        .where('member_id', '=', memberId)
        .executeTakeFirst();
      if (!row) return null;
      return {
        memberId: row.member_id,
        mode: row.mode,
        registerMethod: row.register_method,
        registerUrl: row.register_url,
        domain: row.domain,
        countryDialingCode: row.country_dialing_code,
        affiliateCode: row.affiliate_code,
        affiliateMemberId: row.affiliate_member_id,
        referralCode: row.referral_code,
        profileSealed: row.profile_sealed,
      };
    },
  };
}
