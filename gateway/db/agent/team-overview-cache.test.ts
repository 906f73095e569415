/**
 * The overview with its closed days cached (migration 044) equals the computation from the
 * rollups alone (overviewFigures) after postings today, a late posting into a closed day, tree
 * moves and a rebuild; and the cache is what answered (its rows exist at the current version).
 */
import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { expect, it } from 'vitest';
import type { Database } from '../database';
import { ledgerOf, type LedgerAccount } from '../../domain/ledger/ledger';
import { reportingDayOf } from '../../domain/agent/report-period';
import { periodOf } from '../../domain/agent/team-service';
import { describeEachDatabase } from '../../test-support/databases';
import { overviewFiguresCached } from './team-overview-cache';
import { overviewFigures, type OverviewFigures } from './team-reads';

const dayMs = 86_400_000;

/** Days without anything are left out (the cache keeps zero days, the rollups have no row). */
function normalised(f: OverviewFigures): OverviewFigures {
  return {
    ...f,
    days: f.days.filter((d) => d.betMinor !== 0 || d.winMinor !== 0 || d.depositsMinor !== 0 || d.activePeople !== 0).sort((a, b) => a.day.localeCompare(b.day)),
  };
}

describeEachDatabase('agent overview cache of closed days', (database) => {
  it('equals the uncached figures after new postings, a late posting into a closed day, tree moves and a rebuild', async () => {
    const db: Kysely<Database> = database().db;
    const ledger = ledgerOf(db);
    const hash = '$argon2id$v=19$m=1,t=1,p=1$x$y';
    const member = async (account: string, parentId: string | null, type = 0): Promise<string> => {
      const id = randomUUID();
      await sql`insert into members (id, merchant, account, account_key, password_hash, type, parent_id)
                values (${id}, 'aurora', ${account}, ${account}, ${hash}, ${type}, ${parentId})`.execute(db);
      return id;
    };
    const agent = await member('cacheagent', null, 1);
    const sub = await member('cachesub', agent, 1);
    const p1 = await member('cachep1', sub);
    const p2 = await member('cachep2', sub);
    const p3 = await member('cachep3', agent);
    const p4 = await member('cachep4', sub);
    const outsider = await member('cacheout', null);

    const main = (memberId: string): LedgerAccount => ({ type: 'member', memberId, wallet: 'main' });
    const deposit = (memberId: string, amountMinor: number) =>
      ledger.post({ merchant: 'aurora', currency: 'CNY', idempotencyKey: `deposit:${randomUUID()}`, kind: 'deposit', memberId, entries: [{ account: { type: 'provider', provider: 'demo-bank' }, amountMinor: -amountMinor }, { account: main(memberId), amountMinor }], memo: 'Deposit' });
    const round = (memberId: string, betMinor: number, winMinor: number) =>
      ledger.post({
        merchant: 'aurora', currency: 'CNY', idempotencyKey: `round:${randomUUID()}`, kind: 'game_round', memberId,
        entries: [{ account: main(memberId), amountMinor: -betMinor }, { account: { type: 'house' }, amountMinor: betMinor }, ...(winMinor > 0 ? [{ account: { type: 'house' as const }, amountMinor: -winMinor }, { account: main(memberId), amountMinor: winMinor }] : [])],
        memo: 'Round', details: { vendor: 'PG', gameType: 'RNG', nodeId: '', gameName: 'Demo', roundId: randomUUID(), wallet: 'main', betMinor, winMinor },
      });
    /** A round posted into an earlier day (noon of that reporting day), written as the ledger writes it. */
    const lateRound = async (memberId: string, daysAgo: number, betMinor: number, winMinor: number) => {
      const day = reportingDayOf(new Date(Date.now() - daysAgo * dayMs));
      const at = new Date(Date.parse(`${day}T04:00:00Z`));
      const id = randomUUID();
      const details = JSON.stringify({ vendor: 'PG', gameType: 'RNG', nodeId: '', gameName: 'Demo', roundId: id, wallet: 'main', betMinor, winMinor });
      await sql`insert into ledger_transactions (id, idempotency_key, request_hash, merchant, currency, kind, member_id, memo, details, posted_at)
                values (${id}, ${`round:${id}`}, ${'0'.repeat(64)}, 'aurora', 'CNY', 'game_round', ${memberId}, 'Round', ${details}::jsonb, ${at})`.execute(db);
      await sql`insert into ledger_entries (transaction_id, line, account_id, amount_minor, balance_after_minor, posted_at)
                select ${id}::uuid, v.line, case when v.member then (select a.id from ledger_accounts a where a.member_id = ${memberId} and a.wallet = 'main')
                                                  else (select a.id from ledger_accounts a where a.code = 'h:aurora:CNY') end, v.amount, 0, ${at}
                  from (values (0::smallint, true, ${-betMinor}::bigint), (1::smallint, false, ${betMinor}::bigint),
                               (2::smallint, false, ${-winMinor}::bigint), (3::smallint, true, ${winMinor}::bigint)) v(line, member, amount)
                 where v.line < 2 or ${winMinor}::bigint > 0`.execute(db);
    };
    const version = async () => Number((await sql<{ v: string | null }>`select max(version) as v from agent_overview_versions where merchant = 'aurora'`.execute(db)).rows[0]?.v ?? 0);

    /** For the agent and its sub-agent, over the last 8 days and this month: cached (twice) = uncached, and cached rows exist. */
    const check = async () => {
      const now = new Date();
      const from = reportingDayOf(new Date(now.getTime() - 7 * dayMs));
      const periods = [{ period: 'custom' as const, from, to: reportingDayOf(now) }, { period: 'thisMonth' as const }, { period: 'yesterday' as const }];
      for (const id of [agent, sub]) {
        for (const q of periods) {
          const { days } = periodOf(q, now);
          const first = await overviewFiguresCached(db, { id, merchant: 'aurora' }, days, now);
          const again = await overviewFiguresCached(db, { id, merchant: 'aurora' }, days, now);
          const plain = await overviewFigures(db, id, days);
          expect(normalised(first), `${q.period} of ${id === agent ? 'agent' : 'sub-agent'}`).toEqual(normalised(plain));
          expect(normalised(again)).toEqual(normalised(plain));
        }
      }
      const cached = await sql<{ c: string }>`
        select count(*) as c from agent_team_days d
         where d.agent_id = ${agent} and d.version = coalesce((select version from agent_overview_versions where merchant = 'aurora'), 0)`.execute(db);
      expect(Number(cached.rows[0]?.c)).toBeGreaterThanOrEqual(6);
    };

    // History: accounts opened today by a deposit, rounds on earlier days, one today.
    for (const m of [p1, p2, p3, p4, outsider]) await deposit(m, 100_000);
    await lateRound(p1, 2, 1_000, 0);
    await lateRound(p2, 3, 2_000, 3_800);
    await lateRound(p2, 2, 500, 0);
    await lateRound(p3, 5, 700, 0);
    await lateRound(outsider, 3, 900, 0);
    await round(p1, 300, 570);
    await check();
    const before = await version();

    // New postings today: p3 (active on a closed day too: counted once), p4 (only today).
    await round(p3, 400, 0);
    await round(p4, 800, 1_520);
    await deposit(p2, 5_000);
    expect(await version()).toBe(before);
    await check();
    const overview = await overviewFiguresCached(db, { id: agent, merchant: 'aurora' }, periodOf({ period: 'custom', from: reportingDayOf(new Date(Date.now() - 7 * dayMs)), to: reportingDayOf(new Date()) }, new Date()).days, new Date());
    expect(overview.activePeople).toBe(4);

    // A late posting into a closed day: p4 now active on a closed day as well as today.
    await lateRound(p4, 4, 250, 0);
    expect(await version()).toBeGreaterThan(before);
    await check();

    // Tree moves: the outsider (with history) joins the sub-agent; p2 leaves the team.
    const beforeMove = await version();
    await sql`update members set parent_id = ${sub} where id = ${outsider}`.execute(db);
    expect(await version()).toBeGreaterThan(beforeMove);
    await check();
    await sql`update members set parent_id = null where id = ${p2}`.execute(db);
    await check();

    // A rebuild of the rollups.
    const beforeRebuild = await version();
    await sql`select agent_rollups_rebuild('aurora')`.execute(db);
    expect(await version()).toBeGreaterThan(beforeRebuild);
    await check();
  });
});
