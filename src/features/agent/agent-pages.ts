/**
 * The agent centre's pages (§2.1 /agentHome, §6 Agent): id (the address /agentHome/<id>), the
 * menu label's key, and the page's lazy import (each page its own chunk inside the AgentAc area;
 * the trend chart's uPlot loads only with the overview). The contracts pages add their entry here.
 */
import type { ComponentType } from 'react';
import { withLaterMessages } from '../../brand/later-messages';

export interface AgentPageEntry {
  page: string;
  navKey: string;
  load: () => Promise<{ default: ComponentType }>;
}

export const agentPages: readonly AgentPageEntry[] = [
  { page: 'agentTeamOverview', navKey: 'agentc.nav_overview', load: withLaterMessages(() => import('./overview-page').then((m) => ({ default: m.OverviewPage }))) },
  { page: 'teamManagement', navKey: 'agentc.nav_team', load: withLaterMessages(() => import('./team-page').then((m) => ({ default: m.TeamPage }))) },
  { page: 'teamBetting', navKey: 'agentc.nav_team_betting', load: withLaterMessages(() => import('./team-betting-page').then((m) => ({ default: m.TeamBettingPage }))) },
  { page: 'teamTransactions', navKey: 'agentc.nav_team_transactions', load: withLaterMessages(() => import('./team-transactions-page').then((m) => ({ default: m.TeamTransactionsPage }))) },
  { page: 'subordinateProfitLoss', navKey: 'agentc.nav_profit_loss', load: withLaterMessages(() => import('./profit-loss-page').then((m) => ({ default: m.ProfitLossPage }))) },
  { page: 'myIncome', navKey: 'agentc.nav_income', load: withLaterMessages(() => import('./income-page').then((m) => ({ default: m.IncomePage }))) },
  { page: 'accountChanges', navKey: 'agentc.nav_account_changes', load: withLaterMessages(() => import('./account-changes-page').then((m) => ({ default: m.AccountChangesPage }))) },
  { page: 'accountOpening', navKey: 'agentc.nav_account_opening', load: withLaterMessages(() => import('./account-opening-page').then((m) => ({ default: m.AccountOpeningPage }))) },
  { page: 'downlineTransfer', navKey: 'agentc.nav_transfer', load: withLaterMessages(() => import('./downline-transfer-page').then((m) => ({ default: m.DownlineTransferPage }))) },
  { page: 'agentAnnouncements', navKey: 'agentc.nav_announcements', load: withLaterMessages(() => import('./announcements-page').then((m) => ({ default: m.AnnouncementsPage }))) },
  { page: 'agentContracts', navKey: 'agentc.nav_contracts', load: withLaterMessages(() => import('./contracts/contracts-page').then((m) => ({ default: m.ContractsPage }))) },
];

/** The address of an agent page, with an optional query (drill down, a chosen downline). */
export function agentHref(id: string, query: Record<string, string | undefined> = {}): string {
  const search = new URLSearchParams(Object.entries(query).filter((e): e is [string, string] => e[1] !== undefined && e[1] !== ''));
  const qs = search.toString();
  return `/agentHome/${id}${qs ? `?${qs}` : ''}`;
}
