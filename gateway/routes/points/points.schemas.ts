/**
 * JSON Schemas of the points mall and VIP calls (schemas/points.ts, field for field). Bodies are
 * validated strictly; answers double as serializers.
 */
import { langCodes } from '../../../schemas/languages';
import { addressMaxLength, maxPointsPerRequest, maxQuantity, productArts } from '../../../schemas/points';
import { maxPageSize } from '../../../schemas/payments';
import { object } from '../payments.schemas';

const int = { type: 'integer', minimum: 0 } as const;
const text = { type: 'string' } as const;
const nullableText = { type: ['string', 'null'] } as const;
const nullableInt = { type: ['integer', 'null'] } as const;
const time = { type: 'string', format: 'date-time' } as const;
const uuid = { type: 'string', pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$' } as const;
const money = { currency: text, currencySymbol: text, minorDigits: int };
const merchant = { type: 'string', minLength: 1, maxLength: 64 } as const;
const lang = { type: 'string', enum: langCodes, description: 'Language of product names (else the brand default).' } as const;

export const langQuerySchema = object({ lang, merchant }, []);

export const balanceSchema = object({ points: int, earned: int, spent: int });

export const configSchema = object({
  ...money,
  earn: object({ betMinor: int, points: int }),
  ratio: object({ points: int, cashMinor: int }),
  convertMinPoints: int,
  convertMaxPoints: int,
  expires: { type: 'boolean', const: false },
});

export const rewardsSchema = object({
  products: { type: 'array', items: object({ code: text, name: text, points: int, needsAddress: { type: 'boolean' }, art: { enum: [...productArts] } }) },
});

export const exchangeSchema = object({
  ...money,
  id: text,
  number: text,
  createdAt: time,
  type: { enum: ['product', 'cash'] },
  productCode: nullableText,
  productName: nullableText,
  quantity: int,
  points: int,
  amountMinor: int,
  status: { enum: ['in_process', 'rejected', 'approved'] },
  remark: nullableText,
  address: nullableText,
  balanceAfter: int,
});

function page(item: object) {
  return object({ items: { type: 'array', items: item }, page: int, pageSize: int, total: int, totalPages: int });
}

const paging = { page: { type: 'integer', minimum: 1, maximum: 100000, default: 1 }, pageSize: { type: 'integer', minimum: 1, maximum: maxPageSize, default: 20 }, merchant };
export const exchangeQuerySchema = object({ ...paging, status: { enum: ['in_process', 'rejected', 'approved'] } }, []);
export const exchangePageSchema = page(exchangeSchema);

export const entryQuerySchema = object({ ...paging, kind: { enum: ['earn', 'redeem', 'convert', 'refund'] } }, []);
export const entryPageSchema = page(
  object({ id: text, kind: { enum: ['earn', 'redeem', 'convert', 'refund'] }, points: { type: 'integer' }, balanceAfter: int, createdAt: time, betMinor: nullableInt, gameName: nullableText, exchangeNumber: nullableText }),
);

const paymentPassword = { type: 'string', minLength: 1, maxLength: 256 } as const;
const requestId = { ...uuid, description: 'A fresh UUID per submitted form, repeated on a retry (idempotency).' };

/** Sealed plaintext of MCS2_redeemPointReward. */
export const redeemPlaintextSchema = object(
  {
    requestId,
    productCode: { type: 'string', minLength: 1, maxLength: 40 },
    quantity: { type: 'integer', minimum: 1, maximum: maxQuantity },
    address: { type: 'string', maxLength: addressMaxLength * 2 },
    paymentPassword,
  },
  ['requestId', 'productCode', 'quantity', 'paymentPassword'],
);

/** Sealed plaintext of MCS2_convertPoint. */
export const convertPlaintextSchema = object(
  { requestId, points: { type: 'integer', minimum: 1, maximum: maxPointsPerRequest }, paymentPassword },
  ['requestId', 'points', 'paymentPassword'],
);

export const exchangedSchema = exchangeSchema;

export const vipSchema = object({
  ...money,
  level: int,
  label: text,
  betMinor: int,
  levels: { type: 'array', items: object({ level: int, minBetMinor: int, benefits: { type: 'array', items: text } }) },
  next: { anyOf: [{ type: 'null' }, object({ level: int, remainingMinor: int, percent: int })] },
});

export const decisionParamsSchema = object({ id: uuid });
export const decisionBodySchema = object({ status: { enum: ['approved', 'rejected'] }, remark: { type: 'string', minLength: 1, maxLength: 140 } }, ['status']);
export const decisionSchema = object({ id: text, status: { enum: ['approved', 'rejected'] } });
