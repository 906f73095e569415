/**
 * The member centre's money and member-data calls (issue 7, docs/decisions/023-deposits-withdrawals.md):
 * deposit channels and deposits, bank accounts, the withdrawal (payment) password, withdrawals and
 * their receipt confirmation, the inbox, the security centre and the profile. One contract for the
 * gateway (gateway/routes/{deposit,withdrawal,bank-account,security,profile,inbox}*.routes.ts) and
 * the browser's member pages. Paths are in schemas/api-paths.ts (`paymentPaths` below repeats them).
 *
 * Every call needs a real session: anonymous → 401 UNAUTHORIZED, trial → 403 TRIAL_NOT_ALLOWED.
 * Answers are the usual envelope `{ success, value, message, code }`; a refused field answers 400
 * with `code` naming the problem and `value: [{ path: '/amount', reason, message }]`.
 *
 * Amounts: answers carry integer minor units (`…Minor`) plus the currency's `minorDigits`.
 * Requests carry the amount the player typed as a decimal string in MAJOR units ("100", "100.5",
 * "100.50"): the gateway parses it exactly (no floats) and refuses more decimals than the currency
 * has (AMOUNT_PRECISION), anything not a plain non-negative decimal (AMOUNT_INVALID), zero or less
 * than the minimum (AMOUNT_TOO_SMALL), more than the maximum (AMOUNT_TOO_LARGE).
 */
import { apiPaths } from './api-paths';

// ---------------------------------------------------------------------------------------------
// Shared shapes
// ---------------------------------------------------------------------------------------------

/** A list page: `page` is 1-based; `total` counts every row of the member (not only this page). */
export interface Page<T> {
  items: T[];
  page: number;
  pageSize: number;
  total: number;
  totalPages: number;
}

/** Query of every paged list: ?page=1&pageSize=20 (pageSize 1–100, default 20). */
export interface PageQuery {
  page?: number;
  pageSize?: number;
}

export const defaultPageSize = 20;
export const maxPageSize = 100;

/** Money as answers carry it. */
export interface Money {
  currency: string;
  currencySymbol: string;
  minorDigits: number;
}

/**
 * A fresh random id (UUID v4) the browser makes once per submitted form and repeats on a retry:
 * the same requestId with the same body answers the first answer (status and body, a refusal for
 * the balance included; header Idempotent-Replayed: true) and moves nothing again; the same
 * requestId with a different body → 422 IDEMPOTENCY_CONFLICT. After an answered refusal the
 * browser makes a new one for the next submit (docs/decisions/027).
 */
export type RequestId = string;

// ---------------------------------------------------------------------------------------------
// Deposit (depositv2)
// ---------------------------------------------------------------------------------------------

/** Kinds of deposit channel a brand can offer (brand.json payments.deposit.channels[].kind). */
export const depositChannelKinds = ['bank_transfer', 'e_wallet', 'qr_pay', 'crypto'] as const;
export type DepositChannelKind = (typeof depositChannelKinds)[number];

export interface DepositChannel {
  /** Stable code in requests, e.g. "bank". */
  id: string;
  kind: DepositChannelKind;
  /** Display name from the brand file (brand content, not a locale key). */
  name: string;
  minMinor: number;
  maxMinor: number;
}

/** GET apiPaths.depositChannels */
export interface DepositChannelsAnswer extends Money {
  channels: DepositChannel[];
}

/** POST apiPaths.deposits */
export interface DepositRequest {
  requestId: RequestId;
  channelId: string;
  /** Major units as typed, e.g. "100.50". */
  amount: string;
}

/** pending: waiting for the payment provider; credited: money is in the main wallet; failed: the provider refused. */
export const depositStatuses = ['pending', 'credited', 'failed'] as const;
export type DepositStatus = (typeof depositStatuses)[number];

export interface Deposit extends Money {
  id: string;
  channelId: string;
  channelKind: DepositChannelKind;
  channelName: string;
  amountMinor: number;
  status: DepositStatus;
  /** ISO 8601 times. */
  createdAt: string;
  creditedAt: string | null;
}

/** POST apiPaths.deposits answers the (new or replayed) Deposit; GET apiPaths.deposits answers Page<Deposit>, newest first. */
export type DepositAnswer = Deposit;
export type DepositListAnswer = Page<Deposit>;

