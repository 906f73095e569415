/**
 * The agent programme's calls (issue 17, docs/decisions/033-agent-programme.md): the agent
 * centre's reads, account opening and promotion links, contracts of four kinds, settlement
 * income, and agent ↔ downline transfers. One contract for the gateway (gateway/routes/agent/)
 * and the browser (src/api/agent/, src/features/agent/).
 *
 * Access: every /wps/agent/* call needs a live session of an agent (member type in the brand's
 * agentType): guest → 401 UNAUTHORIZED, trial → 403 TRIAL_NOT_ALLOWED, member → 403 NOT_AGENT.
 * Everything an agent reads or acts on is bounded in SQL by its own subtree (member_ancestry);
 * a member id outside it answers 404 NOT_IN_TEAM (never "exists elsewhere"). The contract
 * relays and the upline transfer are member calls (a downline answers its upline's offer).
 *
 * Amounts: answers carry integer minor units (…Minor) with the currency's minorDigits; requests
 * carry a decimal string in major units as typed (schemas/wallet.ts rules and codes).
 * Ratios are integer basis points of a percent's hundredth: 1.2 % = 120, 40 % = 4000.
 * Dates: `from`/`to` are calendar days (YYYY-MM-DD) in the merchant's reporting zone (UTC+8
 * unless the brand says otherwise), `to` inclusive; timestamps are ISO 8601 UTC.
 */
import { apiPaths } from './api-paths';

// ---------------------------------------------------------------- paths
export const agentPaths = {
  overview: '/wps/agent/overview',
  team: '/wps/agent/team',
  teamBetting: '/wps/agent/reports/betting',
  teamTransactions: '/wps/agent/reports/transactions',
  subordinateProfitLoss: '/wps/agent/reports/profit-loss',
  income: '/wps/agent/income',
  accountChanges: '/wps/agent/account-changes',
  announcements: '/wps/agent/announcements',
  downlines: '/wps/agent/downlines',
  links: '/wps/agent/links',
  link: '/wps/agent/links/:id',
  transferToDownline: '/wps/agent/transfers',
  /** Started by the downline from the member centre (READINGS #23); a member call. */
  transferToUpline: '/wps/member/transfers/upline',
  /** The member's upline (account, nickname) for the transfer form; 404 NO_UPLINE when none. */
  upline: '/wps/member/upline',
  contracts: '/wps/agent/contracts',
  contract: '/wps/agent/contracts/:id',
  contractTerminate: '/wps/agent/contracts/:id/terminate',
  contractWithdraw: '/wps/agent/contracts/:id/withdraw',
  /** The contract's limits for this agent per kind (its own contract's ratio, or the merchant cap). */
  contractLimits: '/wps/agent/contracts/limits',
  /** §7 per-kind relays: GET = my pending request of that kind; POST = answer it. Member calls. */
  dividendRelay: '/wps/relay/MCS2_processDividendReq',
  dailySalaryRelay: '/wps/relay/MCS2_processDailySalContract',
  hourlySalaryRelay: '/wps/relay/MCS2_processContractHourSalary',
  realtimeSalaryRelay: '/wps/relay/MCSFE_processRealTimeSalaryContract',
  /** §3 Consolidated contract: the four request types ride on the consolidated-funds answer (AGENTPOLICY3 on). */
  consolidated: apiPaths.consolidatedFunds,
  /**
   * DEVELOPMENT ONLY (absent in production, like /dev/outbox): the settlement clock.
   * GET ?merchant → DevSettlementClock; POST DevSettlementClockRequest moves it (offsetMs, or
   * advanceMs on top of the current offset) and/or settles what is due now (runDue), then answers
   * the clock. Naming a merchant moves and settles that merchant only (decision 042).
   */
  devSettlementClock: '/dev/agent/settlement-clock',
} as const;

// ---------------------------------------------------------------- shared
export const reportPeriods = ['today', 'yesterday', 'thisWeek', 'thisMonth', 'custom'] as const;
export type ReportPeriod = (typeof reportPeriods)[number];
/** Longest custom range, in days. */
export const maxReportDays = 92;
export const defaultPageSize = 20;
export const maxPageSize = 100;

