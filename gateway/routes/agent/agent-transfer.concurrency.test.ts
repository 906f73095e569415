/**
 * Agent transfers under concurrency (docs/decisions/027 and 037), on both databases; on
 * PostgreSQL the requests alternate between two gateway instances with their own pools:
 * - 20 identical requests (one requestId) at once: every one gets the first answer, one moves money;
 * - two different transfers racing on a wallet that holds enough for one: one succeeds, the
 *   other is INSUFFICIENT_BALANCE; no wallet goes below zero; the ledger stays balanced;
 * - transfers crossing each other (agent → downline and downline → agent at once) all complete
 *   (the wallets are locked in one order: no deadlock is left to chance).
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { agentPaths } from '../../../schemas/agent';
import type { Envelope } from '../../../schemas/envelope';
import type { DatabaseHandle } from '../../db/connection';
import { auditLedger, auditProblems } from '../../db/ledger/ledger-audit';
import { createAccessKit, host, paymentPassword, type AccessKit } from '../../test-support/access-kit';
import { describeEachDatabase } from '../../test-support/databases';
import { must } from '../../test-support/fixtures';
import { createTestGateway, type TestGateway } from '../../test-support/test-gateway';
import { agentTree, mainBalance, readyToSend } from './agent-tree-kit';

const parallel = 20;

interface Answer {
  status: number;
  body: Envelope<unknown>;
  replayed: boolean;
}

describeEachDatabase('agent transfers under concurrency', (database) => {
  let kit: AccessKit;
  let second: TestGateway | null = null;
  let secondDb: DatabaseHandle | null = null;
  let apps: FastifyInstance[] = [];
  beforeAll(async () => {
    kit = await createAccessKit(database());
    apps = [kit.gw.app];
    const again = database().connectAgain;
    if (again) {
      secondDb = await again();
      second = await createTestGateway({ database: secondDb, identity: { captchaText: () => 'K7P2M', delivery: { manual: true } } });
      apps = [kit.gw.app, second.app];
    }
  });
  afterAll(async () => {
    await second?.close();
    await secondDb?.close();
    await kit.close();
  });

  const send = async (i: number, url: string, body: object, token: string): Promise<Answer> => {
    const app = must(apps[i % apps.length]);
    const res = await app.inject({
      method: 'POST',
      url,
      headers: { host, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: JSON.stringify(body),
      remoteAddress: '203.0.113.79',
    });
    return { status: res.statusCode, body: res.json<Envelope<unknown>>(), replayed: res.headers['idempotent-replayed'] === 'true' };
  };
  const agentTransfers = async (memberId: string) =>
    Number(
      (await sql<{ n: number }>`select count(*)::int as n from ledger_transactions where kind = 'agent_transfer' and member_id = ${memberId}`.execute(kit.gw.database.db)).rows[0]?.n,
    );

  it(`answers ${parallel} identical requests with the first answer, moving money once`, async () => {
    const tree = await agentTree(kit, { downlines: 1 });
    const down = must(tree.downlines[0]);
    await readyToSend(kit, tree.agent, '1000');
    const before = await mainBalance(kit, tree.agent.id);
    const body = { toMemberId: down.id, amount: '12.34', paymentPassword, requestId: randomUUID() };
    const answers = await Promise.all(Array.from({ length: parallel }, (_, i) => send(i, agentPaths.transferToDownline, body, tree.agent.token)));
    const distinct = new Set(answers.map((a) => JSON.stringify([a.status, a.body])));
    expect([...distinct]).toHaveLength(1);
    expect(must(answers[0]).status).toBe(200);
    expect(answers.filter((a) => !a.replayed)).toHaveLength(1);
    expect(await agentTransfers(tree.agent.id)).toBe(1);
    expect([await mainBalance(kit, tree.agent.id), await mainBalance(kit, down.id)]).toEqual([before - 1234, 1234]);
    const conflict = await send(0, agentPaths.transferToDownline, { ...body, amount: '12.35' }, tree.agent.token);
    expect([conflict.status, conflict.body.code]).toEqual([422, 'IDEMPOTENCY_CONFLICT']);
    expect(auditProblems(await auditLedger(kit.gw.database.db))).toEqual([]);
  });

  it('lets only one of two racing transfers spend a wallet that holds enough for one', async () => {
    for (let round = 0; round < 3; round += 1) {
      const tree = await agentTree(kit, { downlines: 2 });
      await readyToSend(kit, tree.agent, '150');
      const bodies = tree.downlines.map((d) => ({ toMemberId: d.id, amount: '100', paymentPassword, requestId: randomUUID() }));
      const answers = await Promise.all(bodies.map((b, i) => send(i, agentPaths.transferToDownline, b, tree.agent.token)));
      expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
      expect(answers.find((a) => a.status === 400)?.body.code).toBe('INSUFFICIENT_BALANCE');
      expect(await mainBalance(kit, tree.agent.id)).toBe(5_000);
      const received = await Promise.all(tree.downlines.map((d) => mainBalance(kit, d.id)));
      expect(received.sort((a, b) => a - b)).toEqual([0, 10_000]);
    }
    expect(auditProblems(await auditLedger(kit.gw.database.db))).toEqual([]);
  });

  it('completes transfers crossing each other between an agent and its downline', async () => {
    const tree = await agentTree(kit, { downlines: 1 });
    const down = must(tree.downlines[0]);
    await readyToSend(kit, tree.agent, '1000');
    await readyToSend(kit, down, '1000');
    const calls = Array.from({ length: 10 }, (_, i) =>
      i % 2 === 0
        ? send(i, agentPaths.transferToDownline, { toMemberId: down.id, amount: '7', paymentPassword, requestId: randomUUID() }, tree.agent.token)
        : send(i, agentPaths.transferToUpline, { amount: '3', paymentPassword, requestId: randomUUID() }, down.token),
    );
    const answers = await Promise.all(calls);
    expect(answers.map((a) => a.status)).toEqual(Array.from({ length: 10 }, () => 200));
    expect([await mainBalance(kit, tree.agent.id), await mainBalance(kit, down.id)]).toEqual([100_000 - 5 * 700 + 5 * 300, 100_000 + 5 * 700 - 5 * 300]);
    expect(auditProblems(await auditLedger(kit.gw.database.db))).toEqual([]);
  });
});
