/**
 * JSON Schemas of the identity calls (schemas/identity.ts, field for field): plain request
 * bodies, the plaintexts inside sealed bodies (validated strictly by http/sealed-body.ts) and
 * the answers, which double as serializers (a field not listed never leaves the gateway).
 */
import { envelopeSchema } from '../../schemas/envelope';
import { tokenPattern } from '../domain/identity/secure-tokens';

const str = (minLength: number, maxLength: number, extra: object = {}) => ({ type: 'string', minLength, maxLength, ...extra }) as const;
const bool = { type: 'boolean' } as const;
const int = { type: 'integer' } as const;
const nullableStr = { type: ['string', 'null'] } as const;
const token = { type: 'string', pattern: tokenPattern } as const;
/** Text that reaches a query: no control characters (PostgreSQL text cannot hold NUL), not blank. */
const lookupText = (maxLength: number) => str(1, maxLength, { pattern: '^[^\\u0000-\\u001f\\u007f]*[^\\s\\u0000-\\u001f\\u007f][^\\u0000-\\u001f\\u007f]*$' });

function object(properties: Record<string, object>, required: string[] = Object.keys(properties), extra: object = {}) {
  return { type: 'object', additionalProperties: false, required, properties, ...extra };
}

// ---- errors ----

const refusalDetailSchema = object(
  {
    captcha: { ...bool, description: 'Login: show the captcha (GET /wps/captcha) and send captchaId + captcha.' },
    retryAfterSeconds: {
      ...int,
      description: 'Sends: seconds until another code may be requested. Login: seconds until this account may be tried again from this address.',
    },
  },
  [],
);

export const identityErrorSchema = {
  ...envelopeSchema({ anyOf: [{ type: 'array', items: { $ref: 'FieldProblem#' } }, refusalDetailSchema] }),
  description: 'Refusal: code from schemas/error-codes.ts; value is the field problems, or { captcha } / { retryAfterSeconds }.',
};

export function identityResponses(value: object, description = 'Success.'): Record<string, object> {
  return { 200: { ...envelopeSchema(value), description }, '4xx': identityErrorSchema, '5xx': identityErrorSchema };
}

// ---- shared fields ----

const mobileNum = str(1, 32, { description: 'National number; digits, spaces, dashes and brackets.' });
const countryDialingCode = str(1, 6, { description: 'Country dialing code, e.g. "86" or "+86".' });
const verificationCode = str(1, 12, { pattern: '^\\s*[0-9]{6}\\s*$', description: '6 digits.' });
const newPassword = str(1, 256, { description: "New password: the merchant's password rule, else 8–64 characters; not a common password." });

// ---- member info and login ----

export const memberInfoSchema = object({
  id: { type: 'string' },
  account: { type: 'string' },
  nickname: nullableStr,
  type: { ...int, description: '0 member; agents per brand.agentType (1, 2, 41, 42); trial per brand.trialType (4).' },
  vipLevel: { type: ['integer', 'null'] },
  vipLabel: nullableStr,
  currency: { type: 'string' },
  currencySymbol: { type: 'string' },
  imgUrl: nullableStr,
  trial: bool,
  maskedMobile: nullableStr,
  maskedEmail: nullableStr,
  totpEnabled: bool,
  firstLoginAt: { type: ['string', 'null'], format: 'date-time' },
});

const verificationSchema = object({
  challenge: { type: 'string' },
  method: { type: 'string', enum: ['totp', 'sms', 'email'] },
  reason: { type: 'string', enum: ['totp', 'new-ip'] },
  target: nullableStr,
  expiredMinutes: int,
});

export const loginAnswerSchema = object({
  token: { ...nullableStr, description: 'Session token (Authorization: Bearer …), or null for a verification step or a forced change.' },
  firstTimeLogin: bool,
  passwordExpired: bool,
  mustChangePassword: bool,
  captcha: bool,
  changeToken: { ...nullableStr, description: 'Forced change: send with POST /wps/member/password.' },
  verification: { anyOf: [verificationSchema, { type: 'null' }] },
  member: { anyOf: [memberInfoSchema, { type: 'null' }] },
  expiresAt: { type: ['string', 'null'], format: 'date-time' },
});

