/**
 * The agent centre's team reads in SQL (issue 17, docs/decisions/034-agent-team-reads.md). Every
 * query starts from member_ancestry with ancestor_id = the agent (depth >= 1: the agent itself is
 * never part of its team), so nothing outside the subtree can be read whatever ids are passed.
 * Period figures come from agent_member_daily (migration 039, kept with the ledger); lists of
 * transactions and account changes read the ledger itself. Amounts are bigint in the database
 * and safe integers here.
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { ContractKind } from '../../../schemas/agent';
import type { Database } from '../database';

type Db = Kysely<Database>;
type Num = string | number | bigint | null;
const n = (v: Num): number => Number(v ?? 0);
const iso = (v: Date | string | null): string | null => (v === null ? null : new Date(v).toISOString());

/** Days (inclusive) and the moments bounding them ([startAt, endAt)). */
export interface DayRange {
  from: string;
  to: string;
  startAt: Date;
  endAt: Date;
}

export interface RoundFilter {
  category: string | null;
  vendor: string | null;
}

/** The member's depth under the agent (>= 1), or null when it is not in the agent's team. */
export async function depthInTeam(db: Db, agentId: string, memberId: string): Promise<number | null> {
  const { rows } = await sql<{ depth: number }>`
    select depth from member_ancestry where ancestor_id = ${agentId} and descendant_id = ${memberId} and depth >= 1`.execute(db);
  return rows[0] ? Number(rows[0].depth) : null;
}

// ---------------------------------------------------------------- overview
export interface OverviewFigures {
  teamSize: number;
  newDownlines: number;
  activePeople: number;
  depositsMinor: number;
  withdrawalsMinor: number;
  betMinor: number;
  winMinor: number;
  myIncomeMinor: number;
  days: { day: string; betMinor: number; winMinor: number; depositsMinor: number; activePeople: number }[];
}

/** Team size and new downlines of the range (always read live: members, not the ledger). */
export async function teamSizes(db: Db, agentId: string, range: DayRange): Promise<{ teamSize: number; newDownlines: number }> {
  const { rows } = await sql<{ team_size: Num; new_downlines: Num }>`
    select (select count(*) from member_ancestry a where a.ancestor_id = ${agentId} and a.depth >= 1) as team_size,
           (select count(*) from members m
             where m.merchant = (select merchant from members where id = ${agentId})
               and m.created_at >= ${range.startAt} and m.created_at < ${range.endAt}
               and exists (select 1 from member_ancestry a where a.ancestor_id = ${agentId} and a.descendant_id = m.id and a.depth >= 1)) as new_downlines`.execute(db);
  return { teamSize: n(rows[0]?.team_size ?? 0), newDownlines: n(rows[0]?.new_downlines ?? 0) };
}

/** The agent's own income (salary, dividend) in the range: its own rows only. */
export async function agentIncome(db: Db, agentId: string, range: DayRange): Promise<number> {
  const { rows } = await sql<{ income: Num }>`
    select coalesce(sum(income_minor), 0) as income from agent_member_daily
     where member_id = ${agentId} and day between ${range.from}::date and ${range.to}::date`.execute(db);
  return n(rows[0]?.income ?? 0);
}

/**
 * The overview's figures computed from the rollups alone, every day of the range (no cache).
 * The gateway reads team-overview-cache.ts; this is its reference (the tests compare the two).
 */
export async function overviewFigures(db: Db, agentId: string, range: DayRange): Promise<OverviewFigures> {
  // One pass: a row per day, and the range's row (day null) for the distinct active people.
  const days = sql<{ day: string | Date | null; bet: Num; win: Num; dep: Num; wd: Num; active: Num }>`
    select r.day, sum(r.bet_minor) as bet, sum(r.win_minor) as win, sum(r.deposits_minor) as dep,
           sum(r.withdrawals_minor) as wd, count(distinct r.member_id) filter (where r.rounds > 0) as active
      from member_ancestry a join agent_member_daily r on r.member_id = a.descendant_id
     where a.ancestor_id = ${agentId} and a.depth >= 1 and r.day between ${range.from}::date and ${range.to}::date
     group by grouping sets ((r.day), ())`.execute(db);
  const [s, d, income] = await Promise.all([teamSizes(db, agentId, range), days, agentIncome(db, agentId, range)]);
  const all = d.rows.find((r) => r.day === null);
  return {
    ...s,
    activePeople: n(all?.active ?? 0),
    depositsMinor: n(all?.dep ?? 0),
    withdrawalsMinor: n(all?.wd ?? 0),
    betMinor: n(all?.bet ?? 0),
    winMinor: n(all?.win ?? 0),
    myIncomeMinor: income,
    days: d.rows
      .filter((r) => r.day !== null)
      .map((r) => ({ day: dayText(r.day), betMinor: n(r.bet), winMinor: n(r.win), depositsMinor: n(r.dep), activePeople: n(r.active) })),
  };
}

