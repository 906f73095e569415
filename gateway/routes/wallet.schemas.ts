/** JSON schemas of the wallet calls (schemas/wallet.ts); every route has one. */
import { accountRecordTypes } from '../../schemas/wallet';

const int = { type: 'integer' } as const;
const nonNegative = { type: 'integer', minimum: 0 } as const;
/** §3 Consolidated contract (GET, AGENTPOLICY3 on): 0 nothing, 1 an offer from my upline, 2 a termination request awaiting my answer (decision 035). */
const requestType = { type: 'integer', enum: [0, 1, 2] } as const;
const contractRequestTypes = Object.fromEntries(
  (['dailysalreqtype', 'divtypereq', 'contracthoursalreq', 'realtimesalreqtype'] as const).map((f) => [f, { ...requestType, description: `${f}: present only when AGENTPOLICY3 is on.` }]),
);

const walletId = { type: 'string', pattern: '^(main|[A-Z][A-Z0-9_]{0,31})$', description: "'main' or a vendor code (vassalage)." } as const;
const requestId = {
  type: 'string',
  pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$',
  description: 'A UUID made once per submitted form and repeated on a retry (idempotency key).',
} as const;
const money = {
  currency: { type: 'string', pattern: '^[A-Z]{3}$' },
  currencySymbol: { type: 'string' },
  minorDigits: { type: 'integer', minimum: 0, maximum: 4 },
} as const;

export const walletDetailSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['wallet', 'kind', 'displayName', 'balanceMinor', 'balance'],
  properties: {
    wallet: { type: 'string' },
    kind: { type: 'string', enum: ['main', 'vendor'] },
    displayName: { type: ['string', 'null'] },
    balanceMinor: nonNegative,
    balance: { type: 'number', minimum: 0 },
  },
} as const;

const wallets = { type: 'array', items: walletDetailSchema } as const;

export const transferBody = {
  type: 'object',
  additionalProperties: false,
  required: ['requestId', 'from', 'to', 'amount'],
  properties: {
    requestId,
    from: walletId,
    to: walletId,
    amount: { type: 'string', minLength: 1, maxLength: 40, description: 'Major units as typed: "100", "100.50".' },
  },
} as const;

export const transferAnswerSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['transactionId', 'from', 'to', 'amountMinor', 'currency', 'minorDigits', 'wallets', 'totalMinor'],
  properties: {
    transactionId: { type: 'string' },
    from: { type: 'string' },
    to: { type: 'string' },
    amountMinor: { type: 'integer', minimum: 1 },
    currency: money.currency,
    minorDigits: money.minorDigits,
    wallets,
    totalMinor: nonNegative,
  },
} as const;

export const merchantWalletQuery = {
  type: 'object',
  additionalProperties: false,
  required: ['merchantCode'],
  properties: { merchantCode: { type: 'string', minLength: 1, maxLength: 64 }, merchant: { type: 'string', maxLength: 64 } },
} as const;

export const merchantWalletSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['isSingle', 'vendors'],
  properties: {
    isSingle: { type: 'boolean' },
    vendors: {
      type: 'array',
      items: { type: 'object', additionalProperties: false, required: ['wallet', 'displayName'], properties: { wallet: { type: 'string' }, displayName: { type: 'string' } } },
    },
  },
} as const;

export const consolidatedSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['currency', 'currencySymbol', 'minorDigits', 'mainMinor', 'vendorsMinor', 'totalMinor', 'wallets'],
  properties: { ...money, mainMinor: nonNegative, vendorsMinor: nonNegative, totalMinor: nonNegative, wallets, ...contractRequestTypes },
} as const;

export const consolidateBody = {
  type: 'object',
  additionalProperties: false,
  required: ['requestId'],
  properties: { requestId },
} as const;

const window = {
  from: { type: 'string', maxLength: 40, description: 'ISO instant, inclusive (default: 7 days before to).' },
  to: { type: 'string', maxLength: 40, description: 'ISO instant, exclusive (default: now). At most 92 days after from.' },
  page: { type: 'integer', minimum: 1, maximum: 100000, default: 1 },
  pageSize: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
  merchant: { type: 'string', maxLength: 64 },
} as const;

export const accountRecordQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { ...window, type: { type: 'string', enum: [...accountRecordTypes] }, wallet: walletId },
} as const;

const filters = {
  vendor: { type: 'string', pattern: '^[A-Z0-9][A-Z0-9_]{0,31}$' },
  gameType: { type: 'string', pattern: '^[A-Z]{2,12}$' },
} as const;

export const bettingRecordQuery = { type: 'object', additionalProperties: false, properties: { ...window, ...filters } } as const;

const { page: _page, pageSize: _pageSize, ...windowOnly } = window;
export const profitLossQuery = { type: 'object', additionalProperties: false, properties: { ...windowOnly, ...filters } } as const;

const pageFields = { page: { type: 'integer', minimum: 1 }, pageSize: { type: 'integer', minimum: 1 }, total: nonNegative, totalPages: nonNegative } as const;

const bettingTotals = {
  type: 'object',
  additionalProperties: false,
  required: ['rounds', 'betMinor', 'winMinor', 'profitMinor'],
  properties: { rounds: nonNegative, betMinor: nonNegative, winMinor: nonNegative, profitMinor: int },
} as const;

export const accountRecordSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['items', 'page', 'pageSize', 'total', 'totalPages', 'currency', 'currencySymbol', 'minorDigits', 'totals'],
  properties: {
    ...pageFields,
    ...money,
    items: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'transactionId', 'postedAt', 'type', 'wallet', 'amountMinor', 'balanceAfterMinor', 'memo', 'reference'],
        properties: {
          id: { type: 'string' },
          transactionId: { type: 'string' },
          postedAt: { type: 'string' },
          type: { type: 'string' },
          wallet: { type: 'string' },
          amountMinor: int,
          balanceAfterMinor: int,
          memo: { type: 'string' },
          reference: { type: ['string', 'null'] },
        },
      },
    },
    totals: {
      type: 'object',
      additionalProperties: false,
      required: ['inMinor', 'outMinor', 'netMinor'],
      properties: { inMinor: nonNegative, outMinor: nonNegative, netMinor: int },
    },
  },
} as const;

export const bettingRecordSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['items', 'page', 'pageSize', 'total', 'totalPages', 'currency', 'currencySymbol', 'minorDigits', 'totals'],
  properties: {
    ...pageFields,
    ...money,
    items: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['transactionId', 'roundId', 'settledAt', 'vendor', 'gameType', 'nodeId', 'gameName', 'wallet', 'betMinor', 'winMinor', 'profitMinor'],
        properties: {
          transactionId: { type: 'string' },
          roundId: { type: 'string' },
          settledAt: { type: 'string' },
          vendor: { type: 'string' },
          gameType: { type: 'string' },
          nodeId: { type: 'string' },
          gameName: { type: 'string' },
          wallet: { type: 'string' },
          betMinor: nonNegative,
          winMinor: nonNegative,
          profitMinor: int,
        },
      },
    },
    totals: bettingTotals,
  },
} as const;

export const profitLossSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['currency', 'currencySymbol', 'minorDigits', 'from', 'to', 'rows', 'totals'],
  properties: {
    ...money,
    from: { type: 'string' },
    to: { type: 'string' },
    rows: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['vendor', 'gameType', 'rounds', 'betMinor', 'winMinor', 'profitMinor'],
        properties: { vendor: { type: 'string' }, gameType: { type: 'string' }, ...bettingTotals.properties },
      },
    },
    totals: bettingTotals,
  },
} as const;
