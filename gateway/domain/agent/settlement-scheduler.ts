/**
 * The settlement scheduler of one gateway instance (docs/decisions/036-agent-settlement.md).
 * Every instance (and every WEB_CONCURRENCY worker) runs one; they share nothing but the
 * database. A pass:
 *   1. plans: for each merchant and contract period with contracts in force, inserts a run row
 *      per period closed since the last run (or since the earliest acceptance), oldest first,
 *      at most `maxPeriodsPerPass` per merchant and period (catch-up after downtime is bounded
 *      and ordered; the next pass goes on). A period counts as closed `graceMs` after its end,
 *      so rounds and acceptances whose transactions began before the end have committed;
 *      Runs settled before their period really ended (database time) — the development clock
 *      moved ahead, or an instance clock ahead of the database — are due again while real time
 *      is inside the period and once after, so later acceptances and rounds are still settled;
 *   2. claims due runs one at a time (FOR UPDATE SKIP LOCKED with a lease) and settles each
 *      (settlement-run.ts) until none is due.
 * Exactly once comes from the database (UNIQUE (contract, period start) written in the same
 * transaction as the ledger posting, whose idempotency key is per contract and period), not
 * from the lease: two instances working one run pay each contract once.
 * Passes run at start, every `pollMs`, and when asked (`runDue`); one at a time per instance.
 * The clock is injectable (`now`); outside production a database-held offset (the development
 * clock, agentPaths.devSettlementClock) is added, so every instance sees the same moved time.
 */
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { createSettlementRepository } from '../../db/agent/settlement-repository';
import { createSettlementRunRepository, type RunKey } from '../../db/agent/settlement-run-repository';
import type { Ledger } from '../ledger/ledger';
import { closedPeriods, defaultCalendar, type Calendar } from './settlement-periods';
import { settleRun } from './settlement-run';

export interface SettlementOptions {
  /** Start passes when the app is ready (the real server; default false: tests call runDue). */
  start?: boolean;
  /** The settlement clock in ms since the epoch (tests move it); default Date.now. */
  now?: () => number;
  /** Between passes (default 30 s; real-time periods are 5 minutes). */
  pollMs?: number;
  /** How long a claim holds a run before another instance may take it (default 120 s; renewed per batch). */
  leaseMs?: number;
  /** After a failed run, when it is due again (default 30 s). */
  retryMs?: number;
  /** How long after its end a period is settled (default 60 s). */
  graceMs?: number;
  /** Contracts per database transaction (default 500). */
  batchSize?: number;
  /** Periods planned per merchant and period type per pass (default 2016: a week of real-time windows). */
  maxPeriodsPerPass?: number;
  /** The reporting zone, minutes east of UTC (default 480, decision 033). */
  zoneOffsetMinutes?: number;
  /** The real-time window (default 5 minutes, §9); tests shorten it to put rounds in several windows. */
  realtimeMs?: number;
  /** Add the development clock's offset (default: not in production). */
  devClock?: boolean;
}

export interface SettlementLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface PassResult {
  /** Runs finished by this instance in the pass. */
  runs: number;
  payouts: number;
  totalMinor: number;
}

export interface SettlementScheduler {
  start(): void;
  /** A pass now (after the one under way); resolves with what it settled. */
  runDue(): Promise<PassResult>;
  stop(): Promise<void>;
  /** The settlement clock now (dev offset included). */
  now(): Promise<number>;
  /** The development clock's offset in ms (0 when none). */
  devOffset(): Promise<number>;
  setDevOffset(offsetMs: number): Promise<void>;
  counts(): Promise<{ due: number; done: number; settlements: number; payouts: number }>;
}

const reasonOf = (e: unknown) => (e instanceof Error ? e.message : String(e));

