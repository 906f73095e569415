/**
 * The agent's reports: team betting, team transactions, subordinate profit and loss, my income,
 * account changes — each a period-bound, filtered, paged read with its totals.
 */
import {
  agentPaths,
  type AccountChangesAnswer,
  type ContractKind,
  type IncomeAnswer,
  type ReportFilter,
  type SubordinateProfitLossAnswer,
  type TeamBettingAnswer,
  type TeamTransactionKind,
  type TeamTransactionsAnswer,
} from '../../../schemas/agent';
import { agentGet } from './agent-call';

export const fetchTeamBetting = (q: ReportFilter, signal?: AbortSignal) => agentGet<TeamBettingAnswer>(agentPaths.teamBetting, q, signal);

export const fetchTeamTransactions = (q: ReportFilter & { kind?: TeamTransactionKind }, signal?: AbortSignal) =>
  agentGet<TeamTransactionsAnswer>(agentPaths.teamTransactions, q, signal);

export const fetchSubordinateProfitLoss = (q: ReportFilter, signal?: AbortSignal) =>
  agentGet<SubordinateProfitLossAnswer>(agentPaths.subordinateProfitLoss, q, signal);

export const fetchIncome = (q: ReportFilter & { kind?: ContractKind }, signal?: AbortSignal) => agentGet<IncomeAnswer>(agentPaths.income, q, signal);

export const fetchAccountChanges = (q: ReportFilter, signal?: AbortSignal) => agentGet<AccountChangesAnswer>(agentPaths.accountChanges, q, signal);
