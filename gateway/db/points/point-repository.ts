/**
 * Points rows (migration 052, docs/decisions/049): the member's balance row is the lock every
 * change takes (SELECT … FOR UPDATE), so earning and spending on several gateway instances
 * serialise per member; point_entries.source_key is unique, so a round earns once.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../database';
import type { ExchangeStatus, ExchangeType, PointEntryKind } from '../../../schemas/points';

export interface BalanceRow {
  points: number;
  earned: number;
  spent: number;
  betMinor: number;
}

export interface ExchangeRow {
  id: string;
  number: string;
  memberId: string;
  requestHash: string;
  type: ExchangeType;
  productCode: string | null;
  productName: string | null;
  quantity: number;
  points: number;
  amountMinor: number;
  currency: string;
  status: ExchangeStatus;
  remark: string | null;
  address: string | null;
  balanceAfter: number;
  createdAt: Date;
}

export interface EntryRow {
  id: string;
  kind: PointEntryKind;
  points: number;
  balanceAfter: number;
  createdAt: Date;
  betMinor: number | null;
  gameName: string | null;
  exchangeNumber: string | null;
}

type Num = string | number | bigint;
const n = (v: Num | null | undefined): number => Number(v ?? 0);
const nOrNull = (v: Num | null | undefined): number | null => (v === null || v === undefined ? null : Number(v));

/** Rounds posted this long before the newest counted one are read again on the next catch-up. */
export const roundOverlapMs = 10 * 60_000;

interface RawExchange {
  id: string;
  number: string;
  member_id: string;
  request_hash: string;
  type: ExchangeType;
  product_code: string | null;
  product_name: string | null;
  quantity: number;
  points: Num;
  amount_minor: Num;
  currency: string;
  status: ExchangeStatus;
  remark: string | null;
  address: string | null;
  balance_after: Num;
  created_at: Date | string;
}

function toExchange(r: RawExchange): ExchangeRow {
  return {
    id: r.id,
    number: r.number,
    memberId: r.member_id,
    requestHash: r.request_hash,
    type: r.type,
    productCode: r.product_code,
    productName: r.product_name,
    quantity: Number(r.quantity),
    points: n(r.points),
    amountMinor: n(r.amount_minor),
    currency: r.currency,
    status: r.status,
    remark: r.remark,
    address: r.address,
    balanceAfter: n(r.balance_after),
    createdAt: new Date(r.created_at),
  };
}

