/**
 * rjsf's validator for the brand form: the gateway's brand checker is the validator (its
 * problems arrive as extraErrors), so nothing is compiled in the browser — the console's CSP has
 * no 'unsafe-eval', which ajv's compiled validators need. `isValid` (rjsf's pick among anyOf /
 * oneOf options) compares the option's required keys and constants only.
 */
import type { RJSFSchema, ValidatorType } from '@rjsf/utils';

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

function matches(schema: unknown, data: unknown): boolean {
  if (!isObject(schema)) return true;
  if ('const' in schema) return schema.const === data;
  if (Array.isArray(schema.enum)) return schema.enum.includes(data);
  if (schema.type === 'object' || isObject(schema.properties)) {
    if (!isObject(data)) return false;
    const required = Array.isArray(schema.required) ? (schema.required as string[]) : [];
    if (required.some((k) => !(k in data))) return false;
    const props = isObject(schema.properties) ? schema.properties : {};
    return Object.entries(props).every(([k, s]) => !(k in data) || matches(s, data[k]));
  }
  if (typeof schema.type === 'string') {
    const t = schema.type;
    if (t === 'array') return Array.isArray(data);
    if (t === 'integer') return Number.isInteger(data);
    if (t === 'null') return data === null;
    return typeof data === t;
  }
  return true;
}

/** Typed `any` as rjsf's own validators are: its form data is whatever the schema describes. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const gatewayValidator: ValidatorType<any, RJSFSchema> = {
  validateFormData: () => ({ errors: [], errorSchema: {} }),
  isValid: (schema, formData) => matches(schema, formData),
  rawValidation: () => ({ errors: [], validationError: undefined }),
};
