/**
 * Agent settlement against the real database (PGlite and PostgreSQL; decision 036): each kind
 * pays once per closed period with the amount computed here from the seeded rounds; moving the
 * clock across real-time windows pays once per window; a restarted scheduler pays nothing again;
 * missed periods are caught up once; two instances racing on PostgreSQL pay exactly once.
 * Expected amounts are computed in this file, independently of settlement-tiers.ts.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import type { ContractKind, ContractPeriod, ContractTier } from '../../../schemas/agent';
import { auditLedger, auditProblems } from '../../db/ledger/ledger-audit';
import { describeEachDatabase } from '../../test-support/databases';
import {
  addContracts,
  addMembers,
  commissionBalance,
  endContracts,
  fund,
  playRound,
  settlementPostings,
  settlementsOf,
} from '../../test-support/settlement-fixtures';
import { createLedger } from '../ledger/ledger';
import { createSettlementScheduler, type SettlementOptions } from './settlement-scheduler';

const day = 86_400_000;
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
const tier = (activePeople: number, betMinor: number, lossMinor: number, ratio: number): ContractTier => ({ activePeople, betMinor, lossMinor, ratio });

/** What a contract should pay, written out plainly: the best tier whose thresholds the team reaches. */
function expected(kind: ContractKind, tiers: ContractTier[], rounds: { member: string; bet: number; win: number }[]): number {
  const active = new Set(rounds.map((r) => r.member)).size;
  const bets = rounds.reduce((a, r) => a + r.bet, 0);
  const wins = rounds.reduce((a, r) => a + r.win, 0);
  const basis = kind === 'dividend' ? Math.max(0, bets - wins) : bets;
  let best = 0;
  for (const t of tiers) {
    const ok = active >= t.activePeople && (kind === 'dividend' ? basis >= t.lossMinor : basis >= t.betMinor);
    if (ok && t.ratio > best) best = t.ratio;
  }
  return Math.floor((basis * best) / 10000);
}

