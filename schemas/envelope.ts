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

/** JSON Schema for an envelope around `value` (used on every route's response schema). */
export function envelopeSchema(value: object): object {
  return {
    type: 'object',
    required: ['success', 'value', 'message', 'code'],
    additionalProperties: false,
    properties: {
      success: { type: 'boolean' },
      value: { anyOf: [value, { type: 'null' }] },
      message: { type: ['string', 'null'] },
      code: { type: ['string', 'null'] },
    },
  };
}
