/**
 * Test and bench data for agent settlement (decision 036): members under an upline, money and
 * game rounds through the ledger (rounds are posted at the database's now), contracts as the
 * contracts helper stores them (agent_contracts, migration 038), and what was paid.
 */
import { createHash, randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { ContractKind, ContractPeriod, ContractTier } from '../../schemas/agent';
import type { Database } from '../db/database';
import type { Ledger } from '../domain/ledger/ledger';

export const currency = 'CNY';

/** Inserts members (type 1 = agent when `agent`) under `parentId`; their ids in order. */
export async function addMembers(db: Kysely<Database>, merchant: string, parentIds: (string | null)[], agent = true): Promise<string[]> {
  const tag = randomBytes(4).toString('hex');
  const payload = JSON.stringify(parentIds.map((p, i) => ({ a: `s${tag}${i}`, p })));
  const { rows } = await sql<{ id: string; account: string }>`
    insert into members (merchant, account, account_key, password_hash, type, parent_id, currency)
    select ${merchant}, x.a, x.a, '$argon2id$fixture', ${agent ? 1 : 0}, x.p, ${currency}
      from jsonb_to_recordset(${payload}::jsonb) as x(a text, p uuid)
    returning id, account`.execute(db);
  const byAccount = new Map(rows.map((r) => [r.account, r.id]));
  return parentIds.map((_, i) => {
    const id = byAccount.get(`s${tag}${i}`);
    if (!id) throw new Error('member not inserted');
    return id;
  });
}

export async function fund(ledger: Ledger, merchant: string, memberId: string, amountMinor: number): Promise<void> {
  await ledger.post({
    merchant, currency, idempotencyKey: `fixture-fund:${memberId}:${randomBytes(6).toString('hex')}`, kind: 'deposit', memberId,
    entries: [{ account: { type: 'provider', provider: 'fixture' }, amountMinor: -amountMinor }, { account: { type: 'member', memberId, wallet: 'main' }, amountMinor }],
  });
}

/** A settled round: bet member → house, win house → member (the demo vendor's shape). */
export async function playRound(ledger: Ledger, merchant: string, memberId: string, betMinor: number, winMinor: number): Promise<void> {
  const wallet = { type: 'member' as const, memberId, wallet: 'main' };
  const entries = [{ account: wallet, amountMinor: -betMinor }, { account: { type: 'house' as const }, amountMinor: betMinor }];
  if (winMinor > 0) entries.push({ account: { type: 'house' as const }, amountMinor: -winMinor }, { account: wallet, amountMinor: winMinor });
  await ledger.post({
    merchant, currency, idempotencyKey: `fixture-round:${randomBytes(8).toString('hex')}`, kind: 'game_round', memberId, entries,
    details: { vendor: 'FIXTURE', betMinor, winMinor },
  });
}

export interface ContractFixture {
  merchant: string;
  kind: ContractKind;
  period: ContractPeriod;
  uplineId: string;
  downlineId: string;
  tiers: ContractTier[];
  acceptedAt: Date;
}

export async function addContracts(db: Kysely<Database>, contracts: ContractFixture[]): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < contracts.length; i += 1000) {
    const payload = JSON.stringify(
      contracts.slice(i, i + 1000).map((c, n) => ({
        n, m: c.merchant, k: c.kind, p: c.period, u: c.uplineId, d: c.downlineId, t: c.tiers,
        r: Math.max(...c.tiers.map((t) => t.ratio)), a: c.acceptedAt.toISOString(),
      })),
    );
    const { rows } = await sql<{ id: string; n: number }>`
      with x as (select * from jsonb_to_recordset(${payload}::jsonb) as x(n int, m text, k text, p text, u uuid, d uuid, t jsonb, r int, a timestamptz)),
      ins as (
        insert into agent_contracts (merchant, kind, period, state, upline_id, downline_id, tiers, ratio, signed_at, offered_at, accepted_at)
        select m, k, p, 'active', u, d, t, r, a, a, a from x order by n
        returning id, downline_id, kind)
      select ins.id, x.n from ins join x on x.d = ins.downline_id and x.k = ins.kind`.execute(db);
    ids.push(...rows.sort((a, b) => a.n - b.n).map((r) => r.id));
  }
  return ids;
}

/** Ends contracts now (so later clock moves plan no more periods for them). */
export async function endContracts(db: Kysely<Database>, ids: string[], at = new Date()): Promise<void> {
  if (ids.length === 0) return;
  await sql`update agent_contracts set state = 'terminated', ended_at = ${at.toISOString()}, version = version + 1 where id in (${sql.join(ids)})`.execute(db);
}

export interface PaidRow {
  contractId: string;
  periodStart: string;
  amountMinor: number;
  transactionId: string | null;
}

export async function settlementsOf(db: Kysely<Database>, contractIds: string[]): Promise<PaidRow[]> {
  if (contractIds.length === 0) return [];
  const { rows } = await sql<{ contract_id: string; period_start: Date; amount_minor: string | number; transaction_id: string | null }>`
    select contract_id, period_start, amount_minor, transaction_id from agent_settlements
     where contract_id in (${sql.join(contractIds)}) order by contract_id, period_start`.execute(db);
  return rows.map((r) => ({ contractId: r.contract_id, periodStart: new Date(r.period_start).toISOString(), amountMinor: Number(r.amount_minor), transactionId: r.transaction_id }));
}

