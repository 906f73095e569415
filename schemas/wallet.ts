/**
 * Wallet calls (issue 4 header; issue 7 ledger, docs/decisions/022-ledger.md): the balance with
 * per-wallet detail, transfers between the main wallet and game-vendor wallets, the merchant's
 * wallet mode, consolidated funds, the account record (transaction history) and the betting
 * record with profit and loss. One contract for the gateway (gateway/routes/wallet*.routes.ts)
 * and the browser's header and member pages.
 *
 * Every call needs a real session: anonymous → 401 UNAUTHORIZED, trial → 403 TRIAL_NOT_ALLOWED
 * (except the header's balance, which answers a trial session its zero balance). A member only
 * ever sees and moves their own wallets: nothing in a request names a member.
 *
 * Amounts: answers carry integer minor units (`…Minor`) and the currency's `minorDigits`.
 * Requests carry the amount as typed, a decimal string in MAJOR units ("100", "100.50"), parsed
 * exactly: AMOUNT_INVALID (not a plain positive decimal), AMOUNT_PRECISION (more decimals than
 * the currency has), AMOUNT_TOO_SMALL (zero), AMOUNT_TOO_LARGE (> maxTransferMinor),
 * INSUFFICIENT_BALANCE (more than the source wallet holds). All 400 with value
 * [{ path: '/amount', reason, message }], except INSUFFICIENT_BALANCE which is 409. Nothing moves.
 */
import { apiPaths } from './api-paths';
import type { ConsolidatedContract } from './agent';

/** 'main' or a game vendor's vassalage (PG, EVO …). */
export type WalletId = string;
export const mainWalletId = 'main';

/** One wallet of the member. */
export interface WalletDetail {
  wallet: WalletId;
  /** 'main' wallet, or a game vendor's wallet (transfer-wallet brands only). */
  kind: 'main' | 'vendor';
  /** Vendor display name from the catalogue (brand content); null for the main wallet (the page shows its key). */
  displayName: string | null;
  balanceMinor: number;
  /** balanceMinor / 10^minorDigits. */
  balance: number;
}

/** GET apiPaths.balance (/wps/v2/wallets/balance). The first six fields are the header's (issue 4). */
export interface WalletBalanceAnswer {
  wallet: 'main';
  currency: string;
  currencySymbol: string;
  /** The MAIN wallet, integer minor units (fen, cents …). */
  balanceMinor: number;
  /** Decimals of the currency (2 for CNY, 0 for JPY …). */
  minorDigits: number;
  /** balanceMinor / 10^minorDigits. */
  balance: number;
  /** Single-wallet brand (no vendor wallets, no transfers). Absent only for trial sessions. */
  isSingle?: boolean;
  /** Main first, then every vendor wallet of the brand (transfer-wallet brands), zero or not. */
  wallets?: WalletDetail[];
  /** Sum of all wallets. */
  totalMinor?: number;
}

export interface UnreadCountAnswer {
  unreadCount: number;
}

/** §7 relay actions served beside MCSFE_getListAnnouncements. */
export const inboxRelayActions = {
  unreadCount: 'CSP_unreadCount',
} as const;

/** §7 wallet relay actions (POST /wps/relay/GCS_walletTransfer, GET /wps/relay/GCS_merchantWallet?merchantCode=). */
export const walletRelayActions = {
  transfer: 'GCS_walletTransfer',
  merchantWallet: 'GCS_merchantWallet',
} as const;

export const walletPaths = {
  balance: apiPaths.balance,
  transfer: apiPaths.walletTransfer,
  merchantWallet: apiPaths.merchantWallet,
  consolidatedFunds: apiPaths.consolidatedFunds,
  accountRecord: apiPaths.accountRecord,
  bettingRecord: apiPaths.bettingRecord,
  profitLoss: apiPaths.profitLoss,
} as const;

/** Largest single transfer (minor units): 10,000,000.00 in a two-decimal currency. */
export const maxTransferMinor = 1_000_000_000;

/**
 * POST walletPaths.transfer. requestId: a UUID the browser makes once per submitted transfer and
 * repeats on a retry (same body → the first answer, status and body, a refusal included, with the
 * header Idempotent-Replayed: true; nothing moves again; different body → 422
 * IDEMPOTENCY_CONFLICT). from ≠ to; one side is 'main'. Single-wallet brands → 409
 * WALLET_TRANSFER_DISABLED. An unknown vendor → 400 WALLET_UNKNOWN.
 */
export interface WalletTransferRequest {
  requestId: string;
  from: WalletId;
  to: WalletId;
  /** Major units as typed: "100", "100.5", "100.50". */
  amount: string;
}

export interface WalletTransferAnswer {
  transactionId: string;
  from: WalletId;
  to: WalletId;
  amountMinor: number;
  currency: string;
  minorDigits: number;
  /** Balances after the transfer (every wallet, as in the balance answer). */
  wallets: WalletDetail[];
  totalMinor: number;
}

