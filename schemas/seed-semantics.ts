/**
 * Checks of the two seed files (modules.json, register-rules.json) beyond their JSON Schemas:
 * the registration form must stay usable and every rule must be satisfiable.
 * Like brand-semantics.ts, a check runs when the parts it reads passed the schema
 * (`sound(pointer)`), so one run reports schema and semantic problems together.
 */
import type { BrandProblem } from './check-brand';
import { buildModuleTree, flattenModules, type ModuleId } from './modules';
import { acceptedPatternLimit, acceptedPatternVerdict, type PatternVerdict } from './pattern-safety';
import { registrationFields, type FieldRule, type RegisterRules } from './register-rules';

type Problem = Omit<BrandProblem, 'file'>;

/** Fields the registration form cannot work without (§5: username, password, confirmation). */
export const essentialFields = ['username', 'password', 'confirmPassword'] as const;

/** The shortest password rule accepted (123456, §4, is the shortest password the product knows). */
export const minimumPasswordLength = 6;

/** What to add when an essential rule is missing (READINGS #10: passwords 8–64 by default). */
const essentialRule = (field: (typeof essentialFields)[number]): FieldRule => ({
  enabled: true,
  required: true,
  minLength: field === 'username' ? 6 : 8,
  maxLength: field === 'username' ? 16 : 64,
  patternId: null,
  acceptedPattern: null,
});

const patternProblems: Record<Exclude<PatternVerdict, 'ok'>, string> = {
  invalid: 'is not a valid regular expression (with the u flag)',
  'too-long': `is longer than ${acceptedPatternLimit} characters`,
  unsafe: 'may backtrack catastrophically (a repetition inside a repetition, or more than 25 repetitions)',
};

type Sound = (pointer: string) => boolean;
const allSound: Sound = () => true;

export function checkModuleSemantics(modules: Record<ModuleId, boolean>, sound: Sound = allSound): Problem[] {
  if (!['/REGISTERGROUP', '/DIRECTREG3', '/USERNAMEREG3', '/MOBILENUMREG3'].every(sound)) return [];
  const on = flattenModules(buildModuleTree(modules));
  if (on.DIRECTREG3 && !on.USERNAMEREG3 && !on.MOBILENUMREG3) {
    return [
      {
        path: '/DIRECTREG3',
        message:
          'the register button (DIRECTREG3) is on but no way to register is: USERNAMEREG3 and MOBILENUMREG3 are off',
        hint: 'set "USERNAMEREG3": true or "MOBILENUMREG3": true, or set "DIRECTREG3": false',
      },
    ];
  }
  return [];
}

function checkRule(field: string, rule: FieldRule): Problem[] {
  const out: Problem[] = [];
  // essential fields get their own, stricter message in checkRuleSemantics
  if (rule.required && !rule.enabled && !(essentialFields as readonly string[]).includes(field)) {
    out.push({
      path: `/${field}/required`,
      message: `${field} is required but not enabled, so no player could ever fill it in`,
      hint: 'set "enabled": true, or "required": false',
    });
  }
  if (rule.minLength !== null && rule.maxLength !== null && rule.minLength > rule.maxLength) {
    out.push({
      path: `/${field}/minLength`,
      message: `${field} minLength ${rule.minLength} is greater than maxLength ${rule.maxLength}`,
      hint: `swap them ("minLength": ${rule.maxLength}, "maxLength": ${rule.minLength}) or lower minLength`,
    });
  }
  if (rule.acceptedPattern !== null) {
    const verdict = acceptedPatternVerdict(rule.acceptedPattern);
    if (verdict !== 'ok') {
      out.push({
        path: `/${field}/acceptedPattern`,
        message: `${field} acceptedPattern ${patternProblems[verdict]}`,
        hint: 'fix the expression, use "*" for any text, or null to rely on patternId',
      });
    }
  }
  return out;
}

export function checkRuleSemantics(rules: RegisterRules, sound: Sound = allSound): Problem[] {
  const out: Problem[] = [];
  for (const field of essentialFields) {
    if (!sound(`/${field}`)) continue;
    const rule = rules[field];
    if (rule === undefined) {
      out.push({
        path: `/${field}`,
        message: `register rules have no ${field} rule; registration needs it`,
        hint: `add "${field}": ${JSON.stringify(essentialRule(field))}`,
      });
    } else if (!rule.enabled || !rule.required) {
      out.push({
        path: `/${field}/${rule.enabled ? 'required' : 'enabled'}`,
        message: `${field} must be enabled and required; registration needs it`,
        hint: `set "enabled": true and "required": true for ${field}`,
      });
    }
  }
  const password = sound('/password') ? rules.password : undefined;
  if (password !== undefined && (password.minLength ?? 0) < minimumPasswordLength) {
    out.push({
      path: '/password/minLength',
      message: `password minLength ${String(password.minLength)} allows passwords shorter than ${minimumPasswordLength}`,
      hint: 'use "minLength": 8 with "maxLength": 64 (the default policy)',
    });
  }
  for (const field of registrationFields) {
    const rule = rules[field];
    if (rule !== undefined && sound(`/${field}`)) out.push(...checkRule(field, rule));
  }
  return out;
}
