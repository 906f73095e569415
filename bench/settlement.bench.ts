/**
 * Agent settlement (issue 17, budget agent.settlement10kContractsSecMax): one daily period of
 * 10,000 daily-salary contracts settled and paid on a fresh in-memory PGlite, in process
 * (docs/decisions/036 and 042). Each payee has one player under it; payee and player each play a
 * round (written in bulk into the ledger's tables). The figure is the time of the scheduler's pass (plan, claim, figures from
 * the ledger, rows and postings); the check after it: every contract paid exactly once, the
 * amounts as computed here, the commission account at minus their sum, the ledger audit clean.
 * BENCH_SETTLEMENT_CONTRACTS (default 10000) sets the count.
 */
import { sql } from 'kysely';
import { openDatabase } from '../gateway/db/connection';
import { analyzeTables } from '../gateway/db/pglite-statistics';
import { auditLedger, auditProblems } from '../gateway/db/ledger/ledger-audit';
import { migrate } from '../gateway/db/migrator';
import { createSettlementScheduler } from '../gateway/domain/agent/settlement-scheduler';
import { createLedger } from '../gateway/domain/ledger/ledger';
import { addContracts, addMembers, bulkRounds, commissionBalance } from '../gateway/test-support/settlement-fixtures';
import { budget, type Budgets, type Figure } from './support/report';

const count = Number(process.env.BENCH_SETTLEMENT_CONTRACTS ?? 10_000);
const merchant = 'aurora';
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

export async function benchSettlement(budgets: Budgets): Promise<Figure[]> {
  const handle = await openDatabase({});
  try {
    const db = handle.db;
    await migrate(db);
    await sql`insert into merchants (code) values (${merchant}) on conflict do nothing`.execute(db);
    const ledger = createLedger(db);
    const [upline] = await addMembers(db, merchant, [null]);
    const payees: string[] = [];
    for (let i = 0; i < count; i += 2000) payees.push(...(await addMembers(db, merchant, Array(Math.min(2000, count - i)).fill(upline))));
    const players: string[] = [];
    for (let i = 0; i < count; i += 2000) players.push(...(await addMembers(db, merchant, payees.slice(i, i + 2000), false)));
    const bet = (i: number) => 1000 + (i % 997);
    // Accepted a minute before the rounds; money and rounds written in bulk (the figure is the pass, not the set-up).
    const playedAt = new Date();
    await addContracts(db, payees.map((id) => ({ merchant, kind: 'dailySalary' as const, period: 'daily' as const, uplineId: upline ?? '', downlineId: id,
      tiers: [{ activePeople: 1, betMinor: 1, lossMinor: 0, ratio: 100 }, { activePeople: 2, betMinor: 1000, lossMinor: 0, ratio: 150 }], acceptedAt: new Date(playedAt.getTime() - 60_000) })));
    await bulkRounds(db, merchant, payees.flatMap((id, i) => [{ memberId: id, betMinor: bet(i), winMinor: 0 }, { memberId: players[i] ?? '', betMinor: 500, winMinor: 200 }]), 1_000_000, playedAt);
    // What the gateway's statistics keeper does on PGlite within 10 minutes of the data growing (no autovacuum there).
    await analyzeTables(db);
    const scheduler = createSettlementScheduler(db, ledger, quiet, { now: () => Date.now() + 2 * 86_400_000 });
    const started = performance.now();
    const pass = await scheduler.runDue();
    const seconds = (performance.now() - started) / 1000;
    await scheduler.stop();

    const want = payees.reduce((a, _, i) => a + Math.floor(((bet(i) + 500) * 150) / 10_000), 0);
    const { rows } = await sql<{ n: number; keys: number }>`
      select count(*)::int as n, count(distinct idempotency_key)::int as keys from ledger_transactions where kind = 'agent_salary'`.execute(db);
    const problems = [
      ...(rows[0]?.n === count && rows[0]?.keys === count ? [] : [`${rows[0]?.n} postings for ${count} contracts`]),
      ...(pass.payouts === count ? [] : [`pass paid ${pass.payouts}`]),
      ...((await commissionBalance(db, merchant)) === -want ? [] : ['commission balance is not minus the payouts']),
      ...auditProblems(await auditLedger(db)),
    ];
    return [{
      name: 'agent settlement 10k contracts PGlite', value: Math.round(seconds * 100) / 100, unit: 's', budget: budget(budgets, 'agent', 'settlement10kContractsSecMax'), kind: 'max',
      note: `${count} daily-salary contracts, one period, teams of 2 with a round each, in-memory PGlite, batches of 500; ${problems.length ? `PROBLEMS: ${problems.join('; ')}` : `each paid exactly once (${pass.payouts} postings, ${want} minor units), ledger audit clean`}`,
    }];
  } finally {
    await handle.close();
  }
}

/** `npx tsx bench/settlement.bench.ts`: this bench alone, merged into bench/report.json. */
if (process.argv[1]?.endsWith('settlement.bench.ts')) {
  const { existsSync, readFileSync } = await import('node:fs');
  const { loadBudgets, printTable, writeReport } = await import('./support/report');
  const { budgets, file } = loadBudgets();
  const figures = await benchSettlement(budgets);
  const earlier = existsSync('bench/report.json') ? (JSON.parse(readFileSync('bench/report.json', 'utf8')) as { figures?: (Figure & { meetsBudget?: unknown })[] }).figures ?? [] : [];
  const kept = earlier.filter((f) => !f.name.startsWith('agent settlement')).map(({ meetsBudget: _meets, ...f }) => f);
  writeReport([...kept, ...figures], file);
  printTable(figures);
}
