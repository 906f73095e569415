/**
 * JSON Schemas of account opening, promotion links and agent transfers (schemas/agent.ts, field
 * for field). Bodies are validated strictly (no coercion, unknown fields refused); answers double
 * as serializers (a field not listed never leaves the gateway).
 */
import { customCodePattern } from '../../domain/agent/promotion-links';
import { object } from '../payments.schemas';

const str = (minLength: number, maxLength: number, extra: object = {}) => ({ type: 'string', minLength, maxLength, ...extra }) as const;
const int = { type: 'integer', minimum: 0 } as const;
const text = { type: 'string' } as const;
const time = { type: 'string', format: 'date-time' } as const;
const uuid = { type: 'string', pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$' } as const;

export const openDownlinePlaintext =
  "{ username, password, nickname?, role: 'member' | 'agent' }: username, password and nickname by the merchant's registration rules " +
  '(GET /wps/system/setting/register) and password policy; problems answer 400 with value [{ path: "/<field>", reason, message }].';

export const openDownlineAnswerSchema = object({ id: text, account: text });

export const promotionLinkSchema = object({
  id: text,
  code: text,
  url: { type: 'string', description: "Registration address on the brand's main domain carrying ?affiliateCode=<code> (the QR code's target)." },
  registrations: int,
  createdAt: time,
});
export const promotionLinksSchema = { type: 'array', items: promotionLinkSchema } as const;

export const createLinkBodySchema = object(
  { code: str(4, 32, { pattern: customCodePattern, description: 'A chosen code (letters, digits, "_" or "-"); generated when absent.' }) },
  [],
);
export const linkParamsSchema = object({ id: uuid });

const amount = str(1, 40, { description: 'Major units as typed, e.g. "100.50"; at most the currency\'s decimals.' });
const requestId = { ...uuid, description: 'A fresh UUID per submitted form, repeated on a retry (idempotency).' };
const paymentPassword = str(1, 256);

export const downlineTransferBodySchema = object({ toMemberId: uuid, amount, paymentPassword, requestId });
export const uplineTransferBodySchema = object({ amount, paymentPassword, requestId });

export const agentTransferAnswerSchema = object({
  currency: text,
  minorDigits: int,
  transactionId: text,
  amountMinor: int,
  balanceMinor: int,
});

export const uplineAnswerSchema = object({ account: text, nickname: { type: ['string', 'null'] } });
