/**
 * Settles one claimed run (a merchant's contracts of one period type, one closed period;
 * docs/decisions/036-agent-settlement.md). Contracts are taken in batches by id; per batch one
 * database transaction inserts the settlement rows (UNIQUE (contract, period start): a row
 * already there — an earlier attempt, another instance — is skipped, never paid again) and, for
 * each row it inserted with an amount, posts commission → payee main wallet through the ledger
 * (idempotency key settlement:<contract>:<period start>; the batch's postings in one statement,
 * Ledger.postAllIn), then records the transaction ids.
 * A crash loses at most the batch under way (rolled back whole) and the next attempt goes on
 * from the rows that exist. Between batches the run's lease is renewed; a run another instance
 * took over stops here (what remains is that instance's).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { settlementKey, type SettlementRepository, type SettlementRow } from '../../db/agent/settlement-repository';
import type { ClaimedRun, RunSummary } from '../../db/agent/settlement-run-repository';
import type { Ledger } from '../ledger/ledger';
import { payoutOf } from './settlement-tiers';

export interface RunDeps {
  db: Kysely<Database>;
  ledger: Ledger;
  settlements: SettlementRepository;
  /** Keeps the claim; false when the run was taken over. */
  renew: () => Promise<boolean>;
  batchSize: number;
}

export async function settleRun(deps: RunDeps, run: ClaimedRun): Promise<RunSummary & { complete: boolean }> {
  const summary = { contracts: 0, payouts: 0, totalMinor: 0 };
  let afterId: string | null = null;
  for (;;) {
    const batch = await deps.settlements.unsettledBatch(deps.db, run, afterId, deps.batchSize);
    if (batch.length === 0) return { ...summary, complete: true };
    afterId = batch[batch.length - 1]?.contractId ?? null;
    summary.contracts += batch.length;
    // Periods in which the payee's team played no round leave no row (decision 036).
    const rows: SettlementRow[] = batch
      .filter((c) => c.activePeople > 0)
      .map((c) => ({ ...c, ...payoutOf(c.kind, c.tiers, c) }));
    await deps.db.transaction().execute(async (trx) => {
      const inserted = await deps.settlements.insert(trx, run, rows);
      const toPay = rows.flatMap((row) => {
        const id = inserted.get(row.contractId);
        return id && row.amountMinor > 0 ? [{ id, row }] : [];
      });
      // The batch's postings in one ledger statement (decision 042), each with its own key.
      const posted = await deps.ledger.postAllIn(
        trx,
        toPay.map(({ id, row }) => ({
          merchant: run.merchant,
          currency: row.currency,
          idempotencyKey: settlementKey(row.contractId, run.periodStart),
          kind: row.kind === 'dividend' ? 'agent_dividend' : 'agent_salary',
          memberId: row.payeeId,
          entries: [
            { account: { type: 'commission' }, amountMinor: -row.amountMinor },
            { account: { type: 'member', memberId: row.payeeId, wallet: 'main' }, amountMinor: row.amountMinor },
          ],
          memo: `${row.kind} ${run.periodStart.toISOString()}`,
          reference: id,
          details: { contractId: row.contractId, kind: row.kind, period: run.period, periodStart: run.periodStart.toISOString(), basisMinor: row.basisMinor, ratio: row.ratio },
        })),
      );
      const paid = toPay.map(({ id }, i) => ({ id, transactionId: posted[i]?.transactionId ?? '' }));
      summary.payouts += toPay.length;
      summary.totalMinor += toPay.reduce((a, { row }) => a + row.amountMinor, 0);
      await deps.settlements.setTransactions(trx, paid);
    });
    if (!(await deps.renew())) return { ...summary, complete: false };
    await breathe();
  }
}

/**
 * Lets the event loop run between batches. On PGlite (one connection, queries answered in
 * microtasks) a pass chaining batch after batch never reached the I/O phase: requests arriving
 * meanwhile (a health check, a player's page) waited for the whole pass.
 */
export const breathe = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));
