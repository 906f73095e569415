/**
 * Demo contracts (issue 17 Data, decision 035; docs/demo-accounts.json "contracts"): on each demo
 * brand, agent01's direct downlines get contracts of every kind in every state, once per brand
 * (topic demo-contracts), with a history as if made through the calls. Ratios keep the rules:
 * agent01 has no upline (the merchant caps apply); a downline's in-force contract is never above
 * its upline's.
 *
 *   down01  four pending offers (one of each kind): the contract pop-up after login
 *   down02  dividend active (signed) · daily salary termination asked by agent01 · hourly rejected · real-time terminated
 *   down03  dividend termination asked by down03 (agent01 answers) · daily, hourly, real-time active
 *   agent02 dividend active 30 % and gave down04 25 % · daily salary: its 1.8 % contract ended, it gave
 *           down04 1.5 % (active) and agent01 now offers 1 % → the higher-ratio warning on accept ·
 *           hourly offered 0.8 % · real-time active 1 % and offered down04 0.5 %
 *   other agents directly under agent01 (sub-agents of a larger demo tree): active contracts of every kind
 * Their made-up past is recorded settled: settlement starts with the period under way (decision 042).
 */
import { sql, type Kysely } from 'kysely';
import type { ContractKind, ContractPeriod, ContractState, ContractTier } from '../../../schemas/agent';
import type { Database } from '../database';
import { withContentTables } from '../content/content-tables';
import { periodContaining, periodStartOf } from '../../domain/agent/settlement-periods';
import { agentContractDb, type AgentContractDb } from './contract-repository';
import { createSettlementRunRepository } from './settlement-run-repository';

type Party = 'upline' | 'downline' | 'system';
const day = 24 * 60 * 60 * 1000;

const periodOf: Record<ContractKind, ContractPeriod> = { dividend: 'weekly', dailySalary: 'daily', hourlySalary: 'hourly', realtimeSalary: 'realtime' };

/** Two rising tiers topping at `ratio`, measured by the kind's thresholds. */
function tiersOf(kind: ContractKind, ratio: number): ContractTier[] {
  const low = Math.max(1, Math.floor(ratio / 2));
  const t = (step: number, r: number): ContractTier => ({
    activePeople: kind === 'dividend' || kind === 'dailySalary' ? 3 * step : 0,
    betMinor: kind === 'dividend' ? 0 : 1_000_000 * step,
    lossMinor: kind === 'dividend' ? 500_000 * step : 0,
    ratio: r,
  });
  return low < ratio ? [t(1, low), t(2, ratio)] : [t(1, ratio)];
}

/** The history each seeded end state tells (offered … its last event). */
const storyOf: Record<string, [string, Party][]> = {
  offered: [['offered', 'upline']],
  active: [['offered', 'upline'], ['accepted', 'downline']],
  askedByUpline: [['offered', 'upline'], ['accepted', 'downline'], ['terminationRequested', 'upline']],
  askedByDownline: [['offered', 'upline'], ['accepted', 'downline'], ['terminationRequested', 'downline']],
  rejected: [['offered', 'upline'], ['rejected', 'downline']],
  terminated: [['offered', 'upline'], ['accepted', 'downline'], ['terminationRequested', 'downline'], ['terminated', 'upline']],
};

interface Seeded {
  upline: string;
  downline: string;
  kind: ContractKind;
  ratio: number;
  story: keyof typeof storyOf;
  /** Days ago it was offered. */
  ago: number;
  /** Days ago its termination was asked and answered (default: hours after the acceptance). */
  endedAgo?: number;
}

const stateOf = (story: string): ContractState =>
  story === 'askedByUpline' || story === 'askedByDownline' ? 'terminationRequested' : (story as ContractState);

