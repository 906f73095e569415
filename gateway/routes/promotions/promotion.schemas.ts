/** Strict schemas of the promotions, reward centre and feedback routes (schemas/promotions.ts). */
import { promotionActions, promotionStates, uploadFields, uploadLimits } from '../../../schemas/promotions';
import { merchantQuerySchema } from '../../http/common-schemas';
import { langSchema } from '../content.schemas';

const str = (maxLength: number) => ({ type: 'string', maxLength }) as const;
const isoTime = { type: 'string', format: 'date-time' } as const;
const money = { type: 'string', pattern: '^[0-9]+(\\.[0-9]+)?$' } as const;
const uuidSchema = { type: 'string', pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$' } as const;
export const promotionIdSchema = { type: 'string', pattern: '^[a-z0-9][a-z0-9-]{0,47}$' } as const;

export const langQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: { ...merchantQuerySchema.properties, lang: langSchema },
} as const;

export const promotionParamsSchema = { type: 'object', additionalProperties: false, required: ['id'], properties: { id: promotionIdSchema } } as const;
export const bannerParamsSchema = { type: 'object', additionalProperties: false, required: ['id', 'lang'], properties: { id: promotionIdSchema, lang: langSchema } } as const;
export const imageParamsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'position'],
  properties: { id: promotionIdSchema, position: { type: 'integer', minimum: 1, maximum: uploadLimits.imageMaxFiles } },
} as const;
export const feedbackImageParamsSchema = {
  ...imageParamsSchema,
  properties: { ...imageParamsSchema.properties, id: uuidSchema },
} as const;

export const joinBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: [uploadFields.promotionId],
  properties: { [uploadFields.promotionId]: promotionIdSchema },
} as const;

export const promotionViewSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'kind', 'title', 'body', 'lang', 'bannerUrl', 'startsAt', 'endsAt', 'bonus', 'currency', 'wagerMultiplier', 'state', 'action', 'application', 'signedDays'],
  properties: {
    id: promotionIdSchema,
    kind: { type: 'string', enum: ['apply', 'checkin'] },
    title: str(200),
    body: str(4000),
    lang: langSchema,
    bannerUrl: str(200),
    startsAt: isoTime,
    endsAt: { type: ['string', 'null'], format: 'date-time' },
    bonus: money,
    currency: { type: 'string', pattern: '^[A-Z]{3}$' },
    wagerMultiplier: { type: 'integer', minimum: 0 },
    state: { type: 'string', enum: promotionStates },
    action: { type: ['string', 'null'], enum: [...promotionActions, null] },
    application: {
      type: ['object', 'null'],
      additionalProperties: false,
      required: ['remark', 'images', 'appliedAt', 'decisionNote'],
      properties: { remark: str(uploadLimits.remarkMaxChars * 4), images: { type: 'integer', minimum: 0, maximum: 3 }, appliedAt: isoTime, decisionNote: { type: ['string', 'null'], maxLength: 560 } },
    },
    signedDays: { type: 'integer', minimum: 0 },
  },
} as const;

export const promotionListSchema = { type: 'object', additionalProperties: false, required: ['items'], properties: { items: { type: 'array', items: promotionViewSchema } } } as const;

export const bonusListSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['items', 'withdrawable'],
  properties: {
    withdrawable: { type: 'boolean' },
    items: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'promotionId', 'title', 'amount', 'currency', 'grantedAt', 'wagerRequired', 'wagered', 'met'],
        properties: {
          id: uuidSchema,
          promotionId: promotionIdSchema,
          title: str(200),
          amount: money,
          currency: { type: 'string' },
          grantedAt: isoTime,
          wagerRequired: money,
          wagered: money,
          met: { type: 'boolean' },
        },
      },
    },
  },
} as const;

const feedbackItemSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'content', 'createdAt', 'images'],
  properties: { id: uuidSchema, content: str(uploadLimits.feedbackMaxChars * 4), createdAt: isoTime, images: { type: 'integer', minimum: 0, maximum: 3 } },
} as const;
export const feedbackSchema = feedbackItemSchema;
export const feedbackListSchema = { type: 'object', additionalProperties: false, required: ['items'], properties: { items: { type: 'array', items: feedbackItemSchema } } } as const;

export const devDecisionSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['merchant', 'account', 'promotionId', 'decision'],
  properties: {
    merchant: { type: 'string', pattern: '^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$' },
    account: { type: 'string', minLength: 1, maxLength: 64, pattern: '^[^\\u0000-\\u001f]+$' },
    promotionId: promotionIdSchema,
    decision: { type: 'string', enum: ['approve', 'reject'] },
    note: { type: 'string', maxLength: uploadLimits.remarkMaxChars, pattern: '^[^\\u0000]*$' },
  },
} as const;

export const imageResponse = { description: 'The image bytes (PNG or JPEG, re-encoded by the gateway).', type: 'string', format: 'binary' } as const;

export const multipartNote =
  `multipart/form-data. Images: field "${uploadFields.images}", 0–${uploadLimits.imageMaxFiles} files, PNG or JPEG by their bytes, each under ${uploadLimits.imageMaxBytes} bytes, ` +
  `decoded to at most ${uploadLimits.imageMaxPixels} pixels; re-encoded without metadata. Refusals: IMAGE_TOO_MANY, IMAGE_TOO_LARGE, IMAGE_TYPE_INVALID, IMAGE_UNREADABLE (400, nothing written).`;
