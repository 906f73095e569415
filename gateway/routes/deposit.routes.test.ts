import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { apiPaths } from '../../schemas/api-paths';
import type { Deposit, DepositChannelsAnswer, InboxListAnswer, Page } from '../../schemas/payments';
import type { WalletBalanceAnswer } from '../../schemas/wallet';
import { describeEachDatabase } from '../test-support/databases';
import { createPaymentKit, type PaymentKit } from './payments-test-kit';

describeEachDatabase('deposits', (database) => {
  let kit: PaymentKit;
  beforeAll(async () => {
    kit = await createPaymentKit(database());
  });
  afterAll(() => kit.close());

  const balance = async (token: string, merchant = 'aurora') =>
    (await kit.call<WalletBalanceAnswer>('GET', apiPaths.balance, { token, merchant })).body.value?.balanceMinor;

  it("answers each brand's own channels with their limits in minor units", async () => {
    const seen: Record<string, string[]> = {};
    for (const merchant of ['aurora', 'oasis', 'tigerbay']) {
      const m = await kit.member(merchant);
      const res = await kit.call<DepositChannelsAnswer>('GET', apiPaths.depositChannels, { token: m.token, merchant });
      expect(res.status).toBe(200);
      const value = res.body.value as DepositChannelsAnswer;
      expect(value.currency).toBe('CNY');
      expect(value.minorDigits).toBe(2);
      for (const c of value.channels) expect(Number.isInteger(c.minMinor) && c.minMinor > 0 && c.maxMinor > c.minMinor).toBe(true);
      seen[merchant] = value.channels.map((c) => c.id);
    }
    expect(seen).toEqual({ aurora: ['bank', 'ewallet', 'qr'], oasis: ['bank', 'usdt'], tigerbay: ['bank', 'ewallet'] });
  });

  it('pending → credited by the provider: the balance rises, a message arrives, the list shows it newest first', async () => {
    const m = await kit.member();
    const before = await balance(m.token);
    const res = await kit.call<Deposit>('POST', apiPaths.deposits, { token: m.token, body: { requestId: randomUUID(), channelId: 'ewallet', amount: '150.25' } });
    expect(res.status).toBe(200);
    expect(res.body.value).toMatchObject({ status: 'pending', amountMinor: 15_025, channelId: 'ewallet', channelKind: 'e_wallet', creditedAt: null });
    expect(await balance(m.token)).toBe(before);
    const run = await kit.gw.app.payments.clock.runDue();
    expect(run.deposits).toBeGreaterThanOrEqual(1);
    expect(await balance(m.token)).toBe((before ?? 0) + 15_025);
    const list = await kit.call<Page<Deposit>>('GET', `${apiPaths.deposits}?page=1&pageSize=10`, { token: m.token });
    expect(list.body.value?.items[0]).toMatchObject({ id: res.body.value?.id, status: 'credited' });
    expect(list.body.value?.total).toBe(1);
    const inbox = await kit.call<InboxListAnswer>('GET', apiPaths.inboxMessages, { token: m.token });
    expect(inbox.body.value?.items[0]).toMatchObject({ title: 'Deposit credited', read: false });
    expect(inbox.body.value?.items[0]?.body).toContain('¥150.25');
    expect(inbox.body.value?.unreadCount).toBe(1);
    // Running the clock again moves nothing twice.
    await kit.gw.app.payments.clock.runDue();
    expect(await balance(m.token)).toBe((before ?? 0) + 15_025);
    expect(await kit.count('ledger_transactions', `reference = '${res.body.value?.id}'`)).toBe(1);
  });

  it('a repeated requestId answers the first deposit; the same id with another amount is refused 422', async () => {
    const m = await kit.member();
    const requestId = randomUUID();
    const body = { requestId, channelId: 'bank', amount: '200' };
    const answers = await Promise.all(Array.from({ length: 5 }, () => kit.call<Deposit>('POST', apiPaths.deposits, { token: m.token, body })));
    expect(new Set(answers.map((a) => a.status))).toEqual(new Set([200]));
    expect(new Set(answers.map((a) => a.body.value?.id)).size).toBe(1);
    const conflict = await kit.call('POST', apiPaths.deposits, { token: m.token, body: { ...body, amount: '201' } });
    expect(conflict.status).toBe(422);
    expect(conflict.body.code).toBe('IDEMPOTENCY_CONFLICT');
    expect(await kit.count('deposits', `member_id = '${m.id}'`)).toBe(1);
  });

  it.each([
    ['-100', 'AMOUNT_INVALID'],
    ['0', 'AMOUNT_TOO_SMALL'],
    ['0.00', 'AMOUNT_TOO_SMALL'],
    ['99.99', 'AMOUNT_TOO_SMALL'],
    ['100.001', 'AMOUNT_PRECISION'],
    ['1e5', 'AMOUNT_INVALID'],
    ['abc', 'AMOUNT_INVALID'],
    ['1,000', 'AMOUNT_INVALID'],
    [' ', 'AMOUNT_INVALID'],
    ['50000.01', 'AMOUNT_TOO_LARGE'],
    ['99999999999999999999', 'AMOUNT_TOO_LARGE'],
    ['NaN', 'AMOUNT_INVALID'],
    ['Infinity', 'AMOUNT_INVALID'],
  ])('amount %j → 400 %s on /amount, nothing written', async (amount, code) => {
    const m = await kit.member();
    const res = await kit.call('POST', apiPaths.deposits, { token: m.token, body: { requestId: randomUUID(), channelId: 'bank', amount } });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(code);
    expect(res.body.value).toEqual([expect.objectContaining({ path: '/amount' })]);
    expect(await kit.count('deposits', `member_id = '${m.id}'`)).toBe(0);
  });

  it.each([
    [{ channelId: 'bank', amount: 100 }, 'AMOUNT_INVALID'],
    [{ channelId: 'bank', amount: null }, 'AMOUNT_INVALID'],
    [{ channelId: 'nope', amount: '100' }, 'DEPOSIT_CHANNEL_UNKNOWN'],
    [{ channelId: 'bank' }, 'AMOUNT_INVALID'],
    [{ channelId: 'bank', amount: '100', extra: 1 }, 'VALIDATION_FAILED'],
  ])('body %j → 400 %s, nothing written', async (fields, code) => {
    const m = await kit.member();
    const res = await kit.call('POST', apiPaths.deposits, { token: m.token, body: { requestId: randomUUID(), ...fields } });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(code);
    expect(await kit.count('deposits', `member_id = '${m.id}'`)).toBe(0);
  });

  it('two gateway instances scanning at once credit each deposit exactly once', async () => {
    const m = await kit.member();
    for (const amount of ['101', '102', '103']) {
      await kit.call<Deposit>('POST', apiPaths.deposits, { token: m.token, body: { requestId: randomUUID(), channelId: 'bank', amount } });
    }
    const { createTestGateway } = await import('../test-support/test-gateway');
    const other = database().connectAgain ? await database().connectAgain?.() : undefined;
    const second = await createTestGateway({ database: other ?? kit.gw.database, payments: { timing: { depositConfirmMs: 0, withdrawalDisburseMs: 0, scanIntervalMs: 0 } } });
    try {
      await second.app.ready();
      await Promise.all([kit.gw.app.payments.clock.runDue(), second.app.payments.clock.runDue(), kit.gw.app.payments.clock.runDue()]);
    } finally {
      await second.close();
      await other?.close();
    }
    expect(await balance(m.token)).toBe(30_600);
    expect(await kit.count('member_messages', `member_id = '${m.id}'`)).toBe(3);
    expect(await kit.count('payment_events', `member_id = '${m.id}' and event = 'credited'`)).toBe(3);
  });

  it('a pending deposit survives a restart: a new gateway on the same database credits it at start', async () => {
    const m = await kit.member();
    const res = await kit.call<Deposit>('POST', apiPaths.deposits, { token: m.token, body: { requestId: randomUUID(), channelId: 'bank', amount: '300' } });
    expect(res.body.value?.status).toBe('pending');
    const { createTestGateway } = await import('../test-support/test-gateway');
    const second = await createTestGateway({ database: kit.gw.database, payments: { timing: { depositConfirmMs: 0, withdrawalDisburseMs: 0, scanIntervalMs: 0 } } });
    try {
      await second.app.ready();
      // The start-up scan runs on ready; wait for it like the clock does.
      await second.app.payments.clock.runDue();
      const again = await kit.call<Page<Deposit>>('GET', apiPaths.deposits, { token: m.token });
      expect(again.body.value?.items[0]?.status).toBe('credited');
    } finally {
      await second.close();
    }
  });
});
