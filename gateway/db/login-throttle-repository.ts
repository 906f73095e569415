/**
 * Login failure counters per merchant and subject (an account name, known or not, or an IP):
 * consecutive failures (reset by a success, forgotten after an hour without failures) and
 * failures in the current hour-long window.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from './database';
import { withIdentityTables } from './identity-tables';

export type ThrottleSubject = { kind: 'account' | 'ip'; subject: string };

export interface ThrottleState {
  consecutive: number;
  windowFailures: number;
}

export interface LoginThrottleRepository {
  read(merchant: string, subject: ThrottleSubject, now: Date): Promise<ThrottleState>;
  recordFailure(merchant: string, subject: ThrottleSubject, now: Date): Promise<ThrottleState>;
  reset(merchant: string, subject: ThrottleSubject): Promise<void>;
}

export const throttleWindowMs = 60 * 60 * 1000;

export function createLoginThrottleRepository(core: Kysely<Database>): LoginThrottleRepository {
  const db = withIdentityTables(core);
  const key = (s: ThrottleSubject) => s.subject.slice(0, 128);
  return {
    async read(merchant, s, now) {
      const r = await db
        .selectFrom('login_throttles')
        .select(['consecutive', 'window_start', 'window_failures', 'updated_at'])
        .where('merchant', '=', merchant)
        .where('subject_kind', '=', s.kind)
        .where('subject', '=', key(s))
        .executeTakeFirst();
      if (!r) return { consecutive: 0, windowFailures: 0 };
      const cutoff = now.getTime() - throttleWindowMs;
      return {
        consecutive: r.updated_at.getTime() < cutoff ? 0 : r.consecutive,
        windowFailures: r.window_start.getTime() < cutoff ? 0 : r.window_failures,
      };
    },
    async recordFailure(merchant, s, now) {
      const cutoff = new Date(now.getTime() - throttleWindowMs);
      const r = await db
        .insertInto('login_throttles')
        .values({ merchant, subject_kind: s.kind, subject: key(s), consecutive: 1, window_start: now, window_failures: 1, updated_at: now })
        .onConflict((oc) =>
          oc.columns(['merchant', 'subject_kind', 'subject']).doUpdateSet({
            consecutive: sql`case when login_throttles.updated_at < ${cutoff} then 1 else login_throttles.consecutive + 1 end`,
            window_failures: sql`case when login_throttles.window_start < ${cutoff} then 1 else login_throttles.window_failures + 1 end`,
            window_start: sql`case when login_throttles.window_start < ${cutoff} then ${now} else login_throttles.window_start end`,
            updated_at: now,
          }),
        )
        .returning(['consecutive', 'window_failures'])
        .executeTakeFirstOrThrow();
      return { consecutive: r.consecutive, windowFailures: r.window_failures };
    },
    async reset(merchant, s) {
      await db
        .updateTable('login_throttles')
        .set({ consecutive: 0 })
        .where('merchant', '=', merchant)
        .where('subject_kind', '=', s.kind)
        .where('subject', '=', key(s))
        .execute();
    },
  };
}
