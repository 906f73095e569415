/**
 * The access matrix of every member-centre money and member-data call (READINGS #5): anonymous
 * → 401 UNAUTHORIZED, a trial session → 403 TRIAL_NOT_ALLOWED, another merchant's session → 401,
 * and for each refusal no data in the answer and no row written.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { apiPaths } from '../../schemas/api-paths';
import { withId } from '../../schemas/payments';
import { describeEachDatabase } from '../test-support/databases';
import { unreadCountPath } from './inbox.routes';
import { createPaymentKit, pngImage, type Multipart, type PaymentKit } from './payments-test-kit';

const someId = randomUUID();
const calls: [string, 'GET' | 'POST' | 'PUT', string, { body?: object; multipart?: Multipart }][] = [
  ['deposit channels', 'GET', apiPaths.depositChannels, {}],
  ['deposit request', 'POST', apiPaths.deposits, { body: { requestId: someId, channelId: 'bank', amount: '100' } }],
  ['my deposits', 'GET', apiPaths.deposits, {}],
  ['bank accounts', 'GET', apiPaths.bankAccounts, {}],
  ['bind bank account', 'POST', apiPaths.bankAccounts, { body: { holderName: 'Li Wei', bankCode: 'ICBC', accountNumber: '12345678' } }],
  ['payment password', 'POST', apiPaths.paymentPassword, { body: { newPassword: '123456', confirmNewPassword: '123456' } }],
  ['withdrawal settings', 'GET', apiPaths.withdrawalSettings, {}],
  ['withdrawal request', 'POST', apiPaths.withdrawals, { body: { requestId: someId, bankAccountId: someId, amount: '100', paymentPassword: '123456' } }],
  ['my withdrawals', 'GET', apiPaths.withdrawals, {}],
  ['withdrawal receipt', 'POST', withId(apiPaths.withdrawalReceipt, someId), { multipart: { fields: { outcome: 'all' } } }],
  ['withdrawal proof', 'GET', withId(apiPaths.withdrawalProof, someId, 1), {}],
  ['inbox', 'GET', apiPaths.inboxMessages, {}],
  ['read message', 'POST', withId(apiPaths.inboxMessageRead, someId), {}],
  ['read all', 'POST', apiPaths.inboxReadAll, {}],
  ['unread count', 'POST', unreadCountPath, {}],
  ['security overview', 'GET', apiPaths.securityOverview, {}],
  ['security code', 'POST', apiPaths.securityCode, { body: { channel: 'email', email: 'x@example.com' } }],
  ['bind phone', 'POST', apiPaths.securityPhone, { body: { mobileNum: '13900000000', countryDialingCode: '86', verificationCode: '123456' } }],
  ['bind e-mail', 'POST', apiPaths.securityEmail, { body: { email: 'x@example.com', verificationCode: '123456' } }],
  ['login history', 'GET', apiPaths.loginHistory, {}],
  ['profile', 'GET', apiPaths.profile, {}],
  ['profile update', 'PUT', apiPaths.profile, { body: { nickname: 'x' } }],
  ['avatar upload', 'POST', apiPaths.profileAvatar, { multipart: { files: [{ field: 'avatar', name: 'a.png', type: 'image/png', body: pngImage() }] } }],
];

const tables = ['deposits', 'withdrawals', 'member_bank_accounts', 'payment_events', 'member_images', 'member_profiles', 'verification_codes', 'payment_password_failures'];

describeEachDatabase('member-centre access matrix', (database) => {
  let kit: PaymentKit;
  let trial: string;
  let tigerbay: string;
  const snapshot = async () => Promise.all(tables.map((t) => kit.count(t)));
  beforeAll(async () => {
    kit = await createPaymentKit(database());
    trial = await kit.trial('aurora');
    tigerbay = (await kit.member('tigerbay')).token;
  });
  afterAll(() => kit.close());

  it.each(calls)('%s: anonymous 401, trial 403, another brand 401 — no data, nothing written', async (_name, method, url, o) => {
    const before = await snapshot();
    const anonymous = await kit.call(method, url, { ...o, token: null });
    expect([anonymous.status, anonymous.body.code, anonymous.body.value]).toEqual([401, 'UNAUTHORIZED', null]);
    const asTrial = await kit.call(method, url, { ...o, token: trial });
    expect([asTrial.status, asTrial.body.code, asTrial.body.value]).toEqual([403, 'TRIAL_NOT_ALLOWED', null]);
    const otherBrand = await kit.call(method, url, { ...o, token: tigerbay, merchant: 'aurora' });
    expect([otherBrand.status, otherBrand.body.code]).toEqual([401, 'UNAUTHORIZED']);
    expect(await snapshot()).toEqual(before);
  });

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
