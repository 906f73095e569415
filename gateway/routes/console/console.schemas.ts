/** JSON Schemas of the console's calls (schemas/console.ts is the contract they shape). */
import { auditActions, auditMaxPageSize, staffRoles } from '../../../schemas/console';
import { moduleIds } from '../../../schemas/modules';
import { merchantCodePattern } from '../../domain/brand/merchant-resolver';
import { tokenPattern } from '../../domain/identity/secure-tokens';
import { identityResponses } from '../identity.schemas';

export { identityResponses as consoleResponses };

const noControl = '^[^\\u0000-\\u001F\\u007F]*$';
const merchant = { type: 'string', pattern: merchantCodePattern, description: 'Merchant code.' } as const;
const uuid = { type: 'string', format: 'uuid' } as const;
export const staffUsernamePattern = '^[A-Za-z0-9][A-Za-z0-9._-]{2,63}$';
const username = { type: 'string', pattern: staffUsernamePattern, description: '3–64 letters, digits, dot, dash or underscore.' } as const;

export const grantSchema = {
  type: 'object',
  required: ['role', 'merchant'],
  additionalProperties: false,
  properties: {
    role: { type: 'string', enum: [...staffRoles] },
    merchant: { anyOf: [merchant, { type: 'null' }], description: 'null: every merchant, those onboarded later too.' },
  },
} as const;

const grants = { type: 'array', items: grantSchema } as const;

export const signInBodySchema = {
  type: 'object',
  required: ['username', 'password', 'code'],
  additionalProperties: false,
  properties: {
    // No control characters: a staff name or password never holds one (and a NUL cannot be stored).
    username: { type: 'string', minLength: 1, maxLength: 64, pattern: noControl },
    password: { type: 'string', minLength: 1, maxLength: 128, pattern: noControl },
    code: { type: 'string', pattern: '^[0-9]{6}$', description: "The authenticator's current 6-digit code." },
    captchaId: { type: 'string', maxLength: 64 },
    captcha: { type: 'string', minLength: 1, maxLength: 16 },
  },
} as const;

export const staffMeSchema = {
  type: 'object',
  required: ['id', 'username', 'grants', 'merchants', 'capabilities'],
  additionalProperties: false,
  properties: {
    id: uuid,
    username: { type: 'string' },
    grants,
    merchants: { anyOf: [{ type: 'array', items: { type: 'string' } }, { type: 'null' }], description: 'null: every merchant.' },
    capabilities: { type: 'array', items: { type: 'string' } },
  },
} as const;

export const sessionAnswerSchema = {
  type: 'object',
  required: ['staff', 'csrfToken', 'expiresAt', 'idleExpiresAt'],
  additionalProperties: false,
  properties: {
    staff: staffMeSchema,
    csrfToken: { type: 'string', description: 'Send it in X-CSRF-Token on every state-changing call of this session.' },
    expiresAt: { type: 'string', format: 'date-time' },
    idleExpiresAt: { type: 'string', format: 'date-time' },
  },
} as const;

export const signedOutSchema = {
  type: 'object',
  required: ['signedOut'],
  additionalProperties: false,
  properties: { signedOut: { type: 'boolean', const: true } },
} as const;

export const staffSummarySchema = {
  type: 'object',
  required: ['id', 'username', 'enabled', 'createdAt', 'grants'],
  additionalProperties: false,
  properties: { id: uuid, username: { type: 'string' }, enabled: { type: 'boolean' }, createdAt: { type: 'string', format: 'date-time' }, grants },
} as const;

export const staffListSchema = {
  type: 'object',
  required: ['items'],
  additionalProperties: false,
  properties: { items: { type: 'array', items: staffSummarySchema } },
} as const;

export const staffCreateBodySchema = {
  type: 'object',
  required: ['username', 'password', 'grants'],
  additionalProperties: false,
  properties: {
    username,
    password: { type: 'string', minLength: 1, maxLength: 256, description: '12–128 characters, not a common password, not the username.' },
    grants: { ...grants, minItems: 1, maxItems: 20, uniqueItems: true },
  },
} as const;

export const staffCreatedSchema = {
  type: 'object',
  required: ['staff', 'totpSecret', 'otpauthUri'],
  additionalProperties: false,
  properties: {
    staff: staffSummarySchema,
    totpSecret: { type: 'string', description: 'Base32; shown this once.' },
    otpauthUri: { type: 'string', description: 'otpauth:// URI for a QR code; shown this once.' },
  },
} as const;

export const staffIdParamsSchema = {
  type: 'object',
  required: ['id'],
  additionalProperties: false,
  properties: { id: uuid },
} as const;

export const auditQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    merchant,
    staffId: uuid,
    action: { type: 'string', enum: [...auditActions] },
    from: { type: 'string', format: 'date-time' },
    to: { type: 'string', format: 'date-time' },
    before: { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
    pageSize: { type: 'integer', minimum: 1, maximum: auditMaxPageSize },
  },
} as const;

const auditEntrySchema = {
  type: 'object',
  required: ['seq', 'at', 'staffId', 'staffName', 'role', 'merchant', 'ip', 'action', 'target', 'before', 'after'],
  additionalProperties: false,
  properties: {
    seq: { type: 'integer' },
    at: { type: 'string', format: 'date-time' },
    staffId: { anyOf: [uuid, { type: 'null' }] },
    staffName: { type: 'string' },
    role: { anyOf: [{ type: 'string', enum: [...staffRoles] }, { type: 'null' }] },
    merchant: { type: ['string', 'null'] },
    ip: { type: 'string' },
    action: { type: 'string' },
    target: { type: ['string', 'null'] },
    before: { description: 'The changed parts before (JSON), or null.' },
    after: { description: 'The changed parts after (JSON), or null.' },
  },
} as const;

export const auditPageSchema = {
  type: 'object',
  required: ['items', 'nextBefore'],
  additionalProperties: false,
  properties: { items: { type: 'array', items: auditEntrySchema }, nextBefore: { type: ['integer', 'null'] } },
} as const;

export const merchantParamsSchema = {
  type: 'object',
  required: ['merchant'],
  additionalProperties: false,
  properties: { merchant },
} as const;

const moduleSwitches = { type: 'object', additionalProperties: { type: 'boolean' } } as const;

export const modulesAnswerSchema = {
  type: 'object',
  required: ['merchant', 'switches', 'flags'],
  additionalProperties: false,
  properties: { merchant: { type: 'string' }, switches: moduleSwitches, flags: moduleSwitches },
} as const;

export const modulesPublishBodySchema = {
  type: 'object',
  required: ['changes'],
  additionalProperties: false,
  properties: {
    changes: {
      type: 'object',
      minProperties: 1,
      maxProperties: moduleIds.length,
      propertyNames: { enum: [...moduleIds] },
      additionalProperties: { type: 'boolean' },
      description: 'modId -> enabled; a module switched on needs its parent on (MODULE_PARENT_OFF).',
    },
  },
} as const;

/** The query of calls that take no input: nothing (a stray parameter is refused). */
export const noQuerySchema = { type: 'object', additionalProperties: false, properties: {} } as const;
export { tokenPattern };

export const staffMerchantsSchema = {
  type: 'object',
  required: ['merchants'],
  additionalProperties: false,
  properties: { merchants: { type: 'array', items: { type: 'string' }, description: 'Merchant codes, sorted.' } },
} as const;
