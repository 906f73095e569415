/**
 * The demo agent tree (issue 17; docs/decisions/034-agent-team-reads.md): under each demo
 * brand's agent01, five sub-agents (subagent01..05, level 1), each with two sub-agents of their
 * own (subagent01a, subagent01b …, level 2) and four players (member0101..0104, level 2); each
 * level-2 sub-agent has eighteen players (member01a01..member01a18, level 3): 215 new downlines
 * (218 with down01..03). Then 90 days of deterministic activity through the ledger's tables:
 * deposits (kind deposit, demo-bank → main), demo vendor rounds (kind game_round, with the demo
 * vendor's details: vendor, gameType, nodeId, gameName, roundId, wallet, betMinor, winMinor),
 * withdrawals (kind withdrawal: main → withdrawal-hold, then hold → demo-bank) and each agent's
 * daily salary (kind agent_salary, commission → main, 1 % of its team's bets the day before).
 *
 * Fast: accounts are opened by the ledger's own ledger_open_account (which adopts a seeded
 * balance as an opening), then the transactions and entries go in as a few set-based
 * statements; every statement passes the ledger's triggers (each transaction balances, the
 * agent rollups follow), balances after each entry are computed here in time order, and each
 * account's balance is set once to the sum of its entries. Amounts and times come from a PRNG
 * seeded by the merchant, the days from "now": the same figures every time for a given day.
 * Once per merchant (content_seeds topic agent-tree), demo brands only, never in production
 * (the caller checks getsDemoAccounts, decision 028).
 */
import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Brand } from '../../../schemas/brand';
import type { Database } from '../database';

export const agentTreeTopic = 'agent-tree';

export interface TreeMember {
  account: string;
  parent: string;
  agent: boolean;
}

/** The demo tree below agent01 (parents before children). */
export function demoAgentTree(): TreeMember[] {
  const out: TreeMember[] = [];
  for (let i = 1; i <= 5; i++) {
    const l1 = `subagent${String(i).padStart(2, '0')}`;
    out.push({ account: l1, parent: 'agent01', agent: true });
    for (let j = 1; j <= 4; j++) out.push({ account: `member${String(i).padStart(2, '0')}${String(j).padStart(2, '0')}`, parent: l1, agent: false });
    for (const s of ['a', 'b']) {
      const l2 = `${l1}${s}`;
      out.push({ account: l2, parent: l1, agent: true });
      for (let k = 1; k <= 18; k++) out.push({ account: `member${String(i).padStart(2, '0')}${s}${String(k).padStart(2, '0')}`, parent: l2, agent: false });
    }
  }
  return out;
}

function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const sha = (text: string): string => createHash('sha256').update(text).digest('hex');
/** A UUID made from a name (the same name, the same id: deterministic and re-runnable). */
const uuidOf = (name: string): string => {
  const h = sha(name);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
};

interface Tx {
  id: string;
  key: string;
  kind: 'deposit' | 'withdrawal' | 'game_round' | 'agent_salary';
  memberId: string;
  memo: string;
  details: Record<string, string | number> | null;
  at: Date;
  lines: [string, number][];
}

export interface AgentTreeSeedOptions {
  /** "Today" (tests and the bench pass a fixed one). */
  now?: Date;
  days?: number;
}

