/**
 * The agent programme's figures computed straight from the e2e gateway's database (the ledger
 * and the game rounds it records, the members' parent links), independently of the gateway's
 * rollups: the agent centre's answers are checked against these.
 */
import pg from 'pg';
import type { ResolvedPeriod } from '../../../schemas/agent';

export async function withDb<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const url = process.env.E2E_DATABASE_URL;
  if (!url) throw new Error(process.env.E2E_DATABASE_PROBLEM ?? 'E2E_DATABASE_URL is not set by the global setup');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

export interface TeamFigures {
  teamSize: number;
  newDownlines: number;
  activePeople: number;
  depositsMinor: number;
  withdrawalsMinor: number;
  betMinor: number;
  teamProfitLossMinor: number;
  myIncomeMinor: number;
}

/** The overview's figures for an agent and a resolved period, from members.parent_id, the ledger and its game rounds. */
export async function teamFiguresBySql(merchant: string, account: string, range: ResolvedPeriod): Promise<TeamFigures> {
  return withDb(async (db) => {
    const { rows } = await db.query<Record<string, string>>(
      `with recursive me as (select id from members where merchant = $1 and account = $2),
            team as (select m.id, m.created_at from members m join me on m.parent_id = me.id
                     union all select m.id, m.created_at from members m join team t on m.parent_id = t.id),
            tx as (select t.id, t.kind, t.member_id, t.details from ledger_transactions t
                    where t.merchant = $1 and (t.posted_at at time zone $5)::date between $3::date and $4::date),
            main_delta as (select tx.id, tx.kind, tx.member_id, sum(e.amount_minor) as delta
                             from tx join ledger_entries e on e.transaction_id = tx.id
                             join ledger_accounts a on a.id = e.account_id and a.member_id = tx.member_id and a.wallet = 'main'
                            group by tx.id, tx.kind, tx.member_id)
       select (select count(*) from team) as team_size,
              (select count(*) from team where (created_at at time zone $5)::date between $3::date and $4::date) as new_downlines,
              (select count(distinct member_id) from tx where kind = 'game_round' and member_id in (select id from team)) as active,
              (select coalesce(sum((details->>'betMinor')::bigint), 0) from tx where kind = 'game_round' and member_id in (select id from team)) as bet,
              (select coalesce(sum((details->>'winMinor')::bigint), 0) from tx where kind = 'game_round' and member_id in (select id from team)) as win,
              (select coalesce(sum(delta), 0) from main_delta where kind = 'deposit' and member_id in (select id from team)) as deposits,
              (select coalesce(-sum(delta), 0) from main_delta where kind in ('withdrawal', 'withdrawal_refund') and member_id in (select id from team)) as withdrawals,
              (select coalesce(sum(delta), 0) from main_delta where kind in ('agent_salary', 'agent_dividend') and member_id = (select id from me)) as income`,
      [merchant, account, range.from, range.to, range.timeZone],
    );
    const r = rows[0] ?? {};
    const n = (k: string) => Number(r[k] ?? 0);
    return {
      teamSize: n('team_size'),
      newDownlines: n('new_downlines'),
      activePeople: n('active'),
      depositsMinor: n('deposits'),
      withdrawalsMinor: n('withdrawals'),
      betMinor: n('bet'),
      teamProfitLossMinor: n('win') - n('bet'),
      myIncomeMinor: n('income'),
    };
  });
}

export async function memberIdOf(merchant: string, account: string): Promise<string> {
  return withDb(async (db) => {
    const { rows } = await db.query<{ id: string }>('select id from members where merchant = $1 and account = $2', [merchant, account]);
    if (!rows[0]) throw new Error(`no member ${account} in ${merchant}`);
    return rows[0].id;
  });
}

export async function parentAccountOf(merchant: string, account: string): Promise<string | null> {
  return withDb(async (db) => {
    const { rows } = await db.query<{ parent: string | null }>(
      'select p.account as parent from members m left join members p on p.id = m.parent_id where m.merchant = $1 and m.account = $2',
      [merchant, account],
    );
    return rows[0]?.parent ?? null;
  });
}

/** Makes `child` a direct downline of `parent` (the ancestry triggers follow). */
export async function setParent(merchant: string, child: string, parent: string): Promise<void> {
  await withDb((db) =>
    db.query('update members set parent_id = (select id from members where merchant = $1 and account = $3) where merchant = $1 and account = $2', [merchant, child, parent]),
  );
}

export async function mainBalanceOf(merchant: string, account: string): Promise<number> {
  return withDb(async (db) => {
    const { rows } = await db.query<{ b: string }>(
      `select w.balance_minor as b from wallet_balances w join members m on m.id = w.member_id where m.merchant = $1 and m.account = $2 and w.wallet = 'main'`,
      [merchant, account],
    );
    return Number(rows[0]?.b ?? 0);
  });
}

/** The agent transfers between two members: each with its entries' sum (double entry: 0) and the members' main-wallet deltas. */
export async function agentTransfersBetween(merchant: string, a: string, b: string): Promise<{ id: string; entriesSum: number; deltas: Record<string, number> }[]> {
  return withDb(async (db) => {
    const { rows } = await db.query<{ id: string; total: string; deltas: Record<string, string> }>(
      `select t.id, (select sum(e.amount_minor) from ledger_entries e where e.transaction_id = t.id) as total,
              (select jsonb_object_agg(m.account, d.delta) from (
                 select a.member_id, sum(e.amount_minor) as delta from ledger_entries e join ledger_accounts a on a.id = e.account_id
                  where e.transaction_id = t.id and a.wallet = 'main' and a.member_id is not null group by a.member_id) d
                 join members m on m.id = d.member_id) as deltas
         from ledger_transactions t
        where t.merchant = $1 and t.kind = 'agent_transfer'
          and exists (select 1 from ledger_entries e join ledger_accounts a on a.id = e.account_id join members m on m.id = a.member_id
                       where e.transaction_id = t.id and m.account = $2)
          and exists (select 1 from ledger_entries e join ledger_accounts a on a.id = e.account_id join members m on m.id = a.member_id
                       where e.transaction_id = t.id and m.account = $3)
        order by t.posted_at`,
      [merchant, a, b],
    );
    return rows.map((r) => ({ id: r.id, entriesSum: Number(r.total), deltas: Object.fromEntries(Object.entries(r.deltas ?? {}).map(([k, v]) => [k, Number(v)])) }));
  });
}
