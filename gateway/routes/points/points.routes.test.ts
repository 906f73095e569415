import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../../schemas/api-paths';
import type { GamePage, LaunchAnswer } from '../../../schemas/catalogue';
import type { Envelope } from '../../../schemas/envelope';
import type { MemberInfoAnswer } from '../../../schemas/identity';
import type { PointBalanceAnswer, PointConfigAnswer, PointEntryPage, PointExchange, PointExchangePage, PointRewardsAnswer, VipAnswer } from '../../../schemas/points';
import { pointPaths } from '../../../schemas/points';
import type { WalletBalanceAnswer } from '../../../schemas/wallet';
import { auditLedger, auditProblems } from '../../db/ledger/ledger-audit';
import { describeEachDatabase } from '../../test-support/databases';
import { must } from '../../test-support/fixtures';
import { sealPayload } from '../../test-support/seal-payload';
import { identityClient } from '../../test-support/identity-client';
import { createPaymentKit, paymentPassword, type PaymentKit } from '../payments-test-kit';

describeEachDatabase('points mall and VIP', (database) => {
  let kit: PaymentKit;
  beforeAll(async () => {
    kit = await createPaymentKit(database());
  });
  afterAll(() => kit.close());

  type Member = Awaited<ReturnType<PaymentKit['member']>>;
  const get = <T>(url: string, m: { token: string; merchant: string }) => kit.call<T>('GET', url, { token: m.token, merchant: m.merchant });
  const points = async (m: Member) => must((await get<PointBalanceAnswer>(pointPaths.balance, m)).body.value).points;
  const cash = async (m: Member) => must((await get<WalletBalanceAnswer>(apiPaths.balance, m)).body.value).balanceMinor;

  /** Sealed POST as the browser sends it (a fresh seal per request). */
  async function sealed<T>(url: string, m: { token: string; merchant: string }, fields: object) {
    const key = await identityClient(kit.gw.app, m.merchant).sealKey();
    const res = await kit.gw.app.inject({
      method: 'POST',
      url,
      headers: { merchant: m.merchant, authorization: `Bearer ${m.token}`, 'content-type': 'application/json' },
      payload: JSON.stringify(await sealPayload(key, fields, { ts: kit.now() })),
      remoteAddress: '203.0.113.77',
    });
    return { status: res.statusCode, body: res.json<Envelope<T>>(), replayed: res.headers['idempotent-replayed'] === 'true' };
  }
  const redeem = (m: Member, fields: object) => sealed<PointExchange>(pointPaths.redeem, m, { requestId: randomUUID(), quantity: 1, paymentPassword, ...fields });
  const convert = (m: Member, fields: object) => sealed<PointExchange>(pointPaths.convert, m, { requestId: randomUUID(), paymentPassword, ...fields });

  /** Spins the demo vendor `rounds` times with its largest bet; the total bet (minor units). */
  async function bet(m: Member, rounds: number): Promise<number> {
    const games = await kit.call<GamePage>('GET', `${apiPaths.gameList}?gameType=RNG&vendor=JILI&pageSize=1`, { merchant: m.merchant });
    const game = must(must(games.body.value).content[0]);
    const launch = await kit.call<LaunchAnswer>('POST', apiPaths.launchGame, { token: m.token, merchant: m.merchant, body: { nodeId: game.nodeId, vendor: 'JILI', gameType: 'RNG', lang: 'EN' } });
    const ticket = must(new URL(must(launch.body.value).url, 'http://gateway').searchParams.get('ticket'));
    const session = await kit.call<{ playToken: string; betsMinor: number[] }>('POST', apiPaths.demoVendorSession, { body: { ticket } });
    const { playToken, betsMinor } = must(session.body.value);
    const betMinor = Math.max(...betsMinor);
    for (let i = 0; i < rounds; i += 1) {
      const spun = await kit.call('POST', apiPaths.demoVendorSpin, { body: { playToken, roundId: `r-${randomUUID()}`, betMinor } });
      expect(spun.status).toBe(200);
    }
    return betMinor * rounds;
  }

  /** A member with money, a payment password and `rounds` rounds played. */
  async function player(merchant = 'aurora', rounds = 10) {
    const m = await kit.member(merchant);
    await kit.fund(m.token, '5000', merchant);
    if (merchant !== 'aurora') {
      // A wallet per vendor (tigerbay, oasis): the demo vendor plays with the JILI wallet.
      const moved = await kit.call('POST', apiPaths.walletTransfer, { token: m.token, merchant, body: { requestId: randomUUID(), from: 'main', to: 'JILI', amount: '2000' } });
      expect(moved.status).toBe(200);
    }
    await kit.setPaymentPassword(m.token, merchant);
    const betMinor = await bet(m, rounds);
    return { ...m, betMinor };
  }

  const pointRows = (m: Member) => kit.count('point_entries', `member_id = '${m.id}'`);
  const exchangeRows = (m: Member) => kit.count('point_exchanges', `member_id = '${m.id}'`);

  it('bet rounds earn points by the brand rule, exactly once, also when read concurrently', async () => {
    const m = await player('aurora', 6);
    const config = must((await get<PointConfigAnswer>(pointPaths.config, m)).body.value);
    expect(config).toMatchObject({ earn: { betMinor: 10, points: 1 }, ratio: { points: 100, cashMinor: 100 }, expires: false });
    const reads = await Promise.all(Array.from({ length: 6 }, () => get<PointBalanceAnswer>(pointPaths.balance, m)));
    const expected = Math.floor(m.betMinor / 10);
    expect(reads.map((r) => r.body.value?.points)).toEqual(Array(6).fill(expected));
    expect(await pointRows(m)).toBe(6);
    const details = must((await get<PointEntryPage>(`${pointPaths.details}?kind=earn`, m)).body.value);
    expect(details.total).toBe(6);
    expect(details.items[0]).toMatchObject({ kind: 'earn', betMinor: m.betMinor / 6, balanceAfter: expected });
  });

  it('tigerbay earns by its own rule (2 points per 1.00)', async () => {
    const m = await player('tigerbay', 3);
    expect(await points(m)).toBe(Math.floor((m.betMinor * 2) / 100));
  });

  it('lists the products with names in the language asked for (else the brand default)', async () => {
    const m = await kit.member();
    const th = must((await get<PointRewardsAnswer>(`${pointPaths.rewards}?lang=TH`, m)).body.value);
    expect(th.products.find((p) => p.code === 'mug')).toMatchObject({ name: 'แก้วพกพา', points: 300, needsAddress: true });
    const bad = await get(`${pointPaths.rewards}?lang=XX`, m);
    expect(bad.status).toBe(400);
  });

  it('redeems a product (address needed; its name in the brand default language, TW) and converts points to cash through the ledger; history and details show both', async () => {
    const m = await player('aurora', 10);
    const start = await points(m);
    const cashBefore = await cash(m);
    const r = await redeem(m, { productCode: 'mug', address: '12 Harbour Road, Hong Kong' });
    expect(r.status).toBe(200);
    expect(r.body.value).toMatchObject({ type: 'product', productCode: 'mug', productName: '隨行杯', points: 300, status: 'in_process', balanceAfter: start - 300 });
    const c = await convert(m, { points: 200 });
    expect(c.status).toBe(200);
    expect(c.body.value).toMatchObject({ type: 'cash', points: 200, amountMinor: 200, status: 'approved', balanceAfter: start - 500 });
    expect(await points(m)).toBe(start - 500);
    expect(await cash(m)).toBe(cashBefore + 200);
    const history = must((await get<PointExchangePage>(pointPaths.exchanges, m)).body.value);
    expect(history.items.map((x) => [x.type, x.status])).toEqual([['cash', 'approved'], ['product', 'in_process']]);
    const details = must((await get<PointEntryPage>(pointPaths.details, m)).body.value);
    expect(details.items.slice(0, 2).map((e) => [e.kind, e.points, e.exchangeNumber])).toEqual([
      ['convert', -200, c.body.value?.number],
      ['redeem', -300, r.body.value?.number],
    ]);
    expect(auditProblems(await auditLedger(kit.gw.app.gateway.db))).toEqual([]);
  });

  it('the operator rejects a product exchange: points come back; deciding twice → 409', async () => {
    const m = await player('aurora', 10);
    const start = await points(m);
    const mug = must((await redeem(m, { productCode: 'mug', address: '1 Main Street, Springfield' })).body.value);
    const decide = (status: string) => kit.call('POST', pointPaths.devDecision.replace(':id', mug.id), { body: { status, remark: 'out of stock' } });
    expect((await decide('rejected')).status).toBe(200);
    expect((await decide('approved')).body.code).toBe('POINT_EXCHANGE_DECIDED');
    expect(await points(m)).toBe(start);
    const history = must((await get<PointExchangePage>(`${pointPaths.exchanges}?status=rejected`, m)).body.value);
    expect(history.items).toEqual([expect.objectContaining({ id: mug.id, status: 'rejected', remark: 'out of stock' })]);
  });

  describe('bad input: 4xx with a code, nothing written', () => {
    it.each([
      ['unknown product', { productCode: 'yacht' }, 400, 'POINT_PRODUCT_UNKNOWN'],
      ['address missing', { productCode: 'mug' }, 400, 'POINT_ADDRESS_INVALID'],
      ['address too short', { productCode: 'mug', address: 'x' }, 400, 'POINT_ADDRESS_INVALID'],
      ['address not needed', { productCode: 'voucher10', address: '1 Main Street' }, 400, 'POINT_ADDRESS_INVALID'],
      ['quantity 0', { productCode: 'mug', quantity: 0, address: '1 Main Street' }, 400, 'VALIDATION_FAILED'],
      ['quantity 11', { productCode: 'mug', quantity: 11, address: '1 Main Street' }, 400, 'VALIDATION_FAILED'],
      ['more than the balance', { productCode: 'smartwatch', address: '1 Main Street' }, 409, 'POINTS_INSUFFICIENT'],
      ['unknown field', { productCode: 'mug', address: '1 Main Street', extra: 1 }, 400, 'VALIDATION_FAILED'],
    ])('redeem: %s', async (_name, fields, status, code) => {
      const m = await player('aurora', 4);
      const before = await points(m);
      const r = await redeem(m, fields);
      expect([r.status, r.body.code]).toEqual([status, code]);
      expect(await exchangeRows(m)).toBe(0);
      expect(await points(m)).toBe(before);
    });

    it.each([
      ['zero', 0, 'VALIDATION_FAILED'],
      ['negative', -100, 'VALIDATION_FAILED'],
      ['fraction', 100.5, 'VALIDATION_FAILED'],
      ['text', '100', 'VALIDATION_FAILED'],
      ['below the minimum', 99, 'POINTS_OUT_OF_RANGE'],
      ['above the maximum', 1_000_100, 'POINTS_OUT_OF_RANGE'],
      ['above the request bound', 100_000_001, 'VALIDATION_FAILED'],
      ['not a multiple of the ratio', 150, 'POINTS_STEP'],
      ['more than the balance', 100_000, 'POINTS_INSUFFICIENT'],
    ])('convert: %s', async (_name, value, code) => {
      const m = await player('aurora', 4);
      const cashBefore = await cash(m);
      const r = await convert(m, { points: value });
      expect(r.status).toBeGreaterThanOrEqual(400);
      expect(r.status).toBeLessThan(500);
      expect(r.body.code).toBe(code);
      expect(await exchangeRows(m)).toBe(0);
      expect(await cash(m)).toBe(cashBefore);
    });

    it('a wrong payment password 5 times locks it (429, shared with withdrawals); nothing written', async () => {
      const m = await player('aurora', 4);
      for (let i = 0; i < 5; i += 1) {
        const r = await convert(m, { points: 100, paymentPassword: 'wrong-one' });
        expect([r.status, r.body.code]).toEqual([400, 'PAYMENT_PASSWORD_INCORRECT']);
      }
      const locked = await convert(m, { points: 100 });
      expect([locked.status, locked.body.code]).toEqual([429, 'PAYMENT_PASSWORD_LOCKED']);
      const lockedRedeem = await redeem(m, { productCode: 'voucher10' });
      expect(lockedRedeem.status).toBe(429);
      expect(await exchangeRows(m)).toBe(0);
    });

    it('no payment password set → 409 PAYMENT_PASSWORD_NOT_SET', async () => {
      const m = await kit.member();
      const r = await convert(m, { points: 100 });
      expect([r.status, r.body.code]).toEqual([409, 'PAYMENT_PASSWORD_NOT_SET']);
    });

    it('an unsealed body → 400; a replayed seal → 400 SEAL_REPLAYED', async () => {
      const m = await player('aurora', 2);
      const plain = await kit.call('POST', pointPaths.convert, { token: m.token, body: { requestId: randomUUID(), points: 100, paymentPassword } });
      expect(plain.status).toBe(400);
      const key = await identityClient(kit.gw.app, 'aurora').sealKey();
      const body = JSON.stringify(await sealPayload(key, { requestId: randomUUID(), points: 100, paymentPassword }, { ts: kit.now() }));
      const send = () => kit.gw.app.inject({ method: 'POST', url: pointPaths.convert, headers: { merchant: 'aurora', authorization: `Bearer ${m.token}`, 'content-type': 'application/json' }, payload: body });
      expect((await send()).statusCode).toBe(200);
      const again = await send();
      expect([again.statusCode, again.json<Envelope<null>>().code]).toEqual([400, 'SEAL_REPLAYED']);
    });
  });

  it('the same requestId concurrently converts and pays once; another body with it → 422', async () => {
    const m = await player('aurora', 10);
    const start = await points(m);
    const cashBefore = await cash(m);
    const requestId = randomUUID();
    const answers = await Promise.all(Array.from({ length: 5 }, () => convert(m, { requestId, points: 100 })));
    expect(answers.map((a) => a.status)).toEqual(Array(5).fill(200));
    expect(new Set(answers.map((a) => a.body.value?.id)).size).toBe(1);
    expect(answers.filter((a) => !a.replayed)).toHaveLength(1);
    expect(await points(m)).toBe(start - 100);
    expect(await cash(m)).toBe(cashBefore + 100);
    const ledger = await sql<{ n: number }>`select count(*)::int as n from ledger_transactions where member_id = ${m.id} and idempotency_key like 'points:convert:%'`.execute(kit.gw.app.gateway.db);
    expect(ledger.rows[0]?.n).toBe(1);
    const other = await convert(m, { requestId, points: 200 });
    expect([other.status, other.body.code]).toEqual([422, 'IDEMPOTENCY_CONFLICT']);
  });

  it('the same requestId concurrently redeems once', async () => {
    const m = await player('aurora', 10);
    const start = await points(m);
    const requestId = randomUUID();
    const answers = await Promise.all(Array.from({ length: 5 }, () => redeem(m, { requestId, productCode: 'mug', address: '9 Bay Street, Sydney' })));
    expect(answers.map((a) => a.status)).toEqual(Array(5).fill(200));
    expect(await exchangeRows(m)).toBe(1);
    expect(await points(m)).toBe(start - 300);
  });

  it('VIP: levels and benefits; progress and the header label follow bet volume', async () => {
    const m = await kit.member();
    await kit.fund(m.token, '5000', 'aurora');
    const before = must((await get<VipAnswer>(pointPaths.vip, m)).body.value);
    expect(before).toMatchObject({ betMinor: 0, level: 1, label: 'VIP1' });
    expect(before.levels.length).toBeGreaterThan(3);
    expect(before.levels[1]?.benefits).toContain('vip.benefit.birthday_gift');
    const betMinor = await bet(m, 3);
    const after = must((await get<VipAnswer>(pointPaths.vip, m)).body.value);
    expect(after.betMinor).toBe(betMinor);
    expect(after.level).toBeGreaterThanOrEqual(2);
    const info = must((await get<MemberInfoAnswer>(apiPaths.memberInfo, m)).body.value);
    expect(info.vipLabel).toBe(`VIP${after.level}`);
  });

  it('every call: no session 401, trial 403 TRIAL_NOT_ALLOWED', async () => {
    const trial = await kit.trial();
    for (const url of [pointPaths.balance, pointPaths.config, pointPaths.rewards, pointPaths.exchanges, pointPaths.details, pointPaths.vip]) {
      expect((await kit.call('GET', url, {})).status, url).toBe(401);
      const t = await kit.call('GET', url, { token: trial });
      expect([t.status, t.body.code], url).toEqual([403, 'TRIAL_NOT_ALLOWED']);
    }
    const key = await identityClient(kit.gw.app, 'aurora').sealKey();
    for (const url of [pointPaths.redeem, pointPaths.convert]) {
      const body = await sealPayload(key, { requestId: randomUUID(), points: 100, paymentPassword }, { ts: kit.now() });
      expect((await kit.call('POST', url, { body })).status, url).toBe(401);
      const t = await kit.call('POST', url, { token: trial, body: await sealPayload(key, { requestId: randomUUID(), points: 100, paymentPassword }, { ts: kit.now() }) });
      expect([t.status, t.body.code], url).toEqual([403, 'TRIAL_NOT_ALLOWED']);
    }
  });
});
