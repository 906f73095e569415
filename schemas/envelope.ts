/**
 * The one answer shape of every gateway call (ARCHITECTURE.md "The gateway"):
 * `{ success, value, message, code }`. On failure `code` is an ErrorCode and `message`
 * is the locale key the browser translates; `value` may carry details (per-field problems).
 */
import type { ErrorCode } from './error-codes';

export interface Envelope<T> {
  success: boolean;
  value: T | null;
  message: string | null;
  code: ErrorCode | null;
}

export interface FieldProblem {
  /** JSON pointer of the offending field, e.g. "/username". */
  path: string;
  /** Machine-readable reason (ajv keyword or a domain reason). */
  reason: string;
  /** Locale key for the message shown next to the field. */
  message: string;
}

/**
 * `value` or null, with the same meaning as `anyOf: [value, { type: 'null' }]`. A schema with a
 * plain `type` gets 'null' added to it instead, so a response serialiser can tell the two cases
 * apart by a null check rather than by validating the whole value on every answer.
 */
function nullable(value: object): object {
  const v = value as { type?: unknown; enum?: unknown; const?: unknown };
  const simple = v.enum === undefined && v.const === undefined;
  if (simple && typeof v.type === 'string') return { ...value, type: [v.type, 'null'] };
  if (simple && Array.isArray(v.type))
    return v.type.includes('null') ? value : { ...value, type: [...v.type, 'null'] };
  return { anyOf: [value, { type: 'null' }] };
}

/** JSON Schema for an envelope around `value` (used on every route's response schema). */
export function envelopeSchema(value: object): object {
  return {
    type: 'object',
    required: ['success', 'value', 'message', 'code'],
    additionalProperties: false,
    properties: {
      success: { type: 'boolean' },
      value: nullable(value),
      message: { type: ['string', 'null'] },
      code: { type: ['string', 'null'] },
    },
  };
}