export function createSettlementScheduler(db: Kysely<Database>, ledger: Ledger, log: SettlementLog, options: SettlementOptions = {}): SettlementScheduler {
  const clock = options.now ?? Date.now;
  const pollMs = options.pollMs ?? 30_000;
  const leaseMs = options.leaseMs ?? 120_000;
  const retryMs = options.retryMs ?? 30_000;
  const graceMs = options.graceMs ?? 60_000;
  const batchSize = options.batchSize ?? 500;
  const maxPeriods = options.maxPeriodsPerPass ?? 2016;
  const calendar: Calendar = { offsetMinutes: options.zoneOffsetMinutes ?? defaultCalendar.offsetMinutes, realtimeMs: options.realtimeMs ?? defaultCalendar.realtimeMs };
  const devClock = options.devClock ?? false;
  const me = `${os.hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`.slice(0, 100);
  const runs = createSettlementRunRepository(db);
  const settlements = createSettlementRepository();
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  let tail: Promise<unknown> = Promise.resolve();

  async function devOffset(): Promise<number> {
    if (!devClock) return 0;
    const { rows } = await sql<{ offset_ms: string | number }>`select offset_ms from agent_settlement_dev_clock where id`.execute(db);
    return Number(rows[0]?.offset_ms ?? 0);
  }
  const now = async () => clock() + (await devOffset());

  async function plan(at: number): Promise<void> {
    const closedBy = at - graceMs;
    const due: (RunKey & { periodEnd: Date })[] = [];
    for (const span of await runs.contractSpans()) {
      const from = span.settledUntil ? Math.max(span.settledUntil.getTime(), span.firstAcceptedAt.getTime()) : span.firstAcceptedAt.getTime();
      for (const p of closedPeriods(span.period, from, closedBy, maxPeriods, calendar)) {
        // No run for periods that begin after every contract of the span ended.
        if (span.lastEndedAt && p.start.getTime() >= span.lastEndedAt.getTime()) break;
        due.push({ merchant: span.merchant, period: span.period, periodStart: p.start, periodEnd: p.end });
      }
    }
    for (let i = 0; i < due.length; i += 1000) await runs.addRuns(due.slice(i, i + 1000));
    await runs.reopenEarly();
  }

  async function pass(): Promise<PassResult> {
    const result: PassResult = { runs: 0, payouts: 0, totalMinor: 0 };
    await plan(await now());
    while (!stopped) {
      const run = await runs.claim(me, leaseMs);
      if (!run) break;
      try {
        const done = await settleRun({ db, ledger, settlements, batchSize, renew: () => runs.renew(run, me, leaseMs) }, run);
        if (done.complete) {
          await runs.finish(run, done, graceMs);
          result.runs += 1;
        } else {
          log.warn({ merchant: run.merchant, period: run.period, periodStart: run.periodStart }, 'settlement run taken over by another instance');
        }
        result.payouts += done.payouts;
        result.totalMinor += done.totalMinor;
      } catch (error) {
        log.error({ merchant: run.merchant, period: run.period, periodStart: run.periodStart, attempts: run.attempts, reason: reasonOf(error) }, 'settlement run failed; tried again later');
        await runs.retryLater(run, me, retryMs, reasonOf(error)).catch(() => undefined);
      }
    }
    if (result.runs > 0) log.info({ ...result }, 'settlements paid');
    return result;
  }

  function runDue(): Promise<PassResult> {
    const next = tail.then(() => (stopped ? { runs: 0, payouts: 0, totalMinor: 0 } : pass()));
    tail = next.catch(() => undefined);
    return next;
  }

  const background = () => {
    runDue().catch((error: unknown) => log.error({ reason: reasonOf(error) }, 'settlement pass failed'));
  };

  return {
    start() {
      if (timer || stopped) return;
      timer = setInterval(background, pollMs);
      timer.unref();
      background();
    },
    runDue,
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = null;
      await tail;
    },
    now,
    devOffset,
    async setDevOffset(offsetMs) {
      if (!devClock) throw new Error('the development settlement clock does not exist in production');
      await sql`
        insert into agent_settlement_dev_clock (id, offset_ms, moved_at) values (true, ${offsetMs}, now())
        on conflict (id) do update set offset_ms = excluded.offset_ms, moved_at = now()`.execute(db);
    },
    async counts() {
      const r = await runs.counts();
      const { rows } = await sql<{ n: number; paid: number }>`
        select count(*)::int as n, count(transaction_id)::int as paid from agent_settlements`.execute(db);
      return { ...r, settlements: rows[0]?.n ?? 0, payouts: rows[0]?.paid ?? 0 };
    },
  };
}