/** Query of every period-bound read: period (default today); from/to only with custom. */
export interface PeriodQuery {
  period?: ReportPeriod;
  from?: string;
  to?: string;
}

export interface PageQuery {
  /** 1-based. */
  page?: number;
  pageSize?: number;
}

export interface Paged<T> {
  items: T[];
  page: number;
  pageSize: number;
  total: number;
}

export interface MoneyContext {
  currency: string;
  minorDigits: number;
}

export interface ResolvedPeriod {
  period: ReportPeriod;
  /** First day, YYYY-MM-DD. */
  from: string;
  /** Last day, inclusive. */
  to: string;
  timeZone: string;
}

// ---------------------------------------------------------------- overview (agentTeamOverview)
/** GET agentPaths.overview?period&from&to — the agent's whole team (every depth), me excluded. */
export interface OverviewAnswer extends MoneyContext {
  range: ResolvedPeriod;
  teamSize: number;
  /** Downlines registered in the range. */
  newDownlines: number;
  /** Downlines with at least one bet round in the range. */
  activePeople: number;
  depositsMinor: number;
  withdrawalsMinor: number;
  betMinor: number;
  /** The team's profit and loss as players: wins − bets (negative = the team lost). */
  teamProfitLossMinor: number;
  /** Salaries and dividends paid to me in the range. */
  myIncomeMinor: number;
  /** One point per day of the range. */
  trend: OverviewTrendPoint[];
}

export interface OverviewTrendPoint {
  day: string;
  betMinor: number;
  teamProfitLossMinor: number;
  depositsMinor: number;
  activePeople: number;
}

// ---------------------------------------------------------------- team management
/** GET agentPaths.team?parentId&search&page&pageSize — direct downlines of parentId (default me). */
export interface TeamQuery extends PageQuery {
  /** A member of my subtree whose direct downlines to list (drill down); default me. */
  parentId?: string;
  /** Account or nickname contains (case-insensitive), searched in my whole subtree when given. */
  search?: string;
}

export interface TeamMember {
  id: string;
  account: string;
  nickname: string | null;
  isAgent: boolean;
  /** Depth below me: 1 = my direct downline. */
  level: number;
  /** Everyone under this member (every depth). */
  teamSize: number;
  directCount: number;
  registeredAt: string;
  lastLoginAt: string | null;
  /** Main-wallet balance: shown for my direct downlines only (decision 033); null deeper. */
  balanceMinor: number | null;
  /** The ratio of this member's active contract of each kind from its upline, or null. */
  contractRatios: Record<ContractKind, number | null>;
}

export interface TeamAnswer extends Paged<TeamMember>, MoneyContext {
  /** The chain from me down to parentId (breadcrumb); [] when listing my own direct downlines. */
  path: { id: string; account: string }[];
}

// ---------------------------------------------------------------- reports
export interface ReportFilter extends PeriodQuery, PageQuery {
  /** A member of my subtree: only that member (team betting, transactions) or its team (P&L). */
  memberId?: string;
  /** Game category (schemas/game-categories.ts). */
  category?: string;
  /** Vendor vassalage. */
  vendor?: string;
}

/** GET agentPaths.teamBetting — one row per downline with rounds in the range. */
export interface TeamBettingRow {
  memberId: string;
  account: string;
  rounds: number;
  betMinor: number;
  winMinor: number;
  /** win − bet. */
  profitLossMinor: number;
}
export interface TeamBettingAnswer extends Paged<TeamBettingRow>, MoneyContext {
  range: ResolvedPeriod;
  totals: Omit<TeamBettingRow, 'memberId' | 'account'>;
}

/**
 * GET agentPaths.teamTransactions?kind&memberId&category&vendor — the team's ledger transactions
 * (decision 043). Without kind, category or vendor: the money kinds (teamMoneyKinds: deposits,
 * withdrawals, transfers, bonuses, salaries, dividends) of the members' main wallets. kind =
 * game_round, or a category and/or vendor: the team's game rounds (of that category / vendor), on
 * whichever wallet of the member they moved; category/vendor with a money kind list nothing.
 */
