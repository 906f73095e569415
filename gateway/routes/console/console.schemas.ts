/** JSON Schemas of the console's calls (schemas/console.ts is the contract they shape). */
import { acceptedPatternMaxLength, auditActions, auditMaxPageSize, regionMaxEntries, staffRoles } from '../../../schemas/console';
import { catalogueLanguages } from '../../../schemas/languages';
import { maxPatternId } from '../../../schemas/register-patterns';
import { registrationFields } from '../../../schemas/register-rules';
import { envelopeSchema } from '../../../schemas/envelope';
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

// ---------------------------------------------------------------- registration rules (decision 046)
const ruleLength = { type: ['integer', 'null'], minimum: 0, maximum: 255, description: 'A length from 0 to 255, or null for no limit.' } as const;

/** One field's rule, as brands/<merchant>/register-rules.json holds it (register-rules.schema.json). */
const consoleFieldRule = {
  type: 'object',
  required: ['enabled', 'required', 'minLength', 'maxLength', 'patternId', 'acceptedPattern'],
  additionalProperties: false,
  properties: {
    enabled: { type: 'boolean' },
    required: { type: 'boolean' },
    minLength: ruleLength,
    maxLength: ruleLength,
    patternId: { type: ['integer', 'null'], minimum: 0, maximum: maxPatternId, description: 'An id of the pattern table (0..22), or null.' },
    acceptedPattern: {
      type: ['string', 'null'],
      minLength: 1,
      maxLength: 2000,
      description: `A u-flag regular expression that wins over patternId ("*": any text), at most ${acceptedPatternMaxLength} characters, without nested repetition; or null.`,
    },
  },
} as const;

const consoleRegisterRules = {
  type: 'object',
  additionalProperties: false,
  properties: Object.fromEntries(registrationFields.map((f) => [f, consoleFieldRule])),
  description: 'Field -> rule; a field left out is off.',
} as const;

export const registerRulesAnswerSchema = {
  type: 'object',
  required: ['merchant', 'rules'],
  additionalProperties: false,
  properties: { merchant: { type: 'string' }, rules: consoleRegisterRules },
} as const;

export const registerRulesPublishBodySchema = {
  type: 'object',
  required: ['rules'],
  additionalProperties: false,
  properties: { rules: consoleRegisterRules },
} as const;

// ---------------------------------------------------------------- system status (decision 046)
const instant = { type: ['string', 'null'], format: 'date-time' } as const;

const maintenanceSchema = {
  type: ['object', 'null'],
  required: ['mode', 'start', 'end', 'message'],
  additionalProperties: false,
  properties: {
    mode: { type: 'string', enum: ['now', 'scheduled'] },
    start: { ...instant, description: 'Scheduled: when maintenance begins (required). Now: null.' },
    end: { ...instant, description: 'After start and after now; null: until lifted.' },
    message: {
      type: 'object',
      additionalProperties: false,
      properties: Object.fromEntries(catalogueLanguages.map((l) => [l, { type: 'string', maxLength: 500, pattern: '^[^\\u0000-\\u0009\\u000B-\\u001F\\u007F]*$' }])),
      description: 'Language code -> the message on the maintenance page (line breaks allowed, no other control characters).',
    },
  },
} as const;

const regionSchema = {
  type: 'object',
  required: ['countries', 'ranges'],
  additionalProperties: false,
  properties: {
    countries: { type: 'array', maxItems: regionMaxEntries, uniqueItems: true, items: { type: 'string', pattern: '^[A-Z]{2}$' }, description: 'ISO 3166-1 alpha-2 codes.' },
    ranges: { type: 'array', maxItems: regionMaxEntries, items: { type: 'string', minLength: 1, maxLength: 64 }, description: 'IPv4 or IPv6 CIDR ranges (a bare address: one host); a bad one → VALIDATION_FAILED at /region/ranges/<i>.' },
  },
} as const;

export const statusPublishBodySchema = {
  type: 'object',
  required: ['maintenance', 'region'],
  additionalProperties: false,
  properties: { maintenance: maintenanceSchema, region: regionSchema },
} as const;

export const statusAnswerSchema = {
  type: 'object',
  required: ['merchant', 'status', 'maintenance', 'region'],
  additionalProperties: false,
  properties: {
    merchant: { type: 'string' },
    status: { type: 'integer', enum: [0, 1, 2], description: 'What a visitor outside the restriction sees now: 0 normal, 1 maintenance, 2 restricted everywhere.' },
    maintenance: maintenanceSchema,
    region: regionSchema,
  },
} as const;

