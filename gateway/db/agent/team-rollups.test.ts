/**
 * The agent rollups (migration 039) equal a recomputation from ledger_transactions and
 * ledger_entries after a random mix of activity posted through the ledger (several at once),
 * and agent_rollups_rebuild() gives the same rows back.
 */
import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { expect, it } from 'vitest';
import type { Database } from '../database';
import { ledgerOf, LedgerRefusal, type LedgerAccount, type PostRequest } from '../../domain/ledger/ledger';
import { describeEachDatabase } from '../../test-support/databases';

type Row = [string, string, string, string, number, number, number, number, number, number];

async function rollups(db: Kysely<Database>): Promise<Row[]> {
  const { rows } = await sql<Record<string, string | number>>`
    select member_id, day::text as day, category, vendor, rounds, bet_minor, win_minor, deposits_minor, withdrawals_minor, income_minor
      from agent_member_daily where merchant = 'aurora' order by 1, 2, 3, 4`.execute(db);
  return rows.map((r) => Object.values(r).map((v, i) => (i < 4 ? String(v) : Number(v))) as Row);
}

/** The same figures straight from the ledger, written independently of the migration. */
async function recomputed(db: Kysely<Database>): Promise<Row[]> {
  const { rows } = await sql<Record<string, string | number>>`
    with tx as (
      select t.id, t.member_id, t.kind, t.details, ((t.posted_at at time zone 'UTC') + interval '8 hours')::date as day,
             (select coalesce(sum(e.amount_minor), 0) from ledger_entries e join ledger_accounts a on a.id = e.account_id
               where e.transaction_id = t.id and a.member_id = t.member_id and a.wallet = 'main') as main
        from ledger_transactions t where t.merchant = 'aurora' and t.member_id is not null),
    rounds as (
      select member_id, day, details->>'gameType' as category, details->>'vendor' as vendor, count(*) as rounds,
             sum((details->>'betMinor')::bigint) as bet, sum((details->>'winMinor')::bigint) as win, 0 as dep, 0 as wd, 0 as inc
        from tx where kind = 'game_round' group by 1, 2, 3, 4),
    money as (
      select member_id, day, '' as category, '' as vendor, 0 as rounds, 0 as bet, 0 as win,
             sum(main) filter (where kind = 'deposit') as dep,
             -sum(main) filter (where kind in ('withdrawal', 'withdrawal_refund')) as wd,
             sum(main) filter (where kind in ('agent_salary', 'agent_dividend')) as inc
        from tx where kind in ('deposit', 'withdrawal', 'withdrawal_refund', 'agent_salary', 'agent_dividend') group by 1, 2)
    select member_id, day::text as day, category, vendor, rounds, bet, win, coalesce(dep, 0) as dep, coalesce(wd, 0) as wd, coalesce(inc, 0) as inc
      from (select * from rounds union all select * from money) x
     where rounds <> 0 or coalesce(dep, 0) <> 0 or coalesce(wd, 0) <> 0 or coalesce(inc, 0) <> 0
     order by 1, 2, 3, 4`.execute(db);
  return rows.map((r) => Object.values(r).map((v, i) => (i < 4 ? String(v) : Number(v))) as Row);
}

/** Deterministic pseudo-random numbers (mulberry32). */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describeEachDatabase('agent rollups', (database) => {
  it('equal a recomputation from the ledger after a random mix of activity, and a rebuild gives them back', async () => {
    const db = database().db;
    const ledger = ledgerOf(db);
    const { rows } = await sql<{ id: string }>`select id from members where merchant = 'aurora' and type <> 4 order by account`.execute(db);
    const members = rows.map((r) => r.id);
    const rnd = random(17);
    const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)] as T;
    const main = (memberId: string): LedgerAccount => ({ type: 'member', memberId, wallet: 'main' });
    const base = (kind: PostRequest['kind'], memberId: string) => ({ merchant: 'aurora', currency: 'CNY', idempotencyKey: `${kind}:${randomUUID()}`, kind, memberId });
    const hold: LedgerAccount = { type: 'provider', provider: 'withdrawal-hold' };
    const one = (): PostRequest => {
      const m = pick(members);
      const amount = 1 + Math.floor(rnd() * 5_000);
      const r = rnd();
      if (r < 0.2) return { ...base('deposit', m), entries: [{ account: { type: 'provider', provider: 'demo-bank' }, amountMinor: -amount * 10 }, { account: main(m), amountMinor: amount * 10 }] };
      if (r < 0.3) return { ...base('withdrawal', m), entries: [{ account: main(m), amountMinor: -amount }, { account: hold, amountMinor: amount }] };
      if (r < 0.35) return { ...base('withdrawal', m), entries: [{ account: hold, amountMinor: -amount }, { account: { type: 'provider', provider: 'demo-bank' }, amountMinor: amount }] };
      if (r < 0.4) return { ...base('withdrawal_refund', m), entries: [{ account: hold, amountMinor: -amount }, { account: main(m), amountMinor: amount }] };
      if (r < 0.45) return { ...base(pick(['agent_salary', 'agent_dividend'] as const), m), entries: [{ account: { type: 'commission' }, amountMinor: -amount }, { account: main(m), amountMinor: amount }] };
      if (r < 0.5) return { ...base('bonus', m), entries: [{ account: { type: 'promotion' }, amountMinor: -amount }, { account: main(m), amountMinor: amount }] };
      const win = rnd() < 0.5 ? 0 : Math.floor(amount * rnd() * 3);
      const vendor = pick(['PG', 'EVO', 'DEMO']);
      const gameType = pick(['RNG', 'LIVE', 'FISH']);
      return {
        ...base('game_round', m),
        entries: [{ account: main(m), amountMinor: -amount }, { account: { type: 'house' }, amountMinor: amount }, ...(win > 0 ? [{ account: { type: 'house' as const }, amountMinor: -win }, { account: main(m), amountMinor: win }] : [])],
        details: { vendor, gameType, nodeId: '', gameName: 'Demo', roundId: randomUUID(), wallet: 'main', betMinor: amount, winMinor: win },
      };
    };
    // Several postings at once (PostgreSQL: concurrent transactions on the same rollup rows).
    for (let batch = 0; batch < 25; batch++) {
      await Promise.all(
        Array.from({ length: 8 }, async () => {
          await ledger.post(one()).catch((err: unknown) => {
            if (!(err instanceof LedgerRefusal && err.code === 'INSUFFICIENT_BALANCE')) throw err;
          });
        }),
      );
    }
    const kept = await rollups(db);
    expect(kept.length).toBeGreaterThan(10);
    expect(kept).toEqual(await recomputed(db));
    await sql`select agent_rollups_rebuild('aurora')`.execute(db);
    expect(await rollups(db)).toEqual(kept);
  });
});
