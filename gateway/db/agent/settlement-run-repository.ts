/**
 * The settlement scheduler's jobs (agent_settlement_runs, migration 041; decision 036): one row
 * per (merchant, contract period, period start). Any instance may insert due rows (a conflict
 * changes nothing); a claim is one statement taking the oldest due row with FOR UPDATE SKIP
 * LOCKED and moving its due_at a lease ahead (the delivery queue's way, decision 026), so of
 * several instances on one PostgreSQL one works a run at a time. Lease times are the database's.
 * Periods in which the merchant had no game round are recorded settled without a run (decision 042).
 */
import { sql, type Kysely } from 'kysely';
import type { ContractPeriod } from '../../../schemas/agent';
import type { Database } from '../database';

export interface RunKey {
  merchant: string;
  period: ContractPeriod;
  periodStart: Date;
}

export interface ClaimedRun extends RunKey {
  periodEnd: Date;
  attempts: number;
}

/** Per merchant and contract period: what contracts that may still need periods settled span. */
export interface ContractSpan {
  merchant: string;
  period: ContractPeriod;
  /** The earliest acceptance among them. */
  firstAcceptedAt: Date;
  /** The latest end among them; null while one is still in force. */
  lastEndedAt: Date | null;
  /** The end of the latest run already created; null when none. */
  settledUntil: Date | null;
}

export interface RunSummary {
  contracts: number;
  payouts: number;
  totalMinor: number;
}

const later = (ms: number) => sql<Date>`now() + make_interval(secs => ${ms / 1000})`;
const toDate = (v: Date | string) => (v instanceof Date ? v : new Date(v));

/** States in which a contract pays (terminated ones for the part of a period before their end). */
export const payingStates = sql`('active', 'terminationRequested', 'terminated')`;
/** When a contract stopped being in force (NULL while it is). */
export const contractEnd = sql`case when c.state in ('active', 'terminationRequested') then null else c.ended_at end`;

