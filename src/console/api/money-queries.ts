/**
 * The money desk's and support desk's reads and writes (schemas/console-money.ts) as TanStack
 * Query hooks; keys start with 'console'. Every money write carries the Idempotency-Key its
 * caller made when the confirmation opened, so a retry of the same confirmation never acts twice.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  consoleMoneyPaths,
  consolePlayerPaths,
  idempotencyHeader,
  type AdjustmentAnswer,
  type DisputeOutcome,
  type LedgerCheckAnswer,
  type PlayerActionAnswer,
  type PlayerLedgerEntry,
  type PlayerLogin,
  type PlayerProfile,
  type PlayerSummary,
  type QueueDeposit,
  type QueuePage,
  type QueueWithdrawal,
} from '../../../schemas/console-money';
import { consoleRequest } from './console-client';
import { refreshAfterWrite } from '../../api/refresh-after-write';

const moneyKey = (merchant: string) => ['console', 'money', merchant] as const;
const playersKey = (merchant: string) => ['console', 'players', merchant] as const;

export function useWithdrawalQueue(merchant: string, status: string, cursor: string | undefined) {
  return useQuery({
    queryKey: [...moneyKey(merchant), 'withdrawals', status, cursor ?? ''],
    queryFn: ({ signal }) => consoleRequest<QueuePage<QueueWithdrawal>>(consoleMoneyPaths.withdrawals, { params: { merchant }, query: { status: status || undefined, cursor }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useDepositQueue(merchant: string, status: string, cursor: string | undefined) {
  return useQuery({
    queryKey: [...moneyKey(merchant), 'deposits', status, cursor ?? ''],
    queryFn: ({ signal }) => consoleRequest<QueuePage<QueueDeposit>>(consoleMoneyPaths.deposits, { params: { merchant }, query: { status: status || undefined, cursor }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useDisputeQueue(merchant: string, cursor: string | undefined) {
  return useQuery({
    queryKey: [...moneyKey(merchant), 'disputes', cursor ?? ''],
    queryFn: ({ signal }) => consoleRequest<QueuePage<QueueWithdrawal>>(consoleMoneyPaths.disputes, { params: { merchant }, query: { cursor }, signal }),
    placeholderData: keepPreviousData,
  });
}

export type WithdrawalDecision = { kind: 'approve'; id: string; key: string } | { kind: 'reject'; id: string; key: string; reason: string };

export function useDecideWithdrawal(merchant: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (d: WithdrawalDecision) =>
      consoleRequest<QueueWithdrawal>(d.kind === 'approve' ? consoleMoneyPaths.withdrawalApprove : consoleMoneyPaths.withdrawalReject, {
        method: 'POST',
        params: { merchant, id: d.id },
        headers: { [idempotencyHeader]: d.key },
        ...(d.kind === 'reject' ? { body: { reason: d.reason } } : {}),
      }),
    onSettled: () => refreshAfterWrite(client, moneyKey(merchant)),
  });
}

export function useResolveDispute(merchant: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (r: { id: string; key: string; outcome: DisputeOutcome; reason: string }) =>
      consoleRequest<QueueWithdrawal>(consoleMoneyPaths.disputeResolve, { method: 'POST', params: { merchant, id: r.id }, headers: { [idempotencyHeader]: r.key }, body: { outcome: r.outcome, reason: r.reason } }),
    onSettled: () => refreshAfterWrite(client, moneyKey(merchant)),
  });
}

export function useAdjustBalance(merchant: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (a: { memberId: string; key: string; amountMinor: number; reason: string }) =>
      consoleRequest<AdjustmentAnswer>(consoleMoneyPaths.adjustments, {
        method: 'POST',
        params: { merchant, memberId: a.memberId },
        headers: { [idempotencyHeader]: a.key },
        body: { amountMinor: a.amountMinor, reason: a.reason },
      }),
    onSettled: () => Promise.all([refreshAfterWrite(client, moneyKey(merchant)), refreshAfterWrite(client, playersKey(merchant))]),
  });
}

export function usePlayerSearch(merchant: string, q: string, cursor: string | undefined) {
  return useQuery({
    queryKey: [...playersKey(merchant), 'search', q, cursor ?? ''],
    queryFn: ({ signal }) => consoleRequest<QueuePage<PlayerSummary>>(consolePlayerPaths.search, { params: { merchant }, query: { q, cursor }, signal }),
    enabled: q.length > 0,
    placeholderData: keepPreviousData,
  });
}

export function usePlayerProfile(merchant: string, memberId: string) {
  return useQuery({
    queryKey: [...playersKey(merchant), 'profile', memberId],
    queryFn: ({ signal }) => consoleRequest<PlayerProfile>(consolePlayerPaths.profile, { params: { merchant, memberId }, signal }),
  });
}

export function usePlayerLedger(merchant: string, memberId: string, cursor: string | undefined) {
  return useQuery({
    queryKey: [...playersKey(merchant), 'ledger', memberId, cursor ?? ''],
    queryFn: ({ signal }) => consoleRequest<QueuePage<PlayerLedgerEntry>>(consolePlayerPaths.ledger, { params: { merchant, memberId }, query: { cursor }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function usePlayerLogins(merchant: string, memberId: string, cursor: string | undefined) {
  return useQuery({
    queryKey: [...playersKey(merchant), 'logins', memberId, cursor ?? ''],
    queryFn: ({ signal }) => consoleRequest<QueuePage<PlayerLogin>>(consolePlayerPaths.logins, { params: { merchant, memberId }, query: { cursor }, signal }),
    placeholderData: keepPreviousData,
  });
}

export type PlayerActionName = 'lock' | 'unlock' | 'resetAuthenticator' | 'forcePasswordChange';

export function usePlayerAction(merchant: string, memberId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (a: { action: PlayerActionName; reason: string }) => consoleRequest<PlayerActionAnswer>(consolePlayerPaths[a.action], { method: 'POST', params: { merchant, memberId }, body: { reason: a.reason } }),
    onSuccess: (answer) => client.setQueryData([...playersKey(merchant), 'profile', memberId], answer.profile),
    onSettled: () => refreshAfterWrite(client, playersKey(merchant)),
  });
}

/** Finance's ledger check: run when asked (it reads every account of the merchant), never on its own. */
export function useLedgerCheck(merchant: string) {
  return useQuery({
    queryKey: [...moneyKey(merchant), 'ledger-check'],
    queryFn: ({ signal }) => consoleRequest<LedgerCheckAnswer>(consoleMoneyPaths.ledgerCheck, { params: { merchant }, signal }),
    enabled: false,
    gcTime: 0,
  });
}
