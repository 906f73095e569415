/**
 * Cross-tree isolation of every agent call (issue 17 Access; docs/decisions/033 and 037), generic
 * over the live OpenAPI document: every /wps/agent/* operation (the affiliate check aside: it is
 * public registration) is called by
 *   (a) the top agent of ANOTHER BRANCH of the same merchant (its own downline, money and payment
 *       password, so a missing subtree bound would succeed), with ids of agent01's tree;
 *   (b) an agent of ANOTHER MERCHANT (tigerbay's agent01): its token sent to aurora (401), and on
 *       its own merchant with ids of aurora's agent01 tree.
 * Every field named like an id (id, memberId, toMemberId, downlineId, parentId, uplineId,
 * contractId: path, query and top-level body) gets each id of agent01's tree in turn; the rest of
 * the request is the access matrix row's well-formed one. A call given one of those ids answers
 * 401/403/404 (or another 4xx of the request itself); no answer carries an id of agent01's tree;
 * no write touches a row of it, and a refusal writes nothing beyond the access matrix's list.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { agentPaths, type PromotionLink } from '../../../schemas/agent';
import { accessMatrix } from '../../http/access-matrix';
import { createAccessKit, paymentPassword, type AccessKit } from '../../test-support/access-kit';
import { toRequest, wellFormed } from '../../test-support/access-request';
import { describeEachDatabase } from '../../test-support/databases';
import { must } from '../../test-support/fixtures';
import { identityClient } from '../../test-support/identity-client';
import { readOperations, type Operation } from '../../test-support/openapi-operations';
import { watchWrites, type ExpectedWrite, type WriteWatch } from '../../test-support/write-watch';
import { demoPassword } from '../../db/identity/identity-seed';
import type { LoginAnswer } from '../../../schemas/identity';
import { agentTree, callJson, readyToSend } from './agent-tree-kit';

const idField = /^(id|memberId|toMemberId|downlineId|parentId|uplineId|contractId)$/;
const publicAgentCalls = new Set(['GET /wps/agent/affiliate', 'POST /wps/agent/affiliate']);
const refusalWrites: ExpectedWrite[] = [
  { table: 'sessions', op: 'UPDATE', columns: ['idle_expires_at', 'last_seen_at'], reason: "the caller's own session touch" },
  { table: 'sealed_nonces', op: 'INSERT', reason: 'a sealed body spends its nonce when opened' },
];
const otherHost = 'tigerbay.example';

interface Attacker {
  name: string;
  token: string;
  headers: Record<string, string>;
  /** Every call answers this (a token of another merchant counts for nothing here). */
  always?: { status: number; code: string };
}

function idInputs(op: Operation): { params: string[]; query: string[]; body: string[] } {
  return {
    params: op.pathParams.filter((p) => idField.test(p.name)).map((p) => p.name),
    query: op.query.filter((p) => idField.test(p.name)).map((p) => p.name),
    body: op.sealed ? [] : Object.keys(op.body?.properties ?? {}).filter((k) => idField.test(k)),
  };
}

