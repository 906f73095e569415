/**
 * GET agentPaths.income (decision 036) on both databases: an agent sees the salaries settled to it
 * (amount from its team's rounds), by kind and period, paged; guests, trial sessions and members
 * who are not agents are refused; bad periods are 400 with nothing read. The development clock
 * moves the settlement clock for every instance.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { agentPaths, type DevSettlementClock, type IncomeAnswer } from '../../../schemas/agent';
import { apiPaths } from '../../../schemas/api-paths';
import type { Envelope } from '../../../schemas/envelope';
import type { LoginAnswer } from '../../../schemas/identity';
import { demoPassword } from '../../db/identity/identity-seed';
import { createLedger } from '../../domain/ledger/ledger';
import { describeEachDatabase } from '../../test-support/databases';
import { must } from '../../test-support/fixtures';
import { identityClient } from '../../test-support/identity-client';
import { addContracts, addMembers, fund, playRound } from '../../test-support/settlement-fixtures';
import { createTestGateway, type TestGateway } from '../../test-support/test-gateway';

const merchant = 'aurora';

describeEachDatabase('agent income', (database) => {
  let gw: TestGateway;
  const login = async (username: string) =>
    must((await identityClient(gw.app, merchant, { ip: '203.0.113.77' }).login({ type: 'username', username, password: demoPassword })).body.value?.token);
  const income = (token: string | null, query = '') =>
    gw.app.inject({ url: `${agentPaths.income}${query}`, headers: { merchant, ...(token ? { authorization: `Bearer ${token}` } : {}) } });

  beforeAll(async () => {
    gw = await createTestGateway({ database: database() });
  });
  afterAll(async () => {
    await gw.close();
  });

  it('shows the agent the salary settled to it, by kind and period, paged', async () => {
    const db = database().db;
    const ledger = createLedger(db);
    const { rows } = await sql<{ id: string; parent_id: string | null }>`select id, parent_id from members where merchant = ${merchant} and account = 'agent01'`.execute(db);
    const agent = must(rows[0]);
    // agent01 holds a daily salary contract from an upline above it; its downline plays.
    const [upline] = await addMembers(db, merchant, [null]);
    await sql`update members set parent_id = ${upline ?? null} where id = ${agent.id}`.execute(db);
    const [player] = await addMembers(db, merchant, [agent.id], false);
    await fund(ledger, merchant, player ?? '', 100_000);
    const [contract] = await addContracts(db, [{ merchant, kind: 'dailySalary', period: 'daily', uplineId: upline ?? '', downlineId: agent.id, tiers: [{ activePeople: 1, betMinor: 100, lossMinor: 0, ratio: 120 }], acceptedAt: new Date(Date.now() - 60_000) }]);
    await playRound(ledger, merchant, player ?? '', 25_000, 1000);

    const token = await login('agent01');
    const before = must((await income(token)).json<Envelope<IncomeAnswer>>().value);
    expect(before.items).toEqual([]);

    // Two days on through the development clock, settling what is due.
    const moved = await gw.app.inject({ method: 'POST', url: agentPaths.devSettlementClock, payload: { advanceMs: 2 * 86_400_000 } });
    const clock = must(moved.json<Envelope<DevSettlementClock>>().value);
    expect(clock.offsetMs).toBe(2 * 86_400_000);
    expect(clock.ran?.payouts).toBe(1);

    const answer = must((await income(token)).json<Envelope<IncomeAnswer>>().value);
    const amount = Math.floor((25_000 * 120) / 10_000);
    expect(answer.items).toHaveLength(1);
    expect(answer.items[0]).toMatchObject({ kind: 'dailySalary', contractId: contract, basisMinor: 25_000, ratio: 120, amountMinor: amount });
    expect(answer.totals).toEqual({ amountMinor: amount, byKind: { dividend: 0, dailySalary: amount, hourlySalary: 0, realtimeSalary: 0 } });
    expect(answer).toMatchObject({ page: 1, pageSize: 20, total: 1, currency: 'CNY', range: { period: 'today', timeZone: 'UTC+08:00' } });

    const dividends = must((await income(token, '?kind=dividend&period=thisMonth')).json<Envelope<IncomeAnswer>>().value);
    expect(dividends.items).toEqual([]);
    expect(dividends.totals.amountMinor).toBe(0);
    const yesterday = must((await income(token, '?period=yesterday')).json<Envelope<IncomeAnswer>>().value);
    expect(yesterday.total).toBe(0);
    const page2 = must((await income(token, '?pageSize=1&page=2')).json<Envelope<IncomeAnswer>>().value);
    expect(page2).toMatchObject({ items: [], total: 1, page: 2, pageSize: 1 });

    // Another settlement pass pays nothing again.
    const again = must((await gw.app.inject({ method: 'POST', url: agentPaths.devSettlementClock, payload: {} })).json<Envelope<DevSettlementClock>>().value);
    expect(again.ran?.payouts).toBe(0);
    await sql`update members set parent_id = ${agent.parent_id} where id = ${agent.id}`.execute(db);
  });

  it('refuses guests (401), trial sessions (403 TRIAL_NOT_ALLOWED) and members who are not agents (403 NOT_AGENT)', async () => {
    const guest = await income(null);
    expect([guest.statusCode, guest.json<Envelope<unknown>>().code]).toEqual([401, 'UNAUTHORIZED']);
    const member = await income(await login('player01'));
    expect([member.statusCode, member.json<Envelope<unknown>>().code]).toEqual([403, 'NOT_AGENT']);
    const trialRes = await gw.app.inject({ method: 'POST', url: apiPaths.loginFreePlay, headers: { merchant }, payload: {}, remoteAddress: '203.0.113.78' });
    const trial = await income(must(trialRes.json<Envelope<LoginAnswer>>().value?.token));
    expect([trial.statusCode, trial.json<Envelope<unknown>>().code]).toEqual([403, 'TRIAL_NOT_ALLOWED']);
  });

  it('answers 400 VALIDATION_FAILED to bad periods', async () => {
    const token = await login('agent01');
    for (const q of ['?period=custom&from=2025-02-10&to=2025-02-01', '?period=custom&from=2025-01-01', '?period=today&from=2025-01-01', '?period=custom&from=2025-01-01&to=2025-06-30', '?period=custom&from=2025-02-30&to=2025-03-01', '?kind=bonus', '?pageSize=101']) {
      const res = await income(token, q);
      expect([q, res.statusCode, res.json<Envelope<unknown>>().code]).toEqual([q, 400, 'VALIDATION_FAILED']);
    }
    const ok = await income(token, '?period=custom&from=2025-01-01&to=2025-01-31');
    expect(ok.statusCode).toBe(200);
    expect(ok.json<Envelope<IncomeAnswer>>().value?.range).toEqual({ period: 'custom', from: '2025-01-01', to: '2025-01-31', timeZone: 'UTC+08:00' });
  });
});