export const pointRows = {
  /** Locks (creating when absent) the member's balance row; its values. */
  async lockBalance(trx: Kysely<Database>, memberId: string, merchant: string): Promise<BalanceRow & { roundsUntil: Date | null }> {
    await sql`insert into point_balances (member_id, merchant) values (${memberId}, ${merchant}) on conflict (member_id) do nothing`.execute(trx);
    const { rows } = await sql<{ points: Num; earned: Num; spent: Num; bet_minor: Num; rounds_until: Date | string | null }>`
      select points, earned, spent, bet_minor, rounds_until from point_balances where member_id = ${memberId} for update`.execute(trx);
    const r = rows[0];
    return { points: n(r?.points), earned: n(r?.earned), spent: n(r?.spent), betMinor: n(r?.bet_minor), roundsUntil: r?.rounds_until ? new Date(r.rounds_until) : null };
  },

  async balance(db: Kysely<Database>, memberId: string): Promise<BalanceRow> {
    const { rows } = await sql<{ points: Num; earned: Num; spent: Num; bet_minor: Num }>`
      select points, earned, spent, bet_minor from point_balances where member_id = ${memberId}`.execute(db);
    const r = rows[0];
    return { points: n(r?.points), earned: n(r?.earned), spent: n(r?.spent), betMinor: n(r?.bet_minor) };
  },

  /**
   * Counts the member's settled rounds not counted yet (after the locked balance row `from`):
   * one earn entry each, in posting order, with the running balance; then the balance row.
   * The caller holds the row lock (lockBalance) in `trx`.
   */
  async earnFromRounds(trx: Kysely<Database>, memberId: string, merchant: string, from: BalanceRow & { roundsUntil: Date | null }, earnPoints: number, earnBetMinor: number): Promise<{ points: number; betMinor: number; rounds: number }> {
    const since = from.roundsUntil ? new Date(from.roundsUntil.getTime() - roundOverlapMs) : new Date(0);
    const { rows } = await sql<{ points: Num; bet_minor: Num; rounds: Num; until: Date | string | null }>`
      with fresh as (
        select t.id, t.posted_at,
               greatest(coalesce((t.details->>'betMinor')::bigint, 0), 0) as bet_minor,
               nullif(t.details->>'gameName', '') as game_name
          from ledger_transactions t
         where t.kind = 'game_round' and t.member_id = ${memberId} and t.merchant = ${merchant} and t.posted_at >= ${since}
           and not exists (select 1 from point_entries e where e.source_key = 'round:' || t.id::text)
      ), earned as (
        select f.*, (f.bet_minor * ${earnPoints}::bigint) / ${earnBetMinor}::bigint as points from fresh f
      ), inserted as (
        insert into point_entries (merchant, member_id, kind, points, balance_after, source_key, bet_minor, game_name, created_at)
        select ${merchant}, ${memberId}, 'earn', e.points,
               ${from.points}::bigint + sum(e.points) over (order by e.posted_at, e.id rows unbounded preceding),
               'round:' || e.id::text, e.bet_minor, left(e.game_name, 200), e.posted_at
          from earned e
        on conflict (source_key) do nothing
        returning points, bet_minor, created_at
      )
      select coalesce(sum(points), 0) as points, coalesce(sum(bet_minor), 0) as bet_minor, count(*) as rounds, max(created_at) as until from inserted`.execute(trx);
    const r = rows[0];
    const points = n(r?.points);
    const betMinor = n(r?.bet_minor);
    const rounds = n(r?.rounds);
    if (rounds > 0) {
      await sql`update point_balances
                   set points = points + ${points}, earned = earned + ${points}, bet_minor = bet_minor + ${betMinor},
                       rounds_until = greatest(coalesce(rounds_until, ${r?.until ?? null}::timestamptz), ${r?.until ?? null}::timestamptz), updated_at = now()
                 where member_id = ${memberId}`.execute(trx);
    }
    return { points, betMinor, rounds };
  },

  /** Takes points (the row is locked; the caller checked the balance). */
  async spend(trx: Kysely<Database>, memberId: string, points: number): Promise<void> {
    await sql`update point_balances set points = points - ${points}, spent = spent + ${points}, updated_at = now() where member_id = ${memberId}`.execute(trx);
  },

  /** Gives points back (a rejected product exchange). */
  async refund(trx: Kysely<Database>, memberId: string, points: number): Promise<number> {
    const { rows } = await sql<{ points: Num }>`
      update point_balances set points = points + ${points}, spent = spent - ${points}, updated_at = now() where member_id = ${memberId} returning points`.execute(trx);
    return n(rows[0]?.points);
  },

  async addEntry(trx: Kysely<Database>, e: { merchant: string; memberId: string; kind: Exclude<PointEntryKind, 'earn'>; points: number; balanceAfter: number; sourceKey: string; exchangeId: string }): Promise<void> {
    await sql`insert into point_entries (merchant, member_id, kind, points, balance_after, source_key, exchange_id)
              values (${e.merchant}, ${e.memberId}, ${e.kind}, ${e.points}, ${e.balanceAfter}, ${e.sourceKey}, ${e.exchangeId})`.execute(trx);
  },

  /** Inserts the exchange unless the member's requestId is taken; true when inserted. */
  async claimExchange(trx: Kysely<Database>, x: Omit<ExchangeRow, 'createdAt' | 'memberId'> & { memberId: string; merchant: string; requestId: string }): Promise<boolean> {
    const { rows } = await sql<{ id: string }>`
      insert into point_exchanges (id, number, merchant, member_id, request_id, request_hash, type, product_code, product_name, quantity, points,
                                   amount_minor, currency, status, remark, address, balance_after)
      values (${x.id}, ${x.number}, ${x.merchant}, ${x.memberId}, ${x.requestId}, ${x.requestHash}, ${x.type}, ${x.productCode}, ${x.productName},
              ${x.quantity}, ${x.points}, ${x.amountMinor}, ${x.currency}, ${x.status}, ${x.remark}, ${x.address}, ${x.balanceAfter})
      on conflict (member_id, request_id) do nothing
      returning id`.execute(trx);
    return rows.length === 1;
  },

  async exchangeByRequest(db: Kysely<Database>, memberId: string, requestId: string): Promise<ExchangeRow | null> {
    const { rows } = await sql<RawExchange>`select * from point_exchanges where member_id = ${memberId} and request_id = ${requestId}`.execute(db);
    return rows[0] ? toExchange(rows[0]) : null;
  },

  async exchange(db: Kysely<Database>, id: string, lock = false): Promise<ExchangeRow | null> {
    const { rows } = await sql<RawExchange>`select * from point_exchanges where id = ${id} ${lock ? sql`for update` : sql``}`.execute(db);
    return rows[0] ? toExchange(rows[0]) : null;
  },

  async decide(trx: Kysely<Database>, id: string, status: 'approved' | 'rejected', remark: string | null): Promise<void> {
    await sql`update point_exchanges set status = ${status}, remark = ${remark}, decided_at = now() where id = ${id}`.execute(trx);
  },

  async exchanges(db: Kysely<Database>, memberId: string, status: ExchangeStatus | null, limit: number, offset: number): Promise<{ rows: ExchangeRow[]; total: number }> {
    const filter = status ? sql`and status = ${status}` : sql``;
    const [list, count] = await Promise.all([
      sql<RawExchange>`select * from point_exchanges where member_id = ${memberId} ${filter} order by created_at desc, id desc limit ${limit} offset ${offset}`.execute(db),
      sql<{ n: Num }>`select count(*) as n from point_exchanges where member_id = ${memberId} ${filter}`.execute(db),
    ]);
    return { rows: list.rows.map(toExchange), total: n(count.rows[0]?.n) };
  },

  async entries(db: Kysely<Database>, memberId: string, kind: PointEntryKind | null, limit: number, offset: number): Promise<{ rows: EntryRow[]; total: number }> {
    // Rounds too small to earn a point are counted (their source_key) but not shown.
    const filter = kind ? sql`and e.kind = ${kind}` : sql``;
    const [list, count] = await Promise.all([
      sql<{ id: string; kind: PointEntryKind; points: Num; balance_after: Num; created_at: Date | string; bet_minor: Num | null; game_name: string | null; number: string | null }>`
        select e.id, e.kind, e.points, e.balance_after, e.created_at, e.bet_minor, e.game_name, x.number
          from point_entries e left join point_exchanges x on x.id = e.exchange_id
         where e.member_id = ${memberId} and e.points <> 0 ${filter}
         order by e.created_at desc, e.id desc limit ${limit} offset ${offset}`.execute(db),
      sql<{ n: Num }>`select count(*) as n from point_entries e where e.member_id = ${memberId} and e.points <> 0 ${filter}`.execute(db),
    ]);
    return {
      rows: list.rows.map((r) => ({
        id: r.id,
        kind: r.kind,
        points: n(r.points),
        balanceAfter: n(r.balance_after),
        createdAt: new Date(r.created_at),
        betMinor: nOrNull(r.bet_minor),
        gameName: r.game_name,
        exchangeNumber: r.number,
      })),
      total: n(count.rows[0]?.n),
    };
  },
};
