/**
 * The verdict on one sample value of one field, as the console's rules editor shows it for a draft
 * rule set (src/console/features/register-rules/form-preview.tsx): what the
 * gateway's register check (gateway/domain/identity/registration-validation.ts: ajv on the
 * compiled schema, problems ranked by registrationProblems) answers for that field, computed
 * here without ajv, because the console's Content Security Policy forbids compiling code at run
 * time (no 'unsafe-eval'; the player's form loads a precompiled module instead, decision 019).
 * The compiled form's text fields use only minLength, maxLength and a `u`-flag pattern, checked
 * in the ranking's order (missing, then length, then format); lengths count code points as ajv
 * does. A property test holds this equal to the gateway's verdict (docs/decisions/046).
 */
import { registrationMessageFor, type CompiledRegistration, type MessageRef, type StringProperty } from './compile-registration';

export type FieldVerdict = { ok: true } | { ok: false; reason: 'required' | 'minLength' | 'maxLength' | 'pattern'; message: MessageRef };

const patterns = new Map<string, RegExp>();

function regexOf(source: string): RegExp {
  let re = patterns.get(source);
  if (!re) {
    re = new RegExp(source, 'u');
    patterns.set(source, re);
  }
  return re;
}

/** The verdict on `value` typed in `field` (an empty text is a field left empty, as the form sends it). */
export function fieldVerdict(compiled: CompiledRegistration, field: string, value: string): FieldVerdict {
  const property = compiled.schema.properties[field] as StringProperty | undefined;
  if (!property || property.type !== 'string') return { ok: true };
  const fail = (reason: Exclude<FieldVerdict, { ok: true }>['reason']): FieldVerdict => ({ ok: false, reason, message: registrationMessageFor(compiled, field, reason) });
  if (value === '') return compiled.schema.required.includes(field) ? fail('required') : { ok: true };
  const length = [...value].length;
  if (property.minLength !== undefined && length < property.minLength) return fail('minLength');
  if (length > property.maxLength) return fail('maxLength');
  if (property.pattern !== undefined && !regexOf(property.pattern).test(value)) return fail('pattern');
  return { ok: true };
}