// ---------------------------------------------------------------------------------------------
// Bank accounts
// ---------------------------------------------------------------------------------------------

export interface Bank {
  code: string;
  name: string;
}

/** POST apiPaths.bankAccounts */
export interface BindBankAccountRequest {
  /** 2–100 characters, letters (any script), spaces, dots, hyphens, apostrophes: BANK_HOLDER_INVALID. */
  holderName: string;
  /** One of the brand's banks: BANK_UNKNOWN. */
  bankCode: string;
  /** 8–30 digits (spaces and hyphens ignored): BANK_ACCOUNT_NUMBER_INVALID. */
  accountNumber: string;
}

export interface BankAccount {
  id: string;
  holderName: string;
  bankCode: string;
  bankName: string;
  /** Only the last 4 digits are shown: "•••• 1234". */
  accountNumberMasked: string;
  createdAt: string;
}

/**
 * GET apiPaths.bankAccounts → BankAccountsAnswer; POST → BankAccount (409 BANK_ACCOUNT_LIMIT when
 * `max` are bound, 409 BANK_ACCOUNT_DUPLICATE when the same bank + number is bound already).
 */
export interface BankAccountsAnswer {
  accounts: BankAccount[];
  /** At most this many (brand payments.withdrawal.maxBankAccounts). */
  max: number;
  /** Banks the player can choose from (brand payments.banks). */
  banks: Bank[];
}

// ---------------------------------------------------------------------------------------------
// Withdrawal (payment) password
// ---------------------------------------------------------------------------------------------

/**
 * POST apiPaths.paymentPassword. Without a payment password set: `oldPassword` must be absent.
 * With one set: `oldPassword` is required; a wrong one → 400 PAYMENT_PASSWORD_INCORRECT (field
 * /oldPassword). New password: 6–32 characters (PAYMENT_PASSWORD_FORMAT), equal to the
 * confirmation (PASSWORD_MISMATCH). 5 wrong payment passwords in 15 minutes (here or on a
 * withdrawal) → 429 PAYMENT_PASSWORD_LOCKED with value { retryAfterSeconds } until the window passes.
 */
export interface PaymentPasswordRequest {
  oldPassword?: string;
  newPassword: string;
  confirmNewPassword: string;
}

export interface PaymentPasswordAnswer {
  paymentPasswordSet: true;
}

// ---------------------------------------------------------------------------------------------
// Withdrawal
// ---------------------------------------------------------------------------------------------

/** GET apiPaths.withdrawalSettings: what the withdraw page needs before the form. */
export interface WithdrawalSettingsAnswer extends Money {
  minMinor: number;
  maxMinor: number;
  /** The main wallet's balance: what can be withdrawn now. */
  availableMinor: number;
  paymentPasswordSet: boolean;
  bankAccounts: BankAccount[];
  maxBankAccounts: number;
  /** Minutes after disbursal after which an unconfirmed withdrawal is regarded as received (§4 "{0} minutes"). */
  autoReceiptMinutes: number;
}

/** POST apiPaths.withdrawals */
export interface WithdrawalRequest {
  requestId: RequestId;
  bankAccountId: string;
  /** Major units as typed. More than the available balance → 400 INSUFFICIENT_BALANCE (field /amount). */
  amount: string;
  /** Wrong → 400 PAYMENT_PASSWORD_INCORRECT (field /paymentPassword); none set → 409 PAYMENT_PASSWORD_NOT_SET. */
  paymentPassword: string;
}

/**
 * pending: debited from the main wallet into the withdrawal hold, waiting for the provider;
 * disbursed: paid out, waiting for the player's confirmation;
 * received: the player confirmed all received;
 * partly_received: the player confirmed part (receivedMinor, remainderMinor, proofs) — flagged for operator review;
 * not_received: the player says nothing arrived — flagged for operator review;
 * auto_received: unconfirmed after autoReceiptMinutes, regarded as received (no refund, READINGS #24);
 * failed: the provider refused before paying, or finance rejected it in the console (with a reason,
 *   in an inbox notice; docs/decisions/047); the hold went back to the main wallet.
 */
export const withdrawalStatuses = ['pending', 'disbursed', 'received', 'partly_received', 'not_received', 'auto_received', 'failed'] as const;
export type WithdrawalStatus = (typeof withdrawalStatuses)[number];

