/**
 * The payment provider behind deposits and withdrawals (docs/decisions/023). A real provider
 * answers asynchronously (a callback or a poll); the gateway models that as a due time on the
 * row that the payment clock (payment-provider-clock.ts) acts on, asking the provider then.
 * The demo provider accepts everything: a deposit is paid, a withdrawal is disbursed.
 */
import type { LedgerAccount } from '../ledger/ledger';

export interface ProviderDeposit {
  id: string;
  merchant: string;
  channelId: string;
  currency: string;
  amountMinor: number;
}

export interface ProviderWithdrawal {
  id: string;
  merchant: string;
  currency: string;
  amountMinor: number;
  bankCode: string;
}

export interface PaymentProvider {
  /** Ledger name of the provider's account (money comes from / goes to it). */
  readonly code: string;
  /** Whether the player's payment arrived ('paid') or was refused ('failed'). */
  depositOutcome(deposit: ProviderDeposit): Promise<'paid' | 'failed'>;
  /** Pays the withdrawal out to the bank account ('disbursed') or refuses it ('failed'). Idempotent per id. */
  disburse(withdrawal: ProviderWithdrawal): Promise<'disbursed' | 'failed'>;
}

export function demoPaymentProvider(): PaymentProvider {
  return {
    code: 'demo-bank',
    depositOutcome: () => Promise.resolve('paid'),
    disburse: () => Promise.resolve('disbursed'),
  };
}

export function providerAccount(provider: PaymentProvider): LedgerAccount {
  return { type: 'provider', provider: provider.code };
}

/**
 * Where a requested withdrawal waits until the provider pays it out (main → hold → provider).
 * A system account per merchant and currency (see /tmp/helper-payments-needs.md: a dedicated
 * ledger account type may replace this name without changing callers).
 */
export const withdrawalHoldAccount: LedgerAccount = { type: 'provider', provider: 'withdrawal-hold' };

/** How long the demo provider takes, and how often the clock looks (ms). */
export interface PaymentTiming {
  /** From a deposit request to the provider's answer. */
  depositConfirmMs: number;
  /** From a withdrawal request to its disbursal. */
  withdrawalDisburseMs: number;
  /** How often due rows are scanned (0: never by itself; tests call runDue()). */
  scanIntervalMs: number;
}

export const defaultPaymentTiming: PaymentTiming = { depositConfirmMs: 3_000, withdrawalDisburseMs: 5_000, scanIntervalMs: 1_000 };