export function dayText(v: string | Date | null): string {
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  return String(v).slice(0, 10);
}

// ---------------------------------------------------------------- team
export interface TeamRow {
  id: string;
  account: string;
  nickname: string | null;
  type: number;
  level: number;
  teamSize: number;
  directCount: number;
  registeredAt: string;
  lastLoginAt: string | null;
  /** Null unless the member is a direct downline of the agent. */
  balanceMinor: number | null;
  ratios: Partial<Record<ContractKind, number>>;
}

export interface TeamListQuery {
  agentId: string;
  /** List the direct downlines of this member (the agent or one of its team); ignored with search. */
  parentId: string;
  /** Lower-cased text searched in account and nickname over the whole team. */
  search: string | null;
  limit: number;
  offset: number;
}

const likePattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function teamList(db: Db, q: TeamListQuery): Promise<{ rows: TeamRow[]; total: number }> {
  const where: RawBuilder<unknown> = q.search
    ? sql`(lower(m.account) like ${likePattern(q.search)} or lower(coalesce(m.nickname, '')) like ${likePattern(q.search)})`
    : sql`m.parent_id = ${q.parentId}`;
  const { rows } = await sql<{
    id: string; account: string; nickname: string | null; type: number; depth: number; parent_id: string | null;
    created_at: Date | string; total: Num; team_size: Num; direct_count: Num; last_login: Date | string | null;
    balance: Num; ratios: Record<string, number> | string | null;
  }>`
    with page as (
      select m.id, m.account, m.nickname, m.type, a.depth, m.parent_id, m.created_at, count(*) over () as total
        from member_ancestry a join members m on m.id = a.descendant_id
       where a.ancestor_id = ${q.agentId} and a.depth >= 1 and ${where}
       order by m.created_at desc, m.id
       limit ${q.limit} offset ${q.offset})
    select p.*,
           (select count(*) from member_ancestry x where x.ancestor_id = p.id and x.depth >= 1) as team_size,
           (select count(*) from members c where c.parent_id = p.id) as direct_count,
           (select max(h.created_at) from login_history h where h.member_id = p.id and h.outcome = 'session') as last_login,
           (select w.balance_minor from wallet_balances w where w.member_id = p.id and w.wallet = 'main' and p.parent_id = ${q.agentId}) as balance,
           (select jsonb_object_agg(c.kind, c.ratio) from agent_contracts c
             where c.downline_id = p.id and c.state in ('active', 'terminationRequested')) as ratios
      from page p
     order by p.created_at desc, p.id`.execute(db);
  let total = n(rows[0]?.total ?? 0);
  if (rows.length === 0 && q.offset > 0) {
    const c = await sql<{ c: Num }>`
      select count(*) as c from member_ancestry a join members m on m.id = a.descendant_id
       where a.ancestor_id = ${q.agentId} and a.depth >= 1 and ${where}`.execute(db);
    total = n(c.rows[0]?.c ?? 0);
  }
  return {
    total,
    rows: rows.map((r) => ({
      id: r.id,
      account: r.account,
      nickname: r.nickname,
      type: Number(r.type),
      level: Number(r.depth),
      teamSize: n(r.team_size),
      directCount: n(r.direct_count),
      registeredAt: iso(r.created_at) as string,
      lastLoginAt: iso(r.last_login),
      balanceMinor: r.parent_id === q.agentId ? n(r.balance) : null,
      ratios: (typeof r.ratios === 'string' ? JSON.parse(r.ratios) : r.ratios ?? {}) as Partial<Record<ContractKind, number>>,
    })),
  };
}