export const loginPlaintextSchema = {
  ...object(
    {
      type: { type: 'string', enum: ['username', 'sms'] },
      username: lookupText(64),
      password: str(1, 256),
      captchaId: { type: 'string', pattern: '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' },
      captcha: str(1, 12),
      remember: bool,
      site: { type: 'string', enum: ['member', 'agent'] },
      mobileNum,
      countryDialingCode,
      verificationCode,
    },
    ['type'],
  ),
  if: { required: ['type'], properties: { type: { const: 'sms' } } },
  then: { required: ['mobileNum', 'countryDialingCode', 'verificationCode'] },
  else: { required: ['username', 'password'] },
};

export const verifyBodySchema = object({
  challenge: token,
  code: str(1, 16, { description: '6-digit code, or an authenticator recovery code XXXXX-XXXXX.' }),
});

export const freePlayBodySchema = object(
  {
    os: str(0, 40),
    platform: { type: 'string', enum: ['W'] },
    Encryption: str(0, 40),
    version: str(0, 10),
  },
  [],
);

export const loggedOutSchema = object({ loggedOut: { type: 'boolean', const: true } });

// ---- captcha and codes ----

export const captchaAnswerSchema = object({
  captchaId: { type: 'string' },
  image: { type: 'string', description: 'PNG, base64.' },
  width: int,
  height: int,
  expiredSeconds: int,
});

export const smsCodeBodySchema = object(
  { mobileNum, countryDialingCode, purpose: { type: 'string', enum: ['LOGIN', 'RESET_PASSWORD'], default: 'LOGIN' } },
  ['mobileNum', 'countryDialingCode'],
);

export const smsCodeAnswerSchema = object({
  expiredMinutes: { ...int, description: '§3/§9: the resend countdown is expiredMinutes × 60 s.' },
  validMinutes: { ...int, description: 'How long the code works.' },
});

// ---- passwords ----

export const changePasswordPlaintextSchema = object(
  { oldPassword: str(1, 256), newPassword, confirmNewPassword: str(1, 256), changeToken: token },
  ['oldPassword', 'newPassword', 'confirmNewPassword'],
);

export const resetPasswordPlaintextSchema = object({ resetToken: token, newPassword, confirmNewPassword: str(1, 256) });

export const phonePasswordPlaintextSchema = object({ newPassword, mobileNum, countryDialingCode, verificationCode });

export const forgotEmailBodySchema = object({ username: lookupText(64), email: lookupText(254) });

export const forgotEmailAnswerSchema = object({ accepted: { type: 'boolean', const: true }, expiredMinutes: int });

export const passwordChangedSchema = object({ account: { type: 'string' } });

// ---- authenticator ----

export const totpEnrolSchema = object({ secret: { type: 'string' }, otpauthUri: { type: 'string' } });
export const totpCodeBodySchema = object({ code: str(1, 16) });
export const totpConfirmSchema = object({ recoveryCodes: { type: 'array', items: { type: 'string' } } });
export const totpDisabledSchema = object({ totpEnabled: { type: 'boolean', const: false } });

// ---- development outbox ----

export const outboxQuerySchema = object({ target: lookupText(254), merchant: lookupText(64), limit: { type: 'integer', minimum: 1, maximum: 100, default: 20 } }, []);

export const outboxSchema = object({
  messages: {
    type: 'array',
    items: object({
      id: { type: 'string' },
      merchant: { type: 'string' },
      channel: { type: 'string', enum: ['sms', 'email'] },
      target: { type: 'string' },
      subject: nullableStr,
      body: { type: 'string' },
      createdAt: { type: 'string', format: 'date-time' },
    }),
  },
});
