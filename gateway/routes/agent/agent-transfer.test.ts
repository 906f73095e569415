/**
 * Agent ↔ downline transfers (issue 17; docs/decisions/037), on both databases: an agent sends
 * to a DIRECT downline, a downline to its upline; both see the movement in their account record;
 * a retry answers the first answer; anyone else (deeper, another branch, another merchant,
 * unknown, myself) and every bad amount or password is refused with a code, moving nothing; the
 * brand's per-transfer and daily limits hold.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { agentPaths, type AgentTransferAnswer, type UplineAnswer } from '../../../schemas/agent';
import { apiPaths } from '../../../schemas/api-paths';
import type { AccountRecordAnswer } from '../../../schemas/wallet';
import { auditLedger, auditProblems } from '../../db/ledger/ledger-audit';
import { reportingDayStart } from '../../domain/agent/agent-transfer';
import { createAccessKit, paymentPassword, type AccessKit } from '../../test-support/access-kit';
import { describeEachDatabase } from '../../test-support/databases';
import { must } from '../../test-support/fixtures';
import { watchWrites, type ExpectedWrite, type WriteWatch } from '../../test-support/write-watch';
import { agentTree, callJson, mainBalance, newMember, readyToSend, type Account, type AgentTree } from './agent-tree-kit';

const touch: ExpectedWrite[] = [
  { table: 'sessions', op: 'UPDATE', columns: ['idle_expires_at', 'last_seen_at'], reason: "the caller's session touch" },
];
const wrongPassword: ExpectedWrite[] = [
  ...touch,
  { table: 'payment_password_failures', op: 'INSERT', reason: 'a wrong payment password is counted' },
  { table: 'payment_events', op: 'INSERT', row: { event: 'wrong_password' }, reason: 'and audited' },
];

describeEachDatabase('agent transfers', (database) => {
  let kit: AccessKit;
  let watch: WriteWatch;
  let tree: AgentTree;
  let agent: Account;
  let down: Account;
  let deeper: Account;
  let otherBranch: AgentTree;
  beforeAll(async () => {
    kit = await createAccessKit(database());
    watch = await watchWrites(kit.gw.database.db);
    tree = await agentTree(kit, { downlines: 2 });
    agent = tree.agent;
    down = must(tree.downlines[0]);
    deeper = await newMember(kit, down.id);
    otherBranch = await agentTree(kit, { downlines: 1 });
    await readyToSend(kit, agent, '40000');
  });
  afterAll(() => kit.close());

  const toDownline = (body: Record<string, unknown>, token = agent.token) =>
    callJson<AgentTransferAnswer>(kit, 'POST', agentPaths.transferToDownline, { requestId: randomUUID(), paymentPassword, ...body }, token);
  const toUpline = (body: Record<string, unknown>, token: string) =>
    callJson<AgentTransferAnswer>(kit, 'POST', agentPaths.transferToUpline, { requestId: randomUUID(), paymentPassword, ...body }, token);
  const records = async (who: Account) =>
    must((await callJson<AccountRecordAnswer>(kit, 'GET', `${apiPaths.accountRecord}?type=agent_transfer`, undefined, who.token)).body.value).items;
  const transactions = async () => Number((await sql<{ n: number }>`select count(*)::int as n from ledger_transactions where kind = 'agent_transfer'`.execute(kit.gw.database.db)).rows[0]?.n);

  it('moves money from the agent to a direct downline; both see it in their account record, naming both', async () => {
    const [a0, d0] = [await mainBalance(kit, agent.id), await mainBalance(kit, down.id)];
    const res = await toDownline({ toMemberId: down.id, amount: '100.50' });
    expect(res.status).toBe(200);
    const answer = must(res.body.value);
    expect(answer).toMatchObject({ currency: 'CNY', minorDigits: 2, amountMinor: 10050, balanceMinor: a0 - 10050 });
    expect([await mainBalance(kit, agent.id), await mainBalance(kit, down.id)]).toEqual([a0 - 10050, d0 + 10050]);
    const mine = (await records(agent)).find((r) => r.transactionId === answer.transactionId);
    const theirs = (await records(down)).find((r) => r.transactionId === answer.transactionId);
    expect(mine).toMatchObject({ type: 'agent_transfer', wallet: 'main', amountMinor: -10050 });
    expect(theirs).toMatchObject({ type: 'agent_transfer', wallet: 'main', amountMinor: 10050 });
    expect(mine?.memo).toContain(down.account);
    expect(theirs?.memo).toContain(agent.account);
    expect(auditProblems(await auditLedger(kit.gw.database.db))).toEqual([]);
  });

  it('answers a retry with the first answer (replay header), moving once; another body with the key is 422', async () => {
    const requestId = randomUUID();
    const before = await transactions();
    const first = await toDownline({ toMemberId: down.id, amount: '10', requestId });
    const again = await toDownline({ toMemberId: down.id, amount: '10', requestId });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect([first.replayed, again.replayed]).toEqual([false, true]);
    expect(await transactions()).toBe(before + 1);
    const other = await toDownline({ toMemberId: down.id, amount: '11', requestId });
    expect([other.status, other.body.code]).toEqual([422, 'IDEMPOTENCY_CONFLICT']);
    expect(await transactions()).toBe(before + 1);
  });

  it('lets the downline send to its upline (a member call) and read who that is', async () => {
    await kit.setPaymentPassword(down.token);
    const up = await callJson<UplineAnswer>(kit, 'GET', agentPaths.upline, undefined, down.token);
    expect(up.body.value).toEqual({ account: agent.account, nickname: null });
    const [a0, d0] = [await mainBalance(kit, agent.id), await mainBalance(kit, down.id)];
    const res = await toUpline({ amount: '5' }, down.token);
    expect([res.status, res.body.value?.balanceMinor]).toEqual([200, d0 - 500]);
    expect([await mainBalance(kit, agent.id), await mainBalance(kit, down.id)]).toEqual([a0 + 500, d0 - 500]);
    const top = await callJson(kit, 'GET', agentPaths.upline, undefined, agent.token);
    expect([top.status, top.body.code]).toEqual([404, 'NO_UPLINE']);
    const none = await toUpline({ amount: '5' }, agent.token);
    expect([none.status, none.body.code]).toEqual([404, 'NO_UPLINE']);
  });

  it('refuses anyone but a direct downline, and moves nothing', async () => {
    const foreign = must((await kit.session('foreign')).memberId);
    const cases: [string, string, number, string][] = [
      ['a deeper level of my team', deeper.id, 403, 'AGENT_TRANSFER_NOT_ALLOWED'],
      ['myself', agent.id, 403, 'AGENT_TRANSFER_NOT_ALLOWED'],
      ["another top agent's downline", must(otherBranch.downlines[0]).id, 404, 'NOT_IN_TEAM'],
      ['another top agent', otherBranch.agent.id, 404, 'NOT_IN_TEAM'],
      ["another merchant's member", foreign, 404, 'NOT_IN_TEAM'],
      ['an unknown id', randomUUID(), 404, 'NOT_IN_TEAM'],
    ];
    for (const [what, toMemberId, status, code] of cases) {
      await watch.reset();
      const res = await toDownline({ toMemberId, amount: '1' });
      expect([what, res.status, res.body.code, res.body.value]).toEqual([what, status, code, null]);
      expect(await watch.writes(touch)).toEqual([]);
    }
    // The other branch's agent cannot reach into this tree either.
    await readyToSend(kit, otherBranch.agent, '100');
    const across = await toDownline({ toMemberId: down.id, amount: '1' }, otherBranch.agent.token);
    expect([across.status, across.body.code]).toEqual([404, 'NOT_IN_TEAM']);
    const member = await toDownline({ toMemberId: down.id, amount: '1' }, down.token);
    expect([member.status, member.body.code]).toEqual([403, 'NOT_AGENT']);
  });

  it.each([
    ['a negative amount', '-1', 'AMOUNT_INVALID'],
    ['zero', '0', 'AMOUNT_TOO_SMALL'],
    ['below the brand minimum (1.00)', '0.99', 'AMOUNT_TOO_SMALL'],
    ['more decimals than the currency', '1.001', 'AMOUNT_PRECISION'],
    ['above the brand maximum (10,000.00)', '10000.01', 'AMOUNT_TOO_LARGE'],
    ['a number instead of a string', 5, 'AMOUNT_INVALID'],
    ['an exponent', '1e3', 'AMOUNT_INVALID'],
    ['more than the balance', '9999', 'INSUFFICIENT_BALANCE'],
  ])('refuses %s (%s) with 400 %s on /amount and moves nothing', async (_what, amount, code) => {
    const poor = await agentTree(kit, { downlines: 1 });
    await readyToSend(kit, poor.agent, '100');
    await watch.reset();
    const res = await toDownline({ toMemberId: must(poor.downlines[0]).id, amount }, poor.agent.token);
    expect([res.status, res.body.code, (res.body.value as unknown as { path: string }[] | null)?.[0]?.path]).toEqual([400, code, '/amount']);
    const writes = await watch.writes(touch);
    // A refusal after the claim is the key's answer (decision 027): only that row may be written.
    expect(writes.filter((w) => w.table !== 'money_answers')).toEqual([]);
    expect(writes.length === 0 || code === 'INSUFFICIENT_BALANCE').toBe(true);
  });

  it('refuses a wrong payment password (counted) and a missing one, moving nothing', async () => {
    await watch.reset();
    const wrong = await toDownline({ toMemberId: down.id, amount: '1', paymentPassword: 'not-it-123' });
    expect([wrong.status, wrong.body.code]).toEqual([400, 'PAYMENT_PASSWORD_INCORRECT']);
    expect(await watch.writes(wrongPassword)).toEqual([]);
    const fresh = await agentTree(kit, { downlines: 1 });
    await kit.fund(fresh.agent.token, '100');
    const unset = await toDownline({ toMemberId: must(fresh.downlines[0]).id, amount: '1' }, fresh.agent.token);
    expect([unset.status, unset.body.code]).toEqual([409, 'PAYMENT_PASSWORD_NOT_SET']);
  });

  it("holds the sender's daily total (both directions) at the brand's dailyMaxMinor: 400 AGENT_TRANSFER_LIMIT", async () => {
    const rich = await agentTree(kit, { downlines: 1 });
    const to = must(rich.downlines[0]).id;
    await readyToSend(kit, rich.agent, '40000');
    for (let i = 0; i < 3; i += 1) expect((await toDownline({ toMemberId: to, amount: '10000' }, rich.agent.token)).status).toBe(200);
    const over = await toDownline({ toMemberId: to, amount: '1' }, rich.agent.token);
    expect([over.status, over.body.code]).toEqual([400, 'AGENT_TRANSFER_LIMIT']);
    expect(await mainBalance(kit, rich.agent.id)).toBe(1_000_000);
  });

  it('starts the reporting day at 00:00 UTC+8', () => {
    expect(reportingDayStart(new Date('2025-03-01T15:59:59Z')).toISOString()).toBe('2025-02-28T16:00:00.000Z');
    expect(reportingDayStart(new Date('2025-03-01T16:00:00Z')).toISOString()).toBe('2025-03-01T16:00:00.000Z');
  });

  it('keeps the ledger balanced after everything above', async () => {
    expect(auditProblems(await auditLedger(kit.gw.database.db))).toEqual([]);
  });
});
