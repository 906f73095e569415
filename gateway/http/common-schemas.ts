/**
 * JSON Schemas shared by routes: the merchant selectors, field problems and the envelopes.
 * Shared schemas with an $id are added once to the app (sharedSchemas) and referenced by $ref,
 * so they appear once under components.schemas in the OpenAPI document.
 */
import { envelopeSchema } from '../../schemas/envelope';
import { merchantCodePattern } from '../domain/brand/merchant-resolver';

export const merchantCodeSchema = {
  type: 'string',
  pattern: merchantCodePattern,
  description: 'Merchant code (the brand folder name).',
} as const;

/** Headers of every merchant-scoped route (other headers are allowed). */
export const merchantHeadersSchema = {
  type: 'object',
  properties: { merchant: merchantCodeSchema },
} as const;

/** Query of routes that take no other parameters: only the development merchant override. */
export const merchantQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    merchant: {
      ...merchantCodeSchema,
      description: 'Outside production only: selects the merchant and remembers it for the browser session.',
    },
  },
} as const;

export const fieldProblemSchema = {
  $id: 'FieldProblem',
  type: 'object',
  required: ['path', 'reason', 'message'],
  additionalProperties: false,
  properties: {
    path: {
      type: 'string',
      description: 'JSON pointer; body fields are plain (/username), others are prefixed (/querystring/x).',
    },
    reason: { type: 'string', description: 'ajv keyword or a domain reason.' },
    message: { type: 'string', description: 'Locale key of the message shown next to the field.' },
  },
} as const;

export const sharedSchemas: object[] = [fieldProblemSchema];

/** Envelope of every refusal: value is null or the list of field problems. */
export const errorEnvelopeSchema = {
  ...envelopeSchema({ type: 'array', items: { $ref: 'FieldProblem#' } }),
  description: 'Refusal: success false, code from schemas/error-codes.ts, message its locale key.',
};

/** Response schemas of a route answering `value` on success. */
export function envelopeResponses(value: object, description = 'Success.'): Record<string, object> {
  return {
    200: { ...envelopeSchema(value), description },
    '4xx': errorEnvelopeSchema,
    '5xx': errorEnvelopeSchema,
  };
}
