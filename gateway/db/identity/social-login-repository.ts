/**
 * Social login state (migration 007): flows on their way to the provider, provider-subject →
 * member links, and one-time exchange codes. Flows and codes are taken with DELETE … RETURNING,
 * so each is used at most once even when two requests race.
 */
import type { ColumnType, Kysely } from 'kysely';
import type { Database } from '../database';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

interface SocialLoginFlowsTable {
  state_hash: string;
  merchant: string;
  provider: string;
  code_verifier: string;
  nonce: string;
  redirect_uri: string;
  return_to: string;
  created_at: Timestamp;
  expires_at: Timestamp;
}

interface SocialLinksTable {
  merchant: string;
  provider: string;
  subject: string;
  member_id: string;
  created_at: Timestamp;
}

interface SocialExchangeCodesTable {
  code_hash: string;
  merchant: string;
  member_id: string;
  provider: string;
  created_at: Timestamp;
  expires_at: Timestamp;
}

// A type alias, not an interface: Kysely's withTables needs an implicit index signature.
type SocialLoginTables = {
  social_login_flows: SocialLoginFlowsTable;
  social_links: SocialLinksTable;
  social_exchange_codes: SocialExchangeCodesTable;
};

export interface SocialFlow {
  stateHash: string;
  merchant: string;
  provider: string;
  codeVerifier: string;
  nonce: string;
  redirectUri: string;
  returnTo: string;
  expiresAt: Date;
}

export interface SocialExchange {
  codeHash: string;
  merchant: string;
  memberId: string;
  provider: string;
  expiresAt: Date;
}

export interface SocialLoginRepository {
  saveFlow(flow: SocialFlow): Promise<void>;
  /** Removes and returns the live flow of that state; null when unknown, used or expired. */
  takeFlow(stateHash: string, now: Date): Promise<SocialFlow | null>;
  findLinkedMember(merchant: string, provider: string, subject: string): Promise<string | null>;
  /** Records the link; false when (merchant, provider, subject) was linked meanwhile. */
  link(merchant: string, provider: string, subject: string, memberId: string): Promise<boolean>;
  saveExchange(exchange: SocialExchange): Promise<void>;
  /** Removes and returns the live code; null when unknown, used or expired. */
  takeExchange(codeHash: string, now: Date): Promise<SocialExchange | null>;
}

export function createSocialLoginRepository(core: Kysely<Database>): SocialLoginRepository {
  const db = core.withTables<SocialLoginTables>();
  return {
    async saveFlow(f) {
      await db
        .insertInto('social_login_flows')
        .values({
          state_hash: f.stateHash,
          merchant: f.merchant,
          provider: f.provider,
          code_verifier: f.codeVerifier,
          nonce: f.nonce,
          redirect_uri: f.redirectUri,
          return_to: f.returnTo,
          expires_at: f.expiresAt,
        })
        .execute();
      // Flows abandoned at the provider are cleared as new ones start.
      await db.deleteFrom('social_login_flows').where('expires_at', '<', new Date()).execute();
    },
    async takeFlow(stateHash, now) {
      const r = await db
        .deleteFrom('social_login_flows')
        .where('state_hash', '=', stateHash)
        .returningAll()
        .executeTakeFirst();
      if (!r || r.expires_at.getTime() <= now.getTime()) return null;
      return {
        stateHash: r.state_hash,
        merchant: r.merchant,
        provider: r.provider,
        codeVerifier: r.code_verifier,
        nonce: r.nonce,
        redirectUri: r.redirect_uri,
        returnTo: r.return_to,
        expiresAt: r.expires_at,
      };
    },
    async findLinkedMember(merchant, provider, subject) {
      const r = await db
        .selectFrom('social_links')
        .select('member_id')
        .where('merchant', '=', merchant)
        .where('provider', '=', provider)
        .where('subject', '=', subject)
        .executeTakeFirst();
      return r?.member_id ?? null;
    },
    async link(merchant, provider, subject, memberId) {
      const r = await db
        .insertInto('social_links')
        .values({ merchant, provider, subject, member_id: memberId })
        .onConflict((oc) => oc.doNothing())
        .executeTakeFirst();
      return Number(r.numInsertedOrUpdatedRows ?? 0n) > 0;
    },
    async saveExchange(e) {
      await db
        .insertInto('social_exchange_codes')
        .values({
          code_hash: e.codeHash,
          merchant: e.merchant,
          member_id: e.memberId,
          provider: e.provider,
          expires_at: e.expiresAt,
        })
        .execute();
      await db.deleteFrom('social_exchange_codes').where('expires_at', '<', new Date()).execute();
    },
    async takeExchange(codeHash, now) {
      const r = await db
        .deleteFrom('social_exchange_codes')
        .where('code_hash', '=', codeHash)
        .returningAll()
        .executeTakeFirst();
      if (!r || r.expires_at.getTime() <= now.getTime()) return null;
      return { codeHash: r.code_hash, merchant: r.merchant, memberId: r.member_id, provider: r.provider, expiresAt: r.expires_at };
    },
  };
}