/** The chain below the agent down to the member (inclusive), top first. */
export async function chainTo(db: Db, agentId: string, memberId: string): Promise<{ id: string; account: string }[]> {
  const { rows } = await sql<{ id: string; account: string }>`
    select m.id, m.account
      from member_ancestry up
      join member_ancestry mine on mine.descendant_id = up.ancestor_id and mine.ancestor_id = ${agentId} and mine.depth >= 1
      join members m on m.id = up.ancestor_id
     where up.descendant_id = ${memberId}
     order by mine.depth`.execute(db);
  return rows;
}

// ---------------------------------------------------------------- team betting
export interface BettingRow {
  memberId: string;
  account: string;
  rounds: number;
  betMinor: number;
  winMinor: number;
}

export interface BettingQuery extends RoundFilter {
  agentId: string;
  /** Only this member (already checked to be in the team). */
  memberId: string | null;
  range: DayRange;
  limit: number;
  offset: number;
}

export async function teamBetting(db: Db, q: BettingQuery): Promise<{ rows: BettingRow[]; total: number; totals: Omit<BettingRow, 'memberId' | 'account'> }> {
  const { rows } = await sql<{ member_id: string | null; account: string | null; rounds: Num; bet: Num; win: Num; total: Num }>`
    with per as (
      select r.member_id, sum(r.rounds) as rounds, sum(r.bet_minor) as bet, sum(r.win_minor) as win
        from member_ancestry a join agent_member_daily r on r.member_id = a.descendant_id
       where a.ancestor_id = ${q.agentId} and a.depth >= 1
         and r.day between ${q.range.from}::date and ${q.range.to}::date and r.rounds > 0
         and (${q.memberId}::uuid is null or r.member_id = ${q.memberId}::uuid)
         and (${q.category}::text is null or r.category = ${q.category}::text)
         and (${q.vendor}::text is null or r.vendor = ${q.vendor}::text)
       group by r.member_id),
    page as (
      select p.member_id, m.account, p.rounds, p.bet, p.win, count(*) over () as total
        from per p join members m on m.id = p.member_id
       order by p.bet desc, m.account
       limit ${q.limit} offset ${q.offset})
    select * from page
    union all
    select null, null, coalesce(sum(rounds), 0), coalesce(sum(bet), 0), coalesce(sum(win), 0), count(*) from per`.execute(db);
  const totalsRow = rows[rows.length - 1];
  return {
    total: n(totalsRow?.total ?? 0),
    totals: { rounds: n(totalsRow?.rounds ?? 0), betMinor: n(totalsRow?.bet ?? 0), winMinor: n(totalsRow?.win ?? 0) },
    rows: rows.slice(0, -1).map((r) => ({ memberId: r.member_id as string, account: r.account as string, rounds: n(r.rounds), betMinor: n(r.bet), winMinor: n(r.win) })),
  };
}

// ---------------------------------------------------------------- team transactions
export interface TransactionRow {
  id: string;
  at: string;
  memberId: string;
  account: string;
  kind: string;
  amountMinor: number;
  memo: string;
}

export interface TransactionsQuery extends RoundFilter {
  agentId: string;
  memberId: string | null;
  /** Ledger kinds to list (at least one). */
  kinds: readonly string[];
  range: DayRange;
  limit: number;
  offset: number;
}

/**
 * A game round moves the member's main wallet (single wallet) or the vendor's wallet (transfer
 * wallets): a round is read on any wallet of its member, every other kind on the main wallet.
 * category/vendor keep game rounds of that category / vendor only (details.gameType / vendor,
 * the shape the rollups read too).
 */
function walletsAndRounds(f: RoundFilter): RawBuilder<unknown> {
  return sql`(la.wallet = 'main' or t.kind = 'game_round')
         and (${f.category}::text is null or (t.kind = 'game_round' and t.details->>'gameType' = ${f.category}::text))
         and (${f.vendor}::text is null or (t.kind = 'game_round' and t.details->>'vendor' = ${f.vendor}::text))`;
}

/**
 * Movements of team members' wallets, one row per (transaction, member): main wallets for money
 * kinds, any wallet for game rounds (a round is listed even when its win equals its bet).
 */
