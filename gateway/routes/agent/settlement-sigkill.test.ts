/**
 * Crash drill for agent settlement (decision 036): the real gateway process (gateway/server.ts)
 * settles 1,500 contracts in small batches; it is killed with SIGKILL in the middle of the run,
 * restarted on the same data, and must then pay every contract exactly once, with the ledger
 * balanced and the commission account at minus the sum of the payouts. On PGlite one process;
 * on PostgreSQL WEB_CONCURRENCY=2 (two workers settling side by side, the whole group killed).
 * The settlement clock is moved two days on through the development clock's table before the
 * start. Takes a while (gateway starts): run it alone.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { agentPaths, type DevSettlementClock } from '../../../schemas/agent';
import type { Envelope } from '../../../schemas/envelope';
import { openDatabase, type DatabaseHandle } from '../../db/connection';
import { auditLedger, auditProblems } from '../../db/ledger/ledger-audit';
import { addContracts, addMembers, bulkRounds, commissionBalance, settlementPostings, settlementsOf } from '../../test-support/settlement-fixtures';
import { repoRoot } from '../../test-support/test-gateway';

const adminUrl = process.env.PORTICO_TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const contracts = 1500;
const merchant = 'aurora';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const a = server.address();
      server.close(() => resolve(typeof a === 'object' && a ? a.port : 0));
    });
  });
}

/**
 * Every gateway this file started. A test that outruns its time goes on running after afterAll; it must
 * not leave a gateway behind (an orphan keeps the test worker, and so the whole run, from ending).
 */
const spawned = new Set<ChildProcess>();

interface Running {
  child: ChildProcess;
  base: string;
}

async function start(dataDir: string, databaseUrl: string | null, logFile: string, workers: number): Promise<Running> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, BRANDS_DIR: path.join(repoRoot, 'brands'), DIST_DIR: path.join(dataDir, 'no-dist'),
    LOG_LEVEL: 'warn', PORTICO_DEMO_AGENT_TREE: 'off', WEB_CONCURRENCY: String(workers),
    PORTICO_SETTLEMENT_BATCH: '10', PORTICO_SETTLEMENT_LEASE_MS: '3000', PORTICO_SETTLEMENT_POLL_MS: '500',
  };
  delete env.NODE_ENV;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else delete env.DATABASE_URL;
  const log = fs.openSync(logFile, 'a');
  // Its own process group, so SIGKILL reaches the cluster primary and every worker at once.
  const child = spawn(process.execPath, ['--import', 'tsx', 'gateway/server.ts'], { cwd: repoRoot, env, stdio: ['ignore', log, log], detached: true });
  spawned.add(child);
  fs.closeSync(log);
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`gateway exited early; see ${logFile}`);
    try {
      if ((await fetch(`${base}/wps/system/health`, { signal: AbortSignal.timeout(2000) })).ok) return { child, base };
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  killGroup(child, 'SIGKILL');
  throw new Error(`gateway not healthy; see ${logFile}`);
}

function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

function stop(r: Running, signal: NodeJS.Signals): Promise<void> {
  return new Promise((resolve) => {
    if (r.child.exitCode !== null || r.child.signalCode !== null) return resolve();
    r.child.once('exit', () => resolve());
    killGroup(r.child, signal);
  });
}

async function clock(base: string): Promise<DevSettlementClock> {
  const res = await fetch(`${base}${agentPaths.devSettlementClock}`, { signal: AbortSignal.timeout(10_000) });
  const body = (await res.json()) as Envelope<DevSettlementClock>;
  if (!body.value) throw new Error(`dev clock: ${JSON.stringify(body)}`);
  return body.value;
}

const databases: { name: string; workers: number; open: () => Promise<{ dataDir: string; url: string | null; connect: () => Promise<DatabaseHandle>; drop: () => Promise<void> }> }[] = [
  {
    name: 'pglite',
    workers: 1,
    open: async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portico-settle-'));
      return { dataDir, url: null, connect: () => openDatabase({ dataDir: path.join(dataDir, 'pglite') }), drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }) };
    },
  },
  {
    name: 'postgres, WEB_CONCURRENCY=2',
    workers: 2,
    open: async () => {
      const name = `portico_settle_${randomBytes(4).toString('hex')}`;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`create database "${name}"`);
      await admin.end();
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portico-settle-'));
      return {
        dataDir,
        url: url.toString(),
        connect: () => openDatabase({ url: url.toString() }),
        drop: async () => {
          fs.rmSync(dataDir, { recursive: true, force: true });
          const c = new pg.Client({ connectionString: adminUrl });
          await c.connect();
          await c.query(`drop database if exists "${name}" with (force)`);
          await c.end();
        },
      };
    },
  },
];

