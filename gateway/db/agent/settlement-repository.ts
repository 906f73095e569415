/**
 * Settlement rows (agent_settlements, migration 041; decision 036) and the figures they are made
 * of. `unsettledBatch` reads, for one run, the next contracts (by id) that were in force during
 * the period and have no row for it yet, each with its payee's team figures — the payee itself
 * and every member under it (member_ancestry, depth ≥ 0) — from the ledger's game rounds in the
 * part of the period the contract was in force, in the payee's currency.
 */
import { sql, type Kysely } from 'kysely';
import type { ContractKind, ContractTier } from '../../../schemas/agent';
import type { Database } from '../database';
import { contractEnd, payingStates, type RunKey } from './settlement-run-repository';

export interface ContractInPeriod {
  contractId: string;
  kind: ContractKind;
  payeeId: string;
  uplineId: string;
  currency: string;
  tiers: ContractTier[];
  activePeople: number;
  betMinor: number;
  winMinor: number;
}

export interface SettlementRow {
  contractId: string;
  kind: ContractKind;
  payeeId: string;
  uplineId: string;
  currency: string;
  activePeople: number;
  betMinor: number;
  winMinor: number;
  basisMinor: number;
  ratio: number;
  tier: number | null;
  amountMinor: number;
}

type Num = number | string;
const bet = sql`coalesce((lt.details->>'betMinor')::bigint, 0)`;
const win = sql`coalesce((lt.details->>'winMinor')::bigint, 0)`;

export function createSettlementRepository() {
  return {
    async unsettledBatch(db: Kysely<Database>, run: RunKey & { periodEnd: Date }, afterId: string | null, limit: number): Promise<ContractInPeriod[]> {
      const s = run.periodStart.toISOString();
      const e = run.periodEnd.toISOString();
      const { rows } = await sql<{ id: string; kind: ContractKind; downline_id: string; upline_id: string; currency: string; tiers: ContractTier[] | string; active: Num; bet: Num; win: Num }>`
        with c as (
          select c.id, c.kind, c.downline_id, c.upline_id, c.tiers, m.currency,
                 greatest(c.accepted_at, ${s}::timestamptz) as f,
                 least(coalesce(${contractEnd}, ${e}::timestamptz), ${e}::timestamptz) as t
            from agent_contracts c join members m on m.id = c.downline_id
           where c.merchant = ${run.merchant} and c.period = ${run.period} and c.state in ${payingStates}
             and c.accepted_at is not null and c.accepted_at < ${e}::timestamptz
             and (c.state in ('active', 'terminationRequested') or (c.ended_at is not null and c.ended_at > ${s}::timestamptz))
             and (${afterId}::uuid is null or c.id > ${afterId}::uuid)
             and not exists (select 1 from agent_settlements x where x.contract_id = c.id and x.period_start = ${s}::timestamptz)
           order by c.id
           limit ${limit}
        )
        select c.id, c.kind, c.downline_id, c.upline_id, c.currency, c.tiers, fig.active, fig.bet, fig.win
          from c left join lateral (
            select count(distinct lt.member_id) as active, coalesce(sum(${bet}), 0) as bet, coalesce(sum(${win}), 0) as win
              from member_ancestry a
              join ledger_transactions lt on lt.member_id = a.descendant_id and lt.kind = 'game_round'
                                         and lt.posted_at >= c.f and lt.posted_at < c.t and lt.currency = c.currency
             where a.ancestor_id = c.downline_id
          ) fig on true
         order by c.id`.execute(db);
      return rows.map((r) => ({
        contractId: r.id,
        kind: r.kind,
        payeeId: r.downline_id,
        uplineId: r.upline_id,
        currency: r.currency,
        tiers: typeof r.tiers === 'string' ? (JSON.parse(r.tiers) as ContractTier[]) : r.tiers,
        activePeople: Number(r.active ?? 0),
        betMinor: Number(r.bet ?? 0),
        winMinor: Number(r.win ?? 0),
      }));
    },

    /** Inserts the rows not there yet; the ids of those inserted, by contract id. */
    async insert(trx: Kysely<Database>, run: RunKey & { periodEnd: Date }, rows: SettlementRow[]): Promise<Map<string, string>> {
      if (rows.length === 0) return new Map();
      const payload = JSON.stringify(
        rows.map((r) => ({
          c: r.contractId, k: r.kind, p: r.payeeId, u: r.uplineId, cur: r.currency, a: r.activePeople, b: r.betMinor, w: r.winMinor,
          basis: r.basisMinor, ratio: r.ratio, tier: r.tier, amt: r.amountMinor,
        })),
      );
      const { rows: inserted } = await sql<{ id: string; contract_id: string }>`
        insert into agent_settlements (merchant, contract_id, kind, period, payee_id, upline_id, period_start, period_end, currency,
                                       active_people, bet_minor, win_minor, basis_minor, ratio, tier, amount_minor)
        select ${run.merchant}, x.c, x.k, ${run.period}, x.p, x.u, ${run.periodStart.toISOString()}::timestamptz, ${run.periodEnd.toISOString()}::timestamptz, x.cur,
               x.a, x.b, x.w, x.basis, x.ratio, x.tier, x.amt
          from jsonb_to_recordset(${payload}::jsonb) as x(c uuid, k text, p uuid, u uuid, cur text, a int, b bigint, w bigint, basis bigint, ratio int, tier smallint, amt bigint)
        on conflict (contract_id, period_start) do nothing
        returning id, contract_id`.execute(trx);
      return new Map(inserted.map((r) => [r.contract_id, r.id]));
    },

    async setTransactions(trx: Kysely<Database>, pairs: { id: string; transactionId: string }[]): Promise<void> {
      if (pairs.length === 0) return;
      const payload = JSON.stringify(pairs.map((p) => ({ i: p.id, t: p.transactionId })));
      await sql`
        update agent_settlements s set transaction_id = x.t
          from jsonb_to_recordset(${payload}::jsonb) as x(i uuid, t uuid) where s.id = x.i`.execute(trx);
    },
  };
}

export type SettlementRepository = ReturnType<typeof createSettlementRepository>;

/** The ledger idempotency key of one contract's period: a period is paid once, whoever posts it. */
export function settlementKey(contractId: string, periodStart: Date): string {
  return `settlement:${contractId}:${periodStart.toISOString()}`;
}