export const teamMoneyKinds = ['deposit', 'withdrawal', 'agent_transfer', 'bonus', 'agent_salary', 'agent_dividend'] as const;
export const teamTransactionKinds = [...teamMoneyKinds, 'game_round'] as const;
export type TeamTransactionKind = (typeof teamTransactionKinds)[number];
export interface TeamTransactionsQuery extends ReportFilter {
  kind?: TeamTransactionKind;
}
export interface TeamTransactionRow {
  id: string;
  at: string;
  memberId: string;
  account: string;
  kind: TeamTransactionKind;
  /** Signed for the member: + into their wallet, − out of it (a round: win − bet). */
  amountMinor: number;
  memo: string;
}
export interface TeamTransactionsAnswer extends Paged<TeamTransactionRow>, MoneyContext {
  range: ResolvedPeriod;
  /** Over every listed row (all pages): deposits, net withdrawals, the rows' net sum, the count. */
  totals: { depositsMinor: number; withdrawalsMinor: number; netMinor: number; count: number };
}

/** GET agentPaths.subordinateProfitLoss?memberId — one row per direct downline of memberId (default me), its team included. */
export interface SubordinateProfitLossRow {
  memberId: string;
  account: string;
  isAgent: boolean;
  teamSize: number;
  depositsMinor: number;
  withdrawalsMinor: number;
  betMinor: number;
  winMinor: number;
  profitLossMinor: number;
}
export interface SubordinateProfitLossAnswer extends Paged<SubordinateProfitLossRow>, MoneyContext {
  range: ResolvedPeriod;
  totals: Omit<SubordinateProfitLossRow, 'memberId' | 'account' | 'isAgent'>;
}

/**
 * GET agentPaths.income?kind — settlements paid to me. No category, vendor or downline: a
 * settlement is one figure over the whole team's period across every game (decision 043).
 */
export interface IncomeRow {
  id: string;
  kind: ContractKind;
  contractId: string;
  periodStart: string;
  periodEnd: string;
  /** The figure the ratio applied to (team bet volume, or the team's loss for a dividend). */
  basisMinor: number;
  ratio: number;
  amountMinor: number;
  paidAt: string;
}
export interface IncomeAnswer extends Paged<IncomeRow>, MoneyContext {
  range: ResolvedPeriod;
  totals: { amountMinor: number; byKind: Record<ContractKind, number> };
}

/** GET agentPaths.income query: the period (paid within it), one kind or all, a page. */
export interface IncomeQuery extends PeriodQuery, PageQuery {
  kind?: ContractKind;
}

/**
 * Development only (agentPaths.devSettlementClock): the settlement clock every instance shares,
 * of every merchant or of the one the request named (decision 042).
 */
export interface DevSettlementClock {
  /** The merchant the figures are of (absent: every merchant, the shared clock). */
  merchant?: string;
  /** Added to real time by the settlement scheduler (ms; never negative): the shared offset, plus the merchant's own. */
  offsetMs: number;
  /** The settlement clock now, ISO 8601 UTC. */
  now: string;
  runs: { due: number; done: number };
  /** Settlement rows, and of them those paid through the ledger. */
  settlements: number;
  payouts: number;
  /** What the runDue of this request settled (absent when not asked). */
  ran?: { runs: number; payouts: number; totalMinor: number };
}
export interface DevSettlementClockRequest {
  /**
   * Only this merchant: its own offset (added to the shared one) is what offsetMs and advanceMs
   * set, and runDue settles its periods only. Absent: the shared offset and every merchant.
   */
  merchant?: string;
  /** Set the offset (ms, 0 … 400 days). */
  offsetMs?: number;
  /** Move the clock forward by this much (ms, 0 … 400 days) on top of the current offset. */
  advanceMs?: number;
  /** Settle every due period now, after moving the clock (default true). */
  runDue?: boolean;
}

/**
 * GET agentPaths.accountChanges?category&vendor — every movement of my own main wallet; with a
 * category and/or vendor, my game rounds of that category / vendor instead, on whichever of my
 * wallets they moved (a transfer-wallet brand plays from the vendor's wallet; decision 043).
 */
