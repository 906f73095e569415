import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { apiPaths } from '../../schemas/api-paths';
import type { BankAccount, Deposit, InboxListAnswer, Page, Withdrawal } from '../../schemas/payments';
import type { WalletBalanceAnswer } from '../../schemas/wallet';
import { paymentEventsOf } from '../db/payments/payment-event-repository';
import type { PaymentProvider } from '../domain/payments/payment-provider';
import { describeEachDatabase } from '../test-support/databases';
import { createTestGateway, type TestGateway } from '../test-support/test-gateway';
import { createPaymentKit, paymentPassword, type PaymentKit } from './payments-test-kit';

/** A provider that refuses whatever the test says, to see the refusal paths. */
function refusingProvider(refuse: { deposits: boolean; withdrawals: boolean }): PaymentProvider {
  return {
    code: 'demo-bank',
    depositOutcome: () => Promise.resolve(refuse.deposits ? 'failed' : 'paid'),
    disburse: () => Promise.resolve(refuse.withdrawals ? 'failed' : 'disbursed'),
  };
}

describeEachDatabase('payment provider refusals', (database) => {
  let kit: PaymentKit;
  let refusing: TestGateway;
  const refuse = { deposits: false, withdrawals: false };
  beforeAll(async () => {
    kit = await createPaymentKit(database());
    refusing = await createTestGateway({ database: kit.gw.database, payments: { provider: refusingProvider(refuse), timing: { depositConfirmMs: 0, withdrawalDisburseMs: 0, scanIntervalMs: 0 } } });
    await refusing.app.ready();
  });
  afterAll(async () => {
    await refusing.close();
    await kit.close();
  });
  const balance = async (token: string) => (await kit.call<WalletBalanceAnswer>('GET', apiPaths.balance, { token })).body.value?.balanceMinor;

  it('a refused deposit is failed: nothing credited, no message, an audit event', async () => {
    const m = await kit.member();
    const d = (await kit.call<Deposit>('POST', apiPaths.deposits, { token: m.token, body: { requestId: randomUUID(), channelId: 'bank', amount: '100' } })).body.value as Deposit;
    refuse.deposits = true;
    await refusing.app.payments.clock.runDue();
    refuse.deposits = false;
    expect((await kit.call<Page<Deposit>>('GET', apiPaths.deposits, { token: m.token })).body.value?.items[0]?.status).toBe('failed');
    expect(await balance(m.token)).toBe(0);
    expect((await kit.call<InboxListAnswer>('GET', apiPaths.inboxMessages, { token: m.token })).body.value?.total).toBe(0);
    expect((await paymentEventsOf(kit.gw.app.gateway.db, 'deposit', d.id)).map((e) => [e.event, e.actor])).toEqual([
      ['requested', 'member'],
      ['failed', 'provider'],
    ]);
  });

  it('a refused withdrawal is failed and the hold comes back to the main wallet', async () => {
    const m = await kit.member();
    await kit.fund(m.token, '500');
    await kit.setPaymentPassword(m.token);
    const account = (await kit.call<BankAccount>('POST', apiPaths.bankAccounts, { token: m.token, body: { holderName: 'Li Wei', bankCode: 'ICBC', accountNumber: '12345678' } })).body.value as BankAccount;
    const w = (await kit.call<Withdrawal>('POST', apiPaths.withdrawals, { token: m.token, body: { requestId: randomUUID(), bankAccountId: account.id, amount: '200', paymentPassword } })).body.value as Withdrawal;
    expect(await balance(m.token)).toBe(30_000);
    refuse.withdrawals = true;
    await refusing.app.payments.clock.runDue();
    refuse.withdrawals = false;
    expect((await kit.call<Page<Withdrawal>>('GET', apiPaths.withdrawals, { token: m.token })).body.value?.items[0]).toMatchObject({ id: w.id, status: 'failed' });
    expect(await balance(m.token)).toBe(50_000);
    expect((await paymentEventsOf(kit.gw.app.gateway.db, 'withdrawal', w.id)).map((e) => e.event)).toEqual(['requested', 'failed']);
  });
});
