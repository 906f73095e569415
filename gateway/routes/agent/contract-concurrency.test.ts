/**
 * Contracts under concurrent calls (decision 035): on PostgreSQL the calls run on separate pool
 * connections at once; on PGlite they queue. Whatever the interleaving: never two open
 * contracts of a (downline, kind), never a half-written move (state, version and history agree),
 * and every loser gets a 4xx code.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { agentPaths, relayPathOfKind, type Contract, type ContractKind } from '../../../schemas/agent';
import { describeEachDatabase } from '../../test-support/databases';
import { must } from '../../test-support/fixtures';
import { createTestGateway, type TestGateway } from '../../test-support/test-gateway';
import { buildTree, caller, tier, type Tree } from './contract-test-kit';

describeEachDatabase('agent contracts: concurrent answers and offers', (database) => {
  let gw: TestGateway;
  let t: Tree;
  let call: ReturnType<typeof caller>;
  beforeAll(async () => {
    gw = await createTestGateway({ database: database() });
    t = await buildTree(gw, '203.0.113.90');
    call = caller(gw);
  });
  afterAll(() => gw.close());

  const realtime = { kind: 'realtimeSalary' as const, period: 'realtime' as const, tiers: [tier(40, { betMinor: 1000 })] };
  const offerToA = async () => must((await call<Contract>('POST', agentPaths.contracts, t.top.token, { downlineId: t.a.id, ...realtime })).body.value);

  /** Open contracts of the pair, and each contract's state, version and history length. */
  async function picture(kind: ContractKind) {
    const open = await sql<{ n: number }>`select count(*)::int as n from agent_contracts where downline_id = ${t.a.id} and kind = ${kind} and state in ('offered','active','terminationRequested')`.execute(gw.database.db);
    const rows = await sql<{ id: string; state: string; version: number; events: number; last: string | null }>`
      select c.id, c.state, c.version,
             (select count(*)::int from agent_contract_events e where e.contract_id = c.id) as events,
             (select e.event from agent_contract_events e where e.contract_id = c.id order by e.seq desc limit 1) as last
        from agent_contracts c where c.downline_id = ${t.a.id} and c.kind = ${kind}`.execute(gw.database.db);
    return { open: must(open.rows[0]).n, rows: rows.rows };
  }

  const lastEventOf: Record<string, string[]> = { offered: ['offered'], active: ['accepted'], rejected: ['rejected'], withdrawn: ['withdrawn'] };

  it('accept and reject of one offer at once: exactly one wins, the other is refused, history agrees', async () => {
    for (let round = 0; round < 6; round += 1) {
      const offer = await offerToA();
      const answers = await Promise.all(
        ['accept', 'reject', 'accept', 'reject'].map((action) => call('POST', relayPathOfKind.realtimeSalary, t.a.token, { contractId: offer.id, action })),
      );
      expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
      for (const a of answers.filter((x) => x.status !== 200)) expect([a.status, a.body.code]).toEqual([409, 'CONTRACT_STATE']);
      const { rows } = await picture('realtimeSalary');
      const row = must(rows.find((r) => r.id === offer.id));
      expect(['active', 'rejected']).toContain(row.state);
      expect(row.events).toBe(2);
      expect(row.version).toBe(2);
      // End it so the next round can offer again.
      if (row.state === 'active') {
        await call('POST', agentPaths.contractTerminate.replace(':id', offer.id), t.top.token);
        await call('POST', relayPathOfKind.realtimeSalary, t.a.token, { contractId: offer.id, action: 'agreeTermination' });
      }
    }
  });

  it('a new offer racing the acceptance of the old one: never two open contracts, never a half-written one', async () => {
    for (let round = 0; round < 6; round += 1) {
      const old = await offerToA();
      const [replace, accept] = await Promise.all([
        call<Contract>('POST', agentPaths.contracts, t.top.token, { downlineId: t.a.id, ...realtime, tiers: [tier(45, { betMinor: 1000 })] }),
        call('POST', relayPathOfKind.realtimeSalary, t.a.token, { contractId: old.id, action: 'accept' }),
      ]);
      const { open, rows } = await picture('realtimeSalary');
      expect(open).toBe(1);
      if (accept.status === 200) expect([replace.status, replace.body.code]).toEqual([409, 'CONTRACT_EXISTS']);
      else {
        expect([accept.status, accept.body.code]).toEqual([409, 'CONTRACT_STATE']);
        expect(replace.status).toBe(200);
      }
      for (const r of rows) expect(lastEventOf[r.state] ?? ['terminated', 'superseded']).toContain(r.last);
      // Leave nothing open for the next round.
      const live = must(rows.find((r) => r.state === 'offered' || r.state === 'active'));
      if (live.state === 'offered') await call('POST', agentPaths.contractWithdraw.replace(':id', live.id), t.top.token);
      else {
        await call('POST', agentPaths.contractTerminate.replace(':id', live.id), t.a.token);
        await call('POST', relayPathOfKind.realtimeSalary, t.top.token, { contractId: live.id, action: 'agreeTermination' });
      }
      expect((await picture('realtimeSalary')).open).toBe(0);
    }
  });

  it('several offers at once to the same downline and kind: one open offer remains, the others withdrawn or refused', async () => {
    const answers = await Promise.all([40, 41, 42, 43].map((r) => call<Contract>('POST', agentPaths.contracts, t.top.token, { downlineId: t.a.id, ...realtime, tiers: [tier(r, { betMinor: 1000 })] })));
    for (const a of answers) expect(a.status === 200 || a.body.code === 'CONTRACT_EXISTS').toBe(true);
    const { open, rows } = await picture('realtimeSalary');
    expect(open).toBe(1);
    for (const r of rows) expect(lastEventOf[r.state] ?? ['terminated', 'superseded']).toContain(r.last);
  });
});
