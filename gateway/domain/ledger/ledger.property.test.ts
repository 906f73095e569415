/**
 * Model-based property test of the ledger (issue 7 "Tests (reliability)"): random sequences of
 * deposits, withdrawals, transfers, game rounds, replays and conflicting reuses of a key, run
 * against the real ledger on PGlite and PostgreSQL and against a plain in-memory model.
 * After every run: each transaction sums to zero, all accounts sum to zero, no member balance is
 * below zero, each balance equals the sum of its entries and the model's, the projection agrees,
 * refused operations wrote nothing (transaction count = the model's), replays never moved money.
 * One database per run family; each run uses two fresh members. LEDGER_PROPERTY_RUNS (default
 * 1000), LEDGER_PROPERTY_SEED to replay a failure (the seed is printed when a run fails).
 */
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { sql, type Kysely } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { auditLedger, auditProblems } from '../../db/ledger/ledger-audit';
import { migrate } from '../../db/migrator';
import { describeEachDatabase } from '../../test-support/databases';
import { must } from '../../test-support/fixtures';
import { createLedger, LedgerRefusal, type Ledger, type LedgerAccount, type PostRequest } from './ledger';

const runs = Number(process.env.LEDGER_PROPERTY_RUNS ?? 1000);
const seed = process.env.LEDGER_PROPERTY_SEED ? Number(process.env.LEDGER_PROPERTY_SEED) : undefined;
const wallets = ['main', 'PG', 'EVO'] as const;
type Wallet = (typeof wallets)[number];

type Op =
  | { t: 'deposit'; m: 0 | 1; amount: number }
  | { t: 'withdraw'; m: 0 | 1; amount: number }
  | { t: 'transfer'; m: 0 | 1; vendor: Wallet; out: boolean; amount: number }
  | { t: 'bet'; m: 0 | 1; wallet: Wallet; bet: number; win: number }
  | { t: 'replay'; index: number }
  | { t: 'conflict'; index: number };

const member = fc.constantFrom<0 | 1>(0, 1);
const amount = fc.integer({ min: 1, max: 5000 });
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ t: fc.constant('deposit' as const), m: member, amount }),
  fc.record({ t: fc.constant('withdraw' as const), m: member, amount }),
  fc.record({ t: fc.constant('transfer' as const), m: member, vendor: fc.constantFrom<Wallet>('PG', 'EVO'), out: fc.boolean(), amount }),
  fc.record({ t: fc.constant('bet' as const), m: member, wallet: fc.constantFrom<Wallet>(...wallets), bet: fc.integer({ min: 1, max: 3000 }), win: fc.integer({ min: 0, max: 6000 }) }),
  fc.record({ t: fc.constant('replay' as const), index: fc.nat() }),
  fc.record({ t: fc.constant('conflict' as const), index: fc.nat() }),
);

async function freshMembers(db: Kysely<Database>): Promise<string[]> {
  const [a, b] = [0, 1].map(() => `p${randomUUID().replaceAll('-', '').slice(0, 24)}`);
  const { rows } = await sql<{ id: string }>`
    insert into members (merchant, account, account_key, password_hash)
    values ('aurora', ${a}, ${a}, '$argon2id$x'), ('aurora', ${b}, ${b}, '$argon2id$x') returning id`.execute(db);
  return rows.map((r) => r.id);
}

function request(op: Exclude<Op, { t: 'replay' | 'conflict' }>, memberId: string, key: string): PostRequest {
  const w = (wallet: string): LedgerAccount => ({ type: 'member', memberId, wallet });
  const base = { merchant: 'aurora', currency: 'CNY', idempotencyKey: key, memberId };
  switch (op.t) {
    case 'deposit':
      return { ...base, kind: 'deposit', entries: [{ account: { type: 'provider', provider: 'demo-bank' }, amountMinor: -op.amount }, { account: w('main'), amountMinor: op.amount }] };
    case 'withdraw':
      return { ...base, kind: 'withdrawal', entries: [{ account: w('main'), amountMinor: -op.amount }, { account: { type: 'provider', provider: 'demo-bank' }, amountMinor: op.amount }] };
    case 'transfer': {
      const [from, to] = op.out ? ['main', op.vendor] : [op.vendor, 'main'];
      return { ...base, kind: 'transfer', entries: [{ account: w(from), amountMinor: -op.amount }, { account: w(to), amountMinor: op.amount }] };
    }
    case 'bet':
      return {
        ...base,
        kind: 'game_round',
        entries: [
          { account: w(op.wallet), amountMinor: -op.bet },
          { account: { type: 'house' }, amountMinor: op.bet },
          ...(op.win > 0 ? [{ account: { type: 'house' } as const, amountMinor: -op.win }, { account: w(op.wallet), amountMinor: op.win }] : []),
        ],
        details: { betMinor: op.bet, winMinor: op.win },
      };
  }
}

