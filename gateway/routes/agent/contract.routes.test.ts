import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  agentPaths,
  contractKinds,
  relayPathOfKind,
  type Contract,
  type ContractAnswerAnswer,
  type ContractConflict,
  type ContractLimitsAnswer,
  type ContractRequestAnswer,
  type ContractsAnswer,
  type OfferContractRequest,
} from '../../../schemas/agent';
import { apiPaths } from '../../../schemas/api-paths';
import type { LoginAnswer } from '../../../schemas/identity';
import type { ConsolidatedFundsAnswer } from '../../../schemas/wallet';
import { demoPassword } from '../../db/identity/identity-seed';
import { describeEachDatabase } from '../../test-support/databases';
import { must } from '../../test-support/fixtures';
import { identityClient } from '../../test-support/identity-client';
import { createTestGateway, type TestGateway } from '../../test-support/test-gateway';
import { buildTree, caller, contractRowCounts, tier, withId, type Tree } from './contract-test-kit';

describeEachDatabase('agent contracts: offer, answer, terminate, the higher-ratio rule', (database) => {
  let gw: TestGateway;
  let t: Tree;
  let call: ReturnType<typeof caller>;
  let trial = '';
  beforeAll(async () => {
    gw = await createTestGateway({ database: database() });
    t = await buildTree(gw);
    call = caller(gw);
    const c = identityClient(gw.app, 'aurora', { ip: '203.0.113.78' });
    trial = must((await c.call<LoginAnswer>('POST', apiPaths.loginFreePlay, { platform: 'W' })).body.value?.token);
  });
  afterAll(() => gw.close());

  const offer = (token: string, body: Partial<OfferContractRequest> & Record<string, unknown>) => call<Contract>('POST', agentPaths.contracts, token, body);
  const answer = (token: string, kind: (typeof contractKinds)[number], body: Record<string, unknown>) => call<ContractAnswerAnswer>('POST', relayPathOfKind[kind], token, body);
  const pending = async (token: string, kind: (typeof contractKinds)[number]) => must((await call<ContractRequestAnswer>('GET', relayPathOfKind[kind], token)).body.value);
  const contract = async (token: string, id: string) => must((await call<Contract>('GET', withId(agentPaths.contract, id), token)).body.value);
  const events = (c: Contract) => c.history.map((h) => `${h.event}:${h.by}`);

  describe('bad input: a code, and nothing written', () => {
    const good = () => ({ downlineId: t.a.id, kind: 'dividend', period: 'weekly', tiers: [tier(1000, { activePeople: 5, lossMinor: 100_000 })] });
    const cases: [string, () => Record<string, unknown>, number, string][] = [
      ['no tier', () => ({ ...good(), tiers: [] }), 400, 'CONTRACT_TERMS_INVALID'],
      ['eleven tiers', () => ({ ...good(), tiers: Array.from({ length: 11 }, (_v, i) => tier(i + 1, { lossMinor: i })) }), 400, 'CONTRACT_TERMS_INVALID'],
      ['ratio 0', () => ({ ...good(), tiers: [tier(0)] }), 400, 'CONTRACT_TERMS_INVALID'],
      ['ratio above 10000', () => ({ ...good(), tiers: [tier(10001)] }), 400, 'CONTRACT_TERMS_INVALID'],
      ['fractional ratio', () => ({ ...good(), tiers: [tier(12.5)] }), 400, 'CONTRACT_TERMS_INVALID'],
      ['negative threshold', () => ({ ...good(), tiers: [tier(100, { lossMinor: -1 })] }), 400, 'CONTRACT_TERMS_INVALID'],
      ['fractional minor units', () => ({ ...good(), tiers: [tier(100, { lossMinor: 10.5 })] }), 400, 'CONTRACT_TERMS_INVALID'],
      ['unsafe integer', () => ({ ...good(), tiers: [tier(100, { lossMinor: 2 ** 53 + 2 })] }), 400, 'CONTRACT_TERMS_INVALID'],
      ['a threshold the kind does not use', () => ({ ...good(), tiers: [tier(100, { betMinor: 5 })] }), 400, 'CONTRACT_TERMS_INVALID'],
      ['ratios not rising', () => ({ ...good(), tiers: [tier(500, { lossMinor: 1 }), tier(500, { lossMinor: 2 })] }), 400, 'CONTRACT_TERMS_INVALID'],
      ['thresholds not rising', () => ({ ...good(), tiers: [tier(500, { lossMinor: 5 }), tier(600, { lossMinor: 5 })] }), 400, 'CONTRACT_TERMS_INVALID'],
      ['a period the kind does not use', () => ({ ...good(), period: 'hourly' }), 400, 'CONTRACT_PERIOD_INVALID'],
      ['an unknown period', () => ({ ...good(), period: 'yearly' }), 400, 'CONTRACT_PERIOD_INVALID'],
      ['an unknown kind', () => ({ ...good(), kind: 'bonus' }), 400, 'VALIDATION_FAILED'],
      ['above the merchant cap (no upline)', () => ({ ...good(), tiers: [tier(4001)] }), 400, 'CONTRACT_RATIO_ABOVE_UPLINE'],
      ['not a direct downline', () => ({ ...good(), downlineId: t.b.id }), 400, 'NOT_DIRECT_DOWNLINE'],
      ['myself', () => ({ ...good(), downlineId: t.top.id }), 400, 'NOT_DIRECT_DOWNLINE'],
      ["another agent's downline", () => ({ ...good(), downlineId: t.o.id }), 404, 'NOT_IN_TEAM'],
      ['an unknown member', () => ({ ...good(), downlineId: randomUUID() }), 404, 'NOT_IN_TEAM'],
      ['not an id', () => ({ ...good(), downlineId: 'agent01' }), 400, 'VALIDATION_FAILED'],
    ];
    it.each(cases)('%s', async (_name, body, status, code) => {
      const before = await contractRowCounts(gw);
      const res = await offer(t.top.token, body());
      expect([res.status, res.body.code]).toEqual([status, code]);
      expect(await contractRowCounts(gw)).toBe(before);
    });

    it('an agent with an upline but no contract of the kind from it can give nothing of that kind', async () => {
      const limits = must((await call<ContractLimitsAnswer>('GET', agentPaths.contractLimits, t.a.token)).body.value);
      expect(limits).toEqual(Object.fromEntries(contractKinds.map((k) => [k, { maxRatio: 0, fromUpline: true }])));
      const before = await contractRowCounts(gw);
      const res = await offer(t.a.token, { downlineId: t.b.id, kind: 'hourlySalary', period: 'hourly', tiers: [tier(1, { betMinor: 100 })] });
      expect([res.status, res.body.code]).toEqual([400, 'CONTRACT_RATIO_ABOVE_UPLINE']);
      expect(await contractRowCounts(gw)).toBe(before);
    });

    it('unknown contracts and other people’s contracts: 404 CONTRACT_UNKNOWN, nothing written', async () => {
      const theirs = must((await offer(t.outsider.token, { downlineId: t.o.id, kind: 'realtimeSalary', period: 'realtime', tiers: [tier(50, { betMinor: 1000 })] })).body.value);
      const before = await contractRowCounts(gw);
      for (const id of [randomUUID(), theirs.id]) {
        expect((await call('POST', withId(agentPaths.contractTerminate, id), t.top.token)).body.code).toBe('CONTRACT_UNKNOWN');
        expect((await call('POST', withId(agentPaths.contractWithdraw, id), t.top.token)).body.code).toBe('CONTRACT_UNKNOWN');
        expect((await call('GET', withId(agentPaths.contract, id), t.top.token)).status).toBe(404);
        expect((await answer(t.p.token, 'realtimeSalary', { contractId: id, action: 'accept' })).status).toBe(404);
      }
      // The right contract through another kind's relay is unknown there too.
      expect((await answer(t.o.token, 'dividend', { contractId: theirs.id, action: 'accept', sign: true })).body.code).toBe('CONTRACT_UNKNOWN');
      expect(await contractRowCounts(gw)).toBe(before);
    });
  });

  it('access: guest 401, trial 403, a member 403 NOT_AGENT on agent calls; relays serve members and refuse trials', async () => {
    expect((await call('GET', agentPaths.contracts, null)).status).toBe(401);
    expect((await call('GET', agentPaths.contracts, trial)).body.code).toBe('TRIAL_NOT_ALLOWED');
    expect((await call('GET', agentPaths.contracts, t.p.token)).body.code).toBe('NOT_AGENT');
    expect((await offer(t.p.token, { downlineId: t.a.id, kind: 'dividend', period: 'weekly', tiers: [tier(1)] })).body.code).toBe('NOT_AGENT');
    expect((await call('GET', relayPathOfKind.dividend, trial)).body.code).toBe('TRIAL_NOT_ALLOWED');
    expect((await call('GET', relayPathOfKind.dividend, null)).status).toBe(401);
    expect(await pending(t.p.token, 'dividend')).toEqual({ requestType: 0, contract: null });
  });

  it('lifecycle: offer, replace, sign and accept, limits, termination asked, refused, withdrawn and agreed', async () => {
    // top → a: a dividend (signed) — the first offer is replaced by a second.
    const first = must((await offer(t.top.token, { downlineId: t.a.id, kind: 'dividend', period: 'weekly', tiers: [tier(2000, { activePeople: 3, lossMinor: 50_000 })] })).body.value);
    const second = must(
      (await offer(t.top.token, { downlineId: t.a.id, kind: 'dividend', period: 'monthly', tiers: [tier(2000, { activePeople: 3, lossMinor: 50_000 }), tier(3000, { activePeople: 10, lossMinor: 500_000 })] })).body.value,
    );
    expect((await contract(t.top.token, first.id)).state).toBe('withdrawn');
    expect(second).toMatchObject({ state: 'offered', ratio: 3000, period: 'monthly', upline: { id: t.top.id, account: t.top.account }, downline: { id: t.a.id } });
    const waiting = await pending(t.a.token, 'dividend');
    expect(waiting.requestType).toBe(1);
    expect(waiting.contract?.id).toBe(second.id);
    // Accepting a dividend is signing it.
    expect((await answer(t.a.token, 'dividend', { contractId: second.id, action: 'accept' })).body.code).toBe('CONTRACT_SIGNATURE_REQUIRED');
    expect((await answer(t.top.token, 'dividend', { contractId: second.id, action: 'accept', sign: true })).body.code).toBe('CONTRACT_STATE');
    const accepted = must((await answer(t.a.token, 'dividend', { contractId: second.id, action: 'accept', sign: true })).body.value);
    expect(accepted.terminated).toEqual([]);
    expect(accepted.contract.state).toBe('active');
    expect(events(accepted.contract)).toEqual(['offered:upline', 'signed:downline', 'accepted:downline']);
    expect(await pending(t.a.token, 'dividend')).toEqual({ requestType: 0, contract: null });
    // An active contract: no new offer of the kind.
    expect((await offer(t.top.token, { downlineId: t.a.id, kind: 'dividend', period: 'weekly', tiers: [tier(100)] })).body.code).toBe('CONTRACT_EXISTS');

    // a may now give b up to 30 %, not above.
    const limits = must((await call<ContractLimitsAnswer>('GET', agentPaths.contractLimits, t.a.token)).body.value);
    expect(limits.dividend).toEqual({ maxRatio: 3000, fromUpline: true });
    expect((await offer(t.a.token, { downlineId: t.b.id, kind: 'dividend', period: 'weekly', tiers: [tier(3001)] })).body.code).toBe('CONTRACT_RATIO_ABOVE_UPLINE');
    const ab = must((await offer(t.a.token, { downlineId: t.b.id, kind: 'dividend', period: 'weekly', tiers: [tier(3000)] })).body.value);
    expect(must((await answer(t.b.token, 'dividend', { contractId: ab.id, action: 'accept', sign: true })).body.value).contract.state).toBe('active');

    // The upline asks to end it; the downline sees it (requestType 2) and refuses.
    expect((await call<Contract>('POST', withId(agentPaths.contractTerminate, ab.id), t.a.token)).body.value?.terminationRequestedBy).toBe('upline');
    expect((await call('POST', withId(agentPaths.contractTerminate, ab.id), t.b.token)).body.code).toBe('CONTRACT_STATE');
    const asked = await pending(t.b.token, 'dividend');
    expect([asked.requestType, asked.contract?.id]).toEqual([2, ab.id]);
    expect((await answer(t.a.token, 'dividend', { contractId: ab.id, action: 'agreeTermination' })).body.code).toBe('CONTRACT_STATE');
    expect(must((await answer(t.b.token, 'dividend', { contractId: ab.id, action: 'refuseTermination' })).body.value).contract.state).toBe('active');
    // Asked again and withdrawn by the asker.
    await call('POST', withId(agentPaths.contractTerminate, ab.id), t.a.token);
    expect((await call<Contract>('POST', withId(agentPaths.contractWithdraw, ab.id), t.a.token)).body.value?.state).toBe('active');
    // The downline asks; the upline (a) sees it on its own relay as requestType 2 and agrees.
    await call('POST', withId(agentPaths.contractTerminate, ab.id), t.b.token);
    const fromDownline = await pending(t.a.token, 'dividend');
    expect([fromDownline.requestType, fromDownline.contract?.id, fromDownline.contract?.terminationRequestedBy]).toEqual([2, ab.id, 'downline']);
    const ended = must((await answer(t.a.token, 'dividend', { contractId: ab.id, action: 'agreeTermination' })).body.value).contract;
    expect(ended.state).toBe('terminated');
    expect(ended.endedAt).not.toBeNull();
    expect(events(ended)).toEqual([
      'offered:upline',
      'signed:downline',
      'accepted:downline',
      'terminationRequested:upline',
      'terminationRefused:downline',
      'terminationRequested:upline',
      'terminationWithdrawn:upline',
      'terminationRequested:downline',
      'terminated:upline',
    ]);

    // Lists: mine / offered, filtered and paged, newest first.
    const mine = must((await call<ContractsAnswer>('GET', `${agentPaths.contracts}?scope=mine&kind=dividend`, t.a.token)).body.value);
    expect(mine.items.map((c) => [c.id, c.state])).toEqual([
      [second.id, 'active'],
      [first.id, 'withdrawn'],
    ]);
    const given = must((await call<ContractsAnswer>('GET', `${agentPaths.contracts}?scope=offered&state=terminated`, t.a.token)).body.value);
    expect(given.items.map((c) => c.id)).toEqual([ab.id]);
    const paged = must((await call<ContractsAnswer>('GET', `${agentPaths.contracts}?scope=offered&pageSize=1&page=2`, t.top.token)).body.value);
    expect([paged.total, paged.page, paged.pageSize, paged.items.length]).toEqual([2, 2, 1, 1]);
    // Withdrawing an offer: only its upline, only while offered.
    const salary = must((await offer(t.top.token, { downlineId: t.p.id, kind: 'realtimeSalary', period: 'realtime', tiers: [tier(80, { betMinor: 1000 })] })).body.value);
    expect((await call<Contract>('POST', withId(agentPaths.contractWithdraw, salary.id), t.top.token)).body.value?.state).toBe('withdrawn');
    expect((await call('POST', withId(agentPaths.contractWithdraw, salary.id), t.top.token)).body.code).toBe('CONTRACT_STATE');
    // A member downline rejects through the relay.
    const toMember = must((await offer(t.top.token, { downlineId: t.p.id, kind: 'hourlySalary', period: 'hourly', tiers: [tier(50, { betMinor: 10_000 })] })).body.value);
    expect(must((await answer(t.p.token, 'hourlySalary', { contractId: toMember.id, action: 'reject' })).body.value).contract.state).toBe('rejected');
  });

  it('higher-ratio rule: accepting below a ratio I gave a downline answers the conflicts and changes nothing, unless I agree', async () => {
    const daily = (ratio: number) => ({ kind: 'dailySalary' as const, period: 'daily' as const, tiers: [tier(ratio, { activePeople: 1, betMinor: 100_000 })] });
    const topA = must((await offer(t.top.token, { downlineId: t.a.id, ...daily(200) })).body.value);
    await answer(t.a.token, 'dailySalary', { contractId: topA.id, action: 'accept' });
    const aB = must((await offer(t.a.token, { downlineId: t.b.id, ...daily(150) })).body.value);
    await answer(t.b.token, 'dailySalary', { contractId: aB.id, action: 'accept' });
    // b gives c 120 (an open offer, not yet answered).
    const bC = must((await offer(t.b.token, { downlineId: t.c.id, ...daily(120) })).body.value);
    // top ends a's contract; b's stays.
    await call('POST', withId(agentPaths.contractTerminate, topA.id), t.top.token);
    await answer(t.a.token, 'dailySalary', { contractId: topA.id, action: 'agreeTermination' });
    // top offers a a lower ratio: 1 %.
    const lower = must((await offer(t.top.token, { downlineId: t.a.id, ...daily(100) })).body.value);

    const before = await contractRowCounts(gw);
    const refused = await answer(t.a.token, 'dailySalary', { contractId: lower.id, action: 'accept' });
    expect([refused.status, refused.body.code]).toEqual([409, 'CONTRACT_DOWNLINE_RATIO_HIGHER']);
    expect((refused.body.value as unknown as { conflicts: ContractConflict[] }).conflicts).toEqual([{ contractId: aB.id, downline: t.b.account, ratio: 150 }]);
    expect(await contractRowCounts(gw)).toBe(before);
    expect((await contract(t.a.token, lower.id)).state).toBe('offered');
    expect((await contract(t.a.token, aB.id)).state).toBe('active');

    const agreed = must((await answer(t.a.token, 'dailySalary', { contractId: lower.id, action: 'accept', terminateConflicting: true })).body.value);
    expect(agreed.contract.state).toBe('active');
    expect(agreed.terminated).toEqual([aB.id]);
    const superseded = await contract(t.a.token, aB.id);
    expect([superseded.state, events(superseded).at(-1)]).toEqual(['terminated', 'superseded:system']);
    // Only direct downlines: b's offer to c (120 > 100) stays; b's upline contract ended, so c cannot accept it.
    expect((await contract(t.b.token, bC.id)).state).toBe('offered');
    expect((await answer(t.c.token, 'dailySalary', { contractId: bC.id, action: 'accept' })).body.code).toBe('CONTRACT_RATIO_ABOVE_UPLINE');
  });

  it('consolidated funds carry the four request types where AGENTPOLICY3 is on (aurora), and none where it is off (tigerbay)', async () => {
    const hourly = must((await offer(t.top.token, { downlineId: t.a.id, kind: 'hourlySalary', period: 'hourly', tiers: [tier(60, { betMinor: 1000 })] })).body.value);
    const funds = must((await call<ConsolidatedFundsAnswer>('GET', apiPaths.consolidatedFunds, t.a.token)).body.value);
    // a: an hourly offer from top (1); nothing else pending of the other kinds.
    expect([funds.contracthoursalreq, funds.divtypereq, funds.dailysalreqtype, funds.realtimesalreqtype]).toEqual([1, 0, 0, 0]);
    expect(funds.totalMinor).toBeTypeOf('number');
    await answer(t.a.token, 'hourlySalary', { contractId: hourly.id, action: 'reject' });
    expect(must((await call<ConsolidatedFundsAnswer>('GET', apiPaths.consolidatedFunds, t.a.token)).body.value).contracthoursalreq).toBe(0);

    const tiger = identityClient(gw.app, 'tigerbay', { ip: '203.0.113.79' });
    const token = must((await tiger.login({ type: 'username', username: 'down01', password: demoPassword })).body.value?.token);
    const res = await gw.app.inject({ method: 'GET', url: apiPaths.consolidatedFunds, headers: { merchant: 'tigerbay', authorization: `Bearer ${token}` } });
    const value = must(res.json<{ value: ConsolidatedFundsAnswer }>().value);
    expect(Object.keys(value).filter((k) => k.endsWith('req') || k.endsWith('reqtype'))).toEqual([]);
    expect(value.totalMinor).toBeTypeOf('number');
  });
});
