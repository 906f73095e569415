/**
 * The operator console's money desk and player support (issue 18, docs/decisions/047): one
 * merchant's deposit and withdrawal queues, finance's approve / reject of pending withdrawals,
 * the receipt disputes (§4 partly received, not received, with proofs), manual balance
 * adjustments, and the support desk's player search, profile, ledger, login history and actions.
 *
 * Money calls (every POST under …/withdrawals, …/disputes, …/adjustments) need the
 * `Idempotency-Key` header (8–100 visible ASCII characters; 400 IDEMPOTENCY_KEY_REQUIRED without
 * it, nothing written): a retry with the same key and the same call answers the first answer (the
 * `Idempotent-Replayed: true` header says so), another call under the same key is 422
 * IDEMPOTENCY_CONFLICT. Amounts are integer minor units of the member's currency.
 */
import type { StaffRole } from './console';

export const consoleMoneyPaths = {
  withdrawals: '/console/api/merchants/:merchant/withdrawals',
  withdrawalApprove: '/console/api/merchants/:merchant/withdrawals/:id/approve',
  withdrawalReject: '/console/api/merchants/:merchant/withdrawals/:id/reject',
  deposits: '/console/api/merchants/:merchant/deposits',
  disputes: '/console/api/merchants/:merchant/disputes',
  disputeResolve: '/console/api/merchants/:merchant/disputes/:id/resolve',
  /** A member's proof image of a dispute (position 1–3), for staff who may read the merchant's money. */
  disputeProof: '/console/api/merchants/:merchant/disputes/:id/proofs/:position',
  adjustments: '/console/api/merchants/:merchant/members/:memberId/adjustments',
  /** The ledger check of a merchant's books (owner, finance): every invariant, run now. */
  ledgerCheck: '/console/api/merchants/:merchant/ledger-check',
} as const;

export const consolePlayerPaths = {
  search: '/console/api/merchants/:merchant/members',
  profile: '/console/api/merchants/:merchant/members/:memberId',
  ledger: '/console/api/merchants/:merchant/members/:memberId/ledger',
  logins: '/console/api/merchants/:merchant/members/:memberId/logins',
  lock: '/console/api/merchants/:merchant/members/:memberId/lock',
  unlock: '/console/api/merchants/:merchant/members/:memberId/unlock',
  resetAuthenticator: '/console/api/merchants/:merchant/members/:memberId/reset-authenticator',
  forcePasswordChange: '/console/api/merchants/:merchant/members/:memberId/force-password-change',
} as const;

export const idempotencyHeader = 'idempotency-key';
export const idempotencyKeyPattern = '^[\\x21-\\x7E]{8,100}$';

/** The largest manual adjustment, either way, in minor units (10^11: a billion in two-decimal currencies). */
export const maxAdjustmentMinor = 100_000_000_000;
export const reasonMaxLength = 500;
export const queueDefaultPageSize = 50;
export const queueMaxPageSize = 100;

// ---------------------------------------------------------------- queues
export const queueWithdrawalStatuses = ['pending', 'disbursed', 'received', 'partly_received', 'not_received', 'auto_received', 'failed'] as const;
export type QueueWithdrawalStatus = (typeof queueWithdrawalStatuses)[number];
export const queueDepositStatuses = ['pending', 'credited', 'failed'] as const;
export type QueueDepositStatus = (typeof queueDepositStatuses)[number];

export interface QueueQuery {
  status?: string;
  /** The previous page's nextCursor (keyset: stable while rows arrive). */
  cursor?: string;
  pageSize?: number;
}

export interface QueuePage<T> {
  items: T[];
  /** Pass as `cursor` for the next (older) page; null at the end. */
  nextCursor: string | null;
}

export interface MemberRef {
  memberId: string;
  account: string;
}

export interface QueueWithdrawal extends MemberRef {
  id: string;
  currency: string;
  minorDigits: number;
  amountMinor: number;
  status: QueueWithdrawalStatus;
  createdAt: string;
  /** approved / rejected by finance; null when the provider's clock took it (or nobody yet). */
  decision: 'approved' | 'rejected' | null;
  decidedBy: string | null;
  decidedAt: string | null;
  decisionReason: string | null;
  bankLast4: string;
  /** Receipt dispute (partly_received, not_received). */
  receivedMinor: number | null;
  underReview: boolean;
  proofs: number;
  resolution: 'refunded' | 'dismissed' | null;
  resolutionReason: string | null;
}

