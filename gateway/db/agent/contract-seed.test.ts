import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { contractKinds, defaultRatioCaps, type ContractKind } from '../../../schemas/agent';
import { createContractService, type ContractCaller } from '../../domain/agent/contract-service';
import { Refusal } from '../../domain/refusal';
import { describeEachDatabase } from '../../test-support/databases';
import { must } from '../../test-support/fixtures';
import { createTestGateway, type TestGateway } from '../../test-support/test-gateway';
import { demoMerchants } from '../identity/identity-seed';

describeEachDatabase('demo contracts (seed)', (database) => {
  let gw: TestGateway;
  beforeAll(async () => {
    gw = await createTestGateway({ database: database() });
  });
  afterAll(() => gw.close());

  const member = async (merchant: string, account: string): Promise<ContractCaller> => {
    const m = must(await gw.app.identity.members.findByAccount(merchant, account), `${merchant}/${account}`);
    return { id: m.id, merchant, parentId: m.parentId };
  };

  it.each(demoMerchants)('%s: every state, the rules kept at the time of each offer', async (merchant) => {
    const rows = await sql<{ kind: ContractKind; state: string; ratio: number; upline_parent: string | null; upline_ratio: number | null; events: number; version: number }>`
      select c.kind, c.state, c.ratio, u.parent_id as upline_parent, c.version,
             (select count(*)::int from agent_contract_events e where e.contract_id = c.id) as events,
             (select max(o.ratio) from agent_contracts o
               where o.downline_id = c.upline_id and o.kind = c.kind and o.accepted_at <= c.offered_at
                 and (o.ended_at is null or o.ended_at > c.offered_at)) as upline_ratio
        from agent_contracts c join members u on u.id = c.upline_id
       where c.merchant = ${merchant}`.execute(gw.database.db);
    expect(new Set(rows.rows.map((r) => r.state))).toEqual(new Set(['offered', 'active', 'terminationRequested', 'rejected', 'terminated']));
    expect(new Set(rows.rows.map((r) => r.kind))).toEqual(new Set(contractKinds));
    for (const r of rows.rows) {
      const limit = r.upline_parent === null ? defaultRatioCaps[r.kind] : (r.upline_ratio ?? 0);
      expect(r.ratio, `${r.kind} ${r.state}`).toBeLessThanOrEqual(limit);
      expect(r.events).toBeGreaterThanOrEqual(r.version);
    }
  });

  it.each(demoMerchants)('%s: down01 has an offer of each kind; agent02 meets the higher-ratio warning', async (merchant) => {
    const contracts = createContractService(gw.database.db, Date.now);
    const down01 = await member(merchant, 'down01');
    for (const kind of contractKinds) expect((await contracts.pending(down01, kind)).requestType).toBe(1);
    expect(await contracts.consolidated(down01.id)).toEqual({ dailysalreqtype: 1, divtypereq: 1, contracthoursalreq: 1, realtimesalreqtype: 1 });
    // down02 is asked to end its daily salary; agent01 is asked (by down03) to end a dividend.
    expect((await contracts.pending(await member(merchant, 'down02'), 'dailySalary')).requestType).toBe(2);
    expect((await contracts.pending(await member(merchant, 'agent01'), 'dividend')).requestType).toBe(2);

    const agent02 = await member(merchant, 'agent02');
    const offer = must((await contracts.pending(agent02, 'dailySalary')).contract);
    expect(offer.ratio).toBe(100);
    const refused = await contracts.answer(agent02, 'dailySalary', { contractId: offer.id, action: 'accept' }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(Refusal);
    expect(refused).toMatchObject({ code: 'CONTRACT_DOWNLINE_RATIO_HIGHER', detail: { conflicts: [{ downline: 'down04', ratio: 150 }] } });
  });
});
