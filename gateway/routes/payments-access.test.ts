/**
 * Member-centre data stays with its member: another member of the same merchant sees none of
 * it. (Who may call each route at all — guest, trial, another merchant's member — is the access
 * matrix, gateway/http/access-matrix.ts.)
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { apiPaths } from '../../schemas/api-paths';
import { describeEachDatabase } from '../test-support/databases';
import { createPaymentKit, type PaymentKit } from './payments-test-kit';

describeEachDatabase('member-centre data isolation', (database) => {
  let kit: PaymentKit;
  beforeAll(async () => {
    kit = await createPaymentKit(database());
  });
  afterAll(() => kit.close());

  it("a member never reaches another member's deposits, withdrawals, bank accounts or messages", async () => {
    const a = await kit.member();
    const b = await kit.member();
    await kit.fund(a.token, '500');
    const listB = await kit.call<{ total: number }>('GET', apiPaths.deposits, { token: b.token });
    expect(listB.body.value?.total).toBe(0);
    const banksB = await kit.call<{ accounts: unknown[] }>('GET', apiPaths.bankAccounts, { token: b.token });
    expect(banksB.body.value?.accounts).toEqual([]);
    const inboxB = await kit.call<{ total: number }>('GET', apiPaths.inboxMessages, { token: b.token });
    expect(inboxB.body.value?.total).toBe(0);
  });
});
