/**
 * The gateway's check of a register payload with the SAME compiled schema the browser form uses
 * (schemas/compile-registration.ts + compile-registration-request.ts), compiled once per
 * distinct schema with the options the browser's validator-ajv8 uses that matter for a verdict
 * (allErrors, `$data`, the `u` flag on patterns) and none that would change the data (no type
 * coercion, no defaults, nothing removed). A text longer than its field's maximum is cut to one
 * character past it before any pattern runs on it (see bounded).
 */
import Ajv, { type ValidateFunction } from 'ajv';
import { registrationAjvOptions, type CompiledRegistration } from '../../../schemas/compile-registration';
import {
  registrationProblems,
  registrationRequestSchema,
  type RegistrationProblem,
} from '../../../schemas/compile-registration-request';

const ajv = new Ajv({
  allErrors: true,
  strict: false,
  coerceTypes: false,
  useDefaults: false,
  removeAdditional: false,
  ...registrationAjvOptions,
});

const maxCached = 64;
const validators = new Map<string, ValidateFunction>();

function validatorOf(schema: object): ValidateFunction {
  const key = JSON.stringify(schema);
  const cached = validators.get(key);
  if (cached) return cached;
  const compiled = ajv.compile(schema);
  if (validators.size >= maxCached) validators.delete(validators.keys().next().value as string);
  validators.set(key, compiled);
  return compiled;
}

/**
 * A copy of the payload whose over-long texts are cut to one character past their field's
 * maximum: the verdict and the problems stay those of the full payload (the maximum still
 * fails, and it outranks a format problem), but no pattern ever runs on a long text.
 */
function bounded(payload: unknown, properties: Record<string, object>): unknown {
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return payload;
  let copy: Record<string, unknown> | null = null;
  for (const [field, value] of Object.entries(payload)) {
    const max = (properties[field] as { maxLength?: number } | undefined)?.maxLength;
    if (typeof value === 'string' && max !== undefined && value.length > max) {
      const points = [...value];
      if (points.length > max) {
        copy ??= { ...payload };
        copy[field] = points.slice(0, max + 1).join('');
      }
    }
  }
  return copy ?? payload;
}

/** Field problems of an opened register payload; empty when it may go on to the server-only checks. */
export function checkRegistrationPayload(
  compiled: CompiledRegistration,
  payload: unknown,
): RegistrationProblem[] {
  const schema = registrationRequestSchema(compiled);
  const validate = validatorOf(schema);
  if (validate(bounded(payload, schema.properties))) return [];
  return registrationProblems(compiled, validate.errors ?? []);
}

/**
 * Field problems of a payload against a schema made of some of the compiled form's own field
 * rules (account opening: username, password, nickname), judged and worded like registration.
 */
export function checkRegistrationFields(
  compiled: CompiledRegistration,
  schema: { properties: Record<string, object> },
  payload: unknown,
): RegistrationProblem[] {
  const validate = validatorOf(schema);
  if (validate(bounded(payload, schema.properties))) return [];
  return registrationProblems(compiled, validate.errors ?? []);
}
