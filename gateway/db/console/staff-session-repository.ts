/**
 * Staff sessions (migration 043), read on every console call without a cache: a revoked
 * session, or a disabled staff member, stops at once on every gateway instance. Only the
 * SHA-256 of a token is stored.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../database';
import { withConsoleTables } from './console-tables';
import type { StaffDb } from './staff-repository';

export interface StaffSessionRecord {
  tokenHash: string;
  staffId: string;
  username: string;
  createdAt: Date;
  lastSeenAt: Date;
  idleExpiresAt: Date;
  absoluteExpiresAt: Date;
}

export interface NewStaffSession {
  tokenHash: string;
  staffId: string;
  ip: string;
  userAgent: string | null;
  now: Date;
  idleMs: number;
  absoluteMs: number;
}

export interface StaffSessionRepository {
  create(session: NewStaffSession): Promise<StaffSessionRecord>;
  /** The session when it is not revoked, has not expired at `now` and its staff member is enabled. */
  findLive(tokenHash: string, now: Date): Promise<StaffSessionRecord | null>;
  /** Moves the idle expiry (never past the absolute one). */
  touch(tokenHash: string, now: Date, idleMs: number): Promise<Date>;
  revoke(tokenHash: string, reason: string, now: Date): Promise<boolean>;
  /** Revokes every live session of a staff member; returns how many. */
  revokeStaff(staffId: string, reason: string, now: Date): Promise<number>;
}

const min = (a: Date, b: Date) => (a < b ? a : b);

export function createStaffSessionRepository(core: StaffDb): StaffSessionRepository {
  const db = withConsoleTables(core as Kysely<Database>);
  return {
    async create(s) {
      const absolute = new Date(s.now.getTime() + s.absoluteMs);
      const idle = min(new Date(s.now.getTime() + s.idleMs), absolute);
      await db
        .insertInto('staff_sessions')
        .values({
          token_hash: s.tokenHash,
          staff_id: s.staffId,
          created_at: s.now,
          last_seen_at: s.now,
          idle_expires_at: idle,
          absolute_expires_at: absolute,
          ip: s.ip.slice(0, 64),
          user_agent: s.userAgent?.slice(0, 512) ?? null,
        })
        .execute();
      return { tokenHash: s.tokenHash, staffId: s.staffId, username: '', createdAt: s.now, lastSeenAt: s.now, idleExpiresAt: idle, absoluteExpiresAt: absolute };
    },
    async findLive(tokenHash, now) {
      const r = await db
        .selectFrom('staff_sessions as t')
        .innerJoin('staff as s', 's.id', 't.staff_id')
        .select(['t.token_hash', 't.staff_id', 's.username', 't.created_at', 't.last_seen_at', 't.idle_expires_at', 't.absolute_expires_at'])
        .where('t.token_hash', '=', tokenHash)
        .where('t.revoked_at', 'is', null)
        .where('t.idle_expires_at', '>', now)
        .where('t.absolute_expires_at', '>', now)
        .where('s.enabled', '=', true)
        .executeTakeFirst();
      if (!r) return null;
      return {
        tokenHash: r.token_hash,
        staffId: r.staff_id,
        username: r.username,
        createdAt: r.created_at,
        lastSeenAt: r.last_seen_at,
        idleExpiresAt: r.idle_expires_at,
        absoluteExpiresAt: r.absolute_expires_at,
      };
    },
    async touch(tokenHash, now, idleMs) {
      const r = await db
        .updateTable('staff_sessions')
        .set((eb) => ({
          last_seen_at: now,
          idle_expires_at: eb.fn('least', [eb.val(new Date(now.getTime() + idleMs)), eb.ref('absolute_expires_at')]),
        }))
        .where('token_hash', '=', tokenHash)
        .returning('idle_expires_at')
        .executeTakeFirst();
      return r?.idle_expires_at ?? now;
    },
    async revoke(tokenHash, reason, now) {
      const r = await db
        .updateTable('staff_sessions')
        .set({ revoked_at: now, revoke_reason: reason })
        .where('token_hash', '=', tokenHash)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },
    async revokeStaff(staffId, reason, now) {
      const r = await db
        .updateTable('staff_sessions')
        .set({ revoked_at: now, revoke_reason: reason })
        .where('staff_id', '=', staffId)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      return Number(r.numUpdatedRows);
    },
  };
}