export interface WithdrawalProof {
  /** apiPaths.withdrawalProof (/wps/member/withdrawals/<id>/proofs/<position>): needs the session (fetch it as a blob). */
  url: string;
  position: number;
  contentType: 'image/png' | 'image/jpeg';
  bytes: number;
}

export interface Withdrawal extends Money {
  id: string;
  amountMinor: number;
  status: WithdrawalStatus;
  bankAccount: BankAccount;
  createdAt: string;
  disbursedAt: string | null;
  /** When an unconfirmed disbursal is regarded as received (set while disbursed). */
  receiptDueAt: string | null;
  confirmedAt: string | null;
  /** partly_received: what the player got and what is missing; null otherwise. */
  receivedMinor: number | null;
  remainderMinor: number | null;
  proofs: WithdrawalProof[];
  /** partly_received / not_received: waiting for an operator. */
  underReview: boolean;
}

export type WithdrawalAnswer = Withdrawal;
export type WithdrawalListAnswer = Page<Withdrawal>;

/**
 * POST apiPaths.withdrawalReceipt (:id = the withdrawal), multipart/form-data, only while
 * `disbursed` (else 409 WITHDRAWAL_NOT_AWAITING_RECEIPT):
 *   outcome        "all" | "partial" | "none"                       (RECEIPT_OUTCOME_INVALID)
 *   receivedAmount major units, partial only, > 0 and < the amount  (AMOUNT_* codes, field /receivedAmount)
 *   proof          0–3 files, partial only: PNG or JPEG by their bytes (PROOF_TYPE_INVALID),
 *                  each < 5 MiB (PROOF_TOO_LARGE), at most 3 (PROOF_TOO_MANY); at least 1 for partial (PROOF_MISSING)
 * Answers the updated Withdrawal.
 */
export const receiptOutcomes = ['all', 'partial', 'none'] as const;
export type ReceiptOutcome = (typeof receiptOutcomes)[number];
export const proofMaxFiles = 3;
export const proofMaxBytes = 5 * 1024 * 1024;
export const receiptFields = { outcome: 'outcome', receivedAmount: 'receivedAmount', proof: 'proof' } as const;

// ---------------------------------------------------------------------------------------------
// Inbox (messageV2)
// ---------------------------------------------------------------------------------------------

export interface InboxMessage {
  id: string;
  sender: string;
  title: string;
  /** Plain text (never HTML). */
  body: string;
  createdAt: string;
  read: boolean;
}

/** GET apiPaths.inboxMessages?page&pageSize, newest first; unreadCount is the member's total. */
export interface InboxListAnswer extends Page<InboxMessage> {
  unreadCount: number;
}

/** POST apiPaths.inboxMessageRead (:id): the message, now read; unreadCount after reading. Another member's id → 404. */
export interface InboxReadAnswer {
  message: InboxMessage;
  unreadCount: number;
}

/** POST apiPaths.inboxReadAll → { unreadCount: 0, marked } */
export interface InboxReadAllAnswer {
  unreadCount: 0;
  marked: number;
}

// ---------------------------------------------------------------------------------------------
// Security centre
// ---------------------------------------------------------------------------------------------

/** GET apiPaths.securityOverview */
export interface SecurityOverviewAnswer {
  /** "+86 138****0001" or null. */
  phoneMasked: string | null;
  /** "pl***@aurora.example" or null. */
  emailMasked: string | null;
  paymentPasswordSet: boolean;
  totpEnabled: boolean;
  bankAccountCount: number;
}

/**
 * POST apiPaths.securityCode: send a 6-digit code to the NEW phone or e-mail the member wants to
 * bind (same limits as every code: 60 s between sends, 5 an hour → 429 SMS_TOO_MANY_REQUESTS with
 * { retryAfterSeconds }). A number or address another member of the brand has → 409 CONTACT_TAKEN.
 * Answer as the other code calls: { expiredMinutes (resend countdown), validMinutes }.
 */
export type SecurityCodeRequest =
  | { channel: 'sms'; mobileNum: string; countryDialingCode: string }
  | { channel: 'email'; email: string };

export interface SecurityCodeAnswer {
  expiredMinutes: number;
  validMinutes: number;
}

