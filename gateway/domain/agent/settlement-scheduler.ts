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
 *      periods in which the merchant had no game round at all are recorded settled at once, with
 *      no run (decision 042: a quiet period costs one index probe, not a pass over the contracts);
 *   2. claims due runs one at a time (FOR UPDATE SKIP LOCKED with a lease) and settles each
 *      (settlement-run.ts) until none is due.
 * Exactly once comes from the database (UNIQUE (contract, period start) written in the same
 * transaction as the ledger posting, whose idempotency key is per contract and period), not
 * from the lease: two instances working one run pay each contract once.
 * Passes run at start, every `pollMs`, and when asked (`runDue`, for every merchant or one);
 * one at a time per instance. The clock is injectable (`now`); outside production database-held
 * offsets (the development clock, agentPaths.devSettlementClock: one shared, one per merchant on
 * top of it, decision 042) are added, so every instance sees the same moved time.
 */
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { createSettlementRepository } from '../../db/agent/settlement-repository';
import { createSettlementRunRepository, type RunKey } from '../../db/agent/settlement-run-repository';
import type { Ledger } from '../ledger/ledger';
import { closedPeriods, defaultCalendar, type Calendar } from './settlement-periods';
import { breathe, settleRun } from './settlement-run';

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
  /** A pass now (after the one under way), of every merchant or only `merchant`; resolves with what it settled. */
  runDue(merchant?: string): Promise<PassResult>;
  stop(): Promise<void>;
  /** The settlement clock now (dev offsets included: the shared one, and the merchant's when named). */
  now(merchant?: string): Promise<number>;
  /** The development clock's offset in ms (0 when none): the shared one, plus the merchant's own when named. */
  devOffset(merchant?: string): Promise<number>;
  /** The offset setDevOffset sets: the shared one, or the merchant's own (without the shared one). */
  ownDevOffset(merchant?: string): Promise<number>;
  /** Sets the shared development offset, or the merchant's own (on top of the shared one). */
  setDevOffset(offsetMs: number, merchant?: string): Promise<void>;
  /** Runs, settlement rows and payouts (of every merchant, or of `merchant`). */
  counts(merchant?: string): Promise<{ due: number; done: number; settlements: number; payouts: number }>;
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

  /** The development offsets: the shared one and each merchant's own (all 0 in production). */
  async function offsets(merchant: string | null): Promise<{ shared: number; own: Map<string, number> }> {
    if (!devClock) return { shared: 0, own: new Map() };
    const [shared, own] = await Promise.all([
      sql<{ offset_ms: string | number }>`select offset_ms from agent_settlement_dev_clock where id`.execute(db),
      sql<{ merchant: string; offset_ms: string | number }>`
        select merchant, offset_ms from agent_settlement_dev_merchant_clock where ${merchant}::text is null or merchant = ${merchant}::text`.execute(db),
    ]);
    return { shared: Number(shared.rows[0]?.offset_ms ?? 0), own: new Map(own.rows.map((r) => [r.merchant, Number(r.offset_ms)])) };
  }
  async function devOffset(merchant?: string): Promise<number> {
    const o = await offsets(merchant ?? null);
    return o.shared + (merchant ? (o.own.get(merchant) ?? 0) : 0);
  }
  const now = async (merchant?: string) => clock() + (await devOffset(merchant));

  /** Plans the closed periods of every merchant (or of `scope`), each at its own settlement time. */
  async function plan(scope: string | null): Promise<void> {
    const real = clock();
    const dev = await offsets(scope);
    const due: (RunKey & { periodEnd: Date })[] = [];
    const quiet: (RunKey & { periodEnd: Date })[] = [];
    for (const span of await runs.contractSpans(scope)) {
      const closedBy = real + dev.shared + (dev.own.get(span.merchant) ?? 0) - graceMs;
      const from = span.settledUntil ? Math.max(span.settledUntil.getTime(), span.firstAcceptedAt.getTime()) : span.firstAcceptedAt.getTime();
      const periods: (RunKey & { periodEnd: Date })[] = [];
      for (const p of closedPeriods(span.period, from, closedBy, maxPeriods, calendar)) {
        // Never a period overlapping one already planned (only a changed calendar could do that).
        if (span.settledUntil && p.start.getTime() < span.settledUntil.getTime()) continue;
        // No run for periods that begin after every contract of the span ended.
        if (span.lastEndedAt && p.start.getTime() >= span.lastEndedAt.getTime()) break;
        periods.push({ merchant: span.merchant, period: span.period, periodStart: p.start, periodEnd: p.end });
      }
      const still = await runs.quietStarts(span.merchant, periods);
      for (const p of periods) (still.has(p.periodStart.getTime()) ? quiet : due).push(p);
    }
    for (let i = 0; i < quiet.length; i += 1000) await runs.addSettledRuns(quiet.slice(i, i + 1000), me, graceMs);
    for (let i = 0; i < due.length; i += 1000) await runs.addRuns(due.slice(i, i + 1000));
    await runs.reopenEarly(scope);
  }

  async function pass(scope: string | null): Promise<PassResult> {
    const result: PassResult = { runs: 0, payouts: 0, totalMinor: 0 };
    await plan(scope);
    while (!stopped) {
      await breathe();
      const run = await runs.claim(me, leaseMs, scope);
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

  function runDue(merchant?: string): Promise<PassResult> {
    const next = tail.then(() => (stopped ? { runs: 0, payouts: 0, totalMinor: 0 } : pass(merchant ?? null)));
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
    async ownDevOffset(merchant) {
      const o = await offsets(merchant ?? null);
      return merchant ? (o.own.get(merchant) ?? 0) : o.shared;
    },
    async setDevOffset(offsetMs, merchant) {
      if (!devClock) throw new Error('the development settlement clock does not exist in production');
      if (merchant)
        await sql`
          insert into agent_settlement_dev_merchant_clock (merchant, offset_ms, moved_at) values (${merchant}, ${offsetMs}, now())
          on conflict (merchant) do update set offset_ms = excluded.offset_ms, moved_at = now()`.execute(db);
      else
        await sql`
          insert into agent_settlement_dev_clock (id, offset_ms, moved_at) values (true, ${offsetMs}, now())
          on conflict (id) do update set offset_ms = excluded.offset_ms, moved_at = now()`.execute(db);
    },
    async counts(merchant) {
      const scope = merchant ?? null;
      const r = await runs.counts(scope);
      const { rows } = await sql<{ n: number; paid: number }>`
        select count(*)::int as n, count(transaction_id)::int as paid from agent_settlements where ${scope}::text is null or merchant = ${scope}::text`.execute(db);
      return { ...r, settlements: rows[0]?.n ?? 0, payouts: rows[0]?.paid ?? 0 };
    },
  };
}
