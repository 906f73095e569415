/**
 * Finance's ledger check (docs/decisions/047): the ledger's invariants over one merchant's books,
 * run when asked, for staff holding money.read there (decided in SQL before anything is read).
 */
import { ledgerCheckListLimit, type LedgerCheckAnswer } from '../../../schemas/console-money';
import { auditMerchantLedger } from '../../db/ledger/ledger-audit';
import type { StaffSessionRecord } from '../../db/console/staff-session-repository';
import type { ConsoleServices } from './console-services';
import { roleOn } from './money-desk';

export async function ledgerCheck(c: ConsoleServices, actor: StaffSessionRecord, merchant: string, now: Date): Promise<LedgerCheckAnswer> {
  await roleOn(c, actor.staffId, 'money.read', merchant);
  const audit = await auditMerchantLedger(c.db, merchant);
  const lists = [audit.unbalancedTransactions, audit.driftedAccounts, audit.negativeMemberAccounts, audit.projectionMismatches];
  const problemCount = lists.reduce((n, l) => n + l.length, audit.totalMinor === 0 ? 0 : 1);
  const first = (l: string[]) => l.slice(0, ledgerCheckListLimit);
  return {
    merchant,
    checkedAt: now.toISOString(),
    balanced: problemCount === 0,
    totalMinor: audit.totalMinor,
    unbalancedTransactions: first(audit.unbalancedTransactions),
    driftedAccounts: first(audit.driftedAccounts),
    negativeAccounts: first(audit.negativeMemberAccounts),
    walletMismatches: first(audit.projectionMismatches),
    problemCount,
  };
}
