/**
 * The agent's reports: team betting, team transactions, subordinate profit and loss, my income,
 * account changes — each a period-bound, filtered, paged read with its totals.
 */
import {
  agentPaths,
  type AccountChangesAnswer,
  type AccountChangesQuery,
  type IncomeAnswer,
  type IncomeQuery,
  type ReportFilter,
  type SubordinateProfitLossAnswer,
  type TeamBettingAnswer,
  type TeamTransactionsAnswer,
  type TeamTransactionsQuery,
} from '../../../schemas/agent';
import { agentGet } from './agent-call';

export const fetchTeamBetting = (q: ReportFilter, signal?: AbortSignal) => agentGet<TeamBettingAnswer>(agentPaths.teamBetting, q, signal);

export const fetchTeamTransactions = (q: TeamTransactionsQuery, signal?: AbortSignal) =>
  agentGet<TeamTransactionsAnswer>(agentPaths.teamTransactions, q, signal);

export const fetchSubordinateProfitLoss = (q: ReportFilter, signal?: AbortSignal) =>
  agentGet<SubordinateProfitLossAnswer>(agentPaths.subordinateProfitLoss, q, signal);

/** Period, kind and page only: a settlement has no category, vendor or downline (decision 043). */
export const fetchIncome = ({ period, from, to, page, pageSize, kind }: IncomeQuery, signal?: AbortSignal) =>
  agentGet<IncomeAnswer>(agentPaths.income, { period, from, to, page, pageSize, kind }, signal);

/** Period, page, and category/vendor (my game rounds of them); no downline: these are my own movements. */
export const fetchAccountChanges = ({ period, from, to, page, pageSize, category, vendor }: AccountChangesQuery, signal?: AbortSignal) =>
  agentGet<AccountChangesAnswer>(agentPaths.accountChanges, { period, from, to, page, pageSize, category, vendor }, signal);