export async function teamTransactions(db: Db, q: TransactionsQuery): Promise<{
  rows: TransactionRow[]; total: number; depositsMinor: number; withdrawalsMinor: number; netMinor: number;
}> {
  const kinds = sql.join(q.kinds.map((k) => sql`${k}`));
  const { rows } = await sql<{ id: string | null; at: Date | string | null; member_id: string | null; account: string | null; kind: string | null; amount: Num; memo: string | null; total: Num; dep: Num; wd: Num; net: Num }>`
    with moves as (
      select t.id, t.posted_at as at, la.member_id, t.kind, sum(e.amount_minor) as amount, t.memo
        from member_ancestry a
        join ledger_accounts la on la.member_id = a.descendant_id and (la.wallet = 'main' or ${q.kinds.includes('game_round')}::boolean)
        join ledger_entries e on e.account_id = la.id
        join ledger_transactions t on t.id = e.transaction_id
       where a.ancestor_id = ${q.agentId} and a.depth >= 1
         and (${q.memberId}::uuid is null or a.descendant_id = ${q.memberId}::uuid)
         and e.posted_at >= ${q.range.startAt} and e.posted_at < ${q.range.endAt}
         and t.kind in (${kinds})
         and ${walletsAndRounds(q)}
       group by t.id, la.member_id
      having sum(e.amount_minor) <> 0 or t.kind = 'game_round'),
    page as (
      select mv.id, mv.at, mv.member_id, m.account, mv.kind, mv.amount, mv.memo
        from moves mv join members m on m.id = mv.member_id
       order by mv.at desc, mv.id, mv.member_id
       limit ${q.limit} offset ${q.offset})
    select p.*, null::bigint as total, null::bigint as dep, null::bigint as wd, null::bigint as net from page p
    union all
    select null, null, null, null, null, null, null, count(*),
           coalesce(sum(amount) filter (where kind = 'deposit'), 0),
           coalesce(-sum(amount) filter (where kind in ('withdrawal', 'withdrawal_refund')), 0),
           coalesce(sum(amount), 0)
      from moves`.execute(db);
  const last = rows[rows.length - 1];
  return {
    total: n(last?.total ?? 0),
    depositsMinor: n(last?.dep ?? 0),
    withdrawalsMinor: n(last?.wd ?? 0),
    netMinor: n(last?.net ?? 0),
    rows: rows.slice(0, -1).map((r) => ({
      id: r.id as string,
      at: iso(r.at) as string,
      memberId: r.member_id as string,
      account: r.account as string,
      kind: r.kind as string,
      amountMinor: n(r.amount),
      memo: r.memo ?? '',
    })),
  };
}

// ---------------------------------------------------------------- subordinate profit and loss
export interface ProfitLossRow {
  memberId: string;
  account: string;
  type: number;
  teamSize: number;
  depositsMinor: number;
  withdrawalsMinor: number;
  betMinor: number;
  winMinor: number;
}

export interface ProfitLossQuery extends RoundFilter {
  agentId: string;
  /** Whose direct downlines: the agent or a member of its team (checked). */
  parentId: string;
  range: DayRange;
  limit: number;
  offset: number;
}

export async function subordinateProfitLoss(db: Db, q: ProfitLossQuery): Promise<{ rows: ProfitLossRow[]; total: number; totals: Omit<ProfitLossRow, 'memberId' | 'account' | 'type'> }> {
  const { rows } = await sql<{ member_id: string | null; account: string | null; type: number | null; team_size: Num; dep: Num; wd: Num; bet: Num; win: Num; total: Num }>`
    with direct as (
      select m.id, m.account, m.type, m.created_at
        from member_ancestry a join members m on m.id = a.descendant_id
       where a.ancestor_id = ${q.agentId} and a.depth >= 1 and m.parent_id = ${q.parentId}),
    per as (
      select d.id, d.account, d.type,
             (select count(*) from member_ancestry x where x.ancestor_id = d.id and x.depth >= 1) as team_size,
             coalesce(f.dep, 0) as dep, coalesce(f.wd, 0) as wd, coalesce(f.bet, 0) as bet, coalesce(f.win, 0) as win
        from direct d
        left join lateral (
          select sum(r.deposits_minor) as dep, sum(r.withdrawals_minor) as wd,
                 sum(r.bet_minor) filter (where (${q.category}::text is null or r.category = ${q.category}::text)
                                            and (${q.vendor}::text is null or r.vendor = ${q.vendor}::text)) as bet,
                 sum(r.win_minor) filter (where (${q.category}::text is null or r.category = ${q.category}::text)
                                            and (${q.vendor}::text is null or r.vendor = ${q.vendor}::text)) as win
            from member_ancestry x join agent_member_daily r on r.member_id = x.descendant_id
           where x.ancestor_id = d.id and r.day between ${q.range.from}::date and ${q.range.to}::date) f on true),
    page as (
      select p.id as member_id, p.account, p.type, p.team_size, p.dep, p.wd, p.bet, p.win, null::bigint as total
        from per p order by p.bet desc, p.account limit ${q.limit} offset ${q.offset})
    select * from page
    union all
    select null, null, null, coalesce(sum(team_size + 1), 0), coalesce(sum(dep), 0), coalesce(sum(wd), 0),
           coalesce(sum(bet), 0), coalesce(sum(win), 0), count(*) from per`.execute(db);
  const last = rows[rows.length - 1];
  return {
    total: n(last?.total ?? 0),
    totals: { teamSize: n(last?.team_size ?? 0), depositsMinor: n(last?.dep ?? 0), withdrawalsMinor: n(last?.wd ?? 0), betMinor: n(last?.bet ?? 0), winMinor: n(last?.win ?? 0) },
    rows: rows.slice(0, -1).map((r) => ({
      memberId: r.member_id as string,
      account: r.account as string,
      type: Number(r.type),
      teamSize: n(r.team_size),
      depositsMinor: n(r.dep),
      withdrawalsMinor: n(r.wd),
      betMinor: n(r.bet),
      winMinor: n(r.win),
    })),
  };
}

