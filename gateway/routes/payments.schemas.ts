/**
 * JSON Schemas of the member centre's money and member-data calls (schemas/payments.ts, field
 * for field). Bodies are validated strictly (no coercion, unknown fields refused); answers double
 * as serializers (a field not listed never leaves the gateway).
 */
import { depositChannelKinds, depositStatuses, maxPageSize, profileFieldNames, withdrawalStatuses } from '../../schemas/payments';

const str = (minLength: number, maxLength: number, extra: object = {}) => ({ type: 'string', minLength, maxLength, ...extra }) as const;
const int = { type: 'integer', minimum: 0 } as const;
const bool = { type: 'boolean' } as const;
const text = { type: 'string' } as const;
const nullableText = { type: ['string', 'null'] } as const;
const nullableInt = { type: ['integer', 'null'] } as const;
const time = { type: 'string', format: 'date-time' } as const;
const nullableTime = { type: ['string', 'null'] } as const;
const uuid = { type: 'string', pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$' } as const;

export function object(properties: Record<string, object>, required: string[] = Object.keys(properties), extra: object = {}) {
  return { type: 'object', additionalProperties: false, required, properties, ...extra };
}

/** Amounts as typed, in major units: a string (checked exactly by the gateway: AMOUNT_* codes). */
const amountText = str(1, 40, { description: 'Major units as typed, e.g. "100.50"; at most the currency\'s decimals.' });
const requestId = { ...uuid, description: 'A fresh UUID per submitted form, repeated on a retry (idempotency).' };

const money = { currency: text, currencySymbol: text, minorDigits: int };

export const pageQuerySchema = object(
  { page: { type: 'integer', minimum: 1, maximum: 100000, default: 1 }, pageSize: { type: 'integer', minimum: 1, maximum: maxPageSize, default: 20 }, merchant: str(1, 64) },
  [],
);

function page(item: object, extra: Record<string, object> = {}) {
  return object({ items: { type: 'array', items: item }, page: int, pageSize: int, total: int, totalPages: int, ...extra });
}

export const idParamsSchema = object({ id: uuid });

// ---- deposits ----

const depositChannel = object({ id: text, kind: { enum: [...depositChannelKinds] }, name: text, minMinor: int, maxMinor: int });
export const depositChannelsSchema = object({ ...money, channels: { type: 'array', items: depositChannel } });
export const depositRequestSchema = object({ requestId, channelId: str(1, 32), amount: amountText });
export const depositSchema = object({
  ...money,
  id: text,
  channelId: text,
  channelKind: { enum: [...depositChannelKinds] },
  channelName: text,
  amountMinor: int,
  status: { enum: [...depositStatuses] },
  createdAt: time,
  creditedAt: nullableTime,
});
export const depositPageSchema = page(depositSchema);

// ---- bank accounts ----

export const bankAccountSchema = object({ id: text, holderName: text, bankCode: text, bankName: text, accountNumberMasked: text, createdAt: time });
export const bankAccountsSchema = object({ accounts: { type: 'array', items: bankAccountSchema }, max: int, banks: { type: 'array', items: object({ code: text, name: text }) } });
export const bindBankAccountSchema = object({ holderName: str(1, 200), bankCode: str(1, 20), accountNumber: str(1, 60) });

// ---- payment password ----

export const paymentPasswordBodySchema = object({ oldPassword: str(1, 256), newPassword: str(1, 256), confirmNewPassword: str(1, 256) }, ['newPassword', 'confirmNewPassword']);
export const paymentPasswordAnswerSchema = object({ paymentPasswordSet: { type: 'boolean', const: true } });

// ---- withdrawals ----

export const withdrawalSettingsSchema = object({
  ...money,
  minMinor: int,
  maxMinor: int,
  availableMinor: int,
  paymentPasswordSet: bool,
  bankAccounts: { type: 'array', items: bankAccountSchema },
  maxBankAccounts: int,
  autoReceiptMinutes: int,
});
export const withdrawalRequestSchema = object({ requestId, bankAccountId: uuid, amount: amountText, paymentPassword: str(1, 256) });
const proofSchema = object({ url: text, position: int, contentType: { enum: ['image/png', 'image/jpeg'] }, bytes: int });
export const withdrawalSchema = object({
  ...money,
  id: text,
  amountMinor: int,
  status: { enum: [...withdrawalStatuses] },
  bankAccount: bankAccountSchema,
  createdAt: time,
  disbursedAt: nullableTime,
  receiptDueAt: nullableTime,
  confirmedAt: nullableTime,
  receivedMinor: nullableInt,
  remainderMinor: nullableInt,
  proofs: { type: 'array', items: proofSchema },
  underReview: bool,
});
export const withdrawalPageSchema = page(withdrawalSchema);
export const proofParamsSchema = object({ id: uuid, position: { type: 'integer', minimum: 1, maximum: 3 } });

// ---- inbox ----

const inboxMessageSchema = object({ id: text, sender: text, title: text, body: text, createdAt: time, read: bool });
export const inboxPageSchema = page(inboxMessageSchema, { unreadCount: int });
export const inboxReadSchema = object({ message: inboxMessageSchema, unreadCount: int });
export const inboxReadAllSchema = object({ unreadCount: { type: 'integer', const: 0 }, marked: int });

// ---- security centre ----

export const securityOverviewSchema = object({ phoneMasked: nullableText, emailMasked: nullableText, paymentPasswordSet: bool, totpEnabled: bool, bankAccountCount: int });
const mobileNum = str(1, 32, { description: 'National number; digits, spaces, dashes and brackets.' });
const countryDialingCode = str(1, 6, { description: 'Country dialing code, e.g. "86" or "+86".' });
const verificationCode = str(1, 12, { pattern: '^\\s*[0-9]{6}\\s*$', description: '6 digits.' });
const email = str(3, 254);
export const securityCodeBodySchema = {
  oneOf: [
    object({ channel: { type: 'string', const: 'sms' }, mobileNum, countryDialingCode }),
    object({ channel: { type: 'string', const: 'email' }, email }),
  ],
};
export const securityCodeAnswerSchema = object({ expiredMinutes: int, validMinutes: int });
export const bindPhoneBodySchema = object({ mobileNum, countryDialingCode, verificationCode });
export const bindEmailBodySchema = object({ email, verificationCode });
const loginEntrySchema = object({ createdAt: time, method: text, outcome: text, ip: text, userAgent: nullableText });
export const loginHistorySchema = page(loginEntrySchema);

// ---- profile ----

const profileFieldSchema = object({ name: { enum: [...profileFieldNames] }, value: nullableText, readOnly: bool, maxLength: int });
export const profileSchema = object({
  account: text,
  nickname: nullableText,
  avatarUrl: nullableText,
  phoneMasked: nullableText,
  emailMasked: nullableText,
  currency: text,
  vipLevel: int,
  fields: { type: 'array', items: profileFieldSchema },
});
export const profileUpdateSchema = object(
  {
    nickname: { type: ['string', 'null'], maxLength: 200 },
    fields: {
      type: 'object',
      additionalProperties: false,
      properties: Object.fromEntries(profileFieldNames.map((n) => [n, { type: ['string', 'null'], maxLength: 400 }])),
    },
  },
  [],
);
export const avatarParamsSchema = object({ file: { type: 'string', pattern: '^[0-9a-f]{64}\\.(png|jpg|webp)$' } });

/** The documented shape of a multipart body (validated by the handler, not by ajv). */
export const multipartNote = 'multipart/form-data; parts are checked by the handler (types by magic bytes, sizes, counts) and answered with per-field codes.';
