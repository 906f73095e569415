/**
 * Every money call with an idempotency key, under concurrent retries (issue 16): N identical
 * requests at once (on PostgreSQL spread over two gateway instances with their own pools, as in
 * a scaled-out deployment) all get the first answer — status and body — with exactly one
 * effect on the ledger and the records, the member's money conserved; a replay says so in the
 * Idempotent-Replayed header; the same key with another body is 422 IDEMPOTENCY_CONFLICT and
 * moves nothing. A refused first answer (INSUFFICIENT_BALANCE) is the answer to every retry too.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql, type RawBuilder } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { apiPaths } from '../../schemas/api-paths';
import type { GamePage, LaunchAnswer } from '../../schemas/catalogue';
import type { Envelope } from '../../schemas/envelope';
import type { BankAccount, BankAccountsAnswer } from '../../schemas/payments';
import type { MerchantWalletAnswer } from '../../schemas/wallet';
import type { DatabaseHandle } from '../db/connection';
import { auditLedger, auditProblems } from '../db/ledger/ledger-audit';
import { describeEachDatabase } from '../test-support/databases';
import { must } from '../test-support/fixtures';
import { createTestGateway, type TestGateway } from '../test-support/test-gateway';
import { createPaymentKit, paymentPassword, type PaymentKit } from './payments-test-kit';

/** Identical requests fired at once per call. */
const parallel = 20;

interface Answer {
  status: number;
  body: Envelope<unknown>;
  replayed: boolean;
}

interface Member {
  id: string;
  token: string;
  merchant: string;
}

interface Prepared {
  url: string;
  /** Session token, or null for the demo vendor's own calls (the play token is in the body). */
  token: string | null;
  body: Record<string, unknown>;
  /** The same key with another body, or null when the call's body is only the key. */
  changed: Record<string, unknown> | null;
  /** Rows and ledger transactions the call leaves behind, by kind (each 1 after any number of retries). */
  effects(): Promise<Record<string, number>>;
  /** How much the member's money (every wallet) changes by the first answer. */
  moneyDelta(first: Answer): number;
}

interface MoneyCall {
  call: string;
  merchant: string;
  funds: string;
  prepare(kit: PaymentKit, m: Member): Promise<Prepared>;
}

