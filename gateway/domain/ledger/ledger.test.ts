import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { auditLedger, auditProblems } from '../../db/ledger/ledger-audit';
import type { Database } from '../../db/database';
import { migrate } from '../../db/migrator';
import { describeEachDatabase } from '../../test-support/databases';
import { must } from '../../test-support/fixtures';
import { createLedger, LedgerRefusal, type Ledger, type PostRequest } from './ledger';

export async function ledgerMember(db: Kysely<Database>, merchant = 'aurora', currency = 'CNY'): Promise<string> {
  await sql`insert into merchants (code) values (${merchant}) on conflict do nothing`.execute(db);
  const account = `l${randomUUID().replaceAll('-', '').slice(0, 20)}`;
  const { rows } = await sql<{ id: string }>`
    insert into members (merchant, account, account_key, password_hash, currency)
    values (${merchant}, ${account}, ${account}, '$argon2id$x', ${currency}) returning id`.execute(db);
  return must(rows[0]).id;
}

const deposit = (memberId: string, amountMinor: number, key: string = randomUUID()): PostRequest => ({
  merchant: 'aurora',
  currency: 'CNY',
  idempotencyKey: `test-deposit:${key}`,
  kind: 'deposit',
  memberId,
  entries: [
    { account: { type: 'provider', provider: 'demo-bank' }, amountMinor: -amountMinor },
    { account: { type: 'member', memberId, wallet: 'main' }, amountMinor },
  ],
  memo: 'Deposit',
});

const withdraw = (memberId: string, amountMinor: number, key: string = randomUUID()): PostRequest => ({
  ...deposit(memberId, amountMinor, key),
  idempotencyKey: `test-withdrawal:${key}`,
  kind: 'withdrawal',
  entries: [
    { account: { type: 'member', memberId, wallet: 'main' }, amountMinor: -amountMinor },
    { account: { type: 'provider', provider: 'demo-bank' }, amountMinor },
  ],
});

async function refusal(p: Promise<unknown>): Promise<string> {
  try {
    await p;
  } catch (err) {
    if (err instanceof LedgerRefusal) return err.code;
    throw err;
  }
  return 'none';
}

