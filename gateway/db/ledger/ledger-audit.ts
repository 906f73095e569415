/**
 * Checks the ledger's invariants straight from the tables (tests, the SIGKILL drill, operators):
 * every transaction sums to zero with ≥ 2 entries, all accounts sum to zero, no member balance
 * below zero, each balance equals the sum of its entries, and wallet_balances equals the member
 * accounts. Optionally scoped to some members (fast in property tests; the global sum is always checked).
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../database';

export interface LedgerAudit {
  /** Sum of every account's balance (0 when balanced). */
  totalMinor: number;
  unbalancedTransactions: string[];
  /** Accounts whose balance is not the sum of their entries. */
  driftedAccounts: string[];
  negativeMemberAccounts: string[];
  /** Member accounts whose wallet_balances row disagrees. */
  projectionMismatches: string[];
}

export function auditProblems(audit: LedgerAudit): string[] {
  const problems: string[] = [];
  if (audit.totalMinor !== 0) problems.push(`accounts sum to ${audit.totalMinor}`);
  for (const t of audit.unbalancedTransactions) problems.push(`transaction ${t} does not balance`);
  for (const a of audit.driftedAccounts) problems.push(`account ${a} differs from its entries`);
  for (const a of audit.negativeMemberAccounts) problems.push(`member account ${a} below zero`);
  for (const a of audit.projectionMismatches) problems.push(`wallet_balances differs for ${a}`);
  return problems;
}

type Codes = string[] | string | null;
const list = (v: Codes): string[] => (v === null ? [] : typeof v === 'string' ? (JSON.parse(v) as string[]) : v);

/** One statement (cheap enough to run after every property-test run). */
export async function auditLedger(db: Kysely<Database>, memberIds?: string[]): Promise<LedgerAudit> {
  if (!memberIds) return auditScoped(db, sql`true`, sql`true`);
  const ids = memberIds.length > 0 ? memberIds : ['00000000-0000-0000-0000-000000000000'];
  return auditScoped(db, sql`a.member_id in (${sql.join(ids)})`, sql`t.member_id in (${sql.join(ids)})`);
}

/**
 * One merchant's books (the console's ledger check, docs/decisions/047): the checks over that
 * merchant's member accounts and its transactions; totalMinor stays the sum of every account (house
 * accounts are shared, so only the whole ledger sums to zero).
 */
export async function auditMerchantLedger(db: Kysely<Database>, merchant: string): Promise<LedgerAudit> {
  const members = sql`(select m.id from members m where m.merchant = ${merchant})`;
  return auditScoped(db, sql`a.member_id in ${members}`, sql`t.merchant = ${merchant}`);
}

async function auditScoped(db: Kysely<Database>, accountScope: RawBuilder<unknown>, txScope: RawBuilder<unknown>): Promise<LedgerAudit> {
  const { rows } = await sql<{ total: string | number | null; unbalanced: Codes; drifted: Codes; negative: Codes; mismatch: Codes }>`
    with acc as (select a.id, a.code, a.kind, a.balance_minor, a.member_id, a.wallet from ledger_accounts a where ${accountScope}),
         sums as (select e.account_id, sum(e.amount_minor) as s from ledger_entries e where e.account_id in (select id from acc) group by e.account_id),
         unb as (select t.id from ledger_transactions t left join ledger_entries e on e.transaction_id = t.id where ${txScope}
                  group by t.id having coalesce(sum(e.amount_minor), 0) <> 0 or count(e.line) < 2)
    select (select coalesce(sum(balance_minor), 0) from ledger_accounts) as total,
           (select coalesce(json_agg(id::text), '[]'::json) from unb) as unbalanced,
           (select coalesce(json_agg(a.code), '[]'::json) from acc a left join sums on sums.account_id = a.id
             where a.balance_minor <> coalesce(sums.s, 0)) as drifted,
           (select coalesce(json_agg(a.code), '[]'::json) from acc a where a.kind = 'member' and a.balance_minor < 0) as negative,
           (select coalesce(json_agg(a.code), '[]'::json) from acc a
              left join wallet_balances w on w.member_id = a.member_id and w.wallet = lower(a.wallet)
             where a.kind = 'member' and (w.balance_minor is null or w.balance_minor <> a.balance_minor)) as mismatch`.execute(db);
  const r = rows[0];
  return {
    totalMinor: Number(r?.total ?? 0),
    unbalancedTransactions: list(r?.unbalanced ?? null),
    driftedAccounts: list(r?.drifted ?? null),
    negativeMemberAccounts: list(r?.negative ?? null),
    projectionMismatches: list(r?.mismatch ?? null),
  };
}
