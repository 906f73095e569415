/**
 * Pure checks of the password forms (§5 "Change password", "Forgot by email / by phone";
 * READINGS #10: the server's rule wins, so the browser checks only what it can know: required
 * fields, the length range of the rule, equal confirmation, a valid-looking e-mail and code).
 * Every answer is a locale key per field, or nothing.
 */
export interface PasswordRule {
  /** Code points; default 8–64 (docs/decisions/011). */
  minLength: number;
  maxLength: number;
}

export const defaultPasswordRule: PasswordRule = { minLength: 8, maxLength: 64 };

export type FieldErrors = Partial<Record<string, string>>;

const length = (text: string) => [...text.normalize('NFC')].length;

export function newPasswordProblem(password: string, rule: PasswordRule): string | null {
  if (password === '') return 'password.field_required';
  const n = length(password);
  if (n < rule.minLength || n > rule.maxLength) return 'password.length_hint';
  // Login trims the password (§5): one with spaces at either end could never be typed in.
  if (password !== password.trim()) return 'error.password_format';
  return null;
}

export function hasErrors(errors: FieldErrors): boolean {
  return Object.values(errors).some((v) => v !== undefined);
}

/** §5: the e-mail must be a plausible address (the server checks it properly). */
export const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** 6 digits (docs/decisions/011). */
export const smsCodePattern = /^\s*\d{6}\s*$/;