describe.each(databases)('settlement killed with -9 mid-run pays every contract once [$name]', (target) => {
  const cleanups: (() => Promise<void>)[] = [];
  // Set when the test ends (or outruns its time): a body still running starts no new gateway.
  let ended = false;
  const startGateway: typeof start = (...args) => (ended ? Promise.reject(new Error('the drill has ended: no new gateway')) : start(...args));
  afterAll(async () => {
    ended = true;
    for (const c of spawned) if (c.exitCode === null && c.signalCode === null) killGroup(c, 'SIGKILL');
    for (const c of cleanups.reverse()) await c().catch(() => undefined);
  });

  it(`settles ${contracts} contracts exactly once across a SIGKILL and a restart`, async () => {
    const db = await target.open();
    cleanups.push(db.drop);
    const logFile = path.join(db.dataDir, 'gateway.log');
    // First start: migrations and the demo seed; then the data is added with the gateway down.
    const t0 = Date.now();
    const phase = (what: string) => console.info(`[settlement kill drill ${target.name}] ${what} at ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    let running = await startGateway(db.dataDir, db.url, logFile, 1);
    phase('first start healthy');
    cleanups.push(() => stop(running, 'SIGKILL'));
    await stop(running, 'SIGTERM');
    phase('first start stopped');

    const bets = Array.from({ length: contracts }, (_, i) => 1000 + i * 3);
    let ids: string[] = [];
    let handle = await db.connect();
    try {
      const [upline] = await addMembers(handle.db, merchant, [null]);
      const payees = await addMembers(handle.db, merchant, Array(contracts).fill(upline));
      phase('members added');
      // Money and rounds in bulk (the settlement bench's set-up): the drill is about the kill, and
      // 3,000 postings one by one took minutes on PGlite inside the test worker.
      await bulkRounds(handle.db, merchant, payees.map((id, i) => ({ memberId: id, betMinor: bets[i] ?? 0, winMinor: 0 })), 1_000_000, new Date());
      phase('funded and played');
      ids = await addContracts(handle.db, payees.map((id) => ({ merchant, kind: 'dailySalary' as const, period: 'daily' as const, uplineId: upline ?? '', downlineId: id, tiers: [{ activePeople: 1, betMinor: 1, lossMinor: 0, ratio: 150 }], acceptedAt: new Date(Date.now() - 60_000) })));
      // Two days on (development clock, shared by every process through the database).
      await sql`insert into agent_settlement_dev_clock (id, offset_ms) values (true, ${2 * 86_400_000})`.execute(handle.db);
    } finally {
      await handle.close();
    }

    running = await startGateway(db.dataDir, db.url, logFile, target.workers);
    phase('second start healthy');
    let seen = 0;
    for (let i = 0; i < 3000 && seen === 0; i += 1) {
      seen = (await clock(running.base)).settlements;
      if (seen === 0) await new Promise((r) => setTimeout(r, 20));
    }
    await stop(running, 'SIGKILL');
    handle = await db.connect();
    const atKill = (await settlementsOf(handle.db, ids)).length;
    await handle.close();
    console.info(`[settlement kill drill ${target.name}] killed with ${atKill} of ${contracts} contracts settled`);
    expect(atKill).toBeGreaterThan(0);
    expect(atKill).toBeLessThan(contracts);

    running = await startGateway(db.dataDir, db.url, logFile, target.workers);
    const deadline = Date.now() + 300_000;
    for (;;) {
      const c = await clock(running.base);
      if (c.settlements >= contracts && c.runs.due === 0) break;
      if (Date.now() > deadline) throw new Error(`not settled in time: ${JSON.stringify(c)}`);
      await new Promise((r) => setTimeout(r, 250));
    }
    await stop(running, 'SIGTERM');

    handle = await db.connect();
    try {
      const rows = await settlementsOf(handle.db, ids);
      const want = bets.map((b) => Math.floor((b * 150) / 10000));
      expect(rows).toHaveLength(contracts);
      expect(new Set(rows.map((r) => r.contractId)).size).toBe(contracts);
      expect(rows.map((r) => r.amountMinor).sort((a, b) => a - b)).toEqual([...want].sort((a, b) => a - b));
      const postings = await settlementPostings(handle.db, ids);
      expect(postings).toHaveLength(contracts);
      const total = want.reduce((a, b) => a + b, 0);
      expect(await commissionBalance(handle.db, merchant)).toBe(-total);
      expect(auditProblems(await auditLedger(handle.db))).toEqual([]);
    } finally {
      await handle.close();
    }
  }, 900_000);
});
