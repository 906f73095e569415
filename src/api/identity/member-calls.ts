/**
 * The member centre's money and member-data calls (schemas/payments.ts): deposits, bank
 * accounts, the withdrawal password, withdrawals and their receipt, the security centre and the
 * profile. Uploads go as multipart/form-data.
 */
import {
  avatarField,
  receiptFields,
  type BankAccount,
  type BankAccountsAnswer,
  type BindBankAccountRequest,
  type BindContactAnswer,
  type BindEmailRequest,
  type BindPhoneRequest,
  type Deposit,
  type DepositChannelsAnswer,
  type DepositListAnswer,
  type DepositRequest,
  type LoginHistoryAnswer,
  type PageQuery,
  type PaymentPasswordAnswer,
  type PaymentPasswordRequest,
  type ProfileAnswer,
  type ProfileUpdateRequest,
  type ReceiptOutcome,
  type SecurityCodeAnswer,
  type SecurityCodeRequest,
  type SecurityOverviewAnswer,
  type Withdrawal,
  type WithdrawalListAnswer,
  type WithdrawalRequest,
  type WithdrawalSettingsAnswer,
} from '../../../schemas/payments';
import { apiRequest, type QueryValue } from '../client';
import { present } from '../wallet/wallet-calls';

export const memberKeys = {
  depositChannels: ['member', 'deposit-channels'] as const,
  deposits: (q: PageQuery) => ['member', 'deposits', q] as const,
  bankAccounts: ['member', 'bank-accounts'] as const,
  withdrawalSettings: ['member', 'withdrawal-settings'] as const,
  withdrawals: (q: PageQuery) => ['member', 'withdrawals', q] as const,
  security: ['member', 'security'] as const,
  loginHistory: (q: PageQuery) => ['member', 'login-history', q] as const,
  profile: ['member', 'profile'] as const,
};

const asQuery = (q: PageQuery) => q as Record<string, QueryValue>;

export async function fetchDepositChannels(signal?: AbortSignal) {
  return present(await apiRequest<DepositChannelsAnswer>('depositChannels', { signal }));
}
export async function fetchDeposits(query: PageQuery, signal?: AbortSignal) {
  return present(await apiRequest<DepositListAnswer>('deposits', { query: asQuery(query), signal }));
}
export async function requestDeposit(request: DepositRequest) {
  return present(await apiRequest<Deposit>('deposits', { method: 'POST', body: request }));
}

export async function fetchBankAccounts(signal?: AbortSignal) {
  return present(await apiRequest<BankAccountsAnswer>('bankAccounts', { signal }));
}
export async function bindBankAccount(request: BindBankAccountRequest) {
  return present(await apiRequest<BankAccount>('bankAccounts', { method: 'POST', body: request }));
}

export async function setPaymentPassword(request: PaymentPasswordRequest) {
  return present(await apiRequest<PaymentPasswordAnswer>('paymentPassword', { method: 'POST', body: request }));
}

export async function fetchWithdrawalSettings(signal?: AbortSignal) {
  return present(await apiRequest<WithdrawalSettingsAnswer>('withdrawalSettings', { signal }));
}
export async function fetchWithdrawals(query: PageQuery, signal?: AbortSignal) {
  return present(await apiRequest<WithdrawalListAnswer>('withdrawals', { query: asQuery(query), signal }));
}
export async function requestWithdrawal(request: WithdrawalRequest) {
  return present(await apiRequest<Withdrawal>('withdrawals', { method: 'POST', body: request }));
}

export interface ReceiptUpload {
  withdrawalId: string;
  outcome: ReceiptOutcome;
  receivedAmount: string | null;
  proofs: Blob[];
}

export async function confirmWithdrawalReceipt(upload: ReceiptUpload) {
  const form = new FormData();
  form.append(receiptFields.outcome, upload.outcome);
  if (upload.receivedAmount !== null) form.append(receiptFields.receivedAmount, upload.receivedAmount);
  for (const proof of upload.proofs) form.append(receiptFields.proof, proof, (proof as File).name ?? 'proof');
  return present(await apiRequest<Withdrawal>('withdrawalReceipt', { method: 'POST', params: { id: upload.withdrawalId }, body: form, timeoutMs: 60_000 }));
}

export async function fetchSecurityOverview(signal?: AbortSignal) {
  return present(await apiRequest<SecurityOverviewAnswer>('securityOverview', { signal }));
}
export async function sendSecurityCode(request: SecurityCodeRequest) {
  return present(await apiRequest<SecurityCodeAnswer>('securityCode', { method: 'POST', body: request }));
}
export async function bindPhone(request: BindPhoneRequest) {
  return present(await apiRequest<BindContactAnswer>('securityPhone', { method: 'POST', body: request }));
}
export async function bindEmail(request: BindEmailRequest) {
  return present(await apiRequest<BindContactAnswer>('securityEmail', { method: 'POST', body: request }));
}
export async function fetchLoginHistory(query: PageQuery, signal?: AbortSignal) {
  return present(await apiRequest<LoginHistoryAnswer>('loginHistory', { query: asQuery(query), signal }));
}

export async function fetchProfile(signal?: AbortSignal) {
  return present(await apiRequest<ProfileAnswer>('profile', { signal }));
}
export async function updateProfile(request: ProfileUpdateRequest) {
  return present(await apiRequest<ProfileAnswer>('profile', { method: 'PUT', body: request }));
}
export async function uploadAvatar(file: Blob) {
  const form = new FormData();
  form.append(avatarField, file, (file as File).name ?? 'avatar');
  return present(await apiRequest<ProfileAnswer>('profileAvatar', { method: 'POST', body: form, timeoutMs: 60_000 }));
}
