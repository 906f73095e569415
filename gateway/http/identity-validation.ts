/**
 * Request validation of the identity routes: bodies strictly (no type coercion, unknown fields
 * refused, so a number is never silently read as a phone number), query strings and headers as
 * the rest of the gateway does (strings coerced to the declared type).
 */
import Ajv from 'ajv';
import type { FastifyInstance } from 'fastify';

const common = { useDefaults: true, allErrors: false, strictSchema: true, strictTypes: false, strictRequired: false, strictTuples: false } as const;

/** For bodies and the plaintexts of sealed bodies. */
export const strictAjv = new Ajv({ ...common, coerceTypes: false, removeAdditional: false });
const lenientAjv = new Ajv({ ...common, coerceTypes: 'array', removeAdditional: true });

export function installIdentityValidation(app: FastifyInstance): void {
  app.setValidatorCompiler(({ schema, httpPart }) => (httpPart === 'body' ? strictAjv : lenientAjv).compile(schema));
}
