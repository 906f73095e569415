/**
 * The agent centre's team reads (schemas/agent.ts; docs/decisions/034-agent-team-reads.md):
 * resolves the period and the page, checks that every member id asked for is in the agent's
 * team (404 NOT_IN_TEAM otherwise, the same for any id outside it), and shapes the answers.
 * The SQL (gateway/db/agent/team-reads.ts) bounds every read by the agent's subtree.
 */
import {
  contractKinds,
  defaultPageSize,
  maxPageSize,
  teamMoneyKinds,
  type AccountChangesAnswer,
  type AgentAnnouncement,
  type ContractKind,
  type OverviewAnswer,
  type PeriodQuery,
  type ResolvedPeriod,
  type SubordinateProfitLossAnswer,
  type TeamAnswer,
  type TeamBettingAnswer,
  type TeamQuery,
  type TeamTransactionKind,
  type TeamTransactionsAnswer,
} from '../../../schemas/agent';
import type { LangCode } from '../../../schemas/languages';
import { overviewFiguresCached } from '../../db/agent/team-overview-cache';
import * as reads from '../../db/agent/team-reads';
import type { Db } from '../../db/database';
import { Refusal, fieldRefusal } from '../refusal';
import { daysOf, reportingOffsetMinutes, resolvePeriod } from './report-period';

export interface AgentRef {
  id: string;
  merchant: string;
  currency: string;
  minorDigits: number;
  agentTypes: readonly number[];
}

export interface ReportQuery extends PeriodQuery {
  page?: number;
  pageSize?: number;
  memberId?: string;
  category?: string;
  vendor?: string;
}

interface Window {
  page: number;
  pageSize: number;
  limit: number;
  offset: number;
}

function windowOf(q: { page?: number; pageSize?: number }): Window {
  const pageSize = Math.min(maxPageSize, Math.max(1, Math.trunc(q.pageSize ?? defaultPageSize)));
  const page = Math.max(1, Math.trunc(q.page ?? 1));
  return { page, pageSize, limit: pageSize, offset: (page - 1) * pageSize };
}

/** The period asked for, or 400 PERIOD_INVALID (field /period, /from or /to). */
export function periodOf(q: PeriodQuery, now: Date): { resolved: ResolvedPeriod; days: reads.DayRange } {
  const r = resolvePeriod(q, now);
  if (!r.ok) {
    const field = r.reason === 'unknown_period' || r.reason === 'dates_only_with_custom' ? 'period' : r.reason === 'from_after_to' || r.reason === 'too_long' ? 'to' : 'from';
    throw fieldRefusal('PERIOD_INVALID', field, r.reason, 'agentc.error.period_invalid');
  }
  const offsetMs = reportingOffsetMinutes * 60_000;
  const startAt = new Date(Date.parse(`${r.range.from}T00:00:00Z`) - offsetMs);
  const endAt = new Date(Date.parse(`${r.range.to}T00:00:00Z`) + 86_400_000 - offsetMs);
  return { resolved: r.range, days: { from: r.range.from, to: r.range.to, startAt, endAt } };
}

/** 404 NOT_IN_TEAM unless the member is in the agent's team (depth >= 1). */
async function mustBeInTeam(db: Db, agent: AgentRef, memberId: string): Promise<void> {
  if ((await reads.depthInTeam(db, agent.id, memberId)) === null) throw new Refusal(404, 'NOT_IN_TEAM');
}

const money = (a: AgentRef) => ({ currency: a.currency, minorDigits: a.minorDigits });
const orNull = (v: string | undefined): string | null => (v === undefined || v === '' ? null : v);

export async function overview(db: Db, agent: AgentRef, q: PeriodQuery, now: Date): Promise<OverviewAnswer> {
  const { resolved, days } = periodOf(q, now);
  const f = await overviewFiguresCached(db, agent, days, now);
  const byDay = new Map(f.days.map((d) => [d.day, d]));
  return {
    ...money(agent),
    range: resolved,
    teamSize: f.teamSize,
    newDownlines: f.newDownlines,
    activePeople: f.activePeople,
    depositsMinor: f.depositsMinor,
    withdrawalsMinor: f.withdrawalsMinor,
    betMinor: f.betMinor,
    teamProfitLossMinor: f.winMinor - f.betMinor,
    myIncomeMinor: f.myIncomeMinor,
    trend: daysOf(resolved).map((day) => {
      const d = byDay.get(day);
      return { day, betMinor: d?.betMinor ?? 0, teamProfitLossMinor: (d?.winMinor ?? 0) - (d?.betMinor ?? 0), depositsMinor: d?.depositsMinor ?? 0, activePeople: d?.activePeople ?? 0 };
    }),
  };
}

export async function team(db: Db, agent: AgentRef, q: TeamQuery): Promise<TeamAnswer> {
  const w = windowOf(q);
  const parentId = q.parentId && q.parentId !== agent.id ? q.parentId : agent.id;
  if (parentId !== agent.id) await mustBeInTeam(db, agent, parentId);
  const search = q.search?.trim().toLowerCase() || null;
  const [list, path] = await Promise.all([
    reads.teamList(db, { agentId: agent.id, parentId, search, limit: w.limit, offset: w.offset }),
    parentId === agent.id ? Promise.resolve([]) : reads.chainTo(db, agent.id, parentId),
  ]);
  return {
    ...money(agent),
    path,
    page: w.page,
    pageSize: w.pageSize,
    total: list.total,
    items: list.rows.map((r) => ({
      id: r.id,
      account: r.account,
      nickname: r.nickname,
      isAgent: agent.agentTypes.includes(r.type),
      level: r.level,
      teamSize: r.teamSize,
      directCount: r.directCount,
      registeredAt: r.registeredAt,
      lastLoginAt: r.lastLoginAt,
      balanceMinor: r.balanceMinor,
      contractRatios: Object.fromEntries(contractKinds.map((k) => [k, r.ratios[k] ?? null])) as Record<ContractKind, number | null>,
    })),
  };
}

