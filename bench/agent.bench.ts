/**
 * Agent overview (issue 17: "Overview for an agent with 10,000 downlines and 1,000,000 bet
 * rounds: p95 ≤ 200 ms on PGlite and on PostgreSQL, 100 sequential calls after warm-up").
 * Service level, in process, on a fresh migrated database of each kind: one agent, 100
 * sub-agents, 9,900 players under them (10,000 downlines on 2 levels), a deposit each and
 * 1,000,000 game rounds spread over the last 90 days, written set-based into the ledger's tables
 * (triggers off), then agent_member_daily rebuilt from them (agent_rollups_rebuild, migration 039:
 * the rows the rollup trigger keeps). Then the overview
 * (gateway/domain/agent/team-service.ts) for "this month" and "today", 10 warm-up calls and
 * 100 timed sequential calls each. BENCH_AGENT_ROUNDS / BENCH_AGENT_DOWNLINES change the sizes.
 */
import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../gateway/db/connection';
import type { Database } from '../gateway/db/database';
import { migrate } from '../gateway/db/migrator';
import { overviewFigures } from '../gateway/db/agent/team-reads';
import { overview, periodOf, type AgentRef } from '../gateway/domain/agent/team-service';
import { budget, type Budgets, type Figure } from './support/report';

const rounds = Number(process.env.BENCH_AGENT_ROUNDS ?? 1_000_000);
const downlines = Number(process.env.BENCH_AGENT_DOWNLINES ?? 10_000);
const pgUrl = process.env.PORTICO_TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const subAgents = 100;
/**
 * BENCH_AGENT_REUSE=/tmp/agentbench keeps the built databases for the next run (PGlite as
 * /tmp/agentbench-pglite.tar, PostgreSQL as database portico_bench_<name>) and starts from them
 * when they exist (the cache of closed days emptied first): for measuring read changes without
 * the long build. Off by default (a fresh build, dropped afterwards).
 */
const reuse = process.env.BENCH_AGENT_REUSE ?? null;
/** BENCH_AGENT_DATABASES=pglite,postgres (default both). */
const kinds = (process.env.BENCH_AGENT_DATABASES ?? 'pglite,postgres').split(',');