/** Ledger postings of settlement for these contracts: one per key, with the amount credited. */
export async function settlementPostings(db: Kysely<Database>, contractIds: string[]): Promise<{ key: string; amountMinor: number }[]> {
  if (contractIds.length === 0) return [];
  const keys = sql.join(contractIds.map((id) => sql`${`settlement:${id}:%`}`));
  const { rows } = await sql<{ key: string; amount: string | number }>`
    select t.idempotency_key as key, sum(e.amount_minor) filter (where e.amount_minor > 0) as amount
      from ledger_transactions t join ledger_entries e on e.transaction_id = t.id
     where t.kind in ('agent_salary', 'agent_dividend') and t.idempotency_key like any (array[${keys}])
     group by t.idempotency_key order by t.idempotency_key`.execute(db);
  return rows.map((r) => ({ key: r.key, amountMinor: Number(r.amount) }));
}

/** The merchant's commission account balance (it pays every settlement). */
export async function commissionBalance(db: Kysely<Database>, merchant: string): Promise<number> {
  const { rows } = await sql<{ b: string | number }>`select balance_minor as b from ledger_accounts where code = ${`c:${merchant}:${currency}`}`.execute(db);
  return Number(rows[0]?.b ?? 0);
}

/**
 * Money and rounds in bulk (the settlement bench's set-up; decision 042), written straight into
 * the ledger's tables in a few set-based statements, the way the demo tree's seed does: each
 * member gets a deposit of `fundMinor` (provider → main) and then its rounds (bet main → house,
 * win house → main), all posted at `at`. Every statement passes the ledger's triggers (each
 * transaction balances, rollups and wallet_balances follow); each account's balance is then set
 * to the sum of its entries. The members must have no ledger account yet.
 */
export async function bulkRounds(db: Kysely<Database>, merchant: string, rounds: { memberId: string; betMinor: number; winMinor: number }[], fundMinor: number, at: Date): Promise<void> {
  const house = `h:${merchant}:${currency}`;
  const bank = `p:${merchant}:fixture:${currency}`;
  const main = (id: string) => `m:${id}:main`;
  const members = [...new Set(rounds.map((r) => r.memberId))];
  const accounts = JSON.stringify(members.map((id) => ({ c: main(id), m: id })));
  await sql`
    insert into ledger_accounts (code, kind, merchant, currency, member_id, wallet, may_go_negative)
    select x.c, 'member', ${merchant}, ${currency}, x.m, 'main', false from jsonb_to_recordset(${accounts}::jsonb) as x(c text, m uuid)`.execute(db);
  await sql`
    insert into ledger_accounts (code, kind, merchant, currency, may_go_negative)
    values (${house}, 'house', ${merchant}, ${currency}, true), (${bank}, 'provider', ${merchant}, ${currency}, true)
    on conflict (code) do nothing`.execute(db);
  const { rows: ids } = await sql<{ id: string | number; code: string; balance_minor: string | number }>`
    select id, code, balance_minor from ledger_accounts where code in (${house}, ${bank}) or member_id in (select (jsonb_array_elements(${accounts}::jsonb)->>'m')::uuid)`.execute(db);
  const accountId = new Map(ids.map((r) => [r.code, String(r.id)]));
  const balance = new Map(ids.map((r) => [r.code, Number(r.balance_minor)]));
  const tag = randomBytes(4).toString('hex');
  type Tx = { key: string; kind: string; m: string; d: Record<string, string | number> | null; lines: [string, number][] };
  const txs: Tx[] = members.map((m) => ({ key: `fixture-fund:${tag}:${m}`, kind: 'deposit', m, d: null, lines: [[bank, -fundMinor], [main(m), fundMinor]] }));
  rounds.forEach((r, i) => {
    const lines: [string, number][] = [[main(r.memberId), -r.betMinor], [house, r.betMinor]];
    if (r.winMinor > 0) lines.push([house, -r.winMinor], [main(r.memberId), r.winMinor]);
    txs.push({ key: `fixture-round:${tag}:${i}`, kind: 'game_round', m: r.memberId, d: { vendor: 'FIXTURE', betMinor: r.betMinor, winMinor: r.winMinor }, lines });
  });
  const hash = (key: string) => createHash('sha256').update(key).digest('hex');
  for (let i = 0; i < txs.length; i += 4000) {
    const part = txs.slice(i, i + 4000);
    const { rows: made } = await sql<{ id: string; k: string }>`
      insert into ledger_transactions (idempotency_key, request_hash, merchant, currency, kind, member_id, memo, details, posted_at)
      select x.k, x.h, ${merchant}, ${currency}, x.kind, x.m, '', x.d, ${at.toISOString()}::timestamptz
        from jsonb_to_recordset(${JSON.stringify(part.map((t) => ({ k: t.key, h: hash(t.key), kind: t.kind, m: t.m, d: t.d })))}::jsonb) as x(k text, h text, kind text, m uuid, d jsonb)
      returning id, idempotency_key as k`.execute(db);
    const txId = new Map(made.map((r) => [r.k, r.id]));
    const entries = part.flatMap((t) =>
      t.lines.map(([code, v], line) => {
        const after = (balance.get(code) ?? 0) + v;
        balance.set(code, after);
        return { t: txId.get(t.key), l: line, a: accountId.get(code), v, b: after };
      }),
    );
    await sql`
      insert into ledger_entries (transaction_id, line, account_id, amount_minor, balance_after_minor, posted_at)
      select x.t, x.l, x.a, x.v, x.b, ${at.toISOString()}::timestamptz
        from jsonb_to_recordset(${JSON.stringify(entries)}::jsonb) as x(t uuid, l smallint, a bigint, v bigint, b bigint)`.execute(db);
  }
  const finals = JSON.stringify([...balance.entries()].map(([c, b]) => ({ c, b })));
  await sql`
    update ledger_accounts a set balance_minor = x.b, updated_at = now()
      from jsonb_to_recordset(${finals}::jsonb) as x(c text, b bigint) where a.code = x.c and a.balance_minor <> x.b`.execute(db);
}