export async function teamBetting(db: Db, agent: AgentRef, q: ReportQuery, now: Date): Promise<TeamBettingAnswer> {
  const { resolved, days } = periodOf(q, now);
  const w = windowOf(q);
  const memberId = orNull(q.memberId);
  if (memberId) await mustBeInTeam(db, agent, memberId);
  const r = await reads.teamBetting(db, { agentId: agent.id, memberId, category: orNull(q.category), vendor: orNull(q.vendor), range: days, limit: w.limit, offset: w.offset });
  return {
    ...money(agent),
    range: resolved,
    page: w.page,
    pageSize: w.pageSize,
    total: r.total,
    totals: { ...r.totals, profitLossMinor: r.totals.winMinor - r.totals.betMinor },
    items: r.rows.map((x) => ({ ...x, profitLossMinor: x.winMinor - x.betMinor })),
  };
}

/**
 * The kinds a team transactions query lists (decision 043): the money kinds by default; a
 * category or vendor narrows the list to game rounds (with a money kind asked: nothing).
 */
export function transactionKindsOf(q: { kind?: TeamTransactionKind; category?: string; vendor?: string }): string[] {
  const rounds = orNull(q.category) !== null || orNull(q.vendor) !== null;
  const asked: readonly string[] = q.kind ? [q.kind] : rounds ? ['game_round'] : teamMoneyKinds;
  const kinds = rounds ? asked.filter((k) => k === 'game_round') : [...asked];
  // A withdrawal refund is shown as a withdrawal moving money back (+) to the member.
  return kinds.includes('withdrawal') ? [...kinds, 'withdrawal_refund'] : kinds;
}

export async function teamTransactions(db: Db, agent: AgentRef, q: ReportQuery & { kind?: TeamTransactionKind }, now: Date): Promise<TeamTransactionsAnswer> {
  const { resolved, days } = periodOf(q, now);
  const w = windowOf(q);
  const memberId = orNull(q.memberId);
  if (memberId) await mustBeInTeam(db, agent, memberId);
  const kinds = transactionKindsOf(q);
  const r =
    kinds.length === 0
      ? { rows: [], total: 0, depositsMinor: 0, withdrawalsMinor: 0, netMinor: 0 }
      : await reads.teamTransactions(db, { agentId: agent.id, memberId, kinds, category: orNull(q.category), vendor: orNull(q.vendor), range: days, limit: w.limit, offset: w.offset });
  return {
    ...money(agent),
    range: resolved,
    page: w.page,
    pageSize: w.pageSize,
    total: r.total,
    totals: { depositsMinor: r.depositsMinor, withdrawalsMinor: r.withdrawalsMinor, netMinor: r.netMinor, count: r.total },
    items: r.rows.map((x) => ({ ...x, kind: (x.kind === 'withdrawal_refund' ? 'withdrawal' : x.kind) as TeamTransactionKind })),
  };
}

export async function subordinateProfitLoss(db: Db, agent: AgentRef, q: ReportQuery, now: Date): Promise<SubordinateProfitLossAnswer> {
  const { resolved, days } = periodOf(q, now);
  const w = windowOf(q);
  const parentId = orNull(q.memberId) ?? agent.id;
  if (parentId !== agent.id) await mustBeInTeam(db, agent, parentId);
  const r = await reads.subordinateProfitLoss(db, { agentId: agent.id, parentId, category: orNull(q.category), vendor: orNull(q.vendor), range: days, limit: w.limit, offset: w.offset });
  return {
    ...money(agent),
    range: resolved,
    page: w.page,
    pageSize: w.pageSize,
    total: r.total,
    totals: { ...r.totals, profitLossMinor: r.totals.winMinor - r.totals.betMinor },
    items: r.rows.map(({ type, ...x }) => ({ ...x, isAgent: agent.agentTypes.includes(type), profitLossMinor: x.winMinor - x.betMinor })),
  };
}

export async function accountChanges(db: Db, agent: AgentRef, q: ReportQuery, now: Date): Promise<AccountChangesAnswer> {
  const { resolved, days } = periodOf(q, now);
  const w = windowOf(q);
  const r = await reads.accountChanges(db, agent.id, days, { category: orNull(q.category), vendor: orNull(q.vendor) }, w.limit, w.offset);
  return { ...money(agent), range: resolved, page: w.page, pageSize: w.pageSize, total: r.total, items: r.rows };
}

export async function announcements(db: Db, merchant: string, lang: LangCode, fallback: LangCode, now: Date): Promise<AgentAnnouncement[]> {
  const rows = await reads.agentAnnouncements(db, merchant, now);
  const text = (t: Record<string, string>) => t[lang] ?? t[fallback] ?? Object.values(t)[0] ?? '';
  return rows.map((r) => ({ id: r.slug, title: text(r.title), content: text(r.content), startDateStr: r.startAt.toISOString() }));
}