// ---------------------------------------------------------------- merchants and brands (decision 045)
const nullableDate = { type: ['string', 'null'], format: 'date-time' } as const;
const brandSource = { type: 'string', enum: ['folder', 'console', 'none'] } as const;

export const merchantListSchema = {
  type: 'object',
  required: ['merchants'],
  additionalProperties: false,
  properties: {
    merchants: {
      type: 'array',
      items: {
        type: 'object',
        required: ['code', 'name', 'status', 'source', 'version', 'publishedAt', 'hasDraft'],
        additionalProperties: false,
        properties: {
          code: { type: 'string' },
          name: { type: ['string', 'null'] },
          status: { type: 'integer', description: '§4 system status: 0 normal, 1 maintenance, 2 closed.' },
          source: brandSource,
          version: { type: 'integer' },
          publishedAt: nullableDate,
          hasDraft: { type: 'boolean' },
        },
      },
    },
  },
} as const;

/** A brand document: its shape is checked by the brand checker (schemas/brand.schema.json and more), answered at its fields. */
const brandDocument = { type: 'object', maxProperties: 64, description: "brand.json's content (schemas/brand.schema.json); checked by the brand checker." } as const;

export const merchantBrandSchema = {
  type: 'object',
  required: ['merchant', 'source', 'version', 'publishedAt', 'brand', 'isDraft', 'assets'],
  additionalProperties: false,
  properties: {
    merchant: { type: 'string' },
    source: brandSource,
    version: { type: 'integer' },
    publishedAt: nullableDate,
    brand: { type: 'object', additionalProperties: true },
    isDraft: { type: 'boolean' },
    assets: { type: 'array', items: { type: 'string' } },
  },
} as const;

export const brandDraftBodySchema = {
  type: 'object',
  required: ['brand'],
  additionalProperties: false,
  properties: { brand: brandDocument },
} as const;

export const onboardBodySchema = {
  type: 'object',
  required: ['code', 'brand'],
  additionalProperties: false,
  properties: { code: { ...merchant, description: 'The new merchant code: letters, digits, _ and -, at most 64.' }, brand: brandDocument },
} as const;

export const brandPreviewBodySchema = {
  type: 'object',
  required: ['palette'],
  additionalProperties: false,
  properties: { palette: { type: 'string', enum: ['light', 'dark'] } },
} as const;

export const brandPreviewAnswerSchema = {
  type: 'object',
  required: ['url', 'expiresAt', 'palette'],
  additionalProperties: false,
  properties: {
    url: { type: 'string', format: 'uri' },
    expiresAt: { type: 'string', format: 'date-time' },
    palette: { type: 'string', enum: ['light', 'dark'] },
  },
} as const;

export const brandAssetAnswerSchema = {
  type: 'object',
  required: ['name', 'contentType', 'bytes', 'brand'],
  additionalProperties: false,
  properties: {
    name: { type: 'string' },
    contentType: { type: 'string', enum: ['image/svg+xml', 'image/png'] },
    bytes: { type: 'integer' },
    brand: merchantBrandSchema,
  },
} as const;

const brandProblemSchema = {
  type: 'object',
  required: ['path', 'reason', 'message'],
  additionalProperties: false,
  properties: {
    path: { type: 'string', description: 'JSON pointer into the request body, e.g. /brand/theme/light/primary.' },
    reason: { type: 'string', description: 'brand-check, domain-taken, or an ajv keyword.' },
    message: { type: 'string', description: "The brand checker's message (or a locale key for other problems)." },
    hint: { type: 'string' },
    fix: {
      type: 'object',
      required: ['path', 'value'],
      additionalProperties: false,
      properties: { path: { type: 'string' }, value: { type: 'string' } },
      description: 'A value the checker suggests (a colour reaching the contrast): set path to value.',
    },
  },
} as const;

export const brandErrorSchema = {
  ...envelopeSchema({ anyOf: [{ type: 'array', items: brandProblemSchema }, { type: 'object', additionalProperties: false, properties: { captcha: { type: 'boolean' }, retryAfterSeconds: { type: 'integer' } } }] }),
  description: 'Refusal: BRAND_INVALID / DOMAIN_TAKEN carry the problems at their fields, with the checker\'s hint and a fix when it has one.',
};

/** Responses of the brand calls: their refusals carry the brand checker's problems. */
export function brandResponses(value: object): Record<string, object> {
  return { 200: { ...envelopeSchema(value), description: 'Success.' }, '4xx': brandErrorSchema, '5xx': brandErrorSchema };
}
