/**
 * The wallet ledger's contract (issue 7, docs/decisions/022-ledger.md): double-entry, integer
 * minor units, one idempotency key per transaction, append-only rows (the database refuses
 * UPDATE and DELETE on ledger_transactions and ledger_entries). Other features (deposits,
 * withdrawals, the demo vendor, promotions) move money ONLY through `Ledger.post`, never by
 * writing wallet_balances (a projection the ledger keeps in the same database transaction).
 *
 * Accounts are named, never created by hand: the first posting to an account opens it.
 *   member main wallet      { type: 'member', memberId, wallet: 'main' }
 *   member vendor wallet    { type: 'member', memberId, wallet: 'PG' }   (a vendor's vassalage)
 *   house                   { type: 'house' }                             (opening balances, bets and wins)
 *   payment provider        { type: 'provider', provider: 'demo-bank' }   (deposits in, withdrawals out)
 *   promotion               { type: 'promotion' }                         (bonuses)
 *   commission              { type: 'commission' }                        (agent salaries and dividends)
 * System accounts (house / provider / promotion) are per merchant and currency and may go
 * below zero; member wallets never do (a posting that would → LedgerRefusal INSUFFICIENT_BALANCE,
 * nothing written).
 *
 *   const ledger = ledgerOf(db);   // the process's one ledger for this database (createLedger(db) makes another)
 *   await ledger.post({ merchant, currency, idempotencyKey: `deposit:${id}`, kind: 'deposit', memberId,
 *     entries: [{ account: { type: 'provider', provider: 'demo-bank' }, amountMinor: -5000 },
 *               { account: { type: 'member', memberId, wallet: 'main' }, amountMinor: 5000 }],
 *     memo: 'Deposit via bank transfer', reference: id });
 *   // Inside your own transaction (your rows and the money move together or not at all):
 *   await db.transaction().execute(async (trx) => { await myRows(trx); await ledger.postIn(trx, request); });
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';

/** 'main' or a game vendor's vassalage (PG, EVO …): the member's wallet in that vendor. */
export type WalletCode = string;
export const mainWallet = 'main';

export type LedgerAccount =
  | { type: 'member'; memberId: string; wallet: WalletCode }
  | { type: 'house' }
  | { type: 'provider'; provider: string }
  | { type: 'promotion' }
  /** The merchant's commission account: agent salaries and dividends are paid from it (issue 17). */
  | { type: 'commission' };

/** What a transaction is, for records and filters (the account record's "type"). */
export const ledgerKinds = [
  'opening', // opening balance of a demo or imported account (house → member)
  'deposit', // provider → member main wallet
  'withdrawal', // member main wallet → provider (on request; a refund is kind 'withdrawal_refund')
  'withdrawal_refund',
  'transfer', // member main ↔ member vendor wallet
  'game_round', // a settled round: bet member → house, win house → member
  'bonus', // promotion → member
  'adjustment', // operator correction (house ↔ member)
  'agent_transfer', // upline main wallet ↔ direct downline main wallet (issue 17)
  'agent_salary', // commission → agent main wallet: daily, hourly or real-time salary (issue 17)
  'agent_dividend', // commission → agent main wallet: a dividend contract's period (issue 17)
] as const;
export type LedgerKind = (typeof ledgerKinds)[number];

export interface LedgerEntryInput {
  account: LedgerAccount;
  /** Non-zero safe integer in minor units: positive credits the account, negative debits it. */
  amountMinor: number;
}

export interface PostRequest {
  merchant: string;
  /** ISO 4217; every account of the transaction is in this currency. */
  currency: string;
  /**
   * Unique across the ledger: namespace it (`deposit:<depositId>`, `transfer:<memberId>:<requestId>`).
   * The same key with the same request answers the first result (replayed: true), with a
   * different request → LedgerRefusal IDEMPOTENCY_CONFLICT (422), nothing written. 1–200 chars.
   */
  idempotencyKey: string;
  kind: LedgerKind;
  /** The member the transaction belongs to (shown in their account record); null for system-only moves. */
  memberId?: string | null;
  /** At least two entries, summing to zero. Several entries may name the same account. */
  entries: LedgerEntryInput[];
  /** Short text for records (≤ 200 chars). */
  memo?: string;
  /** The caller's id of the thing (deposit id, withdrawal id, round id …; ≤ 200 chars). */
  reference?: string | null;
  /** Small JSON facts for records (game rounds: { vendor, nodeId, gameName, betMinor, winMinor }). */
  details?: Record<string, string | number | boolean | null>;
}

export interface PostResult {
  transactionId: string;
  /** true when the key had been posted before: nothing moved now. */
  replayed: boolean;
  /** When the transaction was first posted. */
  postedAt: Date;
  /** Balances of the member wallets this transaction touched, after it (wallet → minor units). */
  memberBalances: Record<WalletCode, number>;
}

export type LedgerRefusalCode =
  | 'INSUFFICIENT_BALANCE' // a member wallet would go below zero (409)
  | 'IDEMPOTENCY_CONFLICT' // key reused with a different request (422)
  | 'VALIDATION_FAILED'; // entries do not balance, amount not a safe non-zero integer, bad key … (400)

/** An expected refusal: nothing was written. statusCode is the HTTP status routes answer. */
export class LedgerRefusal extends Error {
  constructor(
    readonly code: LedgerRefusalCode,
    readonly statusCode: number,
    readonly reason: string,
  ) {
    super(`${code}: ${reason}`);
    this.name = 'LedgerRefusal';
  }
}

export interface WalletBalanceRow {
  wallet: WalletCode;
  currency: string;
  balanceMinor: number;
}

export interface Ledger {
  /** Posts in its own database transaction (row locks; retried on serialization failure). */
  post(request: PostRequest): Promise<PostResult>;
  /**
   * Posts inside the caller's transaction `trx` (from db.transaction().execute). A refusal is
   * thrown: let it propagate so your transaction rolls back (the ledger wrote nothing durable).
   */
  postIn(trx: Kysely<Database>, request: PostRequest): Promise<PostResult>;
  /**
   * Posts several requests inside the caller's transaction `trx` in one statement, in order,
   * each exactly as postIn would (its own key, its own entries summing to zero, member wallets
   * never below zero); results in request order. All or nothing: the first refusal is thrown
   * (let it propagate so your transaction rolls back). For batches of independent postings
   * (agent settlement, decision 042); one round trip instead of one per posting.
   */
  postAllIn(trx: Kysely<Database>, requests: PostRequest[]): Promise<PostResult[]>;
  /** A member wallet's balance in minor units (0 when it never moved). Pass trx to read inside yours. */
  balanceOf(memberId: string, wallet?: WalletCode, trx?: Kysely<Database>): Promise<number>;
  /** Every wallet of the member that has a balance row (main first). */
  walletsOf(memberId: string, trx?: Kysely<Database>): Promise<WalletBalanceRow[]>;
  /**
   * Locks the member's wallet row until your transaction ends (SELECT … FOR UPDATE), so a check
   * you make (available balance for a withdrawal) cannot race another movement. Returns the balance.
   */
  lockWallet(trx: Kysely<Database>, memberId: string, wallet?: WalletCode): Promise<number>;
}

export { createLedger, ledgerOf } from './ledger-service';
