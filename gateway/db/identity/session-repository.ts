/**
 * Sessions (migration 004), read without a cache (correctness first: a revoked token stops at
 * once on every instance). Only SHA-256 hashes of tokens are stored.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../database';
import { withIdentityTables, type SessionMethod } from './identity-tables';

export interface SessionRecord {
  tokenHash: string;
  memberId: string;
  merchant: string;
  trial: boolean;
  method: SessionMethod;
  createdAt: Date;
  lastSeenAt: Date;
  idleExpiresAt: Date;
  absoluteExpiresAt: Date;
}

export interface NewSession {
  tokenHash: string;
  memberId: string;
  merchant: string;
  trial: boolean;
  method: SessionMethod;
  ip: string;
  userAgent: string | null;
  now: Date;
  idleMs: number;
  absoluteMs: number;
}

export interface SessionRepository {
  create(session: NewSession): Promise<SessionRecord>;
  /** The session if it exists, is not revoked and has not expired at `now`. */
  findLive(tokenHash: string, now: Date): Promise<SessionRecord | null>;
  /** Moves the idle expiry (never past the absolute one). */
  touch(tokenHash: string, now: Date, idleMs: number): Promise<void>;
  revoke(tokenHash: string, reason: string, now: Date): Promise<boolean>;
  /** Revokes every live session of the member except `keep`; returns how many. */
  revokeMember(memberId: string, reason: string, now: Date, keep?: string): Promise<number>;
}

const min = (a: Date, b: Date) => (a < b ? a : b);

export function createSessionRepository(core: Kysely<Database>): SessionRepository {
  const db = withIdentityTables(core);
  return {
    async create(s) {
      const absolute = new Date(s.now.getTime() + s.absoluteMs);
      const idle = min(new Date(s.now.getTime() + s.idleMs), absolute);
      await db
        .insertInto('sessions')
        .values({
          token_hash: s.tokenHash,
          member_id: s.memberId,
          merchant: s.merchant,
          trial: s.trial,
          method: s.method,
          created_at: s.now,
          last_seen_at: s.now,
          idle_expires_at: idle,
          absolute_expires_at: absolute,
          ip: s.ip.slice(0, 64),
          user_agent: s.userAgent?.slice(0, 512) ?? null,
        })
        .execute();
      return {
        tokenHash: s.tokenHash,
        memberId: s.memberId,
        merchant: s.merchant,
        trial: s.trial,
        method: s.method,
        createdAt: s.now,
        lastSeenAt: s.now,
        idleExpiresAt: idle,
        absoluteExpiresAt: absolute,
      };
    },
    async findLive(tokenHash, now) {
      const r = await db
        .selectFrom('sessions')
        .selectAll()
        .where('token_hash', '=', tokenHash)
        .where('revoked_at', 'is', null)
        .where('idle_expires_at', '>', now)
        .where('absolute_expires_at', '>', now)
        .executeTakeFirst();
      if (!r) return null;
      return {
        tokenHash: r.token_hash,
        memberId: r.member_id,
        merchant: r.merchant,
        trial: r.trial,
        method: r.method,
        createdAt: r.created_at,
        lastSeenAt: r.last_seen_at,
        idleExpiresAt: r.idle_expires_at,
        absoluteExpiresAt: r.absolute_expires_at,
      };
    },
    async touch(tokenHash, now, idleMs) {
      await db
        .updateTable('sessions')
        .set((eb) => ({
          last_seen_at: now,
          idle_expires_at: eb.fn('least', [eb.val(new Date(now.getTime() + idleMs)), eb.ref('absolute_expires_at')]),
        }))
        .where('token_hash', '=', tokenHash)
        .where('revoked_at', 'is', null)
        .execute();
    },
    async revoke(tokenHash, reason, now) {
      const r = await db
        .updateTable('sessions')
        .set({ revoked_at: now, revoke_reason: reason })
        .where('token_hash', '=', tokenHash)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      return r.numUpdatedRows > 0n;
    },
    async revokeMember(memberId, reason, now, keep) {
      let q = db
        .updateTable('sessions')
        .set({ revoked_at: now, revoke_reason: reason })
        .where('member_id', '=', memberId)
        .where('revoked_at', 'is', null);
      if (keep) q = q.where('token_hash', '<>', keep);
      const r = await q.executeTakeFirst();
      return Number(r.numUpdatedRows);
    },
  };
}
