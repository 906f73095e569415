/**
 * An agent's income (schemas/agent.ts IncomeAnswer; decision 036): its own settlement rows —
 * always payee = the session's member, never another's — paid within [fromAt, toAt), newest
 * first, optionally of one contract kind, paged, with totals by kind over the same filter.
 */
import type { Kysely } from 'kysely';
import { contractKinds, type ContractKind, type IncomeRow } from '../../../schemas/agent';
import type { Database } from '../database';
import { withSettlementTables } from './settlement-tables';

export interface IncomeFilter {
  payeeId: string;
  fromAt: Date;
  toAt: Date;
  kind?: ContractKind;
  page: number;
  pageSize: number;
}

export interface IncomePage {
  items: IncomeRow[];
  total: number;
  amountMinor: number;
  byKind: Record<ContractKind, number>;
}

const iso = (v: Date | string) => (v instanceof Date ? v : new Date(v)).toISOString();

export async function incomeOf(core: Kysely<Database>, f: IncomeFilter): Promise<IncomePage> {
  const db = withSettlementTables(core);
  let base = db
    .selectFrom('agent_settlements')
    .where('payee_id', '=', f.payeeId)
    .where('paid_at', '>=', f.fromAt)
    .where('paid_at', '<', f.toAt);
  if (f.kind) base = base.where('kind', '=', f.kind);
  const [rows, sums] = await Promise.all([
    base
      .select(['id', 'kind', 'contract_id', 'period_start', 'period_end', 'basis_minor', 'ratio', 'amount_minor', 'paid_at'])
      .orderBy('paid_at', 'desc')
      .orderBy('period_start', 'desc')
      .orderBy('id')
      .limit(f.pageSize)
      .offset((f.page - 1) * f.pageSize)
      .execute(),
    base
      .select((eb) => ['kind', eb.fn.countAll<number | string>().as('n'), eb.fn.sum<number | string>('amount_minor').as('amount')])
      .groupBy('kind')
      .execute(),
  ]);
  const byKind = Object.fromEntries(contractKinds.map((k) => [k, 0])) as Record<ContractKind, number>;
  let total = 0;
  for (const s of sums) {
    byKind[s.kind] = Number(s.amount ?? 0);
    total += Number(s.n);
  }
  return {
    items: rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      contractId: r.contract_id,
      periodStart: iso(r.period_start),
      periodEnd: iso(r.period_end),
      basisMinor: Number(r.basis_minor),
      ratio: r.ratio,
      amountMinor: Number(r.amount_minor),
      paidAt: iso(r.paid_at),
    })),
    total,
    amountMinor: contractKinds.reduce((a, k) => a + byKind[k], 0),
    byKind,
  };
}