/** Seeds the tree and its activity once; returns how many transactions were posted (0 when already seeded or no agent01). */
export async function seedAgentTree(db: Kysely<Database>, brand: Brand, passwordHash: string, options: AgentTreeSeedOptions = {}): Promise<number> {
  const merchant = brand.merchant;
  const claimed = await sql<{ topic: string }>`
    insert into content_seeds (merchant, topic, version) values (${merchant}, ${agentTreeTopic}, 1)
    on conflict (merchant, topic) do nothing returning topic`.execute(db);
  if (claimed.rows.length === 0) return 0;
  const top = (await sql<{ id: string; currency: string }>`select id, currency from members where merchant = ${merchant} and account_key = 'agent01'`.execute(db)).rows[0];
  if (!top) return 0;
  const currency = top.currency;
  const now = options.now ?? new Date();
  const days = options.days ?? 90;
  const rnd = random(parseInt(sha(merchant).slice(0, 8), 16));
  const agentType = brand.agentType[0] ?? 1;

  // 1. Members, level by level (the ancestry trigger needs each parent first).
  const tree = demoAgentTree();
  const ids = new Map<string, string>([['agent01', top.id]]);
  const dayMs = 86_400_000;
  const startOfToday = Math.floor((now.getTime() + 8 * 3_600_000) / dayMs) * dayMs - 8 * 3_600_000;
  const firstDay = startOfToday - (days - 1) * dayMs;
  for (const level of [1, 2, 3]) {
    const rows = tree.filter((m) => depthOf(tree, m) === level);
    const values = rows.map((m) => {
      const id = uuidOf(`${merchant}:${m.account}`);
      ids.set(m.account, id);
      const created = new Date(firstDay - (4 - level) * dayMs + Math.floor(rnd() * dayMs));
      return sql`(${id}::uuid, ${merchant}, ${m.account}, ${m.account}, ${m.account}, ${m.agent ? agentType : 0}::smallint, ${passwordHash}, ${currency},
                  ${m.agent ? 3 : 1}::smallint, ${ids.get(m.parent)}::uuid, ${created}::timestamptz, ${`${m.account}@${brand.mainDomain}`})`;
    });
    await sql`insert into members (id, merchant, account, account_key, nickname, type, password_hash, currency, vip_level, parent_id, created_at, email)
              values ${sql.join(values)} on conflict do nothing`.execute(db);
  }

  // 2. Accounts: opened by the ledger (ledger_open_account), then locked and read.
  const code = {
    house: `h:${merchant}:${currency}`,
    bank: `p:${merchant}:demo-bank:${currency}`,
    hold: `p:${merchant}:withdrawal-hold:${currency}`,
    commission: `c:${merchant}:${currency}`,
    main: (memberId: string) => `m:${memberId}:main`,
  };
  const system: [string, string][] = [[code.house, 'house'], [code.bank, 'provider'], [code.hold, 'provider'], [code.commission, 'commission']];
  const members = ['agent01', ...tree.map((m) => m.account)];
  const opens = [
    ...system.map(([c, type]) => ({ code: c, type })),
    ...members.map((a) => ({ code: code.main(ids.get(a) as string), type: 'member', memberId: ids.get(a), wallet: 'main' })),
  ];
  await sql`select ledger_open_account(${merchant}, ${currency}, mv) from jsonb_array_elements(${JSON.stringify(opens)}::jsonb) as mv`.execute(db);
  const accounts = await sql<{ id: string; code: string; balance_minor: string | number }>`
    select id, code, balance_minor from ledger_accounts
     where code in (select jsonb_array_elements(${JSON.stringify(opens)}::jsonb)->>'code') order by code for update`.execute(db);
  const balance = new Map(accounts.rows.map((a) => [a.code, Number(a.balance_minor)]));
  const accountId = new Map(accounts.rows.map((a) => [a.code, String(a.id)]));

  // 3. Games of the demo vendor's catalogue (vendor, game type, node, name).
  const games = (
    await sql<{ vendor: string; game_type: string; node_id: string; name: string }>`
      select v.vassalage as vendor, v.game_type, g.node_id, coalesce(g.names->>'EN', g.game_code) as name
        from games g join vendors v on v.merchant = g.merchant and v.node_id = g.vendor_node_id
       where g.merchant = ${merchant} and v.game_type in ('RNG', 'LIVE', 'FISH', 'SPORTS')
       order by g.node_id limit 40`.execute(db)
  ).rows;
  if (games.length === 0) games.push({ vendor: 'DEMO', game_type: 'RNG', node_id: '', name: 'Demo' });

  // 4. The activity, day by day, member by member, in time order.
  const txs: Tx[] = [];
  let n = 0;
  // Balances as the simulation goes (member by member); step 5 recomputes them in time order.
  const sim = new Map(balance);
  const post = (kind: Tx['kind'], memberId: string, at: Date, lines: [string, number][], memo: string, details: Tx['details'] = null) => {
    n++;
    for (const [c, v] of lines) sim.set(c, (sim.get(c) ?? 0) + v);
    const key = kind === 'game_round' ? `round:seed-${merchant}-${n}` : `${kind}:seed-${merchant}-${n}`;
    txs.push({ id: uuidOf(key), key, kind, memberId, memo, details, at, lines });
  };
  const players = tree.filter((m) => !m.agent).map((m) => m.account);
  const uplines = new Map(tree.map((m) => [m.account, m.parent]));
  const agents = ['agent01', ...tree.filter((m) => m.agent).map((m) => m.account)];
  for (let d = 0; d < days; d++) {
    const dayStart = firstDay + d * dayMs;
    const teamBets = new Map<string, number>();
    for (const p of players) {
      if (rnd() > 0.15) continue;
      const id = ids.get(p) as string;
      const main = code.main(id);
      let t = dayStart + Math.floor(rnd() * 10 * 3_600_000);
      const tick = () => new Date((t += 30_000 + Math.floor(rnd() * 600_000)));
      if ((sim.get(main) ?? 0) < 20_000) {
        const amount = (200 + Math.floor(rnd() * 30) * 100) * 100;
        post('deposit', id, tick(), [[code.bank, -amount], [main, amount]], 'Deposit via bank transfer');
      }
      const rounds = 1 + Math.floor(rnd() * 3);
      for (let r = 0; r < rounds; r++) {
        const bal = sim.get(main) ?? 0;
        const bet = Math.min(bal, (1 + Math.floor(rnd() * 50)) * 100);
        if (bet <= 0) break;
        const win = rnd() < 0.45 ? Math.floor(bet * (1 + rnd() * 1.1)) : 0;
        const g = games[Math.floor(rnd() * games.length)] as (typeof games)[number];
        const lines: [string, number][] = [[main, -bet], [code.house, bet]];
        if (win > 0) lines.push([code.house, -win], [main, win]);
        post('game_round', id, tick(), lines, `${g.name} (${g.vendor})`, {
          vendor: g.vendor, gameType: g.game_type, nodeId: g.node_id, gameName: g.name, roundId: `seed-${n + 1}`, wallet: 'main', betMinor: bet, winMinor: win,
        });
        for (let up = uplines.get(p); up; up = uplines.get(up)) teamBets.set(up, (teamBets.get(up) ?? 0) + bet);
      }
      if (rnd() < 0.08 && (sim.get(main) ?? 0) > 30_000) {
        const amount = Math.floor((sim.get(main) ?? 0) / 200) * 100;
        post('withdrawal', id, tick(), [[main, -amount], [code.hold, amount]], 'Withdrawal requested');
        post('withdrawal', id, tick(), [[code.hold, -amount], [code.bank, amount]], 'Withdrawal disbursed');
      }
    }
    // The day's salaries, paid early the next day (not for today, which is not over).
    if (d < days - 1) {
      for (const a of agents) {
        const salary = Math.floor((teamBets.get(a) ?? 0) / 100);
        if (salary > 0) post('agent_salary', ids.get(a) as string, new Date(dayStart + dayMs + 5 * 60_000), [[code.commission, -salary], [code.main(ids.get(a) as string), salary]], 'Daily salary (demo)');
      }
    }
  }
  // Posted in time order: each account's balance after each entry follows that order.
  txs.sort((a, b) => a.at.getTime() - b.at.getTime());

  // 5. Bulk insert, a few thousand transactions a statement.
  const chunk = 4000;
  for (let i = 0; i < txs.length; i += chunk) {
    const part = txs.slice(i, i + chunk);
    const txRows = part.map((t) => ({ id: t.id, k: t.key, h: sha(t.key), kind: t.kind, m: t.memberId, memo: t.memo, d: t.details, at: t.at.toISOString() }));
    const entryRows: { t: string; l: number; a: string; v: number; b: number; at: string }[] = [];
    for (const t of part) {
      t.lines.forEach(([c, v], line) => {
        const after = (balance.get(c) ?? 0) + v;
        balance.set(c, after);
        entryRows.push({ t: t.id, l: line, a: accountId.get(c) as string, v, b: after, at: t.at.toISOString() });
      });
    }
    await sql`
      insert into ledger_transactions (id, idempotency_key, request_hash, merchant, currency, kind, member_id, memo, details, posted_at)
      select x.id, x.k, x.h, ${merchant}, ${currency}, x.kind, x.m, x.memo, x.d, x.at
        from jsonb_to_recordset(${JSON.stringify(txRows)}::jsonb) as x(id uuid, k text, h text, kind text, m uuid, memo text, d jsonb, at timestamptz)`.execute(db);
    await sql`
      insert into ledger_entries (transaction_id, line, account_id, amount_minor, balance_after_minor, posted_at)
      select x.t, x.l, x.a, x.v, x.b, x.at
        from jsonb_to_recordset(${JSON.stringify(entryRows)}::jsonb) as x(t uuid, l smallint, a bigint, v bigint, b bigint, at timestamptz)`.execute(db);
  }
  // 6. Each account's balance: the sum of its entries (the projection trigger updates wallet_balances).
  const finals = [...balance.entries()].map(([c, b]) => ({ c, b }));
  await sql`
    update ledger_accounts a set balance_minor = x.b, updated_at = now()
      from jsonb_to_recordset(${JSON.stringify(finals)}::jsonb) as x(c text, b bigint)
     where a.code = x.c and a.balance_minor <> x.b`.execute(db);
  return txs.length;
}

function depthOf(tree: TreeMember[], m: TreeMember): number {
  let depth = 1;
  for (let p = m.parent; p !== 'agent01'; p = (tree.find((x) => x.account === p) as TreeMember).parent) depth++;
  return depth;
}
