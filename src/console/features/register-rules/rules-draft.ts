/** The rules editor's draft: pure helpers (a field switched on gets a rule; inputs to rule values; problems by field). */
import type { FieldProblem } from '../../../../schemas/envelope';
import { offRule } from '../../../../schemas/compile-registration-fields';
import type { FieldRule, RegisterRules, RegistrationField } from '../../../../schemas/register-rules';

export function ruleOf(draft: RegisterRules, field: RegistrationField): FieldRule {
  return draft[field] ?? offRule;
}

/** The draft with one field's rule changed; a field without a rule gets one. Required needs enabled. */
export function withRule(draft: RegisterRules, field: RegistrationField, patch: Partial<FieldRule>): RegisterRules {
  const next = { ...ruleOf(draft, field), ...patch };
  if (patch.enabled === false) next.required = false;
  if (patch.required === true) next.enabled = true;
  return { ...draft, [field]: next };
}

/** A length input's value: empty is no limit (null); anything else a whole number, or undefined when it is not one. */
export function lengthOf(text: string): number | null | undefined {
  if (text.trim() === '') return null;
  return /^\d{1,3}$/.test(text.trim()) ? Number(text.trim()) : undefined;
}

/** An acceptedPattern input's value: empty is none (null). */
export function patternOf(text: string): string | null {
  return text === '' ? null : text;
}

export function sameRules(a: RegisterRules, b: RegisterRules): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const k of keys) if (JSON.stringify(a[k as RegistrationField] ?? null) !== JSON.stringify(b[k as RegistrationField] ?? null)) return false;
  return true;
}

/** The gateway's field problems of a refused publish, by "field" or "field/property" (paths /rules/…). */
export function problemsByPath(value: unknown): Map<string, FieldProblem> {
  const out = new Map<string, FieldProblem>();
  if (!Array.isArray(value)) return out;
  for (const p of value as FieldProblem[]) {
    if (typeof p?.path !== 'string' || !p.path.startsWith('/rules/')) continue;
    out.set(p.path.slice('/rules/'.length), p);
  }
  return out;
}

/** The console message of a problem: the gateway names console keys for its own checks, else by schema keyword. */
export function problemMessage(p: FieldProblem): string {
  return p.message.startsWith('console.') ? p.message : `console.rules.problem.schema_${p.reason === 'maximum' || p.reason === 'minimum' ? 'range' : 'invalid'}`;
}
