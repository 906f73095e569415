/**
 * The member centre's wallet calls (schemas/wallet.ts): every wallet's balance, the merchant's
 * wallet mode (single-wallet brands hide transfers; once per session), transfers main ↔ vendor wallets, the account
 * record and the betting record with profit and loss. Query keys live here so pages invalidate
 * the same ones.
 */
import {
  type AccountRecordAnswer,
  type AccountRecordQuery,
  type ConsolidatedFundsAnswer,
  type BettingRecordAnswer,
  type BettingRecordQuery,
  type MerchantWalletAnswer,
  type ProfitLossAnswer,
  type WalletBalanceAnswer,
  type WalletTransferAnswer,
  type WalletTransferRequest,
} from '../../../schemas/wallet';
import { queryOptions } from '@tanstack/react-query';
import { persistedForSession, readSessionCache } from '../catalogue/catalogue-session-cache';
import { apiRequest, ApiError, currentMerchant, type QueryValue } from '../client';

export const walletKeys = {
  all: ['wallet'] as const,
  balance: ['wallet', 'balance'] as const,
  accountRecord: (q: AccountRecordQuery) => ['wallet', 'account-record', q] as const,
  bettingRecord: (q: BettingRecordQuery) => ['wallet', 'betting-record', q] as const,
  profitLoss: (q: BettingRecordQuery) => ['wallet', 'profit-loss', q] as const,
};

/** An answer the contract promises: a missing value reads as an unknown failure. */
export function present<T>(value: T | null): T {
  if (value === null) throw new ApiError({ code: 'UNKNOWN' });
  return value;
}

const asQuery = (q: object) => q as Record<string, QueryValue>;

export async function fetchWallets(signal?: AbortSignal): Promise<WalletBalanceAnswer> {
  return present(await apiRequest<WalletBalanceAnswer>('balance', { signal }));
}

export async function fetchMerchantWallet(signal?: AbortSignal): Promise<MerchantWalletAnswer> {
  return present(await apiRequest<MerchantWalletAnswer>('merchantWallet', { query: { merchantCode: currentMerchant() }, signal }));
}

/**
 * §7 merchant wallet "by merchantCode … cached", §9 "caches per session: … wallet": asked once
 * per browser session and kept (a reload in the tab starts from the sessionStorage copy). Its key
 * is outside walletKeys.all, so refreshing balances after a transfer does not ask again.
 */
export function merchantWalletQuery(merchant: string | null) {
  const queryKey = ['merchant-wallet', merchant] as const;
  return queryOptions({
    queryKey,
    queryFn: persistedForSession(queryKey, () => fetchMerchantWallet()),
    initialData: () => readSessionCache<MerchantWalletAnswer>(queryKey),
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

export async function transferBetweenWallets(request: WalletTransferRequest): Promise<WalletTransferAnswer> {
  return present(await apiRequest<WalletTransferAnswer>('walletTransfer', { method: 'POST', body: request }));
}

export async function fetchAccountRecord(query: AccountRecordQuery, signal?: AbortSignal): Promise<AccountRecordAnswer> {
  return present(await apiRequest<AccountRecordAnswer>('accountRecord', { query: asQuery(query), signal }));
}

export async function fetchBettingRecord(query: BettingRecordQuery, signal?: AbortSignal): Promise<BettingRecordAnswer> {
  return present(await apiRequest<BettingRecordAnswer>('bettingRecord', { query: asQuery(query), signal }));
}

export async function fetchProfitLoss(query: BettingRecordQuery, signal?: AbortSignal): Promise<ProfitLossAnswer> {
  return present(await apiRequest<ProfitLossAnswer>('profitLoss', { query: asQuery(query), signal }));
}

/** Moves every vendor wallet's balance back to the main wallet in one transaction ("recall all"). */
export async function recallAllToMain(requestId: string): Promise<ConsolidatedFundsAnswer> {
  return present(await apiRequest<ConsolidatedFundsAnswer>('consolidatedFunds', { method: 'POST', body: { requestId } }));
}
