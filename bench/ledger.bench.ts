/**
 * Ledger throughput (issue 7: "≥ 1,000 transfers/s on PGlite; the PostgreSQL figure with 16
 * concurrent clients beside it"). Service level, in process (docs/decisions/022-ledger.md):
 * main ↔ vendor wallet transfers through Ledger.post on a fresh in-memory PGlite (64 callers in
 * flight: the ledger's group commit puts concurrent postings in one statement) and on a fresh
 * PostgreSQL database at PORTICO_TEST_PG_URL (16 clients, a pool of 16 connections, one member
 * each). BENCH_LEDGER_TRANSFERS (default 4000) sets the count per database.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../gateway/db/connection';
import type { Database } from '../gateway/db/database';
import { auditLedger, auditProblems } from '../gateway/db/ledger/ledger-audit';
import { migrate } from '../gateway/db/migrator';
import { createLedger, type Ledger } from '../gateway/domain/ledger/ledger';
import { budget, type Budgets, type Figure } from './support/report';

const transfers = Number(process.env.BENCH_LEDGER_TRANSFERS ?? 4000);
const pgUrl = process.env.PORTICO_TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function member(db: Kysely<Database>): Promise<string> {
  const account = `bench${randomBytes(6).toString('hex')}`;
  await sql`insert into merchants (code) values ('aurora') on conflict do nothing`.execute(db);
  const { rows } = await sql<{ id: string }>`
    insert into members (merchant, account, account_key, password_hash) values ('aurora', ${account}, ${account}, '$argon2id$bench') returning id`.execute(db);
  const id = rows[0]?.id;
  if (!id) throw new Error('no member inserted');
  return id;
}

/** Transfers per second with `clients` callers, each moving money between its member's main and PG wallets. */
export async function measureTransfers(handle: DatabaseHandle, clients: number, count: number): Promise<{ perSecond: number; problems: string[] }> {
  const db = handle.db;
  await migrate(db);
  const ledger: Ledger = createLedger(db);
  const members = await Promise.all(Array.from({ length: clients }, () => member(db)));
  for (const m of members) {
    await ledger.post({ merchant: 'aurora', currency: 'CNY', idempotencyKey: `bench-open:${m}`, kind: 'deposit', memberId: m,
      entries: [{ account: { type: 'provider', provider: 'bench' }, amountMinor: -1_000_000 }, { account: { type: 'member', memberId: m, wallet: 'main' }, amountMinor: 1_000_000 }] });
  }
  const transfer = (m: string, i: number) => {
    const out = i % 2 === 0 ? -100 : 100;
    return ledger.post({ merchant: 'aurora', currency: 'CNY', idempotencyKey: `bench:${randomUUID()}`, kind: 'transfer', memberId: m,
      entries: [{ account: { type: 'member', memberId: m, wallet: 'main' }, amountMinor: out }, { account: { type: 'member', memberId: m, wallet: 'PG' }, amountMinor: -out }] });
  };
  for (let i = 0; i < 50; i += 1) await transfer(members[0] ?? '', i); // warm-up
  const started = performance.now();
  await Promise.all(Array.from({ length: clients }, async (_, c) => {
    const m = members[c % members.length] ?? '';
    for (let i = c; i < count; i += clients) await transfer(m, Math.floor(i / clients));
  }));
  const seconds = (performance.now() - started) / 1000;
  return { perSecond: Math.round(count / seconds), problems: auditProblems(await auditLedger(db, members)) };
}

async function freshPostgres(): Promise<{ handle: DatabaseHandle; drop: () => Promise<void> } | null> {
  const name = `portico_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: pgUrl, connectionTimeoutMillis: 1500 });
  try {
    await admin.connect();
    await admin.query(`create database "${name}"`);
  } catch {
    return null;
  } finally {
    await admin.end().catch(() => undefined);
  }
  const url = new URL(pgUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString(), poolSize: 16 });
  return {
    handle,
    drop: async () => {
      await handle.close();
      const c = new pg.Client({ connectionString: pgUrl });
      await c.connect();
      await c.query(`drop database if exists "${name}" with (force)`);
      await c.end();
    },
  };
}

export async function benchLedger(budgets: Budgets): Promise<Figure[]> {
  const figures: Figure[] = [];
  const lite = await openDatabase({});
  try {
    const r = await measureTransfers(lite, 64, transfers);
    figures.push({ name: 'ledger transfers/s PGlite', value: r.perSecond, unit: '/s', budget: budget(budgets, 'ledger', 'pgliteTransfersPerSecMin'), kind: 'min',
      note: `${transfers} main↔vendor transfers, Ledger.post in process, 64 callers in flight (group commit), in-memory PGlite${r.problems.length ? `; AUDIT: ${r.problems.join('; ')}` : '; ledger audit clean'}` });
  } finally {
    await lite.close();
  }
  const server = await freshPostgres();
  if (!server) {
    figures.push({ name: 'ledger transfers/s PostgreSQL (16 clients)', value: Number.NaN, unit: '/s', budget: null, kind: 'min', note: `PostgreSQL not reachable at ${new URL(pgUrl).host}` });
    return figures;
  }
  try {
    const r = await measureTransfers(server.handle, 16, transfers);
    figures.push({ name: 'ledger transfers/s PostgreSQL (16 clients)', value: r.perSecond, unit: '/s', budget: null, kind: 'min',
      note: `${transfers} transfers, 16 concurrent clients, pool of 16, one statement per posting${r.problems.length ? `; AUDIT: ${r.problems.join('; ')}` : '; ledger audit clean'}` });
  } finally {
    await server.drop();
  }
  return figures;
}

/**
 * `npx tsx bench/ledger.bench.ts`: this bench alone (no bundle build), its figures merged into
 * bench/report.json in place of earlier ledger figures (`npm run bench -- ledger` writes the
 * report the usual way).
 */
if (process.argv[1]?.endsWith('ledger.bench.ts')) {
  const { existsSync, readFileSync } = await import('node:fs');
  const { loadBudgets, printTable, writeReport } = await import('./support/report');
  const { budgets, file } = loadBudgets();
  const figures = await benchLedger(budgets);
  const earlier = existsSync('bench/report.json') ? (JSON.parse(readFileSync('bench/report.json', 'utf8')) as { figures?: (Figure & { meetsBudget?: unknown })[] }).figures ?? [] : [];
  const kept = earlier.filter((f) => !f.name.startsWith('ledger ')).map(({ meetsBudget: _meets, ...f }) => f);
  writeReport([...kept, ...figures], file);
  printTable(figures);
}