export interface QueueDeposit extends MemberRef {
  id: string;
  currency: string;
  minorDigits: number;
  amountMinor: number;
  status: QueueDepositStatus;
  channelName: string;
  createdAt: string;
  creditedAt: string | null;
}

// ---------------------------------------------------------------- decisions
export interface RejectFields {
  reason: string;
}

/** refund: the player is right, the missing part (the remainder, or the whole amount when nothing arrived) goes back to the main wallet; dismiss: it arrived, nothing moves. */
export const disputeOutcomes = ['refund', 'dismiss'] as const;
export type DisputeOutcome = (typeof disputeOutcomes)[number];

export interface DisputeResolveFields {
  outcome: DisputeOutcome;
  reason: string;
}

export interface AdjustmentFields {
  /** Non-zero integer minor units: positive credits the member's main wallet, negative debits it. */
  amountMinor: number;
  reason: string;
}

export interface AdjustmentAnswer {
  memberId: string;
  amountMinor: number;
  balanceMinor: number;
  transactionId: string;
}

// ---------------------------------------------------------------- ledger check
/** At most this many of each problem list are answered (the counts are exact). */
export const ledgerCheckListLimit = 50;

/**
 * The ledger's invariants for one merchant, checked when asked: its transactions each sum to
 * zero with two entries or more, its members' accounts equal the sum of their entries, none is
 * below zero, the wallet balances players see equal them; and the whole ledger (every merchant's
 * accounts and the shared house accounts) sums to zero.
 */
export interface LedgerCheckAnswer {
  merchant: string;
  checkedAt: string;
  /** True when every check passes. */
  balanced: boolean;
  /** Sum of every account of the ledger (0 when balanced). */
  totalMinor: number;
  /** Ids of the merchant's transactions that do not sum to zero or have fewer than two entries. */
  unbalancedTransactions: string[];
  /** Codes of member accounts whose balance is not the sum of their entries. */
  driftedAccounts: string[];
  /** Codes of member accounts below zero. */
  negativeAccounts: string[];
  /** Codes of member accounts whose wallet balance (what the player sees) differs. */
  walletMismatches: string[];
  /** How many problems were found in all (the lists hold at most ledgerCheckListLimit each). */
  problemCount: number;
}

// ---------------------------------------------------------------- players
export interface PlayerSearchQuery {
  /** Prefix of the account name, e-mail or phone number (1–64 characters). */
  q: string;
  cursor?: string;
  pageSize?: number;
}

export interface PlayerSummary extends MemberRef {
  email: string | null;
  mobile: string | null;
  locked: boolean;
  createdAt: string;
}

export interface PlayerProfile extends PlayerSummary {
  nickname: string | null;
  currency: string;
  minorDigits: number;
  vipLevel: number;
  /** -1 trial, 0 member, agents 1/2/41/42 (§3). */
  type: number;
  mustChangePassword: boolean;
  authenticator: boolean;
  firstLoginAt: string | null;
  balances: { wallet: string; balanceMinor: number }[];
  liveSessions: number;
}

export interface PlayerLedgerEntry {
  transactionId: string;
  postedAt: string;
  kind: string;
  wallet: string;
  amountMinor: number;
  balanceAfterMinor: number;
  memo: string;
}

export interface PlayerLogin {
  at: string;
  method: string;
  outcome: string;
  ip: string;
  userAgent: string | null;
}

export interface PlayerActionFields {
  reason: string;
}

export interface PlayerActionAnswer {
  profile: PlayerProfile;
  /** Sessions (and remember-me tokens) revoked by this action. */
  revokedSessions: number;
}

/** Roles allowed, for the pages' own use (the gateway decides in SQL from schemas/console.ts capabilityRoles). */
export type MoneyRole = Extract<StaffRole, 'owner' | 'finance'>;
