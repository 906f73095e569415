/** JSON Schemas of the registration calls' plain bodies, queries and answers (docs/decisions/018). */
import { merchantCodeSchema } from '../http/common-schemas';

const str = (minLength: number, maxLength: number, extra: object = {}) =>
  ({ type: 'string', minLength, maxLength, ...extra }) as const;
const code = str(1, 64, {
  pattern: '^\\s*[A-Za-z0-9_-]{1,64}\\s*$',
  description: 'An affiliate (invitation) code.',
});
/** §7 "code and domain (or URL info)": a host, or the page's address the spec's client may send instead. */
const domainOrUrl = str(1, 2048, {
  pattern: '^(?:https?://)?[A-Za-z0-9.-]+(?::[0-9]{1,5})?(?:[/?#][^\\s]*)?$',
  description: 'The domain the visitor registers on, or the address of the registration page (§7 "or URL info").',
});
const pageUrl = str(1, 2048, {
  pattern: '^https?://[A-Za-z0-9.-]+(?::[0-9]{1,5})?(?:[/?#][^\\s]*)?$',
  description: 'The address of the registration page (§7 "URL info"); http or https only.',
});

export const registerPlaintextDescription =
  'The compiled register form (schemas/compile-registration.ts for the merchant, mode and rules: GET /wps/system/setting/register) ' +
  'plus registerMethod "WEB", registerUrl, domain, login, captchaId (image captcha), referralCode/affiliateCode (attribution) and ' +
  'countryDialingCode. Problems answer 400 with value [{ path: "/<field>", reason, message }].';

export const affiliateQuerySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['code'],
  properties: { code, domain: domainOrUrl, url: pageUrl, registerUrl: pageUrl, merchant: merchantCodeSchema },
} as const;

export const affiliateBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['code'],
  properties: { code, domain: domainOrUrl, url: pageUrl, registerUrl: pageUrl },
} as const;

export const affiliateAnswerSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['code'],
  properties: { code: { type: 'string', description: 'The code as the agent spells it.' } },
} as const;

/** sendRegPhoneCode (§7): countryDialingCode and mobileNo (mobileNum is accepted too). */
export const registerSmsBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['countryDialingCode'],
  oneOf: [{ required: ['mobileNo'] }, { required: ['mobileNum'] }],
  properties: {
    mobileNo: str(1, 32, { description: 'National number (§7 sendRegPhoneCode).' }),
    mobileNum: str(1, 32, { description: 'Same as mobileNo.' }),
    countryDialingCode: str(1, 6, { description: 'Country dialing code, e.g. "86" or "+86".' }),
  },
} as const;

export const challengeAnswerSchema = {
  type: 'object',
  required: ['parameters', 'signature'],
  additionalProperties: false,
  description:
    'An ALTCHA v2 challenge (altcha-lib 2.8.0): solve it, then send base64(JSON({ challenge, solution })) as proofOfWork.',
  properties: {
    parameters: { type: 'object', additionalProperties: true },
    signature: { type: 'string' },
  },
} as const;

export const validatorQuerySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['mode'],
  properties: {
    mode: { type: 'string', enum: ['register', 'registerMobile'] },
    merchant: merchantCodeSchema,
  },
} as const;