/** Builds the team and its rounds; answers the agent and the seconds it took. */
async function buildTeam(db: Kysely<Database>): Promise<{ agent: AgentRef; seconds: number }> {
  const started = performance.now();
  await migrate(db);
  await sql`insert into merchants (code) values ('aurora') on conflict do nothing`.execute(db);
  const hash = '$argon2id$bench';
  const top = (await sql<{ id: string }>`
    insert into members (merchant, account, account_key, password_hash, type) values ('aurora', 'benchagent', 'benchagent', ${hash}, 1) returning id`.execute(db)).rows[0]?.id as string;
  await sql`
    insert into members (id, merchant, account, account_key, password_hash, type, parent_id, created_at)
    select md5('sub' || g)::uuid, 'aurora', 'sub' || g, 'sub' || g, ${hash}, 1, ${top}::uuid, now() - (g % 120) * interval '1 day'
      from generate_series(1, ${subAgents}) g`.execute(db);
  await sql`
    insert into members (id, merchant, account, account_key, password_hash, parent_id, created_at)
    select md5('p' || g)::uuid, 'aurora', 'p' || g, 'p' || g, ${hash}, md5('sub' || (1 + g % ${subAgents}))::uuid, now() - (g % 120) * interval '1 day'
      from generate_series(1, ${downlines - subAgents}) g`.execute(db);
  // Accounts: house, bank, and each player's main wallet (opened with the ledger's own function).
  await sql`
    select ledger_open_account('aurora', 'CNY', mv)
      from (select jsonb_build_object('code', 'h:aurora:CNY', 'type', 'house') as mv
            union all select jsonb_build_object('code', 'p:aurora:bench:CNY', 'type', 'provider')
            union all select jsonb_build_object('code', 'm:' || md5('p' || g)::uuid || ':main', 'type', 'member', 'memberId', md5('p' || g)::uuid, 'wallet', 'main')
              from generate_series(1, ${downlines - subAgents}) g) x`.execute(db);
  const players = downlines - subAgents;
  // The ledger rows in bulk on one connection with the user triggers off (balance check, rollups):
  // agent_rollups_rebuild() then computes the rollups from the ledger once (decision 034: the
  // rebuild equals what the trigger keeps, tested in team-rollups.test.ts). Row by row through the
  // trigger, 1,000,000 rounds took 524 s on PostgreSQL and did not finish on PGlite.
  await db.connection().execute(async (conn) => {
    await sql`set session_replication_role = replica`.execute(conn);
    try {
      const opening = 100_000_000;
      // A deposit each, long before the rounds.
      await sql`
        insert into ledger_transactions (id, idempotency_key, request_hash, merchant, currency, kind, member_id, memo, posted_at)
        select md5('dep' || g)::uuid, 'deposit:bench-' || g, md5('dep' || g) || md5('dep' || g), 'aurora', 'CNY', 'deposit', md5('p' || g)::uuid, 'Deposit', now() - interval '100 days'
          from generate_series(1, ${players}) g`.execute(conn);
      await sql`
        insert into ledger_entries (transaction_id, line, account_id, amount_minor, balance_after_minor, posted_at)
        select md5('dep' || g)::uuid, l, case l when 0 then (select id from ledger_accounts where code = 'p:aurora:bench:CNY') else a.id end,
               case l when 0 then -${opening}::bigint else ${opening}::bigint end,
               case l when 0 then -${opening}::bigint * g else ${opening}::bigint end, now() - interval '100 days'
          from generate_series(1, ${players}) g cross join (values (0::smallint), (1::smallint)) v(l)
          join ledger_accounts a on a.code = 'm:' || md5('p' || g)::uuid || ':main'`.execute(conn);
      // The rounds: bet 100..1000, every third one wins 1.9×; in chunks (one statement each for transactions and entries).
      const chunk = 100_000;
      for (let from = 1; from <= rounds; from += chunk) {
        const to = Math.min(rounds, from + chunk - 1);
        await sql`
          insert into ledger_transactions (id, idempotency_key, request_hash, merchant, currency, kind, member_id, memo, details, posted_at)
          select md5('r' || g)::uuid, 'round:bench-' || g, md5('r' || g) || md5('r' || g), 'aurora', 'CNY', 'game_round', md5('p' || (1 + g % ${players}))::uuid, 'Bench (PG)',
                 jsonb_build_object('vendor', 'PG', 'gameType', 'RNG', 'nodeId', '1', 'gameName', 'Bench', 'roundId', g::text, 'wallet', 'main',
                                    'betMinor', 100 * (1 + g % 10), 'winMinor', case when g % 3 = 0 then 190 * (1 + g % 10) else 0 end),
                 now() - ((g::bigint * 7919) % (90 * 86400)) * interval '1 second'
            from generate_series(${from}::int, ${to}::int) g`.execute(conn);
        await sql`
          insert into ledger_entries (transaction_id, line, account_id, amount_minor, balance_after_minor, posted_at)
          select md5('r' || g)::uuid, l, case when l in (0, 3) then a.id else (select id from ledger_accounts where code = 'h:aurora:CNY') end,
                 case l when 0 then -100 * (1 + g % 10) when 1 then 100 * (1 + g % 10) when 2 then -190 * (1 + g % 10) else 190 * (1 + g % 10) end,
                 0, now() - ((g::bigint * 7919) % (90 * 86400)) * interval '1 second'
            from generate_series(${from}::int, ${to}::int) g
            join ledger_accounts a on a.code = 'm:' || md5('p' || (1 + g % ${players}))::uuid || ':main'
            cross join (values (0::smallint), (1::smallint), (2::smallint), (3::smallint)) v(l)
           where l < 2 or g % 3 = 0`.execute(conn);
      }
    } finally {
      await sql`set session_replication_role = origin`.execute(conn);
    }
  });
  await sql`select agent_rollups_rebuild('aurora')`.execute(db);
  // Balances: the sum of each account's entries (the bench does not read balance_after).
  await sql`
    update ledger_accounts a set balance_minor = s.total
      from (select account_id, sum(amount_minor) as total from ledger_entries group by account_id) s
     where a.id = s.account_id`.execute(db);
  await settle(db);
  return { agent: { id: top, merchant: 'aurora', currency: 'CNY', minorDigits: 2, agentTypes: [1, 2, 41, 42] }, seconds: (performance.now() - started) / 1000 };
}