describeEachDatabase('money calls answer every concurrent retry with the first answer', (database, kind) => {
  let kit: PaymentKit;
  let second: TestGateway | null = null;
  let secondDb: DatabaseHandle | null = null;
  let senders: FastifyInstance[] = [];
  beforeAll(async () => {
    kit = await createPaymentKit(database());
    senders = [kit.gw.app];
    const again = database().connectAgain;
    if (again) {
      // A second gateway instance on its own pool: the deployment's shape with DATABASE_URL.
      secondDb = await again();
      second = await createTestGateway({
        database: secondDb,
        identity: { now: kit.now },
        payments: { timing: { depositConfirmMs: 0, withdrawalDisburseMs: 0, scanIntervalMs: 0 } },
      });
      senders = [kit.gw.app, second.app];
    }
  });
  afterAll(async () => {
    await second?.close();
    await secondDb?.close();
    await kit.close();
  });

  async function send(
    app: FastifyInstance,
    url: string,
    body: object,
    token: string | null,
    merchant: string,
  ): Promise<Answer> {
    const headers: Record<string, string> = { merchant, 'content-type': 'application/json' };
    if (token) headers.authorization = `Bearer ${token}`;
    const res = await app.inject({
      method: 'POST',
      url,
      headers,
      payload: JSON.stringify(body),
      remoteAddress: '203.0.113.78',
    });
    return {
      status: res.statusCode,
      body: res.json<Envelope<unknown>>(),
      replayed: res.headers['idempotent-replayed'] === 'true',
    };
  }
  /** The different answers among many (status and body), each with how often it came: one entry when all agree. */
  const variants = (answers: Answer[]) => {
    const seen = new Map<string, number>();
    for (const a of answers) {
      const key = JSON.stringify([a.status, a.body]);
      seen.set(key, (seen.get(key) ?? 0) + 1);
    }
    return [...seen].map(([answer, times]) => ({ times, answer: JSON.parse(answer) as unknown }));
  };
  /** `parallel` identical requests at once, alternating between the gateway instances. */
  const fire = (p: Prepared, merchant: string) =>
    Promise.all(
      Array.from({ length: parallel }, (_, i) =>
        send(must(senders[i % senders.length]), p.url, p.body, p.token, merchant),
      ),
    );

  const count = async (query: RawBuilder<{ n: number | string }>) =>
    Number((await query.execute(kit.gw.app.gateway.db)).rows[0]?.n ?? -1);
  /** Every wallet of the member, in minor units. */
  const moneyOf = (memberId: string) =>
    count(sql<{ n: string }>`select coalesce(sum(balance_minor), 0)::text as n
                               from wallet_balances where member_id = ${memberId}`);
  const ledgerRows = (where: RawBuilder<unknown>) =>
    count(sql<{ n: number }>`select count(*)::int as n from ledger_transactions where ${where}`);
  const once = (effects: Record<string, number>) =>
    Object.fromEntries(Object.keys(effects).map((k) => [k, 1]));

  async function withBankAccount(m: Member): Promise<string> {
    await kit.setPaymentPassword(m.token, m.merchant);
    const banks = must(
      (
        await kit.call<BankAccountsAnswer>('GET', apiPaths.bankAccounts, {
          token: m.token,
          merchant: m.merchant,
        })
      ).body.value,
    ).banks;
    const bound = await kit.call<BankAccount>('POST', apiPaths.bankAccounts, {
      token: m.token,
      merchant: m.merchant,
      body: { holderName: 'Li Wei', bankCode: must(banks[0]).code, accountNumber: '6222 0212 3456 7890' },
    });
    return must(bound.body.value).id;
  }
  async function vendorOf(m: Member): Promise<string> {
    const answer = await kit.call<MerchantWalletAnswer>(
      'GET',
      `${apiPaths.merchantWallet}?merchantCode=${m.merchant}`,
      { token: m.token, merchant: m.merchant },
    );
    return must(must(answer.body.value).vendors[0]).wallet;
  }
  async function transferNow(m: Member, from: string, to: string, amount: string): Promise<void> {
    const r = await kit.call('POST', apiPaths.walletTransfer, {
      token: m.token,
      merchant: m.merchant,
      body: { requestId: randomUUID(), from, to, amount },
    });
    expect(r.status).toBe(200);
  }

  const calls: MoneyCall[] = [
    {
      call: 'deposit',
      merchant: 'aurora',
      funds: '0',
      prepare: async (_kit, m) => {
        const requestId = randomUUID();
        return {
          url: apiPaths.deposits,
          token: m.token,
          body: { requestId, channelId: 'bank', amount: '200' },
          changed: { requestId, channelId: 'bank', amount: '201' },
          effects: async () => ({ deposits: await kit.count('deposits', `member_id = '${m.id}'`) }),
          moneyDelta: () => 0,
        };
      },
    },
    {
      call: 'withdrawal',
      merchant: 'aurora',
      funds: '500',
      prepare: async (_kit, m) => {
        const requestId = randomUUID();
        const bankAccountId = await withBankAccount(m);
        // The whole balance: a second hold could never fit beside the first.
        return {
          url: apiPaths.withdrawals,
          token: m.token,
          body: { requestId, bankAccountId, amount: '500', paymentPassword },
          changed: { requestId, bankAccountId, amount: '499', paymentPassword },
          effects: async () => ({
            holds: await ledgerRows(sql`member_id = ${m.id} and idempotency_key like ${'withdrawal:%:hold'}`),
            withdrawals: await kit.count('withdrawals', `member_id = '${m.id}'`),
          }),
          moneyDelta: () => -50_000,
        };
      },
    },
    {
      call: 'wallet transfer',
      merchant: 'tigerbay',
      funds: '300',
      prepare: async (_kit, m) => {
        const requestId = randomUUID();
        const vendor = await vendorOf(m);
        return {
          url: apiPaths.walletTransfer,
          token: m.token,
          body: { requestId, from: 'main', to: vendor, amount: '300' },
          changed: { requestId, from: 'main', to: vendor, amount: '299' },
          effects: async () => ({ transactions: await ledgerRows(sql`reference = ${requestId}`) }),
          moneyDelta: () => 0,
        };
      },
    },
    {
      call: 'recall all to main',
      merchant: 'tigerbay',
      funds: '300',
      prepare: async (_kit, m) => {
        const requestId = randomUUID();
        await transferNow(m, 'main', await vendorOf(m), '120');
        return {
          url: apiPaths.consolidatedFunds,
          token: m.token,
          body: { requestId },
          changed: null,
          effects: async () => ({ transactions: await ledgerRows(sql`reference = ${requestId}`) }),
          moneyDelta: () => 0,
        };
      },
    },
    {
      call: 'demo vendor spin',
      merchant: 'aurora',
      funds: '1000',
      prepare: async (k, m) => {
        const games = await k.call<GamePage>(
          'GET',
          `${apiPaths.gameList}?gameType=RNG&vendor=JILI&pageSize=1`,
          { merchant: m.merchant },
        );
        const game = must(must(games.body.value).content[0]);
        const launch = await k.call<LaunchAnswer>('POST', apiPaths.launchGame, {
          token: m.token,
          merchant: m.merchant,
          body: { nodeId: game.nodeId, vendor: 'JILI', gameType: 'RNG', lang: 'EN' },
        });
        const ticket = must(
          new URL(must(launch.body.value).url, 'http://gateway').searchParams.get('ticket'),
        );
        const session = await k.call<{ playToken: string; betsMinor: number[] }>(
          'POST',
          apiPaths.demoVendorSession,
          { body: { ticket } },
        );
        const { playToken, betsMinor } = must(session.body.value);
        const roundId = `round-${randomUUID()}`;
        return {
          url: apiPaths.demoVendorSpin,
          token: null,
          body: { playToken, roundId, betMinor: must(betsMinor[0]) },
          changed: { playToken, roundId, betMinor: must(betsMinor[1]) },
          effects: async () => ({
            rounds: await ledgerRows(sql`reference = ${roundId}`),
            records: await kit.count('demo_vendor_rounds', `round_id = '${roundId}'`),
          }),
          moneyDelta: (first) => {
            const spun = first.body.value as { betMinor: number; winMinor: number };
            return spun.winMinor - spun.betMinor;
          },
        };
      },
    },
  ];

  it.each(calls)(
    `$call: ${parallel} identical requests at once → one effect, every answer the first${kind === 'postgres' ? ' (two gateway instances)' : ''}`,
    async (c) => {
      const m = { ...(await kit.member(c.merchant)), merchant: c.merchant };
      if (c.funds !== '0') await kit.fund(m.token, c.funds, c.merchant);
      const p = await c.prepare(kit, m);
      const before = await moneyOf(m.id);

      const answers = await fire(p, c.merchant);
      const first = must(answers.find((a) => !a.replayed) ?? answers[0]);
      expect(variants(answers)).toEqual([{ times: parallel, answer: [first.status, first.body] }]);
      expect(first.status).toBe(200);
      expect(answers.filter((a) => !a.replayed)).toHaveLength(1);
      const effects = await p.effects();
      expect(effects).toEqual(once(effects));
      expect(await moneyOf(m.id)).toBe(before + p.moneyDelta(first));

      // A retry later, after everything settled, still gets the first answer.
      await kit.gw.app.payments.clock.runDue();
      const settled = await moneyOf(m.id);
      const later = await send(must(senders.at(-1)), p.url, p.body, p.token, c.merchant);
      expect([later.status, later.body, later.replayed]).toEqual([first.status, first.body, true]);

      if (p.changed) {
        const conflict = await send(kit.gw.app, p.url, p.changed, p.token, c.merchant);
        expect([conflict.status, conflict.body.code]).toEqual([422, 'IDEMPOTENCY_CONFLICT']);
      }
      expect(await p.effects()).toEqual(effects);
      expect(await moneyOf(m.id)).toBe(settled);
      expect(auditProblems(await auditLedger(kit.gw.app.gateway.db, [m.id]))).toEqual([]);
    },
  );

  it(`a refused first answer (INSUFFICIENT_BALANCE) answers every retry, also after money arrives`, async () => {
    const m = { ...(await kit.member('tigerbay')), merchant: 'tigerbay' };
    await kit.fund(m.token, '100', m.merchant);
    const vendor = await vendorOf(m);
    const bankAccountId = await withBankAccount(m);
    const requests: Prepared[] = [
      {
        url: apiPaths.withdrawals,
        token: m.token,
        body: { requestId: randomUUID(), bankAccountId, amount: '150', paymentPassword },
        changed: null,
        effects: async () => ({}),
        moneyDelta: () => 0,
      },
      {
        url: apiPaths.walletTransfer,
        token: m.token,
        body: { requestId: randomUUID(), from: 'main', to: vendor, amount: '150' },
        changed: null,
        effects: async () => ({}),
        moneyDelta: () => 0,
      },
    ];
    for (const p of requests) {
      const answers = await fire(p, m.merchant);
      const first = must(answers.find((a) => !a.replayed) ?? answers[0]);
      expect(variants(answers)).toEqual([{ times: parallel, answer: [400, first.body] }]);
      expect(first.body.code).toBe('INSUFFICIENT_BALANCE');
      expect(answers.filter((a) => !a.replayed)).toHaveLength(1);
    }
    await kit.fund(m.token, '500', m.merchant);
    const funded = await moneyOf(m.id);
    for (const p of requests) {
      const later = await send(must(senders.at(-1)), p.url, p.body, p.token, m.merchant);
      expect([later.status, later.body.code, later.replayed]).toEqual([400, 'INSUFFICIENT_BALANCE', true]);
    }
    expect(await moneyOf(m.id)).toBe(funded);
    expect(await kit.count('withdrawals', `member_id = '${m.id}'`)).toBe(0);
  });
});