async function insertSeeded(db: AgentContractDb, merchant: string, c: Seeded, now: number): Promise<void> {
  const story = storyOf[c.story] ?? [];
  const offeredAt = new Date(now - c.ago * day);
  const hour = day / 24;
  const at = (i: number) => (i >= 2 && c.endedAgo !== undefined ? new Date(now - c.endedAgo * day + (i - 2) * hour) : new Date(offeredAt.getTime() + i * 6 * hour));
  const state = stateOf(c.story);
  const accepted = story.some(([e]) => e === 'accepted');
  const signs = c.kind === 'dividend' && accepted;
  const ended = state === 'rejected' || state === 'terminated' || state === 'withdrawn';
  const row = await db
    .insertInto('agent_contracts')
    .values({
      merchant,
      kind: c.kind,
      period: periodOf[c.kind],
      state,
      upline_id: c.upline,
      downline_id: c.downline,
      tiers: JSON.stringify(tiersOf(c.kind, c.ratio)),
      ratio: c.ratio,
      termination_requested_by: c.story === 'askedByUpline' ? 'upline' : c.story === 'askedByDownline' ? 'downline' : null,
      signed_at: signs ? at(1) : null,
      offered_at: offeredAt,
      accepted_at: accepted ? at(1) : null,
      ended_at: ended ? at(story.length - 1) : null,
      version: story.length,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const events = story.flatMap(([event, by], i) => (event === 'accepted' && signs ? [['signed', by, i] as const, [event, by, i] as const] : [[event, by, i] as const]));
  await db
    .insertInto('agent_contract_events')
    .values(events.map(([event, by, i], seq) => ({ contract_id: row.id, seq: seq + 1, event, actor: by, at: at(i) })))
    .execute();
}

async function memberIds(db: AgentContractDb, merchant: string, accounts: string[]): Promise<Map<string, string>> {
  const rows = await db.selectFrom('members').select(['id', 'account']).where('merchant', '=', merchant).where('account', 'in', accounts).execute();
  return new Map(rows.map((r) => [r.account, r.id]));
}

/** The fixed demo cases of one brand (those whose members exist). */
function demoCases(ids: Map<string, string>): Seeded[] {
  const agent = ids.get('agent01');
  if (!agent) return [];
  const out: Seeded[] = [];
  const add = (upline: string | undefined, downline: string | undefined, kind: ContractKind, ratio: number, story: Seeded['story'], ago: number, endedAgo?: number) => {
    if (upline && downline) out.push({ upline, downline, kind, ratio, story, ago, ...(endedAgo === undefined ? {} : { endedAgo }) });
  };
  const [d1, d2, d3, a2, d4] = ['down01', 'down02', 'down03', 'agent02', 'down04'].map((a) => ids.get(a));
  add(agent, d1, 'dividend', 2500, 'offered', 1);
  add(agent, d1, 'dailySalary', 120, 'offered', 1);
  add(agent, d1, 'hourlySalary', 60, 'offered', 1);
  add(agent, d1, 'realtimeSalary', 50, 'offered', 1);
  add(agent, d2, 'dividend', 2000, 'active', 30);
  add(agent, d2, 'dailySalary', 100, 'askedByUpline', 20);
  add(agent, d2, 'hourlySalary', 80, 'rejected', 10);
  add(agent, d2, 'realtimeSalary', 60, 'terminated', 40);
  add(agent, d3, 'dividend', 1500, 'askedByDownline', 25);
  add(agent, d3, 'dailySalary', 150, 'active', 25);
  add(agent, d3, 'hourlySalary', 50, 'active', 25);
  add(agent, d3, 'realtimeSalary', 40, 'active', 25);
  add(agent, a2, 'dividend', 3000, 'active', 60);
  add(a2, d4, 'dividend', 2500, 'active', 50);
  add(agent, a2, 'dailySalary', 180, 'terminated', 60, 5);
  add(a2, d4, 'dailySalary', 150, 'active', 55);
  add(agent, a2, 'dailySalary', 100, 'offered', 2);
  add(agent, a2, 'hourlySalary', 80, 'offered', 2);
  add(agent, a2, 'realtimeSalary', 100, 'active', 45);
  add(a2, d4, 'realtimeSalary', 50, 'offered', 3);
  return out;
}

/**
 * Other agents directly under agent01 with no contract from it yet (a larger demo tree's
 * sub-agents): an active contract of each kind below agent01's caps. Safe to call again.
 */
export async function seedSubAgentContracts(core: Kysely<Database>, merchant: string, agentTypes: readonly number[], now = Date.now()): Promise<number> {
  const db = agentContractDb(core);
  const agent = (await memberIds(db, merchant, ['agent01'])).get('agent01');
  if (!agent || agentTypes.length === 0) return 0;
  const subAgents = await db
    .selectFrom('members as m')
    .select('m.id')
    .where('m.parent_id', '=', agent)
    .where('m.type', 'in', [...agentTypes] as never[])
    .where((eb) => eb.not(eb.exists(eb.selectFrom('agent_contracts as c').select(sql`1`.as('one')).where('c.downline_id', '=', eb.ref('m.id')))))
    .orderBy('m.account')
    .execute();
  const ratios: Record<ContractKind, number> = { dividend: 2000, dailySalary: 100, hourlySalary: 50, realtimeSalary: 50 };
  for (const s of subAgents) {
    for (const kind of Object.keys(ratios) as ContractKind[]) await insertSeeded(db, merchant, { upline: agent, downline: s.id, kind, ratio: ratios[kind], story: 'active', ago: 30 }, now);
  }
  return subAgents.length;
}

/** The brand's demo contracts, once (topic demo-contracts); returns how many were inserted. */
export async function seedBrandContracts(core: Kysely<Database>, merchant: string, agentTypes: readonly number[], now = Date.now()): Promise<number> {
  const claimed = await withContentTables(core)
    .insertInto('content_seeds')
    .values({ merchant, topic: 'demo-contracts', version: 1 })
    .onConflict((oc) => oc.columns(['merchant', 'topic']).doNothing())
    .returning('topic')
    .executeTakeFirst();
  if (!claimed) return 0;
  const db = agentContractDb(core);
  const cases = demoCases(await memberIds(db, merchant, ['agent01', 'agent02', 'down01', 'down02', 'down03', 'down04']));
  for (const c of cases) await insertSeeded(db, merchant, c, now);
  const subAgents = await seedSubAgentContracts(core, merchant, agentTypes, now);
  await settleSeededHistory(core, merchant, now);
  return cases.length + subAgents * 4;
}

/**
 * The seeded contracts' past is made up (accepted weeks ago, before the demo tree's seeded
 * rounds): settlement starts with the period under way when they were seeded, not with catch-up
 * over the demo tree's 90 days of rounds (which already carry their own seeded salaries). The
 * last closed period of each contract period is recorded settled (decision 042).
 */
async function settleSeededHistory(core: Kysely<Database>, merchant: string, now: number): Promise<void> {
  const periods = [...new Set(Object.values(periodOf))].map((period) => {
    const last = periodContaining(period, periodStartOf(period, now) - 1);
    return { merchant, period, periodStart: last.start, periodEnd: last.end };
  });
  await createSettlementRunRepository(core).addSettledRuns(periods, 'demo-seed', 60_000);
}
