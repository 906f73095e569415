/**
 * Request validation of the console routes: bodies strictly (no type coercion, unknown fields
 * refused rather than dropped), query strings and parameters coerced from text as the rest of
 * the gateway does; formats (uuid, date-time) checked on both (ajv-formats).
 */
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';

const common = { useDefaults: true, allErrors: false, strictSchema: true, strictTypes: false, strictRequired: false, strictTuples: false } as const;

const strict = addFormats(new Ajv({ ...common, coerceTypes: false, removeAdditional: false }), ['uuid', 'date-time']);
const lenient = addFormats(new Ajv({ ...common, coerceTypes: 'array', removeAdditional: false }), ['uuid', 'date-time']);

export function installConsoleValidation(app: FastifyInstance): void {
  app.setValidatorCompiler(({ schema, httpPart }) => (httpPart === 'body' ? strict : lenient).compile(schema));
}
