/** JSON Schemas of the console's promotion review desk (schemas/console-promotions.ts, decision 057). */
import { applicationImageMax, applicationStatuses, rejectReasonMaxLength } from '../../../schemas/console-promotions';
import { queueMaxPageSize } from '../../../schemas/console-money';
import { merchantCodePattern } from '../../domain/brand/merchant-resolver';
import { pageSchema } from './console-money.schemas';

const merchant = { type: 'string', pattern: merchantCodePattern, description: 'Merchant code.' } as const;
const uuid = { type: 'string', format: 'uuid' } as const;
const instant = { type: 'string', format: 'date-time' } as const;
const nullableString = { type: ['string', 'null'] } as const;

export const applicationQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    status: { type: 'string', enum: [...applicationStatuses], description: 'Only applications in this state; absent: every state.' },
    cursor: { type: 'string', minLength: 1, maxLength: 400, pattern: '^[A-Za-z0-9_-]+$', description: 'The previous page’s nextCursor.' },
    pageSize: { type: 'integer', minimum: 1, maximum: queueMaxPageSize },
  },
} as const;

export const applicationParamsSchema = {
  type: 'object',
  required: ['merchant', 'id'],
  additionalProperties: false,
  properties: { merchant, id: uuid },
} as const;

export const applicationImageParamsSchema = {
  type: 'object',
  required: ['merchant', 'id', 'position'],
  additionalProperties: false,
  properties: { merchant, id: uuid, position: { type: 'integer', minimum: 1, maximum: applicationImageMax } },
} as const;

/** The reason the member reads: 1–140 characters, no control characters, not only spaces. */
export const applicationRejectBodySchema = {
  type: 'object',
  required: ['reason'],
  additionalProperties: false,
  properties: { reason: { type: 'string', minLength: 1, maxLength: rejectReasonMaxLength, pattern: '^(?=.*\\S)[^\\u0000-\\u001F\\u007F]*$' } },
} as const;

const summaryProperties = {
  id: uuid,
  memberId: uuid,
  account: { type: 'string' },
  promotionId: { type: 'string' },
  promotionTitle: { type: 'string' },
  status: { type: 'string', enum: [...applicationStatuses] },
  bonus: { type: 'string' },
  currency: { type: 'string' },
  appliedAt: instant,
  images: { type: 'integer' },
  decidedAt: { anyOf: [instant, { type: 'null' }] },
  decidedBy: nullableString,
} as const;
const summaryRequired = Object.keys(summaryProperties);

export const applicationPageSchema = pageSchema({ type: 'object', additionalProperties: false, required: summaryRequired, properties: summaryProperties });

export const applicationDetailSchema = {
  type: 'object',
  additionalProperties: false,
  required: [...summaryRequired, 'remark', 'decisionNote'],
  properties: { ...summaryProperties, remark: { type: 'string' }, decisionNote: nullableString },
} as const;