describeEachDatabase('agent settlement', (database, kind) => {
  const ledger = () => createLedger(database().db);
  const schedulers: { stop(): Promise<void> }[] = [];
  const scheduler = (options: SettlementOptions, db = database().db) => {
    const s = createSettlementScheduler(db, createLedger(db), quiet, options);
    schedulers.push(s);
    return s;
  };
  afterAll(async () => {
    for (const s of schedulers) await s.stop();
  });
  /** A merchant of its own (no demo contracts, no other test's periods): settled alone with runDue(merchant). */
  const freshMerchant = async (name: string) => {
    const code = `${name}-${randomBytes(3).toString('hex')}`;
    await sql`insert into merchants (code) values (${code})`.execute(database().db);
    return code;
  };

  it('pays each kind once per closed period, the amount from the team rounds and the tier reached', async () => {
    const db = database().db;
    const m = 'aurora';
    const [upline] = await addMembers(db, m, [null]);
    const payees = await addMembers(db, m, Array(7).fill(upline));
    const p = (i: number) => payees[i] ?? '';
    const team = await addMembers(db, m, [p(0), p(1), p(2), p(2), p(3), p(3), p(4), p(5), p(6)], false);
    const t = (i: number) => team[i] ?? '';
    const [deep] = await addMembers(db, m, [t(0)], false); // two levels under payee 0
    const players = [...payees, ...team, deep ?? '', upline ?? ''];
    for (const id of players) await fund(ledger(), m, id, 1_000_000);
    const plan: { kind: ContractKind; period: ContractPeriod; tiers: ContractTier[]; rounds: { member: string; bet: number; win: number }[] }[] = [
      { kind: 'realtimeSalary', period: 'realtime', tiers: [tier(1, 1000, 0, 50), tier(2, 5000, 0, 100)],
        rounds: [{ member: p(0), bet: 3000, win: 0 }, { member: t(0), bet: 2500, win: 1000 }, { member: deep ?? '', bet: 1000, win: 0 }] },
      { kind: 'hourlySalary', period: 'hourly', tiers: [tier(1, 1000, 0, 60), tier(3, 3000, 0, 90)], rounds: [{ member: t(1), bet: 1234, win: 5000 }] },
      { kind: 'dailySalary', period: 'daily', tiers: [tier(2, 100_000, 0, 200), tier(1, 500, 0, 150)],
        rounds: [{ member: t(2), bet: 700, win: 0 }, { member: t(3), bet: 300, win: 900 }] },
      { kind: 'dividend', period: 'daily', tiers: [tier(1, 0, 1000, 1000), tier(3, 0, 5000, 3000)],
        rounds: [{ member: t(4), bet: 9000, win: 500 }, { member: t(5), bet: 3000, win: 2000 }] },
      { kind: 'dividend', period: 'weekly', tiers: [tier(1, 0, 100, 2500)], rounds: [{ member: t(6), bet: 10_000, win: 12_000 }] },
      { kind: 'dividend', period: 'monthly', tiers: [tier(1, 0, 100, 4000)], rounds: [{ member: t(7), bet: 777, win: 0 }] },
      { kind: 'dividend', period: 'semimonthly', tiers: [tier(1, 0, 1, 3500)], rounds: [{ member: t(8), bet: 333, win: 0 }] },
    ];
    const start = Date.now();
    const ids = await addContracts(db, plan.map((c, i) => ({ merchant: m, kind: c.kind, period: c.period, uplineId: upline ?? '', downlineId: p(i), tiers: c.tiers, acceptedAt: new Date(start - 60_000) })));
    // The upline's own round is outside every payee's team.
    await playRound(ledger(), m, upline ?? '', 50_000, 0);
    for (const c of plan) for (const r of c.rounds) await playRound(ledger(), m, r.member, r.bet, r.win);
    const commissionBefore = await commissionBalance(db, m);
    const walletsBefore = await Promise.all(payees.map((id) => ledger().balanceOf(id)));

    // A day on: real-time windows, the hour and the day are closed; then the short contracts end.
    let clock = start + day + 5 * 60_000;
    const s = scheduler({ now: () => clock });
    await s.runDue();
    await endContracts(db, [ids[0] ?? '', ids[1] ?? '']);
    // Forty days on: weeks, half months and months are closed too.
    clock = start + 40 * day;
    await s.runDue();
    await s.runDue();

    const rows = await settlementsOf(db, ids);
    const want = plan.map((c, i) => ({ contractId: ids[i], amountMinor: expected(c.kind, c.tiers, c.rounds) }));
    expect(rows.map((r) => ({ contractId: r.contractId, amountMinor: r.amountMinor }))).toEqual(
      [...want].sort((a, b) => ((a.contractId ?? '') < (b.contractId ?? '') ? -1 : 1)),
    );
    // Hand-checked figures: 65, 7, 15, 950, 0 (the team won), 310, 116.
    expect(want.map((w) => w.amountMinor)).toEqual([65, 7, 15, 950, 0, 310, 116]);
    const postings = await settlementPostings(db, ids);
    expect(postings.map((x) => x.amountMinor).sort((a, b) => a - b)).toEqual(rows.filter((r) => r.amountMinor > 0).map((r) => r.amountMinor).sort((a, b) => a - b));
    expect(rows.every((r) => (r.amountMinor > 0) === (r.transactionId !== null))).toBe(true);
    const total = want.reduce((a, w) => a + w.amountMinor, 0);
    expect(await commissionBalance(db, m)).toBe(commissionBefore - total);
    const walletsAfter = await Promise.all(payees.map((id) => ledger().balanceOf(id)));
    expect(walletsAfter.map((b, i) => b - (walletsBefore[i] ?? 0))).toEqual(want.map((w) => w.amountMinor));

    // Again, and a restarted scheduler: nothing more is paid.
    expect((await s.runDue()).payouts).toBe(0);
    const restarted = scheduler({ now: () => clock + day });
    expect((await restarted.runDue()).payouts).toBe(0);
    expect(await settlementsOf(db, ids)).toEqual(rows);
    await endContracts(db, ids.slice(2));
    expect(auditProblems(await auditLedger(db))).toEqual([]);
  }, 120_000);

  it('moving the clock across N real-time windows pays N times, never twice', async () => {
    const db = database().db;
    const m = await freshMerchant('windows');
    const [upline] = await addMembers(db, m, [null]);
    const [payee] = await addMembers(db, m, [upline ?? null]);
    await fund(ledger(), m, payee ?? '', 1_000_000);
    const t0 = Date.now();
    const [id] = await addContracts(db, [{ merchant: m, kind: 'realtimeSalary', period: 'realtime', uplineId: upline ?? '', downlineId: payee ?? '', tiers: [tier(1, 1, 0, 100)], acceptedAt: new Date(t0 - 100) }]);
    // One-second windows here (5 minutes in production): a round in each of three windows.
    const bets = [1000, 2000, 3000];
    for (const [i, bet] of bets.entries()) {
      if (i > 0) await new Promise((r) => setTimeout(r, 1100));
      await playRound(ledger(), m, payee ?? '', bet, 0);
    }
    let clock = t0;
    const s = scheduler({ now: () => clock, realtimeMs: 1000, graceMs: 0 });
    let paid = 0;
    const until = Date.now() + 2000;
    while (clock < until) {
      clock += 250;
      paid += (await s.runDue(m)).payouts;
      paid += (await s.runDue(m)).payouts; // the same clock again pays nothing more
    }
    expect(paid).toBe(3);
    const rows = await settlementsOf(db, [id ?? '']);
    expect(rows.map((r) => r.amountMinor)).toEqual([10, 20, 30]);
    expect(new Set(rows.map((r) => r.periodStart)).size).toBe(3);
    expect((await settlementPostings(db, [id ?? ''])).map((x) => x.amountMinor).sort((a, b) => a - b)).toEqual([10, 20, 30]);
    await endContracts(db, [id ?? '']);
  }, 60_000);

  it('catches up missed periods once, oldest first, after downtime and after a restart', async () => {
    const db = database().db;
    const m = await freshMerchant('catchup');
    const [upline] = await addMembers(db, m, [null]);
    const [payee] = await addMembers(db, m, [upline ?? null]);
    await fund(ledger(), m, payee ?? '', 1_000_000);
    const now = Date.now();
    // Accepted three days ago; the gateway was down since: four days closed when it comes back two days on.
    const [id] = await addContracts(db, [{ merchant: m, kind: 'dailySalary', period: 'daily', uplineId: upline ?? '', downlineId: payee ?? '', tiers: [tier(1, 100, 0, 200)], acceptedAt: new Date(now - 3 * day) }]);
    await playRound(ledger(), m, payee ?? '', 4321, 100);
    const oasisRuns = async () => {
      const { rows } = await sql<{ n: number }>`select count(*)::int as n from agent_settlement_runs where merchant = ${m} and period = 'daily' and state = 'done'`.execute(db);
      return rows[0]?.n ?? 0;
    };
    const s = scheduler({ now: () => now + 2 * day });
    await s.runDue(m);
    const amount = Math.floor((4321 * 200) / 10000);
    expect((await settlementsOf(db, [id ?? ''])).map((r) => r.amountMinor)).toEqual([amount]);
    // Day −3 … day +1 (day +1 when two days on is past its end and the grace): four or five runs.
    const caughtUp = await oasisRuns();
    expect(caughtUp).toBeGreaterThanOrEqual(4);
    expect(caughtUp).toBeLessThanOrEqual(5);
    const restarted = scheduler({ now: () => now + 3 * day });
    await restarted.runDue(m);
    expect(await oasisRuns()).toBe(caughtUp + 1);
    expect((await settlementsOf(db, [id ?? ''])).map((r) => r.amountMinor)).toEqual([amount]);
    expect((await settlementPostings(db, [id ?? ''])).map((x) => x.amountMinor)).toEqual([amount]);
    await endContracts(db, [id ?? '']);
  }, 60_000);

  describe.runIf(kind === 'postgres')('two instances on one PostgreSQL', () => {
    it('race on the same runs and pay every contract exactly once', async () => {
      const handle = database();
      const other = await handle.connectAgain?.();
      if (!other) throw new Error('PostgreSQL handle without connectAgain');
      try {
        const db = handle.db;
        const m = 'aurora';
        const [upline] = await addMembers(db, m, [null]);
        const payees = await addMembers(db, m, Array(300).fill(upline));
        const bets = payees.map((_, i) => 1000 + i * 7);
        await Promise.all(payees.map(async (id, i) => {
          await fund(ledger(), m, id, 1_000_000);
          await playRound(ledger(), m, id, bets[i] ?? 0, 0);
        }));
        const ids = await addContracts(db, payees.map((id) => ({ merchant: m, kind: 'dailySalary' as const, period: 'daily' as const, uplineId: upline ?? '', downlineId: id, tiers: [tier(1, 1, 0, 150)], acceptedAt: new Date(Date.now() - 60_000) })));
        const before = await commissionBalance(db, m);
        const clock = () => Date.now() + 50 * day;
        // A lease of 1 ms: each instance takes runs over from the other all the time.
        const a = scheduler({ now: clock, leaseMs: 1, batchSize: 20 }, db);
        const b = scheduler({ now: clock, leaseMs: 1, batchSize: 20 }, other.db);
        await Promise.all([a.runDue(), b.runDue(), a.runDue(), b.runDue()]);
        const rows = await settlementsOf(db, ids);
        const want = bets.map((bet) => Math.floor((bet * 150) / 10000));
        expect(rows).toHaveLength(300);
        expect(rows.map((r) => r.amountMinor).sort((x, y) => x - y)).toEqual([...want].sort((x, y) => x - y));
        const postings = await settlementPostings(db, ids);
        expect(postings).toHaveLength(300);
        const total = want.reduce((x, y) => x + y, 0);
        expect(await commissionBalance(db, m)).toBe(before - total);
        await endContracts(db, ids);
        expect(auditProblems(await auditLedger(db))).toEqual([]);
      } finally {
        await other.close();
      }
    }, 120_000);
  });
});