export function createSettlementRunRepository(db: Kysely<Database>) {
  return {
    /** Every merchant's spans, or one merchant's (`merchant`). */
    async contractSpans(merchant: string | null = null): Promise<ContractSpan[]> {
      const { rows } = await sql<{ merchant: string; period: ContractPeriod; first: Date | string; last: Date | string | null; open: boolean; settled: Date | string | null }>`
        with runs as (
          select merchant, period, max(period_end) as settled from agent_settlement_runs
           where ${merchant}::text is null or merchant = ${merchant}::text group by merchant, period
        )
        select c.merchant, c.period, min(c.accepted_at) as first, max(${contractEnd}) as last,
               bool_or(${contractEnd} is null) as open, r.settled
          from agent_contracts c left join runs r on r.merchant = c.merchant and r.period = c.period
         where c.accepted_at is not null and c.state in ${payingStates}
           and (${merchant}::text is null or c.merchant = ${merchant}::text)
           and (c.state in ('active', 'terminationRequested') or c.ended_at is not null)
           and (r.settled is null or ${contractEnd} is null or ${contractEnd} > r.settled)
         group by c.merchant, c.period, r.settled`.execute(db);
      return rows.map((r) => ({
        merchant: r.merchant,
        period: r.period,
        firstAcceptedAt: toDate(r.first),
        lastEndedAt: r.open || r.last === null ? null : toDate(r.last),
        settledUntil: r.settled === null ? null : toDate(r.settled),
      }));
    },

    /** Inserts the runs (those already there stay as they are). */
    async addRuns(runs: (RunKey & { periodEnd: Date })[]): Promise<void> {
      if (runs.length === 0) return;
      const payload = JSON.stringify(runs.map((r) => ({ m: r.merchant, p: r.period, s: r.periodStart.toISOString(), e: r.periodEnd.toISOString() })));
      await sql`
        insert into agent_settlement_runs (merchant, period, period_start, period_end)
        select x.m, x.p, x.s, x.e from jsonb_to_recordset(${payload}::jsonb) as x(m text, p text, s timestamptz, e timestamptz)
        on conflict (merchant, period, period_start) do nothing`.execute(db);
    },

    /**
     * Of these periods of one merchant, the starts of those in which it had no game round at all
     * (no contract of the merchant can have a figure there; decision 042). One index probe each.
     */
    async quietStarts(merchant: string, periods: { periodStart: Date; periodEnd: Date }[]): Promise<Set<number>> {
      if (periods.length === 0) return new Set();
      const payload = JSON.stringify(periods.map((p) => ({ s: p.periodStart.toISOString(), e: p.periodEnd.toISOString() })));
      const { rows } = await sql<{ s: Date | string }>`
        select x.s from jsonb_to_recordset(${payload}::jsonb) as x(s timestamptz, e timestamptz)
         where not exists (select 1 from ledger_transactions lt
                            where lt.kind = 'game_round' and lt.merchant = ${merchant} and lt.posted_at >= x.s and lt.posted_at < x.e)`.execute(db);
      return new Set(rows.map((r) => toDate(r.s).getTime()));
    },

    /**
     * Records periods as settled without a run (decision 042: quiet periods, the demo seed's
     * made-up history): done, with nothing paid; final only when the period had really ended
     * `graceMs` before (database time), so one recorded early (the development clock) is looked
     * at again like any run settled early.
     */
    async addSettledRuns(runs: (RunKey & { periodEnd: Date })[], claimedBy: string, graceMs: number): Promise<void> {
      if (runs.length === 0) return;
      const payload = JSON.stringify(runs.map((r) => ({ m: r.merchant, p: r.period, s: r.periodStart.toISOString(), e: r.periodEnd.toISOString() })));
      await sql`
        insert into agent_settlement_runs (merchant, period, period_start, period_end, state, claimed_by, finished_at, final, contracts, payouts, total_minor)
        select x.m, x.p, x.s, x.e, 'done', ${claimedBy}, now(), now() >= x.e + make_interval(secs => ${graceMs / 1000}), 0, 0, 0
          from jsonb_to_recordset(${payload}::jsonb) as x(m text, p text, s timestamptz, e timestamptz)
        on conflict (merchant, period, period_start) do nothing`.execute(db);
    },

    /** Takes the oldest due run (of every merchant, or of `merchant`) for `leaseMs`; null when none is due. */
    async claim(claimedBy: string, leaseMs: number, merchant: string | null = null): Promise<ClaimedRun | null> {
      const { rows } = await sql<{ merchant: string; period: ContractPeriod; period_start: Date | string; period_end: Date | string; attempts: number }>`
        update agent_settlement_runs r
           set due_at = ${later(leaseMs)}, attempts = r.attempts + 1, claimed_by = ${claimedBy}
         where (r.merchant, r.period, r.period_start) in (
           select merchant, period, period_start from agent_settlement_runs
            where state = 'due' and due_at <= now() and (${merchant}::text is null or merchant = ${merchant}::text)
            order by period_end, period, merchant limit 1
            for update skip locked)
        returning r.merchant, r.period, r.period_start, r.period_end, r.attempts`.execute(db);
      const r = rows[0];
      return r ? { merchant: r.merchant, period: r.period, periodStart: toDate(r.period_start), periodEnd: toDate(r.period_end), attempts: r.attempts } : null;
    },

    /** Keeps the claim for another lease; false when another instance took the run over. */
    async renew(key: RunKey, claimedBy: string, leaseMs: number): Promise<boolean> {
      const r = await sql`
        update agent_settlement_runs set due_at = ${later(leaseMs)}
         where merchant = ${key.merchant} and period = ${key.period} and period_start = ${key.periodStart.toISOString()}
           and state = 'due' and claimed_by = ${claimedBy}`.execute(db);
      return Number(r.numAffectedRows ?? 0) === 1;
    },

    /** Done; final when the period had really ended `graceMs` before (database time). */
    async finish(key: RunKey, summary: RunSummary, graceMs: number): Promise<void> {
      await sql`
        update agent_settlement_runs
           set state = 'done', finished_at = now(), last_error = null, final = now() >= period_end + make_interval(secs => ${graceMs / 1000}),
               contracts = ${summary.contracts}, payouts = ${summary.payouts}, total_minor = ${summary.totalMinor}
         where merchant = ${key.merchant} and period = ${key.period} and period_start = ${key.periodStart.toISOString()}`.execute(db);
    },

    /**
     * Runs done before their period really ended whose period has begun in database time are due
     * again (decision 036: the development clock, or an instance clock ahead of the database).
     */
    async reopenEarly(merchant: string | null = null): Promise<number> {
      const r = await sql`
        update agent_settlement_runs set state = 'due', finished_at = null, due_at = now()
         where state = 'done' and not final and period_start <= now() and (${merchant}::text is null or merchant = ${merchant}::text)`.execute(db);
      return Number(r.numAffectedRows ?? 0);
    },

    /** The run failed: due again after `delayMs` (by anyone). */
    async retryLater(key: RunKey, claimedBy: string, delayMs: number, error: string): Promise<void> {
      await sql`
        update agent_settlement_runs set due_at = ${later(delayMs)}, last_error = ${error.slice(0, 500)}
         where merchant = ${key.merchant} and period = ${key.period} and period_start = ${key.periodStart.toISOString()}
           and state = 'due' and claimed_by = ${claimedBy}`.execute(db);
    },

    async counts(merchant: string | null = null): Promise<{ due: number; done: number }> {
      const { rows } = await sql<{ due: number; done: number }>`
        select count(*) filter (where state = 'due')::int as due, count(*) filter (where state = 'done')::int as done from agent_settlement_runs
         where ${merchant}::text is null or merchant = ${merchant}::text`.execute(db);
      return rows[0] ?? { due: 0, done: 0 };
    },
  };
}

export type SettlementRunRepository = ReturnType<typeof createSettlementRunRepository>;
