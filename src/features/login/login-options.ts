/**
 * What the brand's configuration says about the login form (pure): which modes it offers
 * (docs/decisions/031: username and password always — USERNAMEREG3 governs registration, not
 * login, and every account has a password; the SMS code too where MOBILEVERCODELOGIN3 is on) and
 * the password hint (§5 "min to max digits or letters", from the server's password rule; equal
 * values give one number).
 */
import type { LoginMode } from '../../../machines/login.machine';
import type { ModuleFlags } from '../../../schemas/modules';
import type { FieldRule } from '../../../schemas/register-rules';

export function loginModes(modules: Pick<ModuleFlags, 'MOBILEVERCODELOGIN3'>): LoginMode[] {
  return modules.MOBILEVERCODELOGIN3 ? ['username', 'sms'] : ['username'];
}

export type PasswordHint =
  | { id: 'login.password_hint_range'; values: { min: number; max: number } }
  | { id: 'login.password_hint_exact'; values: { count: number } }
  | null;

export function passwordHint(rule: FieldRule | undefined): PasswordHint {
  const min = rule?.minLength ?? null;
  const max = rule?.maxLength ?? null;
  if (min === null || max === null || min <= 0 || max < min) return null;
  return min === max
    ? { id: 'login.password_hint_exact', values: { count: min } }
    : { id: 'login.password_hint_range', values: { min, max } };
}
