/**
 * The agent overview with its closed days cached (migration 044,
 * docs/decisions/041-agent-overview-closed-days.md). A period = its closed days (ended at least
 * `closedDayGraceMinutes` ago by the request's clock and by the database's) + its live days
 * (today, and yesterday during the grace). Closed days come from agent_team_days (team sums and
 * that day's active people per agent and day) and agent_team_ranges (distinct active people over
 * the closed days of the period), materialised on first read (INSERT … ON CONFLICT DO NOTHING,
 * the figures and the version they belong to read in one statement); live days from the rollups.
 * Active people = the closed days' distinct count + members active on a live day and on none of
 * the closed days (an index probe per live member). Figures equal overviewFigures (team-reads.ts)
 * exactly; a late posting into a closed day, a rebuild or a tree move bumps the merchant's
 * version (triggers of migration 044), and rows of an older version are never read.
 */
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../database';
import { agentIncome, dayText, overviewFigures, teamSizes, type DayRange, type OverviewFigures } from './team-reads';

type Num = string | number | bigint | null;
const n = (v: Num): number => Number(v ?? 0);

/** A day is cached once it ended this long ago (a posting that began before midnight is still read live). */
export const closedDayGraceMinutes = 10;
const grace = sql.raw(`interval '${closedDayGraceMinutes} minutes'`);

export interface OverviewAgent {
  id: string;
  merchant: string;
}

interface DayFigures {
  day: string;
  betMinor: number;
  winMinor: number;
  depositsMinor: number;
  withdrawalsMinor: number;
  activePeople: number;
}

interface ClosedPart {
  /** Last closed day of the range (before `from` when none is closed). */
  closedTo: string;
  days: DayFigures[];
  /** Distinct active people over from..closedTo; null when not cached at the version read. */
  active: number | null;
  complete: boolean;
}

const nextDay = (day: string): string => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
const dayCount = (from: string, to: string): number => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

/**
 * Whether a member had rounds on a day of first..last. A round's row (category or vendor set)
 * always has rounds > 0, so the first probe reads the primary key alone (index-only); only a
 * member it does not find is probed again for a round filed without category and vendor.
 */
function activeBetween(member: RawBuilder<unknown>, first: RawBuilder<unknown>, last: RawBuilder<unknown>): RawBuilder<unknown> {
  return sql`exists (select 1 from agent_member_daily p
                      where p.member_id = ${member} and p.day between ${first} and ${last} and (p.category <> '' or p.vendor <> ''))
          or exists (select 1 from agent_member_daily p
                      where p.member_id = ${member} and p.day between ${first} and ${last} and p.rounds > 0)`;
}

/** The closed part of the range at the version the statement sees (one snapshot). */
async function readClosed(db: Db, agent: OverviewAgent, range: DayRange, now: Date): Promise<ClosedPart> {
  const { rows } = await sql<{ kind: string; day: string | Date; bet: Num; win: Num; dep: Num; wd: Num; active: Num }>`
    with v as (
      select coalesce((select version from agent_overview_versions where merchant = ${agent.merchant}), 0) as version,
             least(${range.to}::date,
                   agent_reporting_day(${agent.merchant}, ${now}::timestamptz - ${grace}) - 1,
                   agent_reporting_day(${agent.merchant}, clock_timestamp() - ${grace}) - 1) as closed_to)
    select 'to' as kind, v.closed_to as day, null::bigint as bet, null::bigint as win, null::bigint as dep, null::bigint as wd, null::bigint as active from v
    union all
    select 'day', d.day, d.bet_minor, d.win_minor, d.deposits_minor, d.withdrawals_minor, d.active
      from v join agent_team_days d on d.agent_id = ${agent.id} and d.version = v.version
                                    and d.day between ${range.from}::date and v.closed_to
    union all
    select 'range', r.to_day, null, null, null, null, r.active
      from v join agent_team_ranges r on r.agent_id = ${agent.id} and r.version = v.version
                                      and r.from_day = ${range.from}::date and r.to_day = v.closed_to`.execute(db);
  const closedTo = dayText(rows.find((r) => r.kind === 'to')?.day ?? range.from);
  const days = rows
    .filter((r) => r.kind === 'day')
    .map((r) => ({ day: dayText(r.day), betMinor: n(r.bet), winMinor: n(r.win), depositsMinor: n(r.dep), withdrawalsMinor: n(r.wd), activePeople: n(r.active) }));
  const ranged = rows.find((r) => r.kind === 'range');
  const active = ranged ? n(ranged.active) : null;
  const none = closedTo < range.from;
  return { closedTo, days, active: none ? 0 : active, complete: none || (active !== null && days.length === dayCount(range.from, closedTo)) };
}

