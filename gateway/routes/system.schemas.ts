/**
 * Response schemas of the startup calls (schemas/permission.ts, schemas/modules.ts,
 * schemas/register-rules.ts). They double as serializers: a field not listed here never
 * leaves the gateway.
 */
import { moduleIds } from '../../schemas/modules';
import { registrationFields } from '../../schemas/register-rules';

const nullableInt = { type: ['integer', 'null'] } as const;

export const moduleNodeSchema = {
  $id: 'ModuleNode',
  type: 'object',
  required: ['modId', 'enabled', 'children'],
  additionalProperties: false,
  properties: {
    modId: { type: 'string' },
    enabled: { type: 'boolean' },
    children: { type: 'array', items: { $ref: 'ModuleNode#' } },
  },
} as const;

export const fieldRuleSchema = {
  $id: 'FieldRule',
  type: 'object',
  required: ['enabled', 'required', 'minLength', 'maxLength', 'patternId', 'acceptedPattern'],
  additionalProperties: false,
  properties: {
    enabled: { type: 'boolean' },
    required: { type: 'boolean' },
    minLength: nullableInt,
    maxLength: nullableInt,
    patternId: { ...nullableInt, description: 'Id in the pattern table (0..22).' },
    acceptedPattern: {
      type: ['string', 'null'],
      description: 'Server regular expression; "*" means any text.',
    },
  },
} as const;

export const registerRulesSchema = {
  $id: 'RegisterRules',
  type: 'object',
  additionalProperties: false,
  description: 'Per-field registration rules; a field that is absent is not shown.',
  properties: Object.fromEntries(registrationFields.map((f) => [f, { $ref: 'FieldRule#' }])),
} as const;

export const moduleFlagsSchema = {
  $id: 'ModuleFlags',
  type: 'object',
  additionalProperties: false,
  required: [...moduleIds],
  properties: Object.fromEntries(moduleIds.map((id) => [id, { type: 'boolean' }])),
} as const;

const statusSchema = {
  type: 'integer',
  enum: [0, 1, 2],
  description: '0 normal, 1 maintenance, 2 region restricted.',
};

const resourceSchema = {
  type: 'object',
  required: ['resourceType', 'url'],
  additionalProperties: false,
  properties: { resourceType: { type: 'string' }, url: { type: 'string' }, labelNameEn: { type: 'string' } },
} as const;

const stringList = { type: 'array', items: { type: 'string' } } as const;

const permissionInfoSchema = {
  type: 'object',
  required: [
    'merchant',
    'domainRoute',
    'resources',
    'whitelabelVal',
    'register',
    'mainDomain',
    'analytics',
    'imageCDNs',
    'launchGameCDNs',
    'brand',
    'socialLogin',
    'sealKey',
  ],
  additionalProperties: false,
  properties: {
    merchant: { type: 'string' },
    domainRoute: { type: 'string' },
    resources: { type: 'array', items: resourceSchema },
    whitelabelVal: { type: 'array', items: { $ref: 'ModuleNode#' } },
    register: { $ref: 'RegisterRules#' },
    mainDomain: { type: 'string' },
    analytics: {
      type: 'object',
      required: ['provider'],
      additionalProperties: false,
      properties: { provider: { type: 'string' }, siteId: { type: 'string' } },
    },
    imageCDNs: stringList,
    launchGameCDNs: stringList,
    brand: { type: 'object', additionalProperties: true, description: 'The brand file (schemas/brand.ts).' },
    socialLogin: {
      type: 'array',
      description: 'Social login providers of the brand (schemas/permission.ts PublicSocialProvider): id and name, nothing secret.',
      items: {
        type: 'object',
        required: ['id', 'name'],
        additionalProperties: false,
        properties: { id: { type: 'string' }, name: { type: 'string' } },
      },
    },
    sealKey: {
      type: 'object',
      required: ['kid', 'spki', 'alg'],
      additionalProperties: false,
      description: 'Public key for sealed payloads (schemas/sealed-payload.ts): RSA-OAEP-256, SPKI DER in base64.',
      properties: { kid: { type: 'string' }, spki: { type: 'string' }, alg: { type: 'string', enum: ['RSA-OAEP-256+A256GCM'] } },
    },
  },
} as const;

export const permissionSchema = {
  type: 'object',
  required: ['status', 'info', 'location', 'maintenance', 'regionRestriction'],
  additionalProperties: false,
  properties: {
    status: statusSchema,
    info: permissionInfoSchema,
    location: {
      type: 'object',
      required: ['ip', 'countryCode'],
      additionalProperties: false,
      properties: {
        ip: { type: 'string' },
        countryCode: {
          type: ['string', 'null'],
          description: "The visitor's country (ISO 3166-1 alpha-2) as a trusted edge resolved it from the IP (CF-IPCountry, CloudFront-Viewer-Country; TRUST_PROXY), or null.",
        },
      },
    },
    maintenance: {
      type: ['object', 'null'],
      required: ['endTime', 'message'],
      additionalProperties: false,
      properties: {
        endTime: { type: ['string', 'null'], format: 'date-time' },
        message: { type: 'object', additionalProperties: { type: 'string' }, description: "Language code -> the operator's maintenance message (may be empty)." },
      },
    },
    regionRestriction: {
      type: ['object', 'null'],
      required: ['ip'],
      additionalProperties: false,
      properties: { ip: { type: 'string' } },
    },
  },
} as const;

export const systemStatusSchema = {
  type: 'object',
  required: ['status', 'maintenanceEndTime', 'ip'],
  additionalProperties: false,
  properties: {
    status: statusSchema,
    maintenanceEndTime: { type: ['string', 'null'], format: 'date-time' },
    ip: { type: 'string' },
  },
} as const;

export const whitelabelSchema = {
  type: 'object',
  required: ['tree', 'flags'],
  additionalProperties: false,
  properties: {
    tree: { type: 'array', items: { $ref: 'ModuleNode#' } },
    flags: { $ref: 'ModuleFlags#' },
  },
} as const;

export const healthSchema = {
  type: 'object',
  required: ['database', 'brands', 'brokenBrands'],
  additionalProperties: false,
  properties: {
    database: { type: 'string', enum: ['ok'] },
    brands: { type: 'integer', description: 'Brand folders that loaded.' },
    brokenBrands: {
      type: 'integer',
      description: 'Brand folders that failed to load (their merchants answer BRAND_CONFIG_ERROR).',
    },
  },
} as const;

export const systemSharedSchemas: object[] = [
  moduleNodeSchema,
  fieldRuleSchema,
  registerRulesSchema,
  moduleFlagsSchema,
];
