import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../schemas/api-paths';
import { proofMaxBytes, withId, type BankAccount, type BankAccountsAnswer, type InboxListAnswer, type Page, type Withdrawal, type WithdrawalSettingsAnswer } from '../../schemas/payments';
import type { WalletBalanceAnswer } from '../../schemas/wallet';
import { paymentEventsOf } from '../db/payments/payment-event-repository';
import { describeEachDatabase } from '../test-support/databases';
import { createPaymentKit, jpegImage, paymentPassword, pngImage, webpImage, type PaymentKit } from './payments-test-kit';

describeEachDatabase('withdrawals', (database) => {
  let kit: PaymentKit;
  beforeAll(async () => {
    kit = await createPaymentKit(database());
  });
  afterAll(() => kit.close());

  const balance = async (token: string, merchant = 'aurora') =>
    (await kit.call<WalletBalanceAnswer>('GET', apiPaths.balance, { token, merchant })).body.value?.balanceMinor ?? -1;
  const bind = (token: string, body: object, merchant = 'aurora') => kit.call<BankAccount>('POST', apiPaths.bankAccounts, { token, merchant, body });
  const goodAccount = { holderName: 'Li Wei', bankCode: 'ICBC', accountNumber: '6222 0212 3456 7890' };

  /** A funded member with a payment password and a bank account. */
  async function ready(merchant = 'aurora', funds = '1000') {
    const m = await kit.member(merchant);
    await kit.fund(m.token, funds, merchant);
    await kit.setPaymentPassword(m.token, merchant);
    const banks = (await kit.call<BankAccountsAnswer>('GET', apiPaths.bankAccounts, { token: m.token, merchant })).body.value?.banks ?? [];
    const account = await bind(m.token, { ...goodAccount, bankCode: banks[0]?.code ?? 'ICBC' }, merchant);
    expect(account.status).toBe(200);
    return { ...m, accountId: account.body.value?.id ?? '' };
  }
  const withdraw = (token: string, body: Partial<{ requestId: string; bankAccountId: string; amount: string; paymentPassword: string }>, merchant = 'aurora') =>
    kit.call<Withdrawal>('POST', apiPaths.withdrawals, { token, merchant, body: { requestId: randomUUID(), paymentPassword, ...body } });

  describe('bank accounts', () => {
    it('binds an account (number masked, sealed in the database) and lists it with the banks and the limit', async () => {
      const m = await kit.member();
      const res = await bind(m.token, goodAccount);
      expect(res.status).toBe(200);
      expect(res.body.value).toMatchObject({ holderName: 'Li Wei', bankCode: 'ICBC', bankName: 'Industrial and Commercial Bank of China', accountNumberMasked: '•••• 7890' });
      const list = await kit.call<BankAccountsAnswer>('GET', apiPaths.bankAccounts, { token: m.token });
      expect(list.body.value?.accounts).toHaveLength(1);
      expect(list.body.value?.max).toBe(3);
      expect(list.body.value?.banks.map((b) => b.code)).toContain('CMB');
      expect(await kit.count('member_bank_accounts', `member_id = '${m.id}' and number_sealed like '%6222%'`)).toBe(0);
    });

    it.each([
      [{ holderName: 'X' }, 'BANK_HOLDER_INVALID', '/holderName'],
      [{ holderName: 'Li Wei 2' }, 'BANK_HOLDER_INVALID', '/holderName'],
      [{ holderName: '<script>' }, 'BANK_HOLDER_INVALID', '/holderName'],
      [{ bankCode: 'NOPE' }, 'BANK_UNKNOWN', '/bankCode'],
      [{ accountNumber: '1234567' }, 'BANK_ACCOUNT_NUMBER_INVALID', '/accountNumber'],
      [{ accountNumber: '12345678901234567890123456789012' }, 'BANK_ACCOUNT_NUMBER_INVALID', '/accountNumber'],
      [{ accountNumber: '6222-abc-12345678' }, 'BANK_ACCOUNT_NUMBER_INVALID', '/accountNumber'],
    ])('%j → 400 %s, nothing written', async (patch, code, path) => {
      const m = await kit.member();
      const res = await bind(m.token, { ...goodAccount, ...patch });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe(code);
      expect(res.body.value).toEqual([expect.objectContaining({ path })]);
      expect(await kit.count('member_bank_accounts', `member_id = '${m.id}'`)).toBe(0);
    });

    it('refuses the same account twice (409) and more than the brand allows (tigerbay: 2), also in parallel', async () => {
      const m = await kit.member('tigerbay');
      expect((await bind(m.token, { ...goodAccount, bankCode: 'CCB' }, 'tigerbay')).status).toBe(200);
      const again = await bind(m.token, { ...goodAccount, bankCode: 'CCB', accountNumber: '6222021234567890' }, 'tigerbay');
      expect([again.status, again.body.code]).toEqual([409, 'BANK_ACCOUNT_DUPLICATE']);
      const parallel = await Promise.all(['11111111', '22222222', '33333333'].map((n) => bind(m.token, { ...goodAccount, bankCode: 'CMB', accountNumber: n }, 'tigerbay')));
      expect(parallel.filter((r) => r.status === 200)).toHaveLength(1);
      expect(parallel.filter((r) => r.body.code === 'BANK_ACCOUNT_LIMIT')).toHaveLength(2);
      expect(await kit.count('member_bank_accounts', `member_id = '${m.id}'`)).toBe(2);
    });
  });

  describe('payment password', () => {
    it('sets, then changes only with the current one; wrong → 400 on /oldPassword; 5 wrong → 429 locked', async () => {
      const m = await kit.member();
      const set = (body: object) => kit.call('POST', apiPaths.paymentPassword, { token: m.token, body });
      expect((await set({ newPassword: '12345', confirmNewPassword: '12345' })).body.code).toBe('PAYMENT_PASSWORD_FORMAT');
      expect((await set({ newPassword: '123456', confirmNewPassword: '123457' })).body.code).toBe('PASSWORD_MISMATCH');
      expect((await set({ oldPassword: 'x', newPassword: '123456', confirmNewPassword: '123456' })).body.code).toBe('PAYMENT_PASSWORD_NOT_SET');
      expect((await set({ newPassword: '123456', confirmNewPassword: '123456' })).status).toBe(200);
      expect((await set({ newPassword: '654321', confirmNewPassword: '654321' })).body.code).toBe('PAYMENT_PASSWORD_INCORRECT');
      for (let i = 0; i < 5; i++) {
        const wrong = await set({ oldPassword: 'wrong-one', newPassword: '654321', confirmNewPassword: '654321' });
        expect([wrong.status, wrong.body.code]).toEqual([400, 'PAYMENT_PASSWORD_INCORRECT']);
        expect(wrong.body.value).toEqual([expect.objectContaining({ path: '/oldPassword' })]);
      }
      const locked = await set({ oldPassword: '123456', newPassword: '654321', confirmNewPassword: '654321' });
      expect([locked.status, locked.body.code]).toEqual([429, 'PAYMENT_PASSWORD_LOCKED']);
      expect((locked.body.value as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThan(0);
      kit.advance(16 * 60_000);
      const fresh = await kit.member();
      // The window passed (16 min < the 30 min session idle time): the right password works again.
      const changed = await kit.call('POST', apiPaths.paymentPassword, { token: m.token, body: { oldPassword: '123456', newPassword: '654321', confirmNewPassword: '654321' } });
      expect(changed.status).toBe(200);
      expect(fresh.token).toBeTruthy();
    });
  });

  describe('withdrawal', () => {
    it('settings: limits, available balance, bank accounts, password set, auto-receipt minutes', async () => {
      const m = await ready('oasis', '500');
      const res = await kit.call<WithdrawalSettingsAnswer>('GET', apiPaths.withdrawalSettings, { token: m.token, merchant: 'oasis' });
      expect(res.body.value).toMatchObject({ minMinor: 20_000, maxMinor: 10_000_000, availableMinor: 50_000, paymentPasswordSet: true, maxBankAccounts: 5, autoReceiptMinutes: 60, currency: 'CNY' });
      expect(res.body.value?.bankAccounts).toHaveLength(1);
    });

    it.each([
      [{ amount: '-100' }, 'AMOUNT_INVALID', '/amount'],
      [{ amount: '0' }, 'AMOUNT_TOO_SMALL', '/amount'],
      [{ amount: '99.99' }, 'AMOUNT_TOO_SMALL', '/amount'],
      [{ amount: '100.005' }, 'AMOUNT_PRECISION', '/amount'],
      [{ amount: 'ten' }, 'AMOUNT_INVALID', '/amount'],
      [{ amount: '50000.01' }, 'AMOUNT_TOO_LARGE', '/amount'],
      [{ amount: '1000000000000000000000' }, 'AMOUNT_TOO_LARGE', '/amount'],
      [{ amount: '1000.01' }, 'INSUFFICIENT_BALANCE', '/amount'],
      [{ paymentPassword: 'wrong-pass' }, 'PAYMENT_PASSWORD_INCORRECT', '/paymentPassword'],
      [{ bankAccountId: randomUUID() }, 'BANK_ACCOUNT_UNKNOWN', '/bankAccountId'],
    ])('%j → 400 %s, no money moved, no withdrawal written', async (patch, code, path) => {
      const m = await ready();
      const res = await withdraw(m.token, { bankAccountId: m.accountId, amount: '100', ...patch });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe(code);
      expect(res.body.value).toEqual([expect.objectContaining({ path })]);
      expect(await balance(m.token)).toBe(100_000);
      expect(await kit.count('withdrawals', `member_id = '${m.id}'`)).toBe(0);
    });

    it('5 wrong payment passwords on withdrawals lock it: even the right one gets 429 until the window passes', async () => {
      const m = await ready();
      for (let i = 0; i < 5; i++) expect((await withdraw(m.token, { bankAccountId: m.accountId, amount: '100', paymentPassword: 'not-it' })).body.code).toBe('PAYMENT_PASSWORD_INCORRECT');
      const locked = await withdraw(m.token, { bankAccountId: m.accountId, amount: '100' });
      expect([locked.status, locked.body.code]).toEqual([429, 'PAYMENT_PASSWORD_LOCKED']);
      expect(await balance(m.token)).toBe(100_000);
      expect(await kit.count('withdrawals', `member_id = '${m.id}'`)).toBe(0);
    });

    it('without a payment password → 409 PAYMENT_PASSWORD_NOT_SET', async () => {
      const m = await kit.member();
      await kit.fund(m.token, '500');
      const account = await bind(m.token, goodAccount);
      const res = await withdraw(m.token, { bankAccountId: account.body.value?.id ?? '', amount: '100' });
      expect([res.status, res.body.code]).toEqual([409, 'PAYMENT_PASSWORD_NOT_SET']);
      expect(await balance(m.token)).toBe(50_000);
    });

    it('another member cannot withdraw to my bank account', async () => {
      const me = await ready();
      const other = await ready();
      const res = await withdraw(other.token, { bankAccountId: me.accountId, amount: '100' });
      expect(res.body.code).toBe('BANK_ACCOUNT_UNKNOWN');
    });

    it('pending (debited into the hold) → disbursed (message) → partly received with a proof image', async () => {
      const m = await ready();
      const res = await withdraw(m.token, { bankAccountId: m.accountId, amount: '250.50' });
      expect(res.status).toBe(200);
      const w = res.body.value as Withdrawal;
      expect(w).toMatchObject({ status: 'pending', amountMinor: 25_050, disbursedAt: null, proofs: [] });
      expect(await balance(m.token)).toBe(100_000 - 25_050);
      const early = await kit.call('POST', withId(apiPaths.withdrawalReceipt, w.id), { token: m.token, multipart: { fields: { outcome: 'all' } } });
      expect([early.status, early.body.code]).toEqual([409, 'WITHDRAWAL_NOT_AWAITING_RECEIPT']);
      expect((await kit.gw.app.payments.clock.runDue()).disbursals).toBeGreaterThanOrEqual(1);
      const list = await kit.call<Page<Withdrawal>>('GET', apiPaths.withdrawals, { token: m.token });
      const disbursed = list.body.value?.items[0];
      expect(disbursed).toMatchObject({ id: w.id, status: 'disbursed' });
      expect(Date.parse(disbursed?.receiptDueAt ?? '') - Date.parse(disbursed?.disbursedAt ?? '')).toBe(30 * 60_000);
      const inbox = await kit.call<InboxListAnswer>('GET', apiPaths.inboxMessages, { token: m.token });
      expect(inbox.body.value?.items[0]).toMatchObject({ title: 'Withdrawal disbursed' });
      expect(inbox.body.value?.items[0]?.body).toContain('7890');

      const proof = pngImage(8, 8);
      const confirmed = await kit.call<Withdrawal>('POST', withId(apiPaths.withdrawalReceipt, w.id), {
        token: m.token,
        multipart: { fields: { outcome: 'partial', receivedAmount: '200' }, files: [{ field: 'proof', name: 'receipt.png', type: 'image/png', body: proof }] },
      });
      expect(confirmed.status).toBe(200);
      expect(confirmed.body.value).toMatchObject({ status: 'partly_received', receivedMinor: 20_000, remainderMinor: 5_050, underReview: true });
      expect(confirmed.body.value?.proofs).toEqual([expect.objectContaining({ position: 1, contentType: 'image/png', bytes: proof.length })]);
      const image = await kit.call('GET', confirmed.body.value?.proofs[0]?.url ?? '', { token: m.token });
      expect(image.status).toBe(200);
      expect(image.headers['content-type']).toBe('image/png');
      expect(Buffer.compare(image.raw, Buffer.from(proof))).toBe(0);
      // Nobody else sees it; no money came back.
      const stranger = await kit.member();
      expect((await kit.call('GET', confirmed.body.value?.proofs[0]?.url ?? '', { token: stranger.token })).status).toBe(404);
      expect(await balance(m.token)).toBe(100_000 - 25_050);
      const events = await paymentEventsOf(kit.gw.app.gateway.db, 'withdrawal', w.id);
      expect(events.map((e) => [e.event, e.actor])).toEqual([
        ['requested', 'member'],
        ['disbursed', 'provider'],
        ['partly_received', 'member'],
      ]);
      const again = await kit.call('POST', withId(apiPaths.withdrawalReceipt, w.id), { token: m.token, multipart: { fields: { outcome: 'all' } } });
      expect(again.body.code).toBe('WITHDRAWAL_NOT_AWAITING_RECEIPT');
    });

    it('all received and not received (flagged for review) are audited; another member cannot confirm mine', async () => {
      const m = await ready();
      const a = (await withdraw(m.token, { bankAccountId: m.accountId, amount: '100' })).body.value as Withdrawal;
      const b = (await withdraw(m.token, { bankAccountId: m.accountId, amount: '100' })).body.value as Withdrawal;
      await kit.gw.app.payments.clock.runDue();
      const stranger = await kit.member();
      expect((await kit.call('POST', withId(apiPaths.withdrawalReceipt, a.id), { token: stranger.token, multipart: { fields: { outcome: 'all' } } })).status).toBe(404);
      const all = await kit.call<Withdrawal>('POST', withId(apiPaths.withdrawalReceipt, a.id), { token: m.token, multipart: { fields: { outcome: 'all' } } });
      expect(all.body.value).toMatchObject({ status: 'received', underReview: false, receivedMinor: null });
      const none = await kit.call<Withdrawal>('POST', withId(apiPaths.withdrawalReceipt, b.id), { token: m.token, multipart: { fields: { outcome: 'none' } } });
      expect(none.body.value).toMatchObject({ status: 'not_received', underReview: true });
      expect(await balance(m.token)).toBe(80_000);
    });

    it.each([
      ['a text file named .png', 'PROOF_TYPE_INVALID', { fields: { outcome: 'partial', receivedAmount: '50' }, files: [{ field: 'proof', name: 'x.png', type: 'image/png', body: new TextEncoder().encode('<html><script>alert(1)</script></html>') }] }],
      ['a WebP proof', 'PROOF_TYPE_INVALID', { fields: { outcome: 'partial', receivedAmount: '50' }, files: [{ field: 'proof', name: 'x.webp', type: 'image/webp', body: webpImage() }] }],
      ['a proof of 5 MiB', 'PROOF_TOO_LARGE', { fields: { outcome: 'partial', receivedAmount: '50' }, files: [{ field: 'proof', name: 'big.jpg', type: 'image/jpeg', body: jpegImage(proofMaxBytes) }] }],
      ['4 proofs', 'PROOF_TOO_MANY', { fields: { outcome: 'partial', receivedAmount: '50' }, files: [1, 2, 3, 4].map((i) => ({ field: 'proof', name: `${i}.jpg`, type: 'image/jpeg', body: jpegImage() })) }],
      ['no proof', 'PROOF_MISSING', { fields: { outcome: 'partial', receivedAmount: '50' } }],
      ['received = amount', 'AMOUNT_TOO_LARGE', { fields: { outcome: 'partial', receivedAmount: '100' }, files: [{ field: 'proof', name: 'a.jpg', type: 'image/jpeg', body: jpegImage() }] }],
      ['received 0', 'AMOUNT_TOO_SMALL', { fields: { outcome: 'partial', receivedAmount: '0' }, files: [{ field: 'proof', name: 'a.jpg', type: 'image/jpeg', body: jpegImage() }] }],
      ['received -5', 'AMOUNT_INVALID', { fields: { outcome: 'partial', receivedAmount: '-5' }, files: [{ field: 'proof', name: 'a.jpg', type: 'image/jpeg', body: jpegImage() }] }],
      ['received 1.001', 'AMOUNT_PRECISION', { fields: { outcome: 'partial', receivedAmount: '1.001' }, files: [{ field: 'proof', name: 'a.jpg', type: 'image/jpeg', body: jpegImage() }] }],
      ['an unknown outcome', 'RECEIPT_OUTCOME_INVALID', { fields: { outcome: 'maybe' } }],
    ])('receipt with %s → 400 %s, nothing written', async (_what, code, multipart) => {
      const m = await ready();
      const w = (await withdraw(m.token, { bankAccountId: m.accountId, amount: '100' })).body.value as Withdrawal;
      await kit.gw.app.payments.clock.runDue();
      const res = await kit.call('POST', withId(apiPaths.withdrawalReceipt, w.id), { token: m.token, multipart });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe(code);
      const list = await kit.call<Page<Withdrawal>>('GET', apiPaths.withdrawals, { token: m.token });
      expect(list.body.value?.items[0]).toMatchObject({ status: 'disbursed', proofs: [] });
      expect(await kit.count('withdrawal_proofs', `withdrawal_id = '${w.id}'`)).toBe(0);
    });

    it('a JSON body on the receipt call → 415', async () => {
      const m = await ready();
      const w = (await withdraw(m.token, { bankAccountId: m.accountId, amount: '100' })).body.value as Withdrawal;
      const res = await kit.call('POST', withId(apiPaths.withdrawalReceipt, w.id), { token: m.token, body: { outcome: 'all' } });
      expect(res.status).toBe(415);
    });

    it('unconfirmed past the due time: regarded as received by the timer (audited, logged, no refund), also after a restart', async () => {
      const m = await ready('tigerbay', '500');
      const w = (await withdraw(m.token, { bankAccountId: m.accountId, amount: '100' }, 'tigerbay')).body.value as Withdrawal;
      await kit.gw.app.payments.clock.runDue();
      kit.advance(14 * 60_000);
      expect((await kit.gw.app.payments.clock.runDue()).autoReceipts).toBe(0);
      kit.advance(2 * 60_000);
      // A new gateway on the same database (the old one "restarted") finds the due row at start.
      const { createTestGateway } = await import('../test-support/test-gateway');
      const second = await createTestGateway({ database: kit.gw.database, identity: { now: kit.now }, payments: { timing: { depositConfirmMs: 0, withdrawalDisburseMs: 0, scanIntervalMs: 0 } } });
      try {
        await second.app.ready();
        await second.app.payments.clock.runDue();
      } finally {
        await second.close();
      }
      const list = await kit.call<Page<Withdrawal>>('GET', apiPaths.withdrawals, { token: m.token, merchant: 'tigerbay' });
      expect(list.body.value?.items[0]).toMatchObject({ id: w.id, status: 'auto_received', underReview: false });
      const late = await kit.call('POST', withId(apiPaths.withdrawalReceipt, w.id), { token: m.token, merchant: 'tigerbay', multipart: { fields: { outcome: 'none' } } });
      expect(late.body.code).toBe('WITHDRAWAL_NOT_AWAITING_RECEIPT');
      const events = await paymentEventsOf(kit.gw.app.gateway.db, 'withdrawal', w.id);
      expect(events.at(-1)).toMatchObject({ event: 'regarded_received', actor: 'timer', details: expect.objectContaining({ refunded: false }) });
      expect(await balance(m.token, 'tigerbay')).toBe(40_000);
    });

    it('a repeated requestId moves money once; 50 parallel withdrawals of A against 10·A → exactly 10 succeed', async () => {
      const m = await ready('aurora', '1400');
      const requestId = randomUUID();
      const same = await Promise.all(Array.from({ length: 4 }, () => withdraw(m.token, { requestId, bankAccountId: m.accountId, amount: '400' })));
      expect(new Set(same.map((r) => r.body.value?.id)).size).toBe(1);
      expect(await balance(m.token)).toBe(100_000);
      const many = await Promise.all(Array.from({ length: 50 }, () => withdraw(m.token, { bankAccountId: m.accountId, amount: '100' })));
      expect(many.filter((r) => r.status === 200)).toHaveLength(10);
      expect(many.filter((r) => r.body.code === 'INSUFFICIENT_BALANCE')).toHaveLength(40);
      expect(await balance(m.token)).toBe(0);
      expect(await kit.count('withdrawals', `member_id = '${m.id}'`)).toBe(11);
    });
  });
});