describeEachDatabase('ledger', (database, kind) => {
  let db: Kysely<Database>;
  let ledger: Ledger;
  beforeAll(async () => {
    db = database().db;
    await migrate(db);
    ledger = createLedger(db);
  });

  it('posts balanced transactions, replays a key once, refuses a reused key with another body', async () => {
    const m = await ledgerMember(db);
    const first = await ledger.post(deposit(m, 10_000, 'k1'));
    expect(first).toMatchObject({ replayed: false, memberBalances: { main: 10_000 } });
    const again = await ledger.post(deposit(m, 10_000, 'k1'));
    expect(again).toMatchObject({ replayed: true, transactionId: first.transactionId });
    expect(await refusal(ledger.post(deposit(m, 10_001, 'k1')))).toBe('IDEMPOTENCY_CONFLICT');
    expect(await ledger.balanceOf(m)).toBe(10_000);
    expect(await refusal(ledger.post(withdraw(m, 10_001)))).toBe('INSUFFICIENT_BALANCE');
    expect(await ledger.balanceOf(m)).toBe(10_000);
    await ledger.post(withdraw(m, 10_000));
    expect(await ledger.balanceOf(m)).toBe(0);
    expect(auditProblems(await auditLedger(db, [m]))).toEqual([]);
  });

  it('refuses unbalanced, zero, fractional and unsafe amounts (nothing written)', async () => {
    const m = await ledgerMember(db);
    const bad = (entries: PostRequest['entries']) => refusal(ledger.post({ ...deposit(m, 1), entries }));
    const main = { type: 'member', memberId: m, wallet: 'main' } as const;
    expect(await bad([{ account: main, amountMinor: 5 }, { account: { type: 'house' }, amountMinor: -4 }])).toBe('VALIDATION_FAILED');
    expect(await bad([{ account: main, amountMinor: 0 }, { account: { type: 'house' }, amountMinor: 0 }])).toBe('VALIDATION_FAILED');
    expect(await bad([{ account: main, amountMinor: 0.5 }, { account: { type: 'house' }, amountMinor: -0.5 }])).toBe('VALIDATION_FAILED');
    expect(await bad([{ account: main, amountMinor: 2 ** 60 }, { account: { type: 'house' }, amountMinor: -(2 ** 60) }])).toBe('VALIDATION_FAILED');
    expect(await bad([{ account: main, amountMinor: 5 }])).toBe('VALIDATION_FAILED');
    expect(await bad([{ account: { ...main, wallet: 'bad wallet' }, amountMinor: 5 }, { account: { type: 'house' }, amountMinor: -5 }])).toBe('VALIDATION_FAILED');
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from ledger_transactions where member_id = ${m}`.execute(db);
    expect(rows[0]?.n).toBe(0);
  });

  it('the database refuses UPDATE, DELETE and TRUNCATE of ledger rows and direct balance updates', async () => {
    const m = await ledgerMember(db);
    await ledger.post(deposit(m, 500));
    await expect(sql`update ledger_entries set amount_minor = amount_minor * 2`.execute(db)).rejects.toThrow(/append-only/);
    await expect(sql`delete from ledger_entries`.execute(db)).rejects.toThrow(/append-only/);
    await expect(sql`update ledger_transactions set memo = 'x'`.execute(db)).rejects.toThrow(/append-only/);
    await expect(sql`delete from ledger_transactions`.execute(db)).rejects.toThrow(/append-only/);
    // CASCADE: tables that reference the ledger (agent settlements) must not be what stops it; the ledger's own trigger does.
    await expect(sql`truncate ledger_entries, ledger_transactions cascade`.execute(db)).rejects.toThrow(/append-only/);
    await expect(sql`update wallet_balances set balance_minor = 999999 where member_id = ${m}`.execute(db)).rejects.toThrow(/projection/);
    await expect(sql`update ledger_accounts set balance_minor = -1 where member_id = ${m}`.execute(db)).rejects.toThrow();
    expect(await ledger.balanceOf(m)).toBe(500);
  });

  it('adopts a wallet_balances row written directly (fixtures) as an opening balance from house', async () => {
    const m = await ledgerMember(db);
    await sql`insert into wallet_balances (member_id, currency, balance_minor) values (${m}, 'CNY', 7000)`.execute(db);
    expect(await ledger.balanceOf(m)).toBe(7000);
    await ledger.post(withdraw(m, 2500));
    expect(await ledger.balanceOf(m)).toBe(4500);
    const { rows } = await sql<{ kind: string }>`select kind from ledger_transactions where member_id = ${m} order by posted_at`.execute(db);
    expect(rows.map((r) => r.kind).sort()).toEqual(['opening', 'withdrawal']);
    expect(auditProblems(await auditLedger(db, [m]))).toEqual([]);
  });

  it('postIn: a refusal inside the caller transaction leaves it usable and writes nothing', async () => {
    const m = await ledgerMember(db);
    await db.transaction().execute(async (trx) => {
      await ledger.postIn(trx, deposit(m, 300));
      expect(await refusal(ledger.postIn(trx, withdraw(m, 301)))).toBe('INSUFFICIENT_BALANCE');
      expect(await ledger.lockWallet(trx, m)).toBe(300);
      await ledger.postIn(trx, withdraw(m, 100));
    });
    expect(await ledger.balanceOf(m)).toBe(200);
    expect(auditProblems(await auditLedger(db, [m]))).toEqual([]);
  });

  it('20 identical parallel requests with one idempotency key move money exactly once', async () => {
    const m = await ledgerMember(db);
    const handle = kind === 'postgres' ? await must(database().connectAgain)() : null;
    const pool = handle ? createLedger(handle.db) : ledger;
    try {
      const results = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 ? ledger : pool).post(deposit(m, 1234, 'same-key'))));
      expect(results.filter((r) => !r.replayed)).toHaveLength(1);
      expect(new Set(results.map((r) => r.transactionId)).size).toBe(1);
      expect(await ledger.balanceOf(m)).toBe(1234);
    } finally {
      await handle?.close();
    }
  });

  it('50 concurrent withdrawals of A against a balance of 10·A: exactly 10 succeed', async () => {
    const m = await ledgerMember(db);
    await ledger.post(deposit(m, 10 * 700));
    const handle = kind === 'postgres' ? await must(database().connectAgain)() : null;
    const other = handle ? createLedger(handle.db) : ledger;
    try {
      const outcomes = await Promise.all(Array.from({ length: 50 }, (_, i) => refusal((i % 2 ? ledger : other).post(withdraw(m, 700)))));
      expect(outcomes.filter((o) => o === 'none')).toHaveLength(10);
      expect(outcomes.filter((o) => o === 'INSUFFICIENT_BALANCE')).toHaveLength(40);
      expect(await ledger.balanceOf(m)).toBe(0);
      expect(auditProblems(await auditLedger(db, [m]))).toEqual([]);
    } finally {
      await handle?.close();
    }
  });
});
