/**
 * Failure counters per merchant and subject (docs/decisions/028), in the database so every
 * gateway instance shares them. Each holds:
 * - consecutive failures and the time of the last one (reset by a success, forgotten a window
 *   after the last failure): login's (account, IP) pairs read their captcha and waits from it;
 * - failures in a sliding window (an hour): the current window's count plus the previous one's,
 *   weighted by how much of it still lies within the last hour (the sliding-window counter), so
 *   no boundary lets a burst through twice and nothing is forgotten all at once.
 * Every change is one atomic statement (INSERT … ON CONFLICT or a conditional UPDATE).
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../database';
import { withIdentityTables, type ThrottleKind } from './identity-tables';

export type ThrottleSubject = { kind: ThrottleKind; subject: string };

export interface ThrottleState {
  consecutive: number;
  /** Failures in the sliding window ending now (a sliding-window estimate, not always whole). */
  windowFailures: number;
  /** The last failure (or claimed attempt) of the current run of consecutive failures; null when none. */
  lastFailureAt: Date | null;
}

export interface LoginThrottleRepository {
  read(merchant: string, subject: ThrottleSubject, now: Date): Promise<ThrottleState>;
  recordFailure(merchant: string, subject: ThrottleSubject, now: Date): Promise<ThrottleState>;
  /**
   * Takes the one attempt a subject with `seen.consecutive` failures, the last at `seen.lastFailureAt`,
   * may make now: true for exactly one caller when several race (the last-failure time moves to now).
   */
  claimAttempt(merchant: string, subject: ThrottleSubject, seen: ThrottleState, now: Date): Promise<boolean>;
  reset(merchant: string, subject: ThrottleSubject): Promise<void>;
}

export const throttleWindowMs = 60 * 60 * 1000;

const emptyState: ThrottleState = { consecutive: 0, windowFailures: 0, lastFailureAt: null };

interface Row {
  consecutive: number;
  window_start: Date;
  window_failures: number;
  previous_failures: number;
  updated_at: Date;
}

/** The state of a row at `now`: a run forgotten after a window, the window slid forward. */
function stateOf(r: Row, now: number): ThrottleState {
  const fresh = now - r.updated_at.getTime() < throttleWindowMs && r.consecutive > 0;
  const elapsed = now - r.window_start.getTime();
  let current = r.window_failures;
  let previous = r.previous_failures;
  let into = elapsed;
  if (elapsed >= 2 * throttleWindowMs) [current, previous, into] = [0, 0, 0];
  else if (elapsed >= throttleWindowMs) [current, previous, into] = [0, r.window_failures, elapsed - throttleWindowMs];
  const overlap = Math.max(0, 1 - Math.max(0, into) / throttleWindowMs);
  return {
    consecutive: fresh ? r.consecutive : 0,
    windowFailures: current + previous * overlap,
    lastFailureAt: fresh ? r.updated_at : null,
  };
}

export function createLoginThrottleRepository(core: Kysely<Database>): LoginThrottleRepository {
  const db = withIdentityTables(core);
  const key = (s: ThrottleSubject) => s.subject.slice(0, 128);
  const columns = ['consecutive', 'window_start', 'window_failures', 'previous_failures', 'updated_at'] as const;
  return {
    async read(merchant, s, now) {
      const r = await db
        .selectFrom('login_throttles')
        .select(columns)
        .where('merchant', '=', merchant)
        .where('subject_kind', '=', s.kind)
        .where('subject', '=', key(s))
        .executeTakeFirst();
      return r ? stateOf(r, now.getTime()) : emptyState;
    },
    async recordFailure(merchant, s, now) {
      const forgotten = new Date(now.getTime() - throttleWindowMs);
      const twoWindows = new Date(now.getTime() - 2 * throttleWindowMs);
      const start = sql.ref('login_throttles.window_start');
      const r = await db
        .insertInto('login_throttles')
        .values({ merchant, subject_kind: s.kind, subject: key(s), consecutive: 1, window_start: now, window_failures: 1, previous_failures: 0, updated_at: now })
        .onConflict((oc) =>
          oc.columns(['merchant', 'subject_kind', 'subject']).doUpdateSet({
            // Every right-hand side reads the row as it was (one atomic update).
            consecutive: sql`case when login_throttles.updated_at <= ${forgotten} then 1 else login_throttles.consecutive + 1 end`,
            previous_failures: sql`case when ${start} <= ${twoWindows} then 0 when ${start} <= ${forgotten} then login_throttles.window_failures else login_throttles.previous_failures end`,
            window_failures: sql`case when ${start} <= ${forgotten} then 1 else login_throttles.window_failures + 1 end`,
            window_start: sql`case when ${start} <= ${twoWindows} then ${now} when ${start} <= ${forgotten} then ${start} + ${sql.lit(throttleWindowMs)} * interval '1 millisecond' else ${start} end`,
            updated_at: now,
          }),
        )
        .returning(columns)
        .executeTakeFirstOrThrow();
      return stateOf(r, now.getTime());
    },
    async claimAttempt(merchant, s, seen, now) {
      if (!seen.lastFailureAt) return true;
      const r = await db
        .updateTable('login_throttles')
        .set({ updated_at: now })
        .where('merchant', '=', merchant)
        .where('subject_kind', '=', s.kind)
        .where('subject', '=', key(s))
        .where('consecutive', '=', seen.consecutive)
        .where('updated_at', '=', seen.lastFailureAt)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
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
