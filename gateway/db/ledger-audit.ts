/**
 * Checks the ledger's invariants straight from the tables (tests, the SIGKILL drill, operators):
 * every transaction sums to zero with ≥ 2 entries, all accounts sum to zero, no member balance
 * below zero, each balance equals the sum of its entries, and wallet_balances equals the member
 * accounts. Optionally scoped to some members (fast in property tests; the global sum is always checked).
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from './database';

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

export async function auditLedger(db: Kysely<Database>, memberIds?: string[]): Promise<LedgerAudit> {
  const scoped = memberIds !== undefined;
  const ids = memberIds && memberIds.length > 0 ? memberIds : ['00000000-0000-0000-0000-000000000000'];
  const members = scoped ? sql`and a.member_id in (${sql.join(ids)})` : sql``;
  const txMembers = scoped ? sql`where t.member_id in (${sql.join(ids)})` : sql``;
  const total = await sql<{ total: string | number | null }>`select coalesce(sum(balance_minor), 0) as total from ledger_accounts`.execute(db);
  const unbalanced = await sql<{ id: string }>`
    select t.id from ledger_transactions t left join ledger_entries e on e.transaction_id = t.id ${txMembers}
     group by t.id having coalesce(sum(e.amount_minor), 0) <> 0 or count(e.line) < 2`.execute(db);
  const drifted = await sql<{ code: string }>`
    select a.code from ledger_accounts a left join ledger_entries e on e.account_id = a.id
     where true ${scoped ? members : sql``}
     group by a.id, a.code, a.balance_minor having a.balance_minor <> coalesce(sum(e.amount_minor), 0)`.execute(db);
  const negative = await sql<{ code: string }>`
    select a.code from ledger_accounts a where a.kind = 'member' and a.balance_minor < 0 ${members}`.execute(db);
  const mismatch = await sql<{ code: string }>`
    select a.code from ledger_accounts a
      left join wallet_balances w on w.member_id = a.member_id and w.wallet = lower(a.wallet)
     where a.kind = 'member' and (w.balance_minor is null or w.balance_minor <> a.balance_minor) ${members}`.execute(db);
  return {
    totalMinor: Number(total.rows[0]?.total ?? 0),
    unbalancedTransactions: unbalanced.rows.map((r) => r.id),
    driftedAccounts: drifted.rows.map((r) => r.code),
    negativeMemberAccounts: negative.rows.map((r) => r.code),
    projectionMismatches: mismatch.rows.map((r) => r.code),
  };
}
