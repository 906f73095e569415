/** Login history (append-only) and the IPs each member has signed in from (migration 004). */
import type { Kysely } from 'kysely';
import type { Database } from '../database';
import { withIdentityTables } from './identity-tables';

export interface LoginEvent {
  memberId: string;
  merchant: string;
  method: string;
  outcome: string;
  ip: string;
  userAgent: string | null;
}

export interface LoginHistoryRepository {
  record(event: LoginEvent): Promise<void>;
  /** Whether the member has signed in from this IP, and whether from any IP at all. */
  ipStatus(memberId: string, ip: string): Promise<{ known: boolean; any: boolean }>;
  rememberIp(memberId: string, ip: string, now: Date): Promise<void>;
  list(memberId: string, limit: number): Promise<(LoginEvent & { createdAt: Date })[]>;
}

export function createLoginHistoryRepository(core: Kysely<Database>): LoginHistoryRepository {
  const db = withIdentityTables(core);
  return {
    async record(e) {
      await db
        .insertInto('login_history')
        .values({
          member_id: e.memberId,
          merchant: e.merchant,
          method: e.method,
          outcome: e.outcome,
          ip: e.ip.slice(0, 64),
          user_agent: e.userAgent?.slice(0, 512) ?? null,
        })
        .execute();
    },
    async ipStatus(memberId, ip) {
      const rows = await db.selectFrom('known_ips').select('ip').where('member_id', '=', memberId).limit(1000).execute();
      return { known: rows.some((r) => r.ip === ip), any: rows.length > 0 };
    },
    async rememberIp(memberId, ip, now) {
      await db
        .insertInto('known_ips')
        .values({ member_id: memberId, ip: ip.slice(0, 64), first_seen_at: now, last_seen_at: now })
        .onConflict((oc) => oc.columns(['member_id', 'ip']).doUpdateSet({ last_seen_at: now }))
        .execute();
    },
    async list(memberId, limit) {
      const rows = await db
        .selectFrom('login_history')
        .selectAll()
        .where('member_id', '=', memberId)
        .orderBy('created_at', 'desc')
        .limit(limit)
        .execute();
      return rows.map((r) => ({
        memberId: r.member_id,
        merchant: r.merchant,
        method: r.method,
        outcome: r.outcome,
        ip: r.ip,
        userAgent: r.user_agent,
        createdAt: r.created_at,
      }));
    },
  };
}