/** POST apiPaths.securityPhone: bind or change the phone with the code sent to it (CODE_INVALID / CODE_EXPIRED). */
export interface BindPhoneRequest {
  mobileNum: string;
  countryDialingCode: string;
  verificationCode: string;
}

/** POST apiPaths.securityEmail: bind or change the e-mail with the code sent to it. */
export interface BindEmailRequest {
  email: string;
  verificationCode: string;
}

/** Both bind calls answer the new overview. */
export type BindContactAnswer = SecurityOverviewAnswer;

export interface LoginHistoryEntry {
  createdAt: string;
  /** password, sms, remember, social … */
  method: string;
  /** success, failed, challenged … */
  outcome: string;
  ip: string;
  userAgent: string | null;
}

/** GET apiPaths.loginHistory?page&pageSize, newest first. */
export type LoginHistoryAnswer = Page<LoginHistoryEntry>;

// ---------------------------------------------------------------------------------------------
// Profile
// ---------------------------------------------------------------------------------------------

/**
 * Personal fields a brand can show on the profile page (§3 "further labelled fields"). Which
 * appear: the brand's register rules (a field enabled there is shown here). Read-only ones are
 * set once (at registration or by an operator): payeeName, idNumber, birthday once filled.
 */
export const profileFieldNames = [
  'payeeName',
  'birthday',
  'idNumber',
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'telegram',
  'zalo',
  'address',
  'nationality',
  'occupation',
  'sourceOfIncome',
] as const;
export type ProfileFieldName = (typeof profileFieldNames)[number];

export interface ProfileField {
  name: ProfileFieldName;
  value: string | null;
  /** The member cannot change it here (set once, or operator-only). */
  readOnly: boolean;
  maxLength: number;
}

/** GET apiPaths.profile */
export interface ProfileAnswer {
  account: string;
  nickname: string | null;
  /** /lgw/avatars/<sha256>.<png|jpg|webp> (public, immutable), or null: the browser shows the default avatar (§8). */
  avatarUrl: string | null;
  phoneMasked: string | null;
  emailMasked: string | null;
  currency: string;
  vipLevel: number;
  fields: ProfileField[];
}

/**
 * PUT apiPaths.profile: nickname (1–32 characters, no control characters: NICKNAME_INVALID; null
 * clears it) and any editable enabled field (a read-only or not enabled one → 400
 * PROFILE_FIELD_READ_ONLY; too long → PROFILE_FIELD_INVALID). Answers the new profile.
 */
export interface ProfileUpdateRequest {
  nickname?: string | null;
  fields?: Partial<Record<ProfileFieldName, string | null>>;
}

/**
 * POST apiPaths.profileAvatar, multipart/form-data with one file field `avatar`: PNG, JPEG or WebP
 * by its bytes (AVATAR_TYPE_INVALID), at most avatarMaxBytes (AVATAR_TOO_LARGE). Answers the profile.
 */
export const avatarField = 'avatar';
export const avatarMaxBytes = 2 * 1024 * 1024;

// ---------------------------------------------------------------------------------------------
// Paths
// ---------------------------------------------------------------------------------------------

export const paymentPaths = {
  depositChannels: apiPaths.depositChannels,
  deposits: apiPaths.deposits,
  bankAccounts: apiPaths.bankAccounts,
  paymentPassword: apiPaths.paymentPassword,
  withdrawalSettings: apiPaths.withdrawalSettings,
  withdrawals: apiPaths.withdrawals,
  withdrawalReceipt: apiPaths.withdrawalReceipt,
  withdrawalProof: apiPaths.withdrawalProof,
  inboxMessages: apiPaths.inboxMessages,
  inboxMessageRead: apiPaths.inboxMessageRead,
  inboxReadAll: apiPaths.inboxReadAll,
  securityOverview: apiPaths.securityOverview,
  securityCode: apiPaths.securityCode,
  securityPhone: apiPaths.securityPhone,
  securityEmail: apiPaths.securityEmail,
  loginHistory: apiPaths.loginHistory,
  profile: apiPaths.profile,
  profileAvatar: apiPaths.profileAvatar,
  avatar: apiPaths.avatar,
} as const;

/** Fills :id (and :position) in a path template. */
export function withId(path: string, id: string, position?: number): string {
  const filled = path.replace(':id', encodeURIComponent(id));
  return position === undefined ? filled : filled.replace(':position', String(position));
}
