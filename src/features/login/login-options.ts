/**
 * What the brand's configuration says about the login form (pure): which modes it offers
 * (§6 USERNAMEREG3 username, MOBILEVERCODELOGIN3 SMS; username when neither is on, so there is
 * always a way in) and the password hint (§5 "min to max digits or letters", from the server's
 * password rule; equal values give one number).
 */
import type { LoginMode } from '../../../machines/login.machine';
import type { ModuleFlags } from '../../../schemas/modules';
import type { FieldRule } from '../../../schemas/register-rules';

export function loginModes(modules: Pick<ModuleFlags, 'USERNAMEREG3' | 'MOBILEVERCODELOGIN3'>): LoginMode[] {
  const modes: LoginMode[] = [];
  if (modules.USERNAMEREG3 || !modules.MOBILEVERCODELOGIN3) modes.push('username');
  if (modules.MOBILEVERCODELOGIN3) modes.push('sms');
  return modes;
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
