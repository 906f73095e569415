import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { apiPaths } from '../../schemas/api-paths';
import type { GameItem, GamePage, LaunchAnswer } from '../../schemas/catalogue';
import type { Envelope } from '../../schemas/envelope';
import type { LoginAnswer } from '../../schemas/identity';
import type {
  AccountRecordAnswer,
  BettingRecordAnswer,
  ConsolidatedFundsAnswer,
  MerchantWalletAnswer,
  ProfitLossAnswer,
  WalletBalanceAnswer,
  WalletTransferAnswer,
} from '../../schemas/wallet';
import { auditLedger, auditProblems } from '../db/ledger/ledger-audit';
import { demoPassword } from '../db/identity/identity-seed';
import { describeEachDatabase } from '../test-support/databases';
import { must } from '../test-support/fixtures';
import { identityClient } from '../test-support/identity-client';
import { createTestGateway, type TestGateway } from '../test-support/test-gateway';

describeEachDatabase('wallet calls: transfers, merchant wallet, consolidated funds, records', (database) => {
  let gw: TestGateway;
  const tokens = { player: '', agent: '', aurora: '', trial: '' };
  const signIn = async (merchant: string, username: string) => {
    const c = identityClient(gw.app, merchant, { ip: '203.0.113.41' });
    return must(must((await c.login({ type: 'username', username, password: demoPassword })).body.value).token);
  };
  beforeAll(async () => {
    gw = await createTestGateway({ database: database() });
    tokens.player = await signIn('tigerbay', 'player01');
    tokens.agent = await signIn('tigerbay', 'agent01');
    tokens.aurora = await signIn('aurora', 'player01');
    const c = identityClient(gw.app, 'tigerbay', { ip: '203.0.113.41' });
    tokens.trial = must((await c.call<LoginAnswer>('POST', apiPaths.loginFreePlay, { platform: 'W' })).body.value?.token);
  });
  afterAll(() => gw.close());

  async function call<T>(method: 'GET' | 'POST', url: string, payload?: object, token: string | null = tokens.player, merchant = 'tigerbay') {
    const headers: Record<string, string> = { merchant };
    if (token) headers.authorization = `Bearer ${token}`;
    const res = await gw.app.inject({ method, url, payload, headers });
    return { status: res.statusCode, body: res.json<Envelope<T>>() };
  }
  const balance = async (token = tokens.player, merchant = 'tigerbay') => must((await call<WalletBalanceAnswer>('GET', apiPaths.balance, undefined, token, merchant)).body.value);
  const vendorsOf = async (merchant = 'tigerbay', token = tokens.player) =>
    must((await call<MerchantWalletAnswer>('GET', `${apiPaths.merchantWallet}?merchantCode=${merchant}`, undefined, token, merchant)).body.value);
  const transfer = (from: string, to: string, amount: unknown, requestId: string = randomUUID(), token = tokens.player) =>
    call<WalletTransferAnswer>('POST', apiPaths.walletTransfer, { requestId, from, to, amount }, token);

  const walletCalls = (vendor: string): [string, 'GET' | 'POST', object | undefined][] => [
    [apiPaths.walletTransfer, 'POST', { requestId: randomUUID(), from: 'main', to: vendor, amount: '1.00' }],
    [`${apiPaths.merchantWallet}?merchantCode=tigerbay`, 'GET', undefined],
    [apiPaths.consolidatedFunds, 'GET', undefined],
    [apiPaths.consolidatedFunds, 'POST', { requestId: randomUUID() }],
    [apiPaths.accountRecord, 'GET', undefined],
    [apiPaths.bettingRecord, 'GET', undefined],
    [apiPaths.profitLoss, 'GET', undefined],
  ];

  it('refuses every wallet call without a session (401) and for trial sessions (403), moving nothing', async () => {
    const vendor = must((await vendorsOf()).vendors[0]).wallet;
    const before = await auditLedger(gw.database.db);
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from ledger_transactions`.execute(gw.database.db);
    for (const [url, method, payload] of walletCalls(vendor)) {
      const anonymous = await call(method, url, payload, null);
      expect([url, anonymous.status, anonymous.body.code, anonymous.body.value]).toEqual([url, 401, 'UNAUTHORIZED', null]);
      const trial = await call(method, url, payload, tokens.trial);
      expect([url, trial.status, trial.body.code, trial.body.value]).toEqual([url, 403, 'TRIAL_NOT_ALLOWED', null]);
    }
    const after = await sql<{ n: number }>`select count(*)::int as n from ledger_transactions`.execute(gw.database.db);
    expect(after.rows[0]?.n).toBe(rows[0]?.n);
    expect(auditProblems(before)).toEqual([]);
    // The header's balance still answers a trial session (zero, main only).
    const trialBalance = await balance(tokens.trial);
    expect(trialBalance).toMatchObject({ balanceMinor: 0 });
    expect(trialBalance.wallets).toBeUndefined();
  });

  it('tells the wallet mode: tigerbay has vendor wallets, aurora is single and refuses transfers', async () => {
    const tiger = await vendorsOf();
    expect(tiger.isSingle).toBe(false);
    expect(tiger.vendors.length).toBeGreaterThan(0);
    const aurora = await vendorsOf('aurora', tokens.aurora);
    expect(aurora).toEqual({ isSingle: true, vendors: [] });
    const refused = await call('POST', apiPaths.walletTransfer, { requestId: randomUUID(), from: 'main', to: must(tiger.vendors[0]).wallet, amount: '1' }, tokens.aurora, 'aurora');
    expect([refused.status, refused.body.code]).toEqual([409, 'FORBIDDEN']);
    const mismatch = await call('GET', `${apiPaths.merchantWallet}?merchantCode=aurora`);
    expect([mismatch.status, mismatch.body.code]).toEqual([400, 'VALIDATION_FAILED']);
  });

  it('transfers main → vendor and back, once per request id; a reused id with another body is 422', async () => {
    const vendor = must((await vendorsOf()).vendors[0]).wallet;
    const start = await balance();
    const id = randomUUID();
    const out = await transfer('main', vendor, '100.50', id);
    expect(out.status).toBe(200);
    expect(out.body.value).toMatchObject({ amountMinor: 10_050, from: 'main', to: vendor, totalMinor: start.totalMinor });
    const again = await transfer('main', vendor, '100.50', id);
    expect(again.body).toEqual(out.body);
    const conflict = await transfer('main', vendor, '100.51', id);
    expect([conflict.status, conflict.body.code]).toEqual([422, 'IDEMPOTENCY_CONFLICT']);
    const mid = await balance();
    expect(mid.balanceMinor).toBe(start.balanceMinor - 10_050);
    expect(mid.wallets?.find((w) => w.wallet === vendor)?.balanceMinor).toBe(10_050);
    const back = await transfer(vendor, 'main', '0.50');
    expect(back.status).toBe(200);
    const end = await balance();
    expect(end.balanceMinor).toBe(start.balanceMinor - 10_000);
    expect(end.totalMinor).toBe(start.totalMinor);
    // Consolidated funds: the picture, then recall everything to main.
    const funds = must((await call<ConsolidatedFundsAnswer>('GET', apiPaths.consolidatedFunds)).body.value);
    expect(funds).toMatchObject({ mainMinor: end.balanceMinor, vendorsMinor: 10_000, totalMinor: start.totalMinor, currency: 'CNY' });
    const recalled = must((await call<ConsolidatedFundsAnswer>('POST', apiPaths.consolidatedFunds, { requestId: randomUUID() })).body.value);
    expect(recalled).toMatchObject({ mainMinor: start.totalMinor, vendorsMinor: 0, totalMinor: start.totalMinor });
    expect(auditProblems(await auditLedger(gw.database.db))).toEqual([]);
  });

  it('refuses bad amounts and wallets with a code and moves nothing', async () => {
    const vendor = must((await vendorsOf()).vendors[0]).wallet;
    const before = await balance();
    const cases: [unknown, number, string][] = [
      ['-1', 400, 'AMOUNT_INVALID'],
      ['0', 400, 'AMOUNT_TOO_SMALL'],
      ['0.00', 400, 'AMOUNT_TOO_SMALL'],
      ['1.001', 400, 'AMOUNT_PRECISION'],
      ['99999999999', 400, 'AMOUNT_TOO_LARGE'],
      ['1e3', 400, 'AMOUNT_INVALID'],
      ['abc', 400, 'AMOUNT_INVALID'],
      ['', 400, 'VALIDATION_FAILED'],
      [' 1', 400, 'AMOUNT_INVALID'],
      ['1,000', 400, 'AMOUNT_INVALID'],
      ['0x10', 400, 'AMOUNT_INVALID'],
      [{ value: 1 }, 400, 'VALIDATION_FAILED'],
      ['9999999.99', 400, 'INSUFFICIENT_BALANCE'],
    ];
    for (const [amount, status, code] of cases) {
      const r = await transfer('main', vendor, amount);
      expect([amount, r.status, r.body.code]).toEqual([amount, status, code]);
    }
    expect((await transfer(vendor, vendor, '1')).body.code).toBe('VALIDATION_FAILED');
    expect((await transfer('main', 'main', '1')).body.code).toBe('VALIDATION_FAILED');
    expect((await transfer('main', 'NOPE', '1')).body.code).toBe('VALIDATION_FAILED');
    expect((await call('POST', apiPaths.walletTransfer, { requestId: 'not-a-uuid', from: 'main', to: vendor, amount: '1' })).status).toBe(400);
    expect(await balance()).toEqual(before);
  });

  it("never shows or moves another member's money: records and balances are the session member's", async () => {
    const vendor = must((await vendorsOf()).vendors[0]).wallet;
    const agentBefore = await balance(tokens.agent);
    await transfer('main', vendor, '3.00');
    expect(await balance(tokens.agent)).toEqual(agentBefore);
    const mine = must((await call<AccountRecordAnswer>('GET', `${apiPaths.accountRecord}?type=transfer&pageSize=100`)).body.value);
    const theirs = must((await call<AccountRecordAnswer>('GET', `${apiPaths.accountRecord}?type=transfer&pageSize=100`, undefined, tokens.agent)).body.value);
    expect(mine.total).toBeGreaterThan(0);
    expect(theirs.total).toBe(0);
    const ids = new Set(mine.items.map((i) => i.transactionId));
    expect(theirs.items.some((i) => ids.has(i.transactionId))).toBe(false);
  });

  it('account record: window, type and wallet filters, paging and totals', async () => {
    const all = must((await call<AccountRecordAnswer>('GET', `${apiPaths.accountRecord}?pageSize=2`)).body.value);
    expect(all.items).toHaveLength(2);
    expect(all.totalPages).toBe(Math.ceil(all.total / 2));
    expect(all.items.every((i) => Number.isInteger(i.amountMinor) && Number.isInteger(i.balanceAfterMinor))).toBe(true);
    const page2 = must((await call<AccountRecordAnswer>('GET', `${apiPaths.accountRecord}?pageSize=2&page=2`)).body.value);
    expect(page2.items.map((i) => i.id)).not.toEqual(all.items.map((i) => i.id));
    const opening = must((await call<AccountRecordAnswer>('GET', `${apiPaths.accountRecord}?type=opening`)).body.value);
    expect(opening.items.map((i) => [i.type, i.wallet, i.amountMinor])).toEqual([['opening', 'main', 1_234_567]]);
    const mainOnly = must((await call<AccountRecordAnswer>('GET', `${apiPaths.accountRecord}?wallet=main&pageSize=100`)).body.value);
    expect(mainOnly.items.every((i) => i.wallet === 'main')).toBe(true);
    expect(mainOnly.totals.netMinor).toBe(mainOnly.totals.inMinor - mainOnly.totals.outMinor);
    const past = must((await call<AccountRecordAnswer>('GET', `${apiPaths.accountRecord}?from=2020-01-01T00:00:00Z&to=2020-02-01T00:00:00Z`)).body.value);
    expect([past.total, past.items, past.totals]).toEqual([0, [], { inMinor: 0, outMinor: 0, netMinor: 0 }]);
    for (const q of ['from=2020-01-01T00:00:00Z&to=2020-06-01T00:00:00Z', 'from=2020-02-01T00:00:00Z&to=2020-01-01T00:00:00Z', 'from=yesterday', 'type=lottery', 'pageSize=1000', 'page=0']) {
      const r = await call('GET', `${apiPaths.accountRecord}?${q}`);
      expect([q, r.status, r.body.code]).toEqual([q, 400, 'VALIDATION_FAILED']);
    }
  });

  it('demo vendor rounds post through the ledger into the vendor wallet; betting record and P&L show them', async () => {
    const game = must((await call<GamePage>('GET', `${apiPaths.gameList}?gameType=RNG&pageSize=1`, undefined, null)).body.value?.content[0]) as GameItem;
    const vendor = game.vassalage;
    const empty = await call<BettingRecordAnswer>('GET', apiPaths.bettingRecord);
    expect(empty.body.value?.totals.rounds).toBe(0);
    await transfer('main', vendor, '50.00');
    const launch = must((await call<LaunchAnswer>('POST', apiPaths.launchGame, { nodeId: game.nodeId, vendor, gameType: 'RNG', lang: 'EN' })).body.value);
    const ticket = must(new URL(launch.url, 'http://gateway').searchParams.get('ticket'));
    const demo = async <T>(url: string, payload: object) => {
      const res = await gw.app.inject({ method: 'POST', url, payload });
      return { ...res.json<Envelope<T>>(), replayed: res.headers['idempotent-replayed'] === 'true' };
    };
    const session = must((await demo<{ playToken: string; betsMinor: number[]; balanceMinor: number }>(apiPaths.demoVendorSession, { ticket })).value);
    const vendorBefore = must((await balance()).wallets?.find((w) => w.wallet === vendor)).balanceMinor;
    expect(session.balanceMinor).toBe(vendorBefore);
    const bet = must(session.betsMinor[0]);
    let won = 0;
    for (const roundId of ['wallet-round-01', 'wallet-round-02', 'wallet-round-02']) {
      const answer = await demo<{ winMinor: number; balanceMinor: number }>(apiPaths.demoVendorSpin, { playToken: session.playToken, roundId, betMinor: bet });
      if (!answer.replayed) won += must(answer.value).winMinor;
    }
    const after = await balance();
    expect(after.wallets?.find((w) => w.wallet === vendor)?.balanceMinor).toBe(vendorBefore - 2 * bet + won);
    const record = must((await call<BettingRecordAnswer>('GET', `${apiPaths.bettingRecord}?vendor=${vendor}`)).body.value);
    expect(record.totals).toEqual({ rounds: 2, betMinor: 2 * bet, winMinor: won, profitMinor: won - 2 * bet });
    expect(record.items.map((i) => i.roundId).sort()).toEqual(['wallet-round-01', 'wallet-round-02']);
    expect(record.items.every((i) => i.vendor === vendor && i.wallet === vendor && i.nodeId === game.nodeId && i.gameType === 'RNG')).toBe(true);
    const other = must((await call<BettingRecordAnswer>('GET', `${apiPaths.bettingRecord}?vendor=ZZZ`)).body.value);
    expect(other.totals.rounds).toBe(0);
    const pl = must((await call<ProfitLossAnswer>('GET', apiPaths.profitLoss)).body.value);
    expect(pl.rows).toEqual([{ vendor, gameType: 'RNG', rounds: 2, betMinor: 2 * bet, winMinor: won, profitMinor: won - 2 * bet }]);
    expect(pl.totals.profitMinor).toBe(won - 2 * bet);
    const agentRecord = must((await call<BettingRecordAnswer>('GET', apiPaths.bettingRecord, undefined, tokens.agent)).body.value);
    expect(agentRecord.totals.rounds).toBe(0);
    expect(auditProblems(await auditLedger(gw.database.db))).toEqual([]);
  });
});