async function p95(db: Kysely<Database>, agent: AgentRef, period: 'today' | 'thisMonth'): Promise<{ p95: number; median: number; first: number; equal: boolean }> {
  const now = new Date();
  // The first call fills the cache of closed days (decision 041); it is timed apart.
  const t0 = performance.now();
  const answer = await overview(db, agent, { period }, now);
  const first = Math.round(performance.now() - t0);
  for (let i = 0; i < 9; i++) await overview(db, agent, { period }, now);
  const plain = await overviewFigures(db, agent.id, periodOf({ period }, now).days);
  const equal = answer.betMinor === plain.betMinor && answer.activePeople === plain.activePeople && answer.depositsMinor === plain.depositsMinor && answer.teamProfitLossMinor === plain.winMinor - plain.betMinor;
  const times: number[] = [];
  for (let i = 0; i < 100; i++) {
    const t = performance.now();
    await overview(db, agent, { period }, now);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return { p95: Math.round((times[94] ?? 0) * 10) / 10, median: Math.round((times[49] ?? 0) * 10) / 10, first, equal };
}

/**
 * The rollups in the physical order production writes them (day after day: today's rows are the
 * newest, together), not the rebuild's member order; then vacuum and statistics, as autovacuum
 * keeps a live database.
 */
async function settle(db: Kysely<Database>): Promise<void> {
  await sql`cluster agent_member_daily using agent_member_daily_merchant_day`.execute(db);
  await sql`vacuum analyze`.execute(db);
}

/** A database built by an earlier run (BENCH_AGENT_REUSE): its agent, the cache of closed days emptied. */
async function builtTeam(db: Kysely<Database>): Promise<{ agent: AgentRef; seconds: number } | null> {
  const found = await sql<{ id: string }>`select id from members where account_key = 'benchagent'`.execute(db).catch(() => ({ rows: [] as { id: string }[] }));
  const id = found.rows[0]?.id;
  if (!id) return null;
  await migrate(db);
  await sql`delete from agent_team_ranges`.execute(db);
  await sql`delete from agent_team_days`.execute(db);
  await settle(db);
  return { agent: { id, merchant: 'aurora', currency: 'CNY', minorDigits: 2, agentTypes: [1, 2, 41, 42] }, seconds: 0 };
}

async function measure(handle: DatabaseHandle, label: string, budgets: Budgets): Promise<Figure[]> {
  const { agent, seconds } = (await builtTeam(handle.db)) ?? (await buildTeam(handle.db));
  const counts = (await sql<{ rows: string; rounds: string }>`select count(*) as rows, coalesce(sum(rounds), 0) as rounds from agent_member_daily`.execute(handle.db)).rows[0];
  const figures: Figure[] = [];
  for (const period of ['thisMonth', 'today'] as const) {
    const r = await p95(handle.db, agent, period);
    figures.push({
      name: `agent overview p95 ${label} (${period})`,
      value: r.p95,
      unit: 'ms',
      budget: budget(budgets, 'agent', 'overviewP95MsAt10kDownlines'),
      kind: 'max',
      note: `${downlines} downlines, ${rounds} rounds over 90 days (${counts?.rounds} in ${counts?.rows} rollup rows; built in ${Math.round(seconds)} s); 100 sequential calls after 10 warm-up; median ${r.median} ms; first call ${r.first} ms; equal to the uncached figures: ${r.equal}`,
    });
  }
  return figures;
}

async function freshPostgres(): Promise<{ handle: DatabaseHandle; drop: () => Promise<void> } | null> {
  const name = reuse ? `portico_bench_${reuse.replace(/[^a-z0-9_]/gi, '_').slice(-20)}` : `portico_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: pgUrl, connectionTimeoutMillis: 1500 });
  try {
    await admin.connect();
    const exists = (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount;
    if (!exists) await admin.query(`create database "${name}"`);
  } catch {
    return null;
  } finally {
    await admin.end().catch(() => undefined);
  }
  const url = new URL(pgUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString(), poolSize: 4 });
  return {
    handle,
    drop: async () => {
      await handle.close();
      if (reuse) return;
      const c = new pg.Client({ connectionString: pgUrl });
      await c.connect();
      await c.query(`drop database if exists "${name}" with (force)`);
      await c.end();
    },
  };
}

export async function benchAgent(budgets: Budgets): Promise<Figure[]> {
  const figures: Figure[] = [];
  if (kinds.includes('pglite')) {
    const { createWriteStream, existsSync, openAsBlob, renameSync } = await import('node:fs');
    const { Readable } = await import('node:stream');
    const { pipeline } = await import('node:stream/promises');
    const dump = reuse ? `${reuse}-pglite.tar` : null;
    const lite = await openDatabase(dump && existsSync(dump) ? { loadDataDir: await openAsBlob(dump) } : {});
    try {
      figures.push(...(await measure(lite, 'PGlite', budgets)));
      if (dump && !existsSync(dump) && lite.dumpDataDir) {
        // Streamed: a 1,000,000-round database dumps to ~3 GB (more than one write takes).
        const blob = await lite.dumpDataDir();
        // Written aside, then renamed: a dump cut short is never loaded by the next run.
        await pipeline(Readable.fromWeb(blob.stream() as WebReadableStream), createWriteStream(`${dump}.part`))
          .then(() => renameSync(`${dump}.part`, dump))
          .catch((err: unknown) => console.warn(`PGlite dump not kept: ${String(err)}`));
      }
    } finally {
      await lite.close();
    }
  }
  if (!kinds.includes('postgres')) return figures;
  const server = await freshPostgres();
  if (!server) {
    figures.push({ name: 'agent overview p95 PostgreSQL', value: Number.NaN, unit: 'ms', budget: null, kind: 'max', note: `PostgreSQL not reachable at ${new URL(pgUrl).host}` });
    return figures;
  }
  try {
    figures.push(...(await measure(server.handle, 'PostgreSQL', budgets)));
  } finally {
    await server.drop();
  }
  return figures;
}

/** `npx tsx bench/agent.bench.ts`: this bench alone, its figures merged into bench/report.json. */
if (process.argv[1]?.endsWith('agent.bench.ts')) {
  const { existsSync, readFileSync } = await import('node:fs');
  const { loadBudgets, printTable, writeReport } = await import('./support/report');
  const { budgets, file } = loadBudgets();
  const figures = await benchAgent(budgets);
  const earlier = existsSync('bench/report.json') ? (JSON.parse(readFileSync('bench/report.json', 'utf8')) as { figures?: (Figure & { meetsBudget?: unknown })[] }).figures ?? [] : [];
  const kept = earlier.filter((f) => !f.name.startsWith('agent overview')).map(({ meetsBudget: _meets, ...f }) => f);
  writeReport([...kept, ...figures], file);
  printTable(figures);
}
