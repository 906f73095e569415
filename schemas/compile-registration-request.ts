/**
 * The register call's plaintext (§7 "register / register mobile": all user fields plus
 * registerUrl, affiliateCode, referralCode, domain, registerMethod WEB, login true,
 * countryDialingCode; sealed) as one JSON Schema: the compiled form schema plus the transport
 * fields the browser adds at submit. And the one mapping from ajv errors to per-field
 * problems, used by the browser form (RJSF transformErrors) and by the gateway's answer alike.
 */
import {
  registrationMessageFor,
  type CompiledRegistration,
  type MessageRef,
  type RegistrationSchema,
} from './compile-registration';

/** Codes kept from the first visit's query (?referralCode=, ?affiliateCode=) when no form field shows them. */
const attributionCode = { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' } as const;

/** Transport fields the browser adds to the form data when it submits. */
export function transportProperties(compiled: CompiledRegistration): Record<string, object> {
  const shown = compiled.schema.properties;
  const props: Record<string, object> = {
    registerMethod: { type: 'string', enum: ['WEB'] },
    registerUrl: { type: 'string', minLength: 1, maxLength: 2048, pattern: '^https?://[^\\s]+$' },
    domain: { type: 'string', minLength: 1, maxLength: 253, pattern: '^[A-Za-z0-9.-]+(?::[0-9]{1,5})?$' },
    login: { type: 'boolean' },
  };
  if (compiled.humanVerification === 'captcha')
    props.captchaId = { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9-]+$' };
  if (!shown.referralCode) props.referralCode = attributionCode;
  if (!shown.affiliateCode) props.affiliateCode = attributionCode;
  if (!shown.countryDialingCode)
    props.countryDialingCode = {
      type: 'string',
      minLength: 1,
      maxLength: 5,
      pattern: '^\\+?[1-9][0-9]{0,3}$',
    };
  return props;
}

export interface RegistrationRequestSchema extends Omit<RegistrationSchema, 'properties'> {
  properties: Record<string, object>;
}

/** The gateway's schema of the opened register payload: the form schema plus the transport fields. */
export function registrationRequestSchema(compiled: CompiledRegistration): RegistrationRequestSchema {
  const transport = transportProperties(compiled);
  const required = [...compiled.schema.required, 'registerMethod'];
  if (compiled.humanVerification === 'captcha') required.push('captchaId');
  return { ...compiled.schema, properties: { ...compiled.schema.properties, ...transport }, required };
}

/** The parts of an ajv ErrorObject (and of RJSF's raw errors) the mapping reads. */
export interface AjvErrorLike {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
}

export interface RegistrationProblem {
  field: string;
  /** The ajv keyword, or a domain reason ("taken", "invalid" …). */
  reason: string;
  message: MessageRef;
}

const priority = [
  'additionalProperties',
  'required',
  'dependencies',
  'type',
  'enum',
  'minLength',
  'maxLength',
  'pattern',
  'const',
];

function fieldOf(error: AjvErrorLike): string {
  const p = error.params;
  if (error.keyword === 'required' || error.keyword === 'dependencies')
    return String(p.missingProperty ?? '');
  if (error.keyword === 'additionalProperties') return String(p.additionalProperty ?? '');
  return error.instancePath.replace(/^\//, '').split('/')[0] ?? '';
}

/** One problem per field (the most basic first: missing before length before format), in form order. */
export function registrationProblems(
  compiled: CompiledRegistration,
  errors: readonly AjvErrorLike[],
): RegistrationProblem[] {
  const byField = new Map<string, AjvErrorLike>();
  for (const error of errors) {
    const field = fieldOf(error);
    const seen = byField.get(field);
    if (!seen || priority.indexOf(error.keyword) < priority.indexOf(seen.keyword)) byField.set(field, error);
  }
  const order = compiled.uiSchema['ui:order'];
  const rank = (f: string) => (order.includes(f) ? order.indexOf(f) : order.length);
  return [...byField.entries()]
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([field, error]) => {
      const reason = error.keyword === 'dependencies' ? 'required' : error.keyword;
      const message =
        error.keyword === 'additionalProperties'
          ? { key: 'register.error.unknown_field' }
          : registrationMessageFor(compiled, field, reason);
      return { field, reason, message };
    });
}
