/**
 * The member's records read from the ledger (schemas/wallet.ts): the account record (every
 * movement of the member's wallets, with the balance after it) and the betting record with
 * profit and loss (transactions of kind game_round; their details carry vendor, game, bet, win).
 * Always scoped to one member id the caller takes from the session.
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { AccountRecordItem, AccountRecordType, BettingRecordItem, BettingTotals, ProfitLossRow } from '../../../schemas/wallet';
import type { Database } from '../database';

export interface RecordWindow {
  memberId: string;
  from: Date;
  to: Date;
  page: number;
  pageSize: number;
}

type Int = string | number | null;
const n = (v: Int | undefined) => Number(v ?? 0);

export async function accountRecord(
  db: Kysely<Database>,
  q: RecordWindow & { type?: AccountRecordType; wallet?: string },
): Promise<{ items: AccountRecordItem[]; total: number; inMinor: number; outMinor: number }> {
  const filters: RawBuilder<unknown>[] = [
    sql`a.member_id = ${q.memberId}`,
    sql`e.posted_at >= ${q.from}`,
    sql`e.posted_at < ${q.to}`,
  ];
  if (q.type) filters.push(sql`t.kind = ${q.type}`);
  if (q.wallet) filters.push(sql`a.wallet = ${q.wallet}`);
  const where = sql.join(filters, sql` and `);
  const from = sql`ledger_entries e join ledger_accounts a on a.id = e.account_id join ledger_transactions t on t.id = e.transaction_id`;
  const [page, totals] = await Promise.all([
    sql<{ id: string; line: number; posted_at: Date; kind: AccountRecordType; wallet: string; amount_minor: Int; balance_after_minor: Int; memo: string; reference: string | null }>`
      select t.id, e.line, e.posted_at, t.kind, a.wallet, e.amount_minor, e.balance_after_minor, t.memo, t.reference
        from ${from} where ${where}
       order by e.posted_at desc, t.id desc, e.line desc
       limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}`.execute(db),
    sql<{ total: Int; in_minor: Int; out_minor: Int }>`
      select count(*) as total,
             coalesce(sum(e.amount_minor) filter (where e.amount_minor > 0), 0) as in_minor,
             coalesce(-sum(e.amount_minor) filter (where e.amount_minor < 0), 0) as out_minor
        from ${from} where ${where}`.execute(db),
  ]);
  const t = totals.rows[0];
  return {
    items: page.rows.map((r) => ({
      id: `${r.id}:${r.line}`,
      transactionId: r.id,
      postedAt: new Date(r.posted_at).toISOString(),
      type: r.kind,
      wallet: r.wallet,
      amountMinor: n(r.amount_minor),
      balanceAfterMinor: n(r.balance_after_minor),
      memo: r.memo,
      reference: r.reference,
    })),
    total: n(t?.total),
    inMinor: n(t?.in_minor),
    outMinor: n(t?.out_minor),
  };
}

export interface BettingFilter {
  memberId: string;
  from: Date;
  to: Date;
  vendor?: string;
  gameType?: string;
}

function bettingWhere(q: BettingFilter) {
  const filters: RawBuilder<unknown>[] = [
    sql`t.kind = 'game_round'`,
    sql`t.member_id = ${q.memberId}`,
    sql`t.posted_at >= ${q.from}`,
    sql`t.posted_at < ${q.to}`,
  ];
  if (q.vendor) filters.push(sql`t.details->>'vendor' = ${q.vendor}`);
  if (q.gameType) filters.push(sql`t.details->>'gameType' = ${q.gameType}`);
  return sql.join(filters, sql` and `);
}

const bet = sql`coalesce((t.details->>'betMinor')::bigint, 0)`;
const win = sql`coalesce((t.details->>'winMinor')::bigint, 0)`;

function totalsOf(r: { rounds: Int; bet_minor: Int; win_minor: Int } | undefined): BettingTotals {
  const betMinor = n(r?.bet_minor);
  const winMinor = n(r?.win_minor);
  return { rounds: n(r?.rounds), betMinor, winMinor, profitMinor: winMinor - betMinor };
}

export async function bettingRecord(db: Kysely<Database>, q: BettingFilter & { page: number; pageSize: number }): Promise<{ items: BettingRecordItem[]; totals: BettingTotals }> {
  const where = bettingWhere(q);
  const [page, totals] = await Promise.all([
    sql<{ id: string; posted_at: Date; details: Record<string, unknown> | string }>`
      select t.id, t.posted_at, t.details from ledger_transactions t where ${where}
       order by t.posted_at desc, t.id desc limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}`.execute(db),
    sql<{ rounds: Int; bet_minor: Int; win_minor: Int }>`
      select count(*) as rounds, coalesce(sum(${bet}), 0) as bet_minor, coalesce(sum(${win}), 0) as win_minor
        from ledger_transactions t where ${where}`.execute(db),
  ]);
  return {
    items: page.rows.map((r) => {
      const d = (typeof r.details === 'string' ? JSON.parse(r.details) : r.details ?? {}) as Record<string, unknown>;
      const betMinor = Number(d.betMinor ?? 0);
      const winMinor = Number(d.winMinor ?? 0);
      return {
        transactionId: r.id,
        roundId: String(d.roundId ?? ''),
        settledAt: new Date(r.posted_at).toISOString(),
        vendor: String(d.vendor ?? ''),
        gameType: String(d.gameType ?? ''),
        nodeId: String(d.nodeId ?? ''),
        gameName: String(d.gameName ?? ''),
        wallet: String(d.wallet ?? 'main'),
        betMinor,
        winMinor,
        profitMinor: winMinor - betMinor,
      };
    }),
    totals: totalsOf(totals.rows[0]),
  };
}

export async function profitLoss(db: Kysely<Database>, q: BettingFilter): Promise<{ rows: ProfitLossRow[]; totals: BettingTotals }> {
  const where = bettingWhere(q);
  const { rows } = await sql<{ vendor: string | null; game_type: string | null; rounds: Int; bet_minor: Int; win_minor: Int }>`
    select t.details->>'vendor' as vendor, t.details->>'gameType' as game_type, count(*) as rounds,
           coalesce(sum(${bet}), 0) as bet_minor, coalesce(sum(${win}), 0) as win_minor
      from ledger_transactions t where ${where}
     group by 1, 2 order by 1, 2`.execute(db);
  const out = rows.map((r) => ({ vendor: r.vendor ?? '', gameType: r.game_type ?? '', ...totalsOf(r) }));
  const totals = out.reduce<BettingTotals>(
    (s, r) => ({ rounds: s.rounds + r.rounds, betMinor: s.betMinor + r.betMinor, winMinor: s.winMinor + r.winMinor, profitMinor: s.profitMinor + r.profitMinor }),
    { rounds: 0, betMinor: 0, winMinor: 0, profitMinor: 0 },
  );
  return { rows: out, totals };
}
