/**
 * JSON schemas of the income call and the development settlement clock (schemas/agent.ts
 * IncomeQuery, IncomeAnswer, DevSettlementClock).
 */
import { contractKinds, defaultPageSize, maxPageSize, reportPeriods } from '../../../schemas/agent';

const int = { type: 'integer' } as const;
const nonNegative = { type: 'integer', minimum: 0 } as const;
const day = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'Calendar day YYYY-MM-DD in the reporting zone (custom period only).' } as const;
const kind = { type: 'string', enum: [...contractKinds] } as const;
const byKind = {
  type: 'object',
  additionalProperties: false,
  required: [...contractKinds],
  properties: Object.fromEntries(contractKinds.map((k) => [k, nonNegative])),
} as const;

export const incomeQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    period: { type: 'string', enum: [...reportPeriods], default: 'today' },
    from: day,
    to: day,
    kind,
    page: { type: 'integer', minimum: 1, maximum: 100000, default: 1 },
    pageSize: { type: 'integer', minimum: 1, maximum: maxPageSize, default: defaultPageSize },
    merchant: { type: 'string', maxLength: 64 },
  },
} as const;

export const incomeAnswerSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['items', 'page', 'pageSize', 'total', 'currency', 'minorDigits', 'range', 'totals'],
  properties: {
    items: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'kind', 'contractId', 'periodStart', 'periodEnd', 'basisMinor', 'ratio', 'amountMinor', 'paidAt'],
        properties: {
          id: { type: 'string' },
          kind,
          contractId: { type: 'string' },
          periodStart: { type: 'string', format: 'date-time' },
          periodEnd: { type: 'string', format: 'date-time' },
          basisMinor: nonNegative,
          ratio: nonNegative,
          amountMinor: nonNegative,
          paidAt: { type: 'string', format: 'date-time' },
        },
      },
    },
    page: { type: 'integer', minimum: 1 },
    pageSize: { type: 'integer', minimum: 1 },
    total: nonNegative,
    currency: { type: 'string', pattern: '^[A-Z]{3}$' },
    minorDigits: { type: 'integer', minimum: 0, maximum: 4 },
    range: {
      type: 'object',
      additionalProperties: false,
      required: ['period', 'from', 'to', 'timeZone'],
      properties: { period: { type: 'string', enum: [...reportPeriods] }, from: { type: 'string' }, to: { type: 'string' }, timeZone: { type: 'string' } },
    },
    totals: {
      type: 'object',
      additionalProperties: false,
      required: ['amountMinor', 'byKind'],
      properties: { amountMinor: nonNegative, byKind },
    },
  },
} as const;

const maxOffsetMs = 400 * 86_400_000;

/** A merchant code (the merchant's own clock); unknown ones are 404 UNKNOWN_MERCHANT. */
const merchantCode = { type: 'string', minLength: 1, maxLength: 64, pattern: '^[a-z0-9][a-z0-9_-]{0,63}$' } as const;

export const devClockQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: { merchant: merchantCode },
} as const;

export const devClockRequestSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    merchant: merchantCode,
    offsetMs: { type: 'integer', minimum: 0, maximum: maxOffsetMs },
    advanceMs: { type: 'integer', minimum: 0, maximum: maxOffsetMs },
    runDue: { type: 'boolean', default: true },
  },
} as const;

const ran = {
  type: 'object',
  additionalProperties: false,
  required: ['runs', 'payouts', 'totalMinor'],
  properties: { runs: nonNegative, payouts: nonNegative, totalMinor: nonNegative },
} as const;

export const devClockSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['offsetMs', 'now', 'runs', 'settlements', 'payouts'],
  properties: {
    merchant: { type: 'string' },
    offsetMs: int,
    now: { type: 'string', format: 'date-time' },
    runs: { type: 'object', additionalProperties: false, required: ['due', 'done'], properties: { due: nonNegative, done: nonNegative } },
    settlements: nonNegative,
    payouts: nonNegative,
    ran,
  },
} as const;

export { maxOffsetMs };