export interface AccountChangesQuery extends PeriodQuery, PageQuery {
  category?: string;
  vendor?: string;
}
export interface AccountChangeRow {
  id: string;
  at: string;
  /** The ledger kind (deposit, game_round, transfer, agent_salary …). */
  kind: string;
  /** The wallet that moved: 'main' or a vendor's wallet (its vassalage). */
  wallet: string;
  amountMinor: number;
  /** That wallet's balance after the movement. */
  balanceAfterMinor: number;
  memo: string;
}
export interface AccountChangesAnswer extends Paged<AccountChangeRow>, MoneyContext {
  range: ResolvedPeriod;
}

/** GET agentPaths.announcements — announcements whose audience is agents (content issue's shape). */
export interface AgentAnnouncement {
  id: string;
  title: string;
  content: string;
  startDateStr: string;
}

// ---------------------------------------------------------------- account opening
/** POST agentPaths.downlines (sealed, like registration): open a downline under me. */
export interface OpenDownlineRequest {
  username: string;
  password: string;
  nickname?: string;
  /** 'agent' opens a sub-agent (type = the brand's first agentType); 'member' a player. */
  role: 'member' | 'agent';
}
export interface OpenDownlineAnswer {
  id: string;
  account: string;
}

export interface PromotionLink {
  id: string;
  /** The affiliate code the link carries (?affiliateCode=). */
  code: string;
  /** Full registration URL on the brand's main domain. */
  url: string;
  /** Members registered through it. */
  registrations: number;
  createdAt: string;
}
/** GET agentPaths.links → PromotionLink[]; POST { code? } (generated when absent); DELETE agentPaths.link. */
export interface CreateLinkRequest {
  code?: string;
}
export const maxLinksPerAgent = 20;

// ---------------------------------------------------------------- transfers
/** POST agentPaths.transferToDownline: to a DIRECT downline (never across branches). */
export interface DownlineTransferRequest {
  toMemberId: string;
  /** Major units as typed. */
  amount: string;
  paymentPassword: string;
  /** Idempotency: the same requestId answers the first result. */
  requestId: string;
}
/** POST agentPaths.transferToUpline: to my direct upline. */
export interface UplineTransferRequest {
  amount: string;
  paymentPassword: string;
  requestId: string;
}
export interface AgentTransferAnswer extends MoneyContext {
  transactionId: string;
  amountMinor: number;
  /** My main wallet after the move. */
  balanceMinor: number;
}
export interface UplineAnswer {
  account: string;
  nickname: string | null;
}

// ---------------------------------------------------------------- contracts
export const contractKinds = ['dividend', 'dailySalary', 'hourlySalary', 'realtimeSalary'] as const;
export type ContractKind = (typeof contractKinds)[number];

export const contractPeriods = ['realtime', 'hourly', 'daily', 'weekly', 'semimonthly', 'monthly'] as const;
export type ContractPeriod = (typeof contractPeriods)[number];
/** The periods each kind may use (§9: real-time every 5 minutes). */
export const periodsOfKind: Record<ContractKind, readonly ContractPeriod[]> = {
  dividend: ['daily', 'weekly', 'semimonthly', 'monthly'],
  dailySalary: ['daily'],
  hourlySalary: ['hourly'],
  realtimeSalary: ['realtime'],
};
export const realtimeSalaryMinutes = 5;

/**
 * One tier: the ratio applies when the period's team figures reach every threshold given.
 * dividend: activePeople and lossMinor (the team's net loss as players); salaries: activePeople
 * (daily only) and betMinor (team bet volume in the period). Tiers are ordered by threshold;
 * the highest tier reached pays; a contract's ratio is its highest tier's.
 */
export interface ContractTier {
  activePeople: number;
  betMinor: number;
  lossMinor: number;
  ratio: number;
}
export const maxTiers = 10;
/** Highest ratio of each kind for an agent with no upline contract (the merchant's cap). */
export const defaultRatioCaps: Record<ContractKind, number> = {
  dividend: 4000,
  dailySalary: 200,
  hourlySalary: 100,
  realtimeSalary: 100,
};

