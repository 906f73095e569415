/**
 * Finance's ledger check (issue 18, docs/decisions/047), on both databases: after money moves
 * (a deposit, an adjustment, a withdrawal approved and one rejected) aurora's books answer
 * balanced; a wallet balance or a ledger entry changed behind the ledger's back is reported on
 * that merchant's check (and only there while the whole ledger still sums to zero).
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { apiPaths } from '../../../schemas/api-paths';
import { consoleMoneyPaths, type AdjustmentAnswer, type LedgerCheckAnswer, type QueueWithdrawal } from '../../../schemas/console-money';
import type { BankAccount, BankAccountsAnswer, Withdrawal } from '../../../schemas/payments';
import { describeEachDatabase } from '../../test-support/databases';
import { addStaff, consoleCall, signInStaff, valueOf, type ConsoleSession } from '../../test-support/console-kit';
import { must } from '../../test-support/fixtures';
import { createPaymentKit, paymentPassword, type PaymentKit } from '../payments-test-kit';

const path = (p: string, merchant: string, id = '') => p.replace(':merchant', merchant).replace(':id', id).replace(':memberId', id);

describeEachDatabase('console ledger check', (database) => {
  let kit: PaymentKit;
  let finance: ConsoleSession;
  let oasisFinance: ConsoleSession;
  let player: { id: string; token: string; account: string };

  beforeAll(async () => {
    kit = await createPaymentKit(database());
    finance = await signInStaff(kit.gw.app, await addStaff(kit.gw, [{ role: 'finance', merchant: 'aurora' }]));
    oasisFinance = await signInStaff(kit.gw.app, await addStaff(kit.gw, [{ role: 'finance', merchant: 'oasis' }]));
    player = await kit.member('aurora');
  });
  afterAll(() => kit.close());

  const check = async (s: ConsoleSession, merchant: string) =>
    valueOf<LedgerCheckAnswer>(await consoleCall(kit.gw.app, s, { method: 'GET', url: path(consoleMoneyPaths.ledgerCheck, merchant) }));
  const money = (what: string, url: string, body?: object) =>
    consoleCall(kit.gw.app, finance, { method: 'POST', url, headers: { 'idempotency-key': randomUUID() }, ...(body ? { body } : {}) }).then((res) => {
      expect(res.statusCode, what).toBe(200);
      return res;
    });

  /** A change behind the ledger's back: its guard triggers are switched off for the one statement (as a table owner could). */
  const tamper = async (table: 'wallet_balances' | 'ledger_entries', trigger: string, change: ReturnType<typeof sql>) => {
    const db = kit.gw.database.db;
    await sql`alter table ${sql.table(table)} disable trigger ${sql.id(trigger)}`.execute(db);
    try {
      await change.execute(db);
    } finally {
      await sql`alter table ${sql.table(table)} enable trigger ${sql.id(trigger)}`.execute(db);
    }
  };

  it('answers balanced after money moves, and reports a wallet or an entry changed behind the ledger', async () => {
    await kit.fund(player.token, '2000');
    await kit.setPaymentPassword(player.token);
    await valueOf<AdjustmentAnswer>(await money('adjust', path(consoleMoneyPaths.adjustments, 'aurora', player.id), { amountMinor: 12_345, reason: 'Goodwill credit' }));
    const banks = must((await kit.call<BankAccountsAnswer>('GET', apiPaths.bankAccounts, { token: player.token })).body.value).banks;
    const bound = must((await kit.call<BankAccount>('POST', apiPaths.bankAccounts, { token: player.token, body: { holderName: 'Li Wei', bankCode: must(banks[0]).code, accountNumber: '6222 0212 3456 7890' } })).body.value);
    const withdraw = async (amount: string) =>
      must((await kit.call<Withdrawal>('POST', apiPaths.withdrawals, { token: player.token, body: { requestId: randomUUID(), bankAccountId: bound.id, amount, paymentPassword } })).body.value);
    const [a, b] = [await withdraw('300'), await withdraw('450')];
    await valueOf<QueueWithdrawal>(await money('approve', path(consoleMoneyPaths.withdrawalApprove, 'aurora', a.id)));
    await valueOf<QueueWithdrawal>(await money('reject', path(consoleMoneyPaths.withdrawalReject, 'aurora', b.id), { reason: 'Payee name does not match' }));

    const clean = await check(finance, 'aurora');
    expect(clean).toMatchObject({
      merchant: 'aurora',
      balanced: true,
      totalMinor: 0,
      unbalancedTransactions: [],
      driftedAccounts: [],
      negativeAccounts: [],
      walletMismatches: [],
      problemCount: 0,
    });
    expect(Number.isNaN(Date.parse(clean.checkedAt))).toBe(false);

    // The wallet balance the player sees, changed straight in the table: a mismatch on aurora's check only.
    const db = kit.gw.database.db;
    await tamper('wallet_balances', 'wallet_balances_guard', sql`update wallet_balances set balance_minor = balance_minor + 100 where member_id = ${player.id} and wallet = 'main'`);
    const mismatch = await check(finance, 'aurora');
    expect(mismatch).toMatchObject({ balanced: false, totalMinor: 0, walletMismatches: [expect.any(String)], unbalancedTransactions: [], problemCount: 1 });
    expect(await check(oasisFinance, 'oasis')).toMatchObject({ balanced: true, problemCount: 0 });

    // One entry of the adjustment changed: its transaction no longer balances and the account differs from its entries.
    const entry = must(
      (
        await sql<{ transaction_id: string; line: number }>`
          select e.transaction_id, e.line from ledger_entries e join ledger_transactions t on t.id = e.transaction_id join ledger_accounts a on a.id = e.account_id
           where t.kind = 'adjustment' and a.member_id = ${player.id} limit 1`.execute(db)
      ).rows[0],
    );
    await tamper('ledger_entries', 'ledger_entries_append_only', sql`update ledger_entries set amount_minor = amount_minor + 1 where transaction_id = ${entry.transaction_id} and line = ${entry.line}`);
    const tampered = await check(finance, 'aurora');
    expect(tampered.balanced).toBe(false);
    expect(tampered.unbalancedTransactions).toEqual([entry.transaction_id]);
    expect(tampered.driftedAccounts).toHaveLength(1);
    expect(tampered).toMatchObject({ totalMinor: 0, walletMismatches: mismatch.walletMismatches, problemCount: 3 });

    // Put back: balanced again.
    await tamper('ledger_entries', 'ledger_entries_append_only', sql`update ledger_entries set amount_minor = amount_minor - 1 where transaction_id = ${entry.transaction_id} and line = ${entry.line}`);
    await tamper('wallet_balances', 'wallet_balances_guard', sql`update wallet_balances set balance_minor = balance_minor - 100 where member_id = ${player.id} and wallet = 'main'`);
    expect(await check(finance, 'aurora')).toMatchObject({ balanced: true, problemCount: 0 });
  });

  it('another merchant’s finance is refused (403) and an unknown merchant is 404', async () => {
    expect((await consoleCall(kit.gw.app, oasisFinance, { method: 'GET', url: path(consoleMoneyPaths.ledgerCheck, 'aurora') })).statusCode).toBe(403);
    const owner = await signInStaff(kit.gw.app, await addStaff(kit.gw, [{ role: 'owner', merchant: null }]));
    expect((await consoleCall(kit.gw.app, owner, { method: 'GET', url: path(consoleMoneyPaths.ledgerCheck, 'nosuch') })).statusCode).toBe(404);
  });
});
