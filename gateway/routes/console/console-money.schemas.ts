/** JSON Schemas of the console's money desk and support desk calls (schemas/console-money.ts). */
import {
  disputeOutcomes,
  idempotencyKeyPattern,
  ledgerCheckListLimit,
  maxAdjustmentMinor,
  queueDepositStatuses,
  queueMaxPageSize,
  queueWithdrawalStatuses,
  reasonMaxLength,
} from '../../../schemas/console-money';
import { merchantCodePattern } from '../../domain/brand/merchant-resolver';

const merchant = { type: 'string', pattern: merchantCodePattern, description: 'Merchant code.' } as const;
const uuid = { type: 'string', format: 'uuid' } as const;
const nullableString = { type: ['string', 'null'] } as const;
const instant = { type: 'string', format: 'date-time' } as const;
const cursor = { type: 'string', minLength: 1, maxLength: 400, pattern: '^[A-Za-z0-9_-]+$', description: 'The previous page’s nextCursor.' } as const;
const pageSize = { type: 'integer', minimum: 1, maximum: queueMaxPageSize } as const;
/** A reason a person typed: 1–500 characters, no control characters, not only spaces. */
const reason = { type: 'string', minLength: 1, maxLength: reasonMaxLength, pattern: '^(?=.*\\S)[^\\u0000-\\u001F\\u007F]*$' } as const;

export const idempotencyHeadersSchema = {
  type: 'object',
  properties: {
    'idempotency-key': { type: 'string', pattern: idempotencyKeyPattern, description: 'Required (400 IDEMPOTENCY_KEY_REQUIRED): 8–100 visible ASCII characters; a retry with the same key answers the first answer.' },
  },
} as const;

export const merchantIdParamsSchema = {
  type: 'object',
  required: ['merchant', 'id'],
  additionalProperties: false,
  properties: { merchant, id: uuid },
} as const;

export const merchantMemberParamsSchema = {
  type: 'object',
  required: ['merchant', 'memberId'],
  additionalProperties: false,
  properties: { merchant, memberId: uuid },
} as const;

export const proofParamsSchema = {
  type: 'object',
  required: ['merchant', 'id', 'position'],
  additionalProperties: false,
  properties: { merchant, id: uuid, position: { type: 'integer', minimum: 1, maximum: 3 } },
} as const;

export const withdrawalQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: { status: { type: 'string', enum: [...queueWithdrawalStatuses] }, cursor, pageSize },
} as const;

export const depositQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: { status: { type: 'string', enum: [...queueDepositStatuses] }, cursor, pageSize },
} as const;

export const disputeQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: { status: { type: 'string', enum: ['open', 'all'], description: 'open (default): under review.' }, cursor, pageSize },
} as const;

export const pageQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: { cursor, pageSize },
} as const;

export const playerSearchQuerySchema = {
  type: 'object',
  required: ['q'],
  additionalProperties: false,
  properties: { q: { type: 'string', minLength: 1, maxLength: 64, pattern: '^[^\\u0000-\\u001F\\u007F]*$', description: 'Prefix of the account, e-mail or phone.' }, cursor, pageSize },
} as const;

export const rejectBodySchema = { type: 'object', required: ['reason'], additionalProperties: false, properties: { reason } } as const;
export const reasonBodySchema = rejectBodySchema;

export const disputeResolveBodySchema = {
  type: 'object',
  required: ['outcome', 'reason'],
  additionalProperties: false,
  properties: { outcome: { type: 'string', enum: [...disputeOutcomes] }, reason },
} as const;

export const adjustmentBodySchema = {
  type: 'object',
  required: ['amountMinor', 'reason'],
  additionalProperties: false,
  properties: {
    amountMinor: {
      type: 'integer',
      minimum: -maxAdjustmentMinor,
      maximum: maxAdjustmentMinor,
      not: { const: 0 },
      description: 'Non-zero integer minor units: positive credits the main wallet, negative debits it.',
    },
    reason,
  },
} as const;

const memberRef = { memberId: uuid, account: { type: 'string' } } as const;

export const queueWithdrawalSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'memberId', 'account', 'currency', 'minorDigits', 'amountMinor', 'status', 'createdAt', 'decision', 'decidedBy', 'decidedAt', 'decisionReason', 'bankLast4', 'receivedMinor', 'underReview', 'proofs', 'resolution', 'resolutionReason'],
  properties: {
    id: uuid,
    ...memberRef,
    currency: { type: 'string' },
    minorDigits: { type: 'integer' },
    amountMinor: { type: 'integer' },
    status: { type: 'string', enum: [...queueWithdrawalStatuses] },
    createdAt: instant,
    decision: { anyOf: [{ type: 'string', enum: ['approved', 'rejected'] }, { type: 'null' }] },
    decidedBy: nullableString,
    decidedAt: { anyOf: [instant, { type: 'null' }] },
    decisionReason: nullableString,
    bankLast4: { type: 'string' },
    receivedMinor: { type: ['integer', 'null'] },
    underReview: { type: 'boolean' },
    proofs: { type: 'integer' },
    resolution: { anyOf: [{ type: 'string', enum: ['refunded', 'dismissed'] }, { type: 'null' }] },
    resolutionReason: nullableString,
  },
} as const;

const queueDepositSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'memberId', 'account', 'currency', 'minorDigits', 'amountMinor', 'status', 'channelName', 'createdAt', 'creditedAt'],
  properties: {
    id: uuid,
    ...memberRef,
    currency: { type: 'string' },
    minorDigits: { type: 'integer' },
    amountMinor: { type: 'integer' },
    status: { type: 'string', enum: [...queueDepositStatuses] },
    channelName: { type: 'string' },
    createdAt: instant,
    creditedAt: { anyOf: [instant, { type: 'null' }] },
  },
} as const;

export function pageSchema(item: object) {
  return { type: 'object', required: ['items', 'nextCursor'], additionalProperties: false, properties: { items: { type: 'array', items: item }, nextCursor: nullableString } } as const;
}

export const withdrawalPageSchema = pageSchema(queueWithdrawalSchema);
export const depositPageSchema = pageSchema(queueDepositSchema);

export const adjustmentAnswerSchema = {
  type: 'object',
  required: ['memberId', 'amountMinor', 'balanceMinor', 'transactionId'],
  additionalProperties: false,
  properties: { memberId: uuid, amountMinor: { type: 'integer' }, balanceMinor: { type: 'integer' }, transactionId: uuid },
} as const;

const summaryProperties = {
  ...memberRef,
  email: nullableString,
  mobile: nullableString,
  locked: { type: 'boolean' },
  createdAt: instant,
} as const;
const summaryRequired = ['memberId', 'account', 'email', 'mobile', 'locked', 'createdAt'] as const;

export const playerPageSchema = pageSchema({ type: 'object', additionalProperties: false, required: [...summaryRequired], properties: summaryProperties });

export const playerProfileSchema = {
  type: 'object',
  additionalProperties: false,
  required: [...summaryRequired, 'nickname', 'currency', 'minorDigits', 'vipLevel', 'type', 'mustChangePassword', 'authenticator', 'firstLoginAt', 'balances', 'liveSessions'],
  properties: {
    ...summaryProperties,
    nickname: nullableString,
    currency: { type: 'string' },
    minorDigits: { type: 'integer' },
    vipLevel: { type: 'integer' },
    type: { type: 'integer' },
    mustChangePassword: { type: 'boolean' },
    authenticator: { type: 'boolean' },
    firstLoginAt: { anyOf: [instant, { type: 'null' }] },
    balances: {
      type: 'array',
      items: { type: 'object', additionalProperties: false, required: ['wallet', 'balanceMinor'], properties: { wallet: { type: 'string' }, balanceMinor: { type: 'integer' } } },
    },
    liveSessions: { type: 'integer' },
  },
} as const;

export const playerActionAnswerSchema = {
  type: 'object',
  required: ['profile', 'revokedSessions'],
  additionalProperties: false,
  properties: { profile: playerProfileSchema, revokedSessions: { type: 'integer' } },
} as const;

export const playerLedgerPageSchema = pageSchema({
  type: 'object',
  additionalProperties: false,
  required: ['transactionId', 'postedAt', 'kind', 'wallet', 'amountMinor', 'balanceAfterMinor', 'memo'],
  properties: {
    transactionId: uuid,
    postedAt: instant,
    kind: { type: 'string' },
    wallet: { type: 'string' },
    amountMinor: { type: 'integer' },
    balanceAfterMinor: { type: 'integer' },
    memo: { type: 'string' },
  },
});

export const playerLoginPageSchema = pageSchema({
  type: 'object',
  additionalProperties: false,
  required: ['at', 'method', 'outcome', 'ip', 'userAgent'],
  properties: { at: instant, method: { type: 'string' }, outcome: { type: 'string' }, ip: { type: 'string' }, userAgent: nullableString },
});

const codeList = { type: 'array', maxItems: ledgerCheckListLimit, items: { type: 'string' } } as const;

export const ledgerCheckSchema = {
  type: 'object',
  required: ['merchant', 'checkedAt', 'balanced', 'totalMinor', 'unbalancedTransactions', 'driftedAccounts', 'negativeAccounts', 'walletMismatches', 'problemCount'],
  additionalProperties: false,
  properties: {
    merchant,
    checkedAt: instant,
    balanced: { type: 'boolean' },
    totalMinor: { type: 'integer', description: 'Sum of every account of the ledger (0 when balanced).' },
    unbalancedTransactions: codeList,
    driftedAccounts: codeList,
    negativeAccounts: codeList,
    walletMismatches: codeList,
    problemCount: { type: 'integer', minimum: 0 },
  },
} as const;