/** The model: the member wallets' balances, changed only by postings the model accepts. */
function applyToModel(model: Map<string, number>, req: PostRequest): boolean {
  const next = new Map(model);
  for (const e of req.entries) {
    if (e.account.type !== 'member') continue;
    const k = `${e.account.memberId}:${e.account.wallet}`;
    next.set(k, (next.get(k) ?? 0) + e.amountMinor);
  }
  if ([...next.values()].some((v) => v < 0)) return false;
  for (const [k, v] of next) model.set(k, v);
  return true;
}

async function outcome(p: Promise<{ replayed: boolean }>): Promise<'posted' | 'replayed' | LedgerRefusal['code']> {
  try {
    return (await p).replayed ? 'replayed' : 'posted';
  } catch (err) {
    if (err instanceof LedgerRefusal) return err.code;
    throw err;
  }
}

describeEachDatabase('ledger model-based property', (database) => {
  let db: Kysely<Database>;
  let ledger: Ledger;
  beforeAll(async () => {
    db = database().db;
    await migrate(db);
    await sql`insert into merchants (code) values ('aurora') on conflict do nothing`.execute(db);
    ledger = createLedger(db);
  });

  it(`keeps the ledger's invariants over ${runs} random runs (deposits, withdrawals, transfers, bets, replays)`, async () => {
    const property = fc.asyncProperty(fc.array(op, { maxLength: 50, size: 'small' }), async (ops) => {
      const members = await freshMembers(db);
      const model = new Map<string, number>();
      const done: PostRequest[] = [];
      let posted = 0;
      for (const o of ops) {
        if (o.t === 'replay' || o.t === 'conflict') {
          if (done.length === 0) continue;
          const first = must(done[o.index % done.length]);
          const before = new Map(model);
          if (o.t === 'replay') {
            expect(await outcome(ledger.post(first))).toBe('replayed');
          } else {
            const changed = { ...first, entries: first.entries.map((e, i) => ({ ...e, amountMinor: i < 2 ? e.amountMinor * 2 : e.amountMinor })) };
            expect(await outcome(ledger.post(changed))).toBe('IDEMPOTENCY_CONFLICT');
          }
          expect(model).toEqual(before);
          continue;
        }
        const req = request(o, must(members[o.m]), `prop:${randomUUID()}`);
        const accepted = applyToModel(model, req);
        const result = await outcome(ledger.post(req));
        expect(result).toBe(accepted ? 'posted' : 'INSUFFICIENT_BALANCE');
        if (accepted) {
          done.push(req);
          posted += 1;
        }
      }
      // The ledger agrees with the model, and its own invariants hold.
      const { rows } = await sql<{ member_id: string; wallet: string; balance_minor: string | number; n: number }>`
        select a.member_id, a.wallet, a.balance_minor,
               (select count(*)::int from ledger_transactions t where t.member_id in (${sql.join(members)})) as n
          from (select 1) one left join ledger_accounts a on a.member_id in (${sql.join(members)})`.execute(db);
      const actual = new Map(rows.filter((r) => r.member_id).map((r) => [`${r.member_id}:${r.wallet}`, Number(r.balance_minor)]));
      for (const [k, v] of model) expect([k, actual.get(k) ?? 0]).toEqual([k, v]);
      for (const [k, v] of actual) expect([k, v]).toEqual([k, model.get(k) ?? 0]);
      expect(rows[0]?.n).toBe(posted);
      expect(auditProblems(await auditLedger(db, members))).toEqual([]);
    });
    try {
      await fc.assert(property, { numRuns: runs, ...(seed !== undefined ? { seed } : {}) });
    } catch (err) {
      console.error(`[ledger property] failed; replay with LEDGER_PROPERTY_SEED from the report below\n${(err as Error).message.slice(0, 2000)}`);
      throw err;
    }
  }, 600_000);
});
