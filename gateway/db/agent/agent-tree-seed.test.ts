/**
 * The demo agent tree (gateway/db/agent/agent-tree-seed.ts): ≥ 200 downlines on 3 levels under
 * agent01, 90 days of activity through the ledger with its invariants intact, rollups that a
 * rebuild from the ledger does not change, once per merchant, and the overview agent01 sees
 * equals the same figures computed from the ledger.
 */
import fs from 'node:fs/promises';
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { agentPaths, type OverviewAnswer } from '../../../schemas/agent';
import { auditLedger, auditProblems } from '../ledger/ledger-audit';
import { demoPassword, demoPasswordHashes } from '../identity/identity-seed';
import path from 'node:path';
import { loadBrandFolder } from '../../domain/brand/brand-files';
import { describeEachDatabase } from '../../test-support/databases';
import { must } from '../../test-support/fixtures';
import { identityClient } from '../../test-support/identity-client';
import { createTestGateway, demoBrandsDir, repoRoot } from '../../test-support/test-gateway';
import { demoAgentTree, seedAgentTree } from './agent-tree-seed';

it('docs/demo-accounts.json names tree accounts the seed makes, with their parents and levels', async () => {
  const listed = JSON.parse(await fs.readFile(path.join(repoRoot, 'docs', 'demo-accounts.json'), 'utf8')) as {
    agentTree: { accounts: { brand: string; role: string; username: string; parent: string; level: number; password: string }[] };
  };
  const tree = demoAgentTree();
  expect(tree).toHaveLength(215);
  const levelOf = (account: string): number => (account === 'agent01' ? 0 : 1 + levelOf(must(tree.find((m) => m.account === account)).parent));
  expect(listed.agentTree.accounts.length).toBeGreaterThan(0);
  for (const a of listed.agentTree.accounts) {
    const m = must(tree.find((x) => x.account === a.username), a.username);
    expect([a.parent, a.level, a.role === 'sub-agent', a.password]).toEqual([m.parent, levelOf(m.account), m.agent, demoPassword]);
  }
  expect(new Set(listed.agentTree.accounts.map((a) => a.brand))).toEqual(new Set(['aurora', 'oasis', 'tigerbay']));
});

describeEachDatabase('demo agent tree', (database) => {
  it('seeds ≥ 200 downlines on 3 levels with 90 days of ledger activity, once; the overview equals the ledger', async () => {
    const db = database().db;
    const entry = await loadBrandFolder(path.join(demoBrandsDir, 'aurora'));
    if (!entry.ok) throw new Error('aurora loads');
    const brand = entry.brand;
    const hash = must((await demoPasswordHashes())[demoPassword]);
    const started = Date.now();
    const posted = await db.transaction().execute((trx) => seedAgentTree(trx, brand, hash));
    console.info(`[agent tree] aurora: ${posted} transactions in ${Date.now() - started} ms`);
    expect(posted).toBeGreaterThan(4000);
    expect(await db.transaction().execute((trx) => seedAgentTree(trx, brand, hash))).toBe(0);

    const { rows } = await sql<{ n: string; deepest: number }>`
      select count(*) as n, max(a.depth) as deepest from member_ancestry a join members m on m.id = a.descendant_id
       where m.merchant = 'aurora' and a.depth >= 1 and a.ancestor_id = (select id from members where merchant = 'aurora' and account_key = 'agent01')`.execute(db);
    expect(Number(rows[0]?.n)).toBeGreaterThanOrEqual(200);
    expect(Number(rows[0]?.deepest)).toBe(3);
    expect(auditProblems(await auditLedger(db))).toEqual([]);

    const before = await sql`select * from agent_member_daily where merchant = 'aurora' order by member_id, day, category, vendor`.execute(db);
    await sql`select agent_rollups_rebuild('aurora')`.execute(db);
    const after = await sql`select * from agent_member_daily where merchant = 'aurora' order by member_id, day, category, vendor`.execute(db);
    expect(after.rows).toEqual(before.rows);

    // agent01's month, from the API and from the ledger.
    const gw = await createTestGateway({ database: database() });
    try {
      const c = identityClient(gw.app, 'aurora');
      const token = must((await c.login({ type: 'username', username: 'subagent01', password: demoPassword })).body.value?.token, 'a sub-agent signs in');
      expect(token.length).toBeGreaterThan(10);
      const agent = must((await c.login({ type: 'username', username: 'agent01', password: demoPassword })).body.value?.token);
      const res = await c.call<OverviewAnswer>('GET', `${agentPaths.overview}?period=custom&from=${dayOf(-60)}&to=${dayOf(0)}`, undefined, { token: agent });
      const o = must(res.body.value);
      const truth = await sql<{ bet: string; win: string; dep: string; active: string }>`
        select coalesce(sum((t.details->>'betMinor')::bigint) filter (where t.kind = 'game_round'), 0) as bet,
               coalesce(sum((t.details->>'winMinor')::bigint) filter (where t.kind = 'game_round'), 0) as win,
               coalesce(sum(e.amount_minor) filter (where t.kind = 'deposit' and e.amount_minor > 0), 0) as dep,
               count(distinct t.member_id) filter (where t.kind = 'game_round') as active
          from ledger_transactions t
          join member_ancestry a on a.descendant_id = t.member_id and a.depth >= 1
           and a.ancestor_id = (select id from members where merchant = 'aurora' and account_key = 'agent01')
          left join ledger_entries e on e.transaction_id = t.id and t.kind = 'deposit'
         where t.posted_at >= ${new Date(`${dayOf(-60)}T00:00:00+08:00`)} and t.posted_at < ${new Date(Date.parse(`${dayOf(0)}T00:00:00+08:00`) + 86_400_000)}`.execute(db);
      const t = must(truth.rows[0]);
      expect(o.betMinor).toBe(Number(t.bet));
      expect(o.teamProfitLossMinor).toBe(Number(t.win) - Number(t.bet));
      expect(o.depositsMinor).toBe(Number(t.dep));
      expect(o.activePeople).toBe(Number(t.active));
      expect(o.trend).toHaveLength(61);
      expect(o.betMinor).toBeGreaterThan(0);
    } finally {
      await gw.close();
    }
  }, 180_000);
});

function dayOf(offset: number): string {
  return new Date(Date.now() + 8 * 3_600_000 + offset * 86_400_000).toISOString().slice(0, 10);
}