// ---------------------------------------------------------------- my account changes
export interface AccountChange {
  id: string;
  at: string;
  kind: string;
  wallet: string;
  amountMinor: number;
  balanceAfterMinor: number;
  memo: string;
}

/**
 * My own movements, one row per transaction: every movement of my main wallet; with a category
 * and/or vendor, my game rounds of that category / vendor on whichever of my wallets they moved.
 * Balance after = that wallet's balance after the transaction's last line on it.
 */
export async function accountChanges(db: Db, memberId: string, range: DayRange, filter: RoundFilter, limit: number, offset: number): Promise<{ rows: AccountChange[]; total: number }> {
  const where = sql`la.member_id = ${memberId}
       and e.posted_at >= ${range.startAt} and e.posted_at < ${range.endAt}
       and ${filter.category === null && filter.vendor === null ? sql`la.wallet = 'main'` : sql`t.kind = 'game_round' and ${walletsAndRounds(filter)}`}`;
  const { rows } = await sql<{ id: string; at: Date | string; kind: string; wallet: string; amount: Num; after: Num; memo: string; total: Num }>`
    select t.id, t.posted_at as at, t.kind, sum(e.amount_minor) as amount,
           (array_agg(la.wallet order by e.line desc))[1] as wallet,
           (array_agg(e.balance_after_minor order by e.line desc))[1] as after, t.memo, count(*) over () as total
      from ledger_accounts la
      join ledger_entries e on e.account_id = la.id
      join ledger_transactions t on t.id = e.transaction_id
     where ${where}
     group by t.id
     order by t.posted_at desc, t.id
     limit ${limit} offset ${offset}`.execute(db);
  let total = n(rows[0]?.total ?? 0);
  if (rows.length === 0 && offset > 0) {
    const c = await sql<{ c: Num }>`
      select count(distinct e.transaction_id) as c from ledger_accounts la join ledger_entries e on e.account_id = la.id
        join ledger_transactions t on t.id = e.transaction_id
       where ${where}`.execute(db);
    total = n(c.rows[0]?.c ?? 0);
  }
  return {
    total,
    rows: rows.map((r) => ({ id: r.id, at: iso(r.at) as string, kind: r.kind, wallet: r.wallet, amountMinor: n(r.amount), balanceAfterMinor: n(r.after), memo: r.memo })),
  };
}

// ---------------------------------------------------------------- agent announcements
export interface AgentAnnouncementRow {
  slug: string;
  title: Record<string, string>;
  content: Record<string, string>;
  startAt: Date;
}

export async function agentAnnouncements(db: Db, merchant: string, now: Date): Promise<AgentAnnouncementRow[]> {
  const { rows } = await sql<{ slug: string; title: Record<string, string>; content: Record<string, string>; start_at: Date | string }>`
    select slug, title, content, start_at from announcements
     where merchant = ${merchant} and audience = 'agents' and enabled
       and start_at <= ${now} and (end_at is null or end_at > ${now})
     order by sort, start_at desc, slug
     limit 100`.execute(db);
  return rows.map((r) => ({ slug: r.slug, title: r.title, content: r.content, startAt: new Date(r.start_at) }));
}