describeEachDatabase('agent calls across trees and merchants', (database) => {
  let kit: AccessKit;
  let watch: WriteWatch;
  let ops: Operation[];
  /** Every id of agent01's tree: its members (every depth), its links, its team's contracts. */
  let victimIds: string[];
  let attackers: Attacker[];
  let before: unknown;
  /** agent01's subtree (parents, state, main balances) and its links' state. */
  const treeSnapshot = async () => {
    const agentId = must((await kit.session('agent')).memberId);
    const db = kit.gw.database.db;
    const members = await sql`
      select m.id, m.parent_id, m.disabled, m.type, coalesce(w.balance_minor, 0)::text as balance
        from member_ancestry a join members m on m.id = a.descendant_id
        left join wallet_balances w on w.member_id = m.id and w.wallet = 'main'
       where a.ancestor_id = ${agentId} order by m.id`.execute(db);
    const links = await sql`select id, code, enabled from affiliate_codes where member_id = ${agentId} order by id`.execute(db);
    return { members: members.rows, links: links.rows };
  };
  beforeAll(async () => {
    kit = await createAccessKit(database());
    ops = (await readOperations(kit.gw.app)).filter((o) => o.path.startsWith('/wps/agent/') && !publicAgentCalls.has(o.key));
    const db = kit.gw.database.db;
    const agent01 = await kit.session('agent');
    const agentId = must(agent01.memberId);
    // A deeper level under down01, and one of agent01's links, so every kind of id exists.
    const down01 = must(await kit.gw.app.identity.members.findByAccount('aurora', 'down01'));
    await kit.insertMember({ parentId: down01.id });
    await callJson<PromotionLink>(kit, 'POST', agentPaths.links, {}, must(agent01.token));
    const members = await sql<{ id: string }>`select descendant_id as id from member_ancestry where ancestor_id = ${agentId}`.execute(db);
    const links = await sql<{ id: string }>`select id from affiliate_codes where member_id = ${agentId}`.execute(db);
    const contracts = await sql<{ id: string }>`
      select c.id from agent_contracts c join member_ancestry a on a.descendant_id = c.downline_id
       where a.ancestor_id = ${agentId}`.execute(db).catch(() => ({ rows: [] as { id: string }[] }));
    victimIds = [...members.rows, ...links.rows, ...contracts.rows].map((r) => r.id);
    expect(victimIds.length).toBeGreaterThanOrEqual(6);

    const branch = await agentTree(kit, { downlines: 1 });
    await readyToSend(kit, branch.agent, '1000');
    const tiger = await identityClient(kit.gw.app, 'tigerbay', { ip: '203.0.113.51' }).login({ type: 'username', username: 'agent01', password: demoPassword });
    const tigerToken = must((tiger.body.value as LoginAnswer | null)?.token, 'a tigerbay agent session');
    attackers = [
      { name: 'another branch of aurora', token: branch.agent.token, headers: {} },
      { name: "tigerbay's agent on aurora", token: tigerToken, headers: {}, always: { status: 401, code: 'UNAUTHORIZED' } },
      { name: "tigerbay's agent on tigerbay", token: tigerToken, headers: { host: otherHost } },
    ];
    watch = await watchWrites(db);
    before = await treeSnapshot();
  });
  afterAll(() => kit.close());

  const mentions = (text: string) => victimIds.filter((id) => text.toLowerCase().includes(id.toLowerCase()));

  it('covers the agent calls of the OpenAPI document, each with an access matrix row', () => {
    expect(ops.length).toBeGreaterThanOrEqual(7);
    expect(ops.filter((o) => !accessMatrix[o.key]).map((o) => o.key)).toEqual([]);
  });

  it('answers every agent call of another tree or merchant without data of agent01\'s tree and without touching it', async () => {
    const failures: string[] = [];
    for (const op of ops) {
      const row = accessMatrix[op.key];
      const inputs = idInputs(op);
      const takesId = inputs.params.length + inputs.query.length + inputs.body.length > 0;
      for (const attacker of attackers) {
        for (const victim of takesId ? victimIds : [null]) {
          const base = wellFormed(op, row);
          if (victim) {
            for (const p of inputs.params) base.params[p] = victim;
            for (const q of inputs.query) base.query[q] = victim;
            if (base.body) for (const b of inputs.body) base.body[b] = victim;
          }
          if (base.body && 'paymentPassword' in base.body) base.body.paymentPassword = paymentPassword;
          const req = await toRequest(kit, op, base);
          req.headers = { ...req.headers, ...attacker.headers };
          await watch.reset();
          const res = await kit.send(req, attacker.token);
          const label = `${op.key} by ${attacker.name}${victim ? ` with ${victim}` : ''}`;
          const body = res.body;
          const envelope = (() => {
            try {
              return JSON.parse(body) as { code?: string; value?: unknown };
            } catch {
              return null;
            }
          })();
          if (attacker.always && (res.statusCode !== attacker.always.status || envelope?.code !== attacker.always.code || envelope.value !== null))
            failures.push(`${label}: ${res.statusCode} ${body.slice(0, 160)}`);
          if (victim && (res.statusCode < 400 || res.statusCode >= 500)) failures.push(`${label}: answered ${res.statusCode} ${body.slice(0, 160)}`);
          const leaked = mentions(body).filter((id) => id !== victim || res.statusCode < 400);
          if (leaked.length > 0) failures.push(`${label}: the answer names ${leaked.join(', ')}`);
          const writes = await watch.writes(refusalWrites);
          const touching = writes.filter((w) => mentions(JSON.stringify(w.row ?? {})).length > 0);
          if (touching.length > 0) failures.push(`${label}: wrote ${touching.map((w) => `${w.op} ${w.table}`).join('; ')} about agent01's tree`);
          if (res.statusCode >= 400 && writes.length > 0 && !(envelope?.code === 'INSUFFICIENT_BALANCE'))
            failures.push(`${label}: a ${res.statusCode} wrote ${writes.map((w) => `${w.op} ${w.table}`).join('; ')}`);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 180_000);

  it("leaves agent01's tree, its money and its links as they were", async () => {
    expect(await treeSnapshot()).toEqual(before);
  });
});