export const contractStates = ['offered', 'active', 'terminationRequested', 'rejected', 'terminated', 'withdrawn'] as const;
export type ContractState = (typeof contractStates)[number];

export interface ContractEvent {
  at: string;
  /** offered, accepted, rejected, signed, terminationRequested, terminationWithdrawn, terminated, withdrawn, superseded. */
  event: string;
  by: 'upline' | 'downline' | 'system';
}

export interface Contract {
  id: string;
  kind: ContractKind;
  period: ContractPeriod;
  state: ContractState;
  upline: { id: string; account: string };
  downline: { id: string; account: string };
  tiers: ContractTier[];
  /** Highest tier ratio. */
  ratio: number;
  /** Who asked to end it, while state is terminationRequested. */
  terminationRequestedBy: 'upline' | 'downline' | null;
  offeredAt: string;
  acceptedAt: string | null;
  endedAt: string | null;
  history: ContractEvent[];
}

/** GET agentPaths.contracts?scope=mine|offered&kind&state&page */
export interface ContractsQuery extends PageQuery {
  scope?: 'mine' | 'offered';
  kind?: ContractKind;
  state?: ContractState;
}
export type ContractsAnswer = Paged<Contract>;

/** POST agentPaths.contracts: offer a contract to a direct downline (an open offer of the same kind is replaced). */
export interface OfferContractRequest {
  downlineId: string;
  kind: ContractKind;
  period: ContractPeriod;
  tiers: ContractTier[];
}

/** GET agentPaths.contractLimits */
export type ContractLimitsAnswer = Record<ContractKind, { maxRatio: number; fromUpline: boolean }>;

/**
 * §3 Consolidated contract / the per-kind relays: what awaits my answer of one kind.
 * 0 nothing; 1 a new contract offered by my upline; 2 a termination request from the other side
 * (my upline, or one of my downlines for a contract I offered).
 */
export type ContractRequestType = 0 | 1 | 2;
export interface ConsolidatedContract {
  dailysalreqtype: ContractRequestType;
  divtypereq: ContractRequestType;
  contracthoursalreq: ContractRequestType;
  realtimesalreqtype: ContractRequestType;
}
export const consolidatedFieldOfKind: Record<ContractKind, keyof ConsolidatedContract> = {
  dividend: 'divtypereq',
  dailySalary: 'dailysalreqtype',
  hourlySalary: 'contracthoursalreq',
  realtimeSalary: 'realtimesalreqtype',
};
export const relayPathOfKind: Record<ContractKind, string> = {
  dividend: agentPaths.dividendRelay,
  dailySalary: agentPaths.dailySalaryRelay,
  hourlySalary: agentPaths.hourlySalaryRelay,
  realtimeSalary: agentPaths.realtimeSalaryRelay,
};

/** GET relayPathOfKind[kind]: the request of that kind awaiting my answer. */
export interface ContractRequestAnswer {
  requestType: ContractRequestType;
  /** The contract the request is about (null when requestType is 0). */
  contract: Contract | null;
}

/**
 * POST relayPathOfKind[kind]: answer it.
 * accept / reject an offer (accept needs `sign: true` — the downline signs the terms);
 * agreeTermination / refuseTermination a termination request.
 * Accepting a ratio lower than one I gave a downline of the same kind answers 409
 * CONTRACT_DOWNLINE_RATIO_HIGHER with value { conflicts: ContractConflict[] } and changes
 * nothing, unless terminateConflicting is true: then those downline contracts end in the same
 * transaction (§4, §8, READINGS #22).
 */
export interface ContractAnswerRequest {
  contractId: string;
  action: 'accept' | 'reject' | 'agreeTermination' | 'refuseTermination';
  sign?: boolean;
  terminateConflicting?: boolean;
}
export interface ContractConflict {
  contractId: string;
  downline: string;
  ratio: number;
}
export interface ContractAnswerAnswer {
  contract: Contract;
  /** Downline contracts ended with it (terminateConflicting). */
  terminated: string[];
}
