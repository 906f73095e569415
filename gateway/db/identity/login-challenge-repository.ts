/** Pending logins (migration 004): a verification step or a forced password change, by token hash. */
import type { Kysely } from 'kysely';
import type { Database } from '../database';
import { withIdentityTables, type LoginType, type VerifyMethod } from './identity-tables';

export type ChallengeKind = 'verify' | 'change-password';

export interface ChallengeRecord {
  tokenHash: string;
  memberId: string;
  merchant: string;
  kind: ChallengeKind;
  method: VerifyMethod | null;
  loginType: LoginType;
  remember: boolean;
  ip: string;
  attempts: number;
  expiresAt: Date;
}

export type NewChallenge = Omit<ChallengeRecord, 'attempts'>;

export interface LoginChallengeRepository {
  create(challenge: NewChallenge): Promise<void>;
  /** A live (unused, unexpired) challenge of that kind, or null. */
  findLive(tokenHash: string, kind: ChallengeKind, now: Date): Promise<ChallengeRecord | null>;
  /** Counts a wrong answer; returns the attempts so far. */
  addAttempt(tokenHash: string): Promise<number>;
  /** Marks it used; false when it was used already (a concurrent answer won). */
  consume(tokenHash: string, now: Date): Promise<boolean>;
  /** Ends every open challenge of the member (password changed). */
  closeMember(memberId: string, now: Date): Promise<void>;
}

export function createLoginChallengeRepository(core: Kysely<Database>): LoginChallengeRepository {
  const db = withIdentityTables(core);
  return {
    async create(c) {
      await db
        .insertInto('login_challenges')
        .values({
          token_hash: c.tokenHash,
          member_id: c.memberId,
          merchant: c.merchant,
          kind: c.kind,
          method: c.method,
          login_type: c.loginType,
          remember: c.remember,
          ip: c.ip.slice(0, 64),
          expires_at: c.expiresAt,
        })
        .execute();
    },
    async findLive(tokenHash, kind, now) {
      const r = await db
        .selectFrom('login_challenges')
        .selectAll()
        .where('token_hash', '=', tokenHash)
        .where('kind', '=', kind)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .executeTakeFirst();
      if (!r) return null;
      return {
        tokenHash: r.token_hash,
        memberId: r.member_id,
        merchant: r.merchant,
        kind: r.kind,
        method: r.method,
        loginType: r.login_type,
        remember: r.remember,
        ip: r.ip,
        attempts: r.attempts,
        expiresAt: r.expires_at,
      };
    },
    async addAttempt(tokenHash) {
      const r = await db
        .updateTable('login_challenges')
        .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where('token_hash', '=', tokenHash)
        .returning('attempts')
        .executeTakeFirst();
      return r?.attempts ?? Number.MAX_SAFE_INTEGER;
    },
    async consume(tokenHash, now) {
      const r = await db
        .updateTable('login_challenges')
        .set({ used_at: now })
        .where('token_hash', '=', tokenHash)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      return r.numUpdatedRows > 0n;
    },
    async closeMember(memberId, now) {
      await db
        .updateTable('login_challenges')
        .set({ used_at: now })
        .where('member_id', '=', memberId)
        .where('used_at', 'is', null)
        .execute();
    },
  };
}