/** GET walletPaths.merchantWallet?merchantCode=<merchant> (§3 Wallet info: isSingle). */
export interface MerchantWalletAnswer {
  /** From brand.json `wallet.single` (default false): single-wallet brands hide transfers. */
  isSingle: boolean;
  /** The vendor wallets the brand has (empty when isSingle). */
  vendors: { wallet: WalletId; displayName: string }[];
}

/**
 * GET walletPaths.consolidatedFunds: every wallet and the total.
 * POST walletPaths.consolidatedFunds { requestId }: moves every vendor wallet's balance back to
 * main in one transaction ("recall all"); answers the same shape. Single-wallet brands: a no-op.
 * Every retry of a requestId gets the first answer (header Idempotent-Replayed: true).
 * GET only, when the brand's AGENTPOLICY3 module is on (§3 Consolidated contract): the four
 * contract request types (schemas/agent.ts ConsolidatedContract: 0 nothing, 1 an offer, 2 a
 * termination request awaiting my answer); absent when it is off (the per-kind relays answer).
 */
export interface ConsolidatedFundsAnswer extends Partial<ConsolidatedContract> {
  currency: string;
  currencySymbol: string;
  minorDigits: number;
  mainMinor: number;
  /** Sum of the vendor wallets. */
  vendorsMinor: number;
  totalMinor: number;
  wallets: WalletDetail[];
}

export interface ConsolidateRequest {
  requestId: string;
}

/** A list page: page is 1-based; total counts every matching row. */
export interface RecordPage<T> {
  items: T[];
  page: number;
  pageSize: number;
  total: number;
  totalPages: number;
}

/**
 * Query of both records: ?from=<ISO instant>&to=<ISO instant>&page=1&pageSize=20. The browser
 * sends the start of the first local day and the start of the day after the last (to is
 * exclusive). Default: the last 7 days. to - from ≤ 92 days, from < to, else 400 VALIDATION_FAILED.
 */
export interface RecordQuery {
  from?: string;
  to?: string;
  page?: number;
  pageSize?: number;
}

/** Types of the account record (the ledger's transaction kinds). */
export const accountRecordTypes = [
  'opening',
  'deposit',
  'withdrawal',
  'withdrawal_refund',
  'transfer',
  'game_round',
  'bonus',
  'adjustment',
  // The agent programme (issue 17): upline ↔ downline transfers, salaries and dividends.
  'agent_transfer',
  'agent_salary',
  'agent_dividend',
] as const;
export type AccountRecordType = (typeof accountRecordTypes)[number];

/** GET walletPaths.accountRecord?…&type=<AccountRecordType>&wallet=<WalletId> */
export interface AccountRecordQuery extends RecordQuery {
  type?: AccountRecordType;
  wallet?: WalletId;
}

/** One movement of one of the member's wallets (a transaction touching two wallets gives two rows). */
export interface AccountRecordItem {
  /** `${transactionId}:${entry index}`: unique, stable. */
  id: string;
  transactionId: string;
  postedAt: string;
  type: AccountRecordType;
  wallet: WalletId;
  /** Signed: positive money in, negative money out. */
  amountMinor: number;
  /** The wallet's balance right after this movement. */
  balanceAfterMinor: number;
  /** Server text (English) for detail; the page shows the type's locale key. */
  memo: string;
  reference: string | null;
}

export interface AccountRecordAnswer extends RecordPage<AccountRecordItem> {
  currency: string;
  currencySymbol: string;
  minorDigits: number;
  /** Over every matching row, not only this page. */
  totals: { inMinor: number; outMinor: number; netMinor: number };
}

/** GET walletPaths.bettingRecord?…&vendor=<vassalage>&gameType=<RNG|LIVE|…> */
export interface BettingRecordQuery extends RecordQuery {
  vendor?: string;
  gameType?: string;
}

/** One settled round. profitMinor = winMinor - betMinor (the member's view). */
export interface BettingRecordItem {
  transactionId: string;
  roundId: string;
  settledAt: string;
  vendor: string;
  gameType: string;
  nodeId: string;
  gameName: string;
  wallet: WalletId;
  betMinor: number;
  winMinor: number;
  profitMinor: number;
}

export interface BettingTotals {
  rounds: number;
  betMinor: number;
  winMinor: number;
  profitMinor: number;
}

export interface BettingRecordAnswer extends RecordPage<BettingRecordItem> {
  currency: string;
  currencySymbol: string;
  minorDigits: number;
  totals: BettingTotals;
}

/** GET walletPaths.profitLoss?from&to&vendor&gameType: profit and loss per vendor and game type. */
export interface ProfitLossRow extends BettingTotals {
  vendor: string;
  gameType: string;
}

export interface ProfitLossAnswer {
  currency: string;
  currencySymbol: string;
  minorDigits: number;
  from: string;
  to: string;
  rows: ProfitLossRow[];
  totals: BettingTotals;
}