/** Computes and stores the closed days (and the range's active people) missing at the version the statement sees. */
async function materialise(db: Db, agent: OverviewAgent, from: string, closedTo: string): Promise<void> {
  await sql`
    with v as (select coalesce((select version from agent_overview_versions where merchant = ${agent.merchant}), 0) as version),
    want as (
      select g::date as day from generate_series(${from}::date, ${closedTo}::date, interval '1 day') g
       where not exists (select 1 from agent_team_days c, v
                          where c.agent_id = ${agent.id} and c.version = v.version and c.day = g::date)),
    fig as (
      select r.day, sum(r.bet_minor) as bet, sum(r.win_minor) as win, sum(r.deposits_minor) as dep,
             sum(r.withdrawals_minor) as wd, count(distinct r.member_id) filter (where r.rounds > 0) as active
        from member_ancestry a join agent_member_daily r on r.member_id = a.descendant_id
       where a.ancestor_id = ${agent.id} and a.depth >= 1 and r.merchant = ${agent.merchant}
         and r.day between ${from}::date and ${closedTo}::date and r.day in (select day from want)
       group by r.day)
    insert into agent_team_days (agent_id, version, day, bet_minor, win_minor, deposits_minor, withdrawals_minor, active)
    select ${agent.id}, v.version, w.day, coalesce(f.bet, 0), coalesce(f.win, 0), coalesce(f.dep, 0), coalesce(f.wd, 0), coalesce(f.active, 0)
      from want w cross join v left join fig f on f.day = w.day
     order by w.day
    on conflict do nothing`.execute(db);
  // Active people over from..closedTo: the longest cached from..earlier range + who is new after it.
  await sql`
    with v as (select coalesce((select version from agent_overview_versions where merchant = ${agent.merchant}), 0) as version),
    base as (
      select r.to_day, r.active from agent_team_ranges r, v
       where r.agent_id = ${agent.id} and r.version = v.version and r.from_day = ${from}::date and r.to_day < ${closedTo}::date
       order by r.to_day desc limit 1),
    start as (select coalesce((select to_day + 1 from base), ${from}::date) as day),
    fresh as (
      select count(distinct r.member_id) as n
        from start, member_ancestry a join agent_member_daily r on r.member_id = a.descendant_id
       where a.ancestor_id = ${agent.id} and a.depth >= 1 and r.rounds > 0 and r.merchant = ${agent.merchant}
         and r.day >= start.day and r.day <= ${closedTo}::date
         and (start.day = ${from}::date or not (${activeBetween(sql`r.member_id`, sql`${from}::date`, sql`start.day - 1`)})))
    insert into agent_team_ranges (agent_id, version, from_day, to_day, active)
    select ${agent.id}, v.version, ${from}::date, ${closedTo}::date, coalesce((select active from base), 0) + fresh.n
      from v, fresh
    on conflict do nothing`.execute(db);
  // Rows no reader will use again: older versions, and shorter ranges of the same start.
  await sql`
    with v as (select coalesce((select version from agent_overview_versions where merchant = ${agent.merchant}), 0) as version)
    delete from agent_team_ranges r using v
     where r.agent_id = ${agent.id} and (r.version < v.version or (r.version = v.version and r.from_day = ${from}::date and r.to_day < ${closedTo}::date))`.execute(db);
  await sql`
    with v as (select coalesce((select version from agent_overview_versions where merchant = ${agent.merchant}), 0) as version)
    delete from agent_team_days d using v where d.agent_id = ${agent.id} and d.version < v.version`.execute(db);
}

interface LivePart {
  days: DayFigures[];
  /** Members active on a live day and on none of the closed days of the range. */
  fresh: number;
}

async function readLive(db: Db, agent: OverviewAgent, range: DayRange, closedTo: string): Promise<LivePart> {
  const liveFrom = closedTo < range.from ? range.from : nextDay(closedTo);
  if (liveFrom > range.to) return { days: [], fresh: 0 };
  const { rows } = await sql<{ day: string | Date | null; bet: Num; win: Num; dep: Num; wd: Num; active: Num; fresh: Num }>`
    select r.day, sum(r.bet_minor) as bet, sum(r.win_minor) as win, sum(r.deposits_minor) as dep, sum(r.withdrawals_minor) as wd,
           count(distinct r.member_id) filter (where r.rounds > 0) as active,
           count(distinct r.member_id) filter (where r.rounds > 0
             and (${closedTo}::date < ${range.from}::date
                  or not (${activeBetween(sql`r.member_id`, sql`${range.from}::date`, sql`${closedTo}::date`)}))) as fresh
      from member_ancestry a join agent_member_daily r on r.member_id = a.descendant_id
     where a.ancestor_id = ${agent.id} and a.depth >= 1
       and r.merchant = ${agent.merchant} and r.day between ${liveFrom}::date and ${range.to}::date
     group by grouping sets ((r.day), ())`.execute(db);
  const all = rows.find((r) => r.day === null);
  return {
    fresh: n(all?.fresh ?? 0),
    days: rows
      .filter((r) => r.day !== null)
      .map((r) => ({ day: dayText(r.day), betMinor: n(r.bet), winMinor: n(r.win), depositsMinor: n(r.dep), withdrawalsMinor: n(r.wd), activePeople: n(r.active) })),
  };
}

/** The overview's figures; equal to overviewFigures(db, agent.id, range) at every moment. */
export async function overviewFiguresCached(db: Db, agent: OverviewAgent, range: DayRange, now: Date): Promise<OverviewFigures> {
  let closed = await readClosed(db, agent, range, now);
  for (let attempt = 0; !closed.complete && attempt < 3; attempt++) {
    await materialise(db, agent, range.from, closed.closedTo);
    closed = await readClosed(db, agent, range, now);
  }
  // Versions bumped faster than we could fill the cache three times: read it all live.
  if (!closed.complete) return overviewFigures(db, agent.id, range);
  const [sizes, live, income] = await Promise.all([teamSizes(db, agent.id, range), readLive(db, agent, range, closed.closedTo), agentIncome(db, agent.id, range)]);
  const days = [...closed.days, ...live.days];
  const sum = (k: 'betMinor' | 'winMinor' | 'depositsMinor' | 'withdrawalsMinor') => days.reduce((t, d) => t + d[k], 0);
  return {
    ...sizes,
    activePeople: (closed.active ?? 0) + live.fresh,
    depositsMinor: sum('depositsMinor'),
    withdrawalsMinor: sum('withdrawalsMinor'),
    betMinor: sum('betMinor'),
    winMinor: sum('winMinor'),
    myIncomeMinor: income,
    // Closed days come with zeros too; the service fills the trend by day either way.
    days: days.map(({ withdrawalsMinor: _wd, ...d }) => d),
  };
}
