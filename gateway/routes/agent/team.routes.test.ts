import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  agentPaths,
  type AccountChangesAnswer,
  type AgentAnnouncement,
  type OverviewAnswer,
  type SubordinateProfitLossAnswer,
  type TeamAnswer,
  type TeamBettingAnswer,
  type TeamTransactionsAnswer,
} from '../../../schemas/agent';
import { demoPassword } from '../../db/identity/identity-seed';
import { ledgerOf, type LedgerAccount } from '../../domain/ledger/ledger';
import { describeEachDatabase } from '../../test-support/databases';
import { must } from '../../test-support/fixtures';
import { identityClient } from '../../test-support/identity-client';
import { createTestGateway, type TestGateway } from '../../test-support/test-gateway';

describeEachDatabase('agent team reads', (database) => {
  let gw: TestGateway;
  let agent: string;
  let member: string;
  const ids: Record<string, string> = {};
  const client = () => identityClient(gw.app, 'aurora');
  const get = async <T>(url: string, token: string, query: Record<string, string> = {}) => {
    const qs = new URLSearchParams(query).toString();
    return client().call<T>('GET', qs ? `${url}?${qs}` : url, undefined, { token });
  };
  const login = async (username: string) => must((await client().login({ type: 'username', username, password: demoPassword })).body.value?.token);

  beforeAll(async () => {
    gw = await createTestGateway({ database: database() });
    const db = gw.database.db;
    const { rows } = await sql<{ id: string; account: string }>`select id, account from members where merchant = 'aurora'`.execute(db);
    for (const r of rows) ids[r.account] = r.id;
    // The figures below are of agent01's three seeded players and one level-2 downline: the
    // contract seed's sub-agent (agent02 with down04) is moved out of the tree for this suite.
    await sql`update members set parent_id = null where id = ${ids.agent02 ?? null}`.execute(db);
    // A sub-agent's own downline under down01 (level 2).
    await sql`update members set type = 1 where id = ${ids.down01}`.execute(db);
    const deep = randomUUID();
    await sql`insert into members (id, merchant, account, account_key, nickname, password_hash, parent_id)
              values (${deep}, 'aurora', 'deep01', 'deep01', 'Deep', ${'$argon2id$v=19$m=1,t=1,p=1$x$y'}, ${ids.down01})`.execute(db);
    ids.deep01 = deep;
    const ledger = ledgerOf(db);
    const main = (memberId: string): LedgerAccount => ({ type: 'member', memberId, wallet: 'main' });
    const deposit = (memberId: string, amountMinor: number) =>
      ledger.post({ merchant: 'aurora', currency: 'CNY', idempotencyKey: `deposit:${randomUUID()}`, kind: 'deposit', memberId, entries: [{ account: { type: 'provider', provider: 'demo-bank' }, amountMinor: -amountMinor }, { account: main(memberId), amountMinor }], memo: 'Deposit' });
    const round = (memberId: string, betMinor: number, winMinor: number, vendor: string, gameType: string) =>
      ledger.post({
        merchant: 'aurora', currency: 'CNY', idempotencyKey: `round:${randomUUID()}`, kind: 'game_round', memberId,
        entries: [{ account: main(memberId), amountMinor: -betMinor }, { account: { type: 'house' }, amountMinor: betMinor }, ...(winMinor > 0 ? [{ account: { type: 'house' as const }, amountMinor: -winMinor }, { account: main(memberId), amountMinor: winMinor }] : [])],
        memo: 'Round', details: { vendor, gameType, nodeId: '', gameName: 'Demo', roundId: randomUUID(), wallet: 'main', betMinor, winMinor },
      });
    await deposit(ids.down02 as string, 50_000);
    await deposit(deep, 20_000);
    await round(ids.down02 as string, 1_000, 2_500, 'PG', 'RNG');
    await round(ids.down02 as string, 3_000, 0, 'EVO', 'LIVE');
    await round(deep, 700, 100, 'PG', 'RNG');
    // Outside the team: player01 plays too (never counted).
    await deposit(ids.player01 as string, 10_000);
    await round(ids.player01 as string, 5_000, 0, 'PG', 'RNG');
    // A withdrawal hold of down02 (member main → hold).
    await ledger.post({ merchant: 'aurora', currency: 'CNY', idempotencyKey: `withdrawal:${randomUUID()}:hold`, kind: 'withdrawal', memberId: ids.down02 as string, entries: [{ account: main(ids.down02 as string), amountMinor: -4_000 }, { account: { type: 'provider', provider: 'withdrawal-hold' }, amountMinor: 4_000 }], memo: 'Withdrawal' });
    // Salary to agent01.
    await ledger.post({ merchant: 'aurora', currency: 'CNY', idempotencyKey: `salary:${randomUUID()}`, kind: 'agent_salary', memberId: ids.agent01 as string, entries: [{ account: { type: 'commission' }, amountMinor: -900 }, { account: main(ids.agent01 as string), amountMinor: 900 }], memo: 'Daily salary' });
    await sql`insert into announcements (merchant, slug, type, title, content, audience)
              values ('aurora', 'agents-only', 'PL', ${JSON.stringify({ EN: 'For agents', CN: '代理公告' })}::jsonb, ${JSON.stringify({ EN: '<p>Hi agents</p>', CN: '<p>你好</p>' })}::jsonb, 'agents')`.execute(db);
    agent = await login('agent01');
    member = await login('player01');
  });
  afterAll(() => gw.close());

  it('overview: the team only (me excluded), per day; figures equal the ledger', async () => {
    const res = await get<OverviewAnswer>(agentPaths.overview, agent);
    expect(res.res.statusCode).toBe(200);
    const o = must(res.body.value);
    expect(o).toMatchObject({ currency: 'CNY', minorDigits: 2, teamSize: 4, newDownlines: 4, activePeople: 2, depositsMinor: 70_000, withdrawalsMinor: 4_000, betMinor: 4_700, teamProfitLossMinor: 2_600 - 4_700, myIncomeMinor: 900 });
    expect(o.range.period).toBe('today');
    expect(o.trend).toEqual([{ day: o.range.from, betMinor: 4_700, teamProfitLossMinor: -2_100, depositsMinor: 70_000, activePeople: 2 }]);
    const month = must((await get<OverviewAnswer>(agentPaths.overview, agent, { period: 'thisMonth' })).body.value);
    expect(month.trend.length).toBeGreaterThanOrEqual(1);
    expect(month.trend.reduce((s, p) => s + p.betMinor, 0)).toBe(4_700);
  });

  it('team: direct downlines with balances; drill-down hides balances deeper; search the whole team', async () => {
    const top = must((await get<TeamAnswer>(agentPaths.team, agent)).body.value);
    expect(top.total).toBe(3);
    expect(top.path).toEqual([]);
    const down01 = must(top.items.find((m) => m.account === 'down01'));
    expect(down01).toMatchObject({ isAgent: true, level: 1, teamSize: 1, directCount: 1 });
    const wallet = await sql<{ b: string }>`select balance_minor as b from wallet_balances where member_id = ${ids.down02} and wallet = 'main'`.execute(gw.database.db);
    expect(must(top.items.find((m) => m.account === 'down02')).balanceMinor).toBe(Number(wallet.rows[0]?.b));
    expect(down01.contractRatios).toEqual({ dividend: null, dailySalary: null, hourlySalary: null, realtimeSalary: null });
    const deeper = must((await get<TeamAnswer>(agentPaths.team, agent, { parentId: ids.down01 as string })).body.value);
    expect(deeper.path).toEqual([{ id: ids.down01, account: 'down01' }]);
    expect(deeper.items).toHaveLength(1);
    expect(deeper.items[0]).toMatchObject({ account: 'deep01', level: 2, balanceMinor: null });
    const found = must((await get<TeamAnswer>(agentPaths.team, agent, { search: 'DEEP' })).body.value);
    expect(found.items.map((m) => m.account)).toEqual(['deep01']);
    // Paging.
    const page2 = must((await get<TeamAnswer>(agentPaths.team, agent, { page: '2', pageSize: '2' })).body.value);
    expect([page2.total, page2.items.length]).toEqual([3, 1]);
  });

  it('reports: betting, transactions, subordinate P&L with filters and totals', async () => {
    const betting = must((await get<TeamBettingAnswer>(agentPaths.teamBetting, agent)).body.value);
    expect(betting.totals).toEqual({ rounds: 3, betMinor: 4_700, winMinor: 2_600, profitLossMinor: -2_100 });
    expect(betting.items[0]).toMatchObject({ account: 'down02', rounds: 2, betMinor: 4_000 });
    const pg = must((await get<TeamBettingAnswer>(agentPaths.teamBetting, agent, { vendor: 'PG' })).body.value);
    expect(pg.totals).toMatchObject({ rounds: 2, betMinor: 1_700 });
    const live = must((await get<TeamBettingAnswer>(agentPaths.teamBetting, agent, { category: 'LIVE' })).body.value);
    expect(live.totals).toMatchObject({ rounds: 1, betMinor: 3_000 });

    const tx = must((await get<TeamTransactionsAnswer>(agentPaths.teamTransactions, agent)).body.value);
    expect(tx.totals).toEqual({ depositsMinor: 70_000, withdrawalsMinor: 4_000, netMinor: 66_000, count: 3 });
    expect(tx.items.map((t) => [t.account, t.kind, t.amountMinor]).sort()).toEqual([['deep01', 'deposit', 20_000], ['down02', 'deposit', 50_000], ['down02', 'withdrawal', -4_000]].sort());
    const onlyDeep = must((await get<TeamTransactionsAnswer>(agentPaths.teamTransactions, agent, { memberId: ids.deep01 as string })).body.value);
    expect(onlyDeep.total).toBe(1);

    const pl = must((await get<SubordinateProfitLossAnswer>(agentPaths.subordinateProfitLoss, agent)).body.value);
    expect(pl.total).toBe(3);
    expect(must(pl.items.find((r) => r.account === 'down01'))).toMatchObject({ isAgent: true, teamSize: 1, depositsMinor: 20_000, betMinor: 700, winMinor: 100, profitLossMinor: -600 });
    expect(pl.totals).toEqual({ teamSize: 4, depositsMinor: 70_000, withdrawalsMinor: 4_000, betMinor: 4_700, winMinor: 2_600, profitLossMinor: -2_100 });
  });

  it('category and vendor on team transactions and account changes: game rounds only, on any wallet; totals; income takes neither', async () => {
    const db = gw.database.db;
    const ledger = ledgerOf(db);
    const wallet = (memberId: string, w: string): LedgerAccount => ({ type: 'member', memberId, wallet: w });
    const post = (memberId: string, kind: 'deposit' | 'transfer', entries: { account: LedgerAccount; amountMinor: number }[]) =>
      ledger.post({ merchant: 'aurora', currency: 'CNY', idempotencyKey: `${kind}:${randomUUID()}`, kind, memberId, entries, memo: kind });
    // A round as a transfer-wallet brand plays it: from the vendor's wallet of the member.
    const roundOn = (memberId: string, w: string, betMinor: number, winMinor: number, vendor: string, gameType: string) =>
      ledger.post({
        merchant: 'aurora', currency: 'CNY', idempotencyKey: `round:${randomUUID()}`, kind: 'game_round', memberId,
        entries: [{ account: wallet(memberId, w), amountMinor: -betMinor }, { account: { type: 'house' }, amountMinor: betMinor }, ...(winMinor > 0 ? [{ account: { type: 'house' as const }, amountMinor: -winMinor }, { account: wallet(memberId, w), amountMinor: winMinor }] : [])],
        memo: `Round ${vendor}`, details: { vendor, gameType, nodeId: '', gameName: 'Demo', roundId: randomUUID(), wallet: w, betMinor, winMinor },
      });
    const deep = ids.deep01 as string;
    const me = ids.agent01 as string;
    await post(deep, 'transfer', [{ account: wallet(deep, 'main'), amountMinor: -5_000 }, { account: wallet(deep, 'PG'), amountMinor: 5_000 }]);
    await roundOn(deep, 'PG', 500, 0, 'PG', 'FISH');
    // agent01 plays too: a round from its main wallet, a transfer to EVO and a round there (never in its team's lists).
    await post(me, 'deposit', [{ account: { type: 'provider', provider: 'demo-bank' }, amountMinor: -10_000 }, { account: wallet(me, 'main'), amountMinor: 10_000 }]);
    await roundOn(me, 'main', 200, 500, 'PG', 'RNG');
    await post(me, 'transfer', [{ account: wallet(me, 'main'), amountMinor: -1_000 }, { account: wallet(me, 'EVO'), amountMinor: 1_000 }]);
    await roundOn(me, 'EVO', 300, 0, 'EVO', 'LIVE');

    const tx = async (q: Record<string, string>) => {
      const res = await get<TeamTransactionsAnswer>(agentPaths.teamTransactions, agent, q);
      expect(res.res.statusCode, JSON.stringify(res.body)).toBe(200);
      const v = must(res.body.value);
      return { rows: v.items.map((t) => [t.account, t.kind, t.amountMinor]).sort(), totals: v.totals };
    };
    // No filter: the money kinds of main wallets, as before (no round, no wallet transfer).
    expect(await tx({})).toEqual({
      rows: [['deep01', 'deposit', 20_000], ['down02', 'deposit', 50_000], ['down02', 'withdrawal', -4_000]].sort(),
      totals: { depositsMinor: 70_000, withdrawalsMinor: 4_000, netMinor: 66_000, count: 3 },
    });
    // Every round of the team, whichever wallet it moved (deep01's PG round is on its PG wallet).
    expect(await tx({ kind: 'game_round' })).toEqual({
      rows: [['deep01', 'game_round', -500], ['deep01', 'game_round', -600], ['down02', 'game_round', -3_000], ['down02', 'game_round', 1_500]].sort(),
      totals: { depositsMinor: 0, withdrawalsMinor: 0, netMinor: -2_600, count: 4 },
    });
    expect(await tx({ vendor: 'PG' })).toEqual({
      rows: [['deep01', 'game_round', -500], ['deep01', 'game_round', -600], ['down02', 'game_round', 1_500]].sort(),
      totals: { depositsMinor: 0, withdrawalsMinor: 0, netMinor: 400, count: 3 },
    });
    expect((await tx({ category: 'LIVE' })).rows).toEqual([['down02', 'game_round', -3_000]]);
    expect((await tx({ category: 'FISH', vendor: 'PG' })).rows).toEqual([['deep01', 'game_round', -500]]);
    expect((await tx({ category: 'FISH', vendor: 'EVO' })).rows).toEqual([]);
    expect((await tx({ vendor: 'PG', memberId: deep })).rows).toEqual([['deep01', 'game_round', -500], ['deep01', 'game_round', -600]].sort());
    // A money kind with a category: no money comes from a game round.
    expect(await tx({ kind: 'deposit', vendor: 'PG' })).toEqual({ rows: [], totals: { depositsMinor: 0, withdrawalsMinor: 0, netMinor: 0, count: 0 } });
    // Paged: the totals are of every row.
    const paged = must((await get<TeamTransactionsAnswer>(agentPaths.teamTransactions, agent, { vendor: 'PG', pageSize: '2', page: '2' })).body.value);
    expect([paged.items.length, paged.total, paged.totals.netMinor]).toEqual([1, 3, 400]);

    const changes = async (q: Record<string, string>) => {
      const res = await get<AccountChangesAnswer>(agentPaths.accountChanges, agent, q);
      expect(res.res.statusCode, JSON.stringify(res.body)).toBe(200);
      return must(res.body.value);
    };
    // No filter: my main wallet only (the EVO round moved the EVO wallet).
    const all = await changes({});
    expect(all.items.every((c) => c.wallet === 'main')).toBe(true);
    expect(all.items.map((c) => [c.kind, c.amountMinor])).toEqual(expect.arrayContaining([['agent_salary', 900], ['deposit', 10_000], ['game_round', 300], ['transfer', -1_000]]));
    expect(all.items.filter((c) => c.kind === 'game_round')).toHaveLength(1);
    const evo = await changes({ vendor: 'EVO' });
    expect(evo.items.map((c) => [c.kind, c.wallet, c.amountMinor, c.balanceAfterMinor])).toEqual([['game_round', 'EVO', -300, 700]]);
    expect((await changes({ category: 'LIVE' })).items.map((c) => c.wallet)).toEqual(['EVO']);
    const pg = await changes({ vendor: 'PG', category: 'RNG' });
    const mainAfter = await ledger.balanceOf(me, 'main');
    expect(pg.items.map((c) => [c.kind, c.wallet, c.amountMinor])).toEqual([['game_round', 'main', 300]]);
    // Its balance after is the main wallet's then: now less the transfer made after it.
    expect(pg.items[0]?.balanceAfterMinor).toBe(mainAfter + 1_000);
    expect((await changes({ category: 'FISH' })).items).toEqual([]);
    const beyond = await changes({ vendor: 'PG', page: '2', pageSize: '1' });
    expect([beyond.items.length, beyond.total]).toEqual([0, 1]);

    // My income: a settlement has no category or vendor; the call takes neither (dropped, the same answer).
    const income = await get<{ totals: unknown; total: number }>(agentPaths.income, agent);
    const incomeVendor = await get<{ totals: unknown; total: number }>(agentPaths.income, agent, { vendor: 'PG', category: 'LIVE' });
    expect(incomeVendor.res.statusCode).toBe(income.res.statusCode);
    expect(incomeVendor.body.value).toEqual(income.body.value);
  });

  it('account changes: my own main wallet; announcements for agents only', async () => {
    const changes = must((await get<AccountChangesAnswer>(agentPaths.accountChanges, agent)).body.value);
    expect(changes.items.map((c) => [c.kind, c.amountMinor])).toContainEqual(['agent_salary', 900]);
    const ann = must((await get<AgentAnnouncement[]>(agentPaths.announcements, agent, { lang: 'CN' })).body.value);
    expect(ann).toContainEqual(expect.objectContaining({ id: 'agents-only', title: '代理公告' }));
    // Not in the public list.
    const pub = await gw.app.inject({ url: '/wps/relay/MCSFE_getListAnnouncements?lang=EN&platform=W&types=PL&pageNum=1', headers: { merchant: 'aurora' } });
    expect(pub.body).not.toContain('agents-only');
    expect(pub.body).not.toContain('For agents');
  });

  it('refusals: NOT_AGENT for a member, NOT_IN_TEAM outside the subtree, PERIOD_INVALID', async () => {
    const notAgent = await get(agentPaths.overview, member);
    expect([notAgent.res.statusCode, notAgent.body.code]).toEqual([403, 'NOT_AGENT']);
    for (const [url, q] of [
      [agentPaths.team, { parentId: ids.player01 as string }],
      [agentPaths.team, { parentId: randomUUID() }],
      [agentPaths.teamBetting, { memberId: ids.player01 as string }],
      [agentPaths.teamTransactions, { memberId: ids.agent01 as string }],
      [agentPaths.subordinateProfitLoss, { memberId: randomUUID() }],
    ] as const) {
      const res = await get(url, agent, q);
      expect([url, res.res.statusCode, res.body.code]).toEqual([url, 404, 'NOT_IN_TEAM']);
    }
    for (const q of [{ period: "custom", from: "2024-01-01", to: "2024-06-01" }, { period: 'custom', from: '2024-02-01', to: '2024-01-01' }, { period: 'today', from: '2024-01-01' }, { period: 'custom' }] as Record<string, string>[]) {
      const res = await get(agentPaths.overview, agent, q);
      expect([res.res.statusCode, res.body.code]).toEqual([400, 'PERIOD_INVALID']);
    }
    const bad = await get(agentPaths.overview, agent, { period: 'lastYear' });
    expect(bad.res.statusCode).toBe(400);
  });
});
