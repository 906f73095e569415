/**
 * Crash drill (issue 7): the real gateway process (gateway/server.ts) on a PGlite data folder and
 * on PostgreSQL, transfers with idempotency keys in flight, `kill -9` mid-load, restart on the
 * same data, replay every key. No answered movement may be lost, each key is applied exactly
 * once, the ledger stays balanced. Several seeds chain kill/restart cycles on one database
 * (LEDGER_KILL_SEEDS, default 3). Takes a while (a gateway start per cycle): run it alone.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../schemas/api-paths';
import type { Envelope } from '../../schemas/envelope';
import type { LoginAnswer } from '../../schemas/identity';
import type { SealPublicKey } from '../../schemas/sealed-payload';
import type { MerchantWalletAnswer, WalletBalanceAnswer, WalletTransferAnswer } from '../../schemas/wallet';
import { openDatabase } from '../db/connection';
import { demoPassword } from '../db/identity/identity-seed';
import { auditLedger, auditProblems } from '../db/ledger/ledger-audit';
import { sealPayload } from '../test-support/seal-payload';
import { repoRoot } from '../test-support/test-gateway';

const seeds = Number(process.env.LEDGER_KILL_SEEDS ?? 2);
const adminUrl = process.env.PORTICO_TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

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

async function start(dataDir: string, databaseUrl: string | null, logFile: string): Promise<Running> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, BRANDS_DIR: path.join(repoRoot, 'brands'), DIST_DIR: path.join(dataDir, 'no-dist'), LOG_LEVEL: 'warn', PORTICO_DEMO_AGENT_TREE: 'off' };
  delete env.NODE_ENV;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else delete env.DATABASE_URL;
  const log = fs.openSync(logFile, 'a');
  const child = spawn(process.execPath, ['--import', 'tsx', 'gateway/server.ts'], { cwd: repoRoot, env, stdio: ['ignore', log, log] });
  spawned.add(child);
  fs.closeSync(log);
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    // The log's end goes into the message: the data folder (and the log in it) is removed after the test.
    if (child.exitCode !== null) throw new Error(`gateway exited early (code ${child.exitCode}): ${fs.readFileSync(logFile, 'utf8').slice(-2000)}`);
    try {
      if ((await fetch(`${base}/wps/system/health`, { signal: AbortSignal.timeout(2000) })).ok) return { child, base };
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`gateway not healthy; see ${logFile}`);
}

function killHard(r: Running): Promise<void> {
  return new Promise((resolve) => {
    if (r.child.exitCode !== null || r.child.signalCode !== null) return resolve();
    r.child.once('exit', () => resolve());
    r.child.kill('SIGKILL');
  });
}

function stopSoft(r: Running): Promise<void> {
  return new Promise((resolve) => {
    if (r.child.exitCode !== null || r.child.signalCode !== null) return resolve();
    r.child.once('exit', () => resolve());
    r.child.kill('SIGTERM');
  });
}

async function json<T>(base: string, method: string, url: string, body?: object, token?: string): Promise<{ status: number; body: Envelope<T>; replayed: boolean }> {
  const headers: Record<string, string> = { merchant: 'tigerbay' };
  if (body) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(`${base}${url}`, { method, headers, body: body ? JSON.stringify(body) : undefined, signal: AbortSignal.timeout(30_000) });
  return { status: res.status, body: (await res.json()) as Envelope<T>, replayed: res.headers.get('idempotent-replayed') === 'true' };
}

async function login(base: string): Promise<string> {
  const permission = await json<{ info: { sealKey: SealPublicKey } }>(base, 'GET', apiPaths.permission);
  const key = permission.body.value?.info.sealKey;
  if (!key) throw new Error('no seal key in the permission answer');
  const answer = await json<LoginAnswer>(base, 'POST', apiPaths.login, await sealPayload(key, { type: 'username', username: 'player01', password: demoPassword }));
  const token = answer.body.value?.token;
  if (!token) throw new Error(`login failed: ${JSON.stringify(answer.body)}`);
  return token;
}

/** A small deterministic generator (mulberry32), so a seed replays the same load. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Transfer {
  requestId: string;
  from: string;
  to: string;
  amount: string;
}

const databases: { name: string; open: () => Promise<{ dataDir: string; url: string | null; drop: () => Promise<void> }> }[] = [
  {
    name: 'pglite',
    open: async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portico-kill-'));
      return { dataDir, url: null, drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }) };
    },
  },
  {
    name: 'postgres',
    open: async () => {
      const name = `portico_kill_${randomBytes(4).toString('hex')}`;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`create database "${name}"`);
      await admin.end();
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portico-kill-'));
      return {
        dataDir,
        url: url.toString(),
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

describe.each(databases)('gateway killed with -9 mid-load keeps every movement [$name]', (target) => {
  const cleanups: (() => Promise<void>)[] = [];
  // Set when the test ends (or outruns its time): a body still running starts no new gateway.
  let ended = false;
  const startGateway: typeof start = (...args) => (ended ? Promise.reject(new Error('the drill has ended: no new gateway')) : start(...args));
  afterAll(async () => {
    ended = true;
    for (const c of spawned) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
    for (const c of cleanups.reverse()) await c().catch(() => undefined);
  });

  it(`applies each idempotency key exactly once across ${seeds} kill/restart cycles`, async () => {
    const db = await target.open();
    cleanups.push(db.drop);
    const logFile = path.join(db.dataDir, 'gateway.log');
    let running = await startGateway(db.dataDir, db.url, logFile);
    cleanups.push(() => killHard(running));
    const token = await login(running.base);
    const vendor = (await json<MerchantWalletAnswer>(running.base, 'GET', `${apiPaths.merchantWallet}?merchantCode=tigerbay`, undefined, token)).body.value?.vendors[0]?.wallet;
    if (!vendor) throw new Error('tigerbay has no vendor wallet');
    const startTotal = (await json<WalletBalanceAnswer>(running.base, 'GET', apiPaths.balance, undefined, token)).body.value?.totalMinor;
    const all: Transfer[] = [];
    const answered = new Map<string, string>();

    for (let s = 1; s <= seeds; s += 1) {
      const rnd = random(s * 7919);
      const load: Transfer[] = Array.from({ length: 40 }, (_, i) => ({
        requestId: randomUUID(),
        ...(i % 3 === 2 ? { from: vendor, to: 'main' } : { from: 'main', to: vendor }),
        amount: `${1 + Math.floor(rnd() * 500)}.${String(Math.floor(rnd() * 100)).padStart(2, '0')}`,
      }));
      all.push(...load);
      const killAfter = 5 + Math.floor(rnd() * 20);
      let finished = 0;
      let killing: Promise<void> | null = null;
      const current = running;
      await Promise.all(
        Array.from({ length: 8 }, async (_, lane) => {
          for (let i = lane; i < load.length; i += 8) {
            const t = load[i];
            if (!t) continue;
            try {
              const r = await json<WalletTransferAnswer>(current.base, 'POST', apiPaths.walletTransfer, t, token);
              if (r.status === 200 && r.body.value) answered.set(t.requestId, r.body.value.transactionId);
            } catch {
              // the process died under this request: its outcome is unknown until the replay
            }
            finished += 1;
            if (finished === killAfter) killing = killHard(current);
          }
        }),
      );
      await (killing ?? killHard(current));
      const unanswered = load.filter((t) => !answered.has(t.requestId)).length;
      console.info(`[kill drill ${target.name}] seed ${s}: killed after ${killAfter} of ${load.length} transfers; ${load.length - unanswered} answered, ${unanswered} unknown until the replay`);
      running = await startGateway(db.dataDir, db.url, logFile);
      // Replay every key so far: answered ones replay the same transaction, the others are applied now (once).
      for (const t of all) {
        const r = await json<WalletTransferAnswer>(running.base, 'POST', apiPaths.walletTransfer, t, token);
        if (r.status === 200 && r.body.value) {
          const first = answered.get(t.requestId);
          if (first) expect([t.requestId, r.replayed, r.body.value.transactionId]).toEqual([t.requestId, true, first]);
          answered.set(t.requestId, r.body.value.transactionId);
        } else {
          // Only a vendor → main transfer may be refused (the vendor wallet ran short), and never one that was answered before.
          expect([t.requestId, r.body.code, answered.has(t.requestId)]).toEqual([t.requestId, 'INSUFFICIENT_BALANCE', false]);
        }
      }
      const total = (await json<WalletBalanceAnswer>(running.base, 'GET', apiPaths.balance, undefined, token)).body.value?.totalMinor;
      expect(total).toBe(startTotal);
    }
    await stopSoft(running);
    const handle = await openDatabase(db.url ? { url: db.url } : { dataDir: path.join(db.dataDir, 'pglite') });
    try {
      expect(auditProblems(await auditLedger(handle.db))).toEqual([]);
      // Exactly one transaction per applied key (the key is unique; the reference is the request id).
      const { rows } = await sql<{ n: number; distinct_refs: number }>`
        select count(*)::int as n, count(distinct reference)::int as distinct_refs from ledger_transactions
         where kind = 'transfer' and reference in (${sql.join([...answered.keys()])})`.execute(handle.db);
      expect(rows[0]).toEqual({ n: answered.size, distinct_refs: answered.size });
    } finally {
      await handle.close();
    }
  }, 900_000);
});
