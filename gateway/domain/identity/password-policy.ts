/**
 * What a new password must be (READINGS #3, #10): the merchant's registration rule for
 * `password` wins (length range, a server pattern); without one, 8–64 characters of any
 * Unicode. Always refused: 123456 and the other common passwords (common-passwords.txt), the
 * account name itself, control characters, and spaces at either end (login trims the password,
 * §5, so such a password could never be typed in; docs/decisions/031). Reusing the old password is checked by the
 * caller (it needs the old hash).
 */
import { readFileSync } from 'node:fs';
import type { RegisterRules } from '../../../schemas/register-rules';

export interface PasswordRule {
  minLength: number;
  maxLength: number;
  /** A server regular expression ("*" or null: any). */
  acceptedPattern: string | null;
}

export const defaultPasswordRule: PasswordRule = { minLength: 8, maxLength: 64, acceptedPattern: null };
/** The forced-change password of §4. */
export const defaultPassword = '123456';

const commonPasswords: ReadonlySet<string> = new Set(
  readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#')),
);

export function isCommonPassword(password: string): boolean {
  return commonPasswords.has(password.normalize('NFC').toLowerCase());
}

export function passwordRuleOf(rules: RegisterRules): PasswordRule {
  const rule = rules.password;
  if (!rule?.enabled) return defaultPasswordRule;
  return {
    minLength: rule.minLength ?? defaultPasswordRule.minLength,
    maxLength: rule.maxLength ?? defaultPasswordRule.maxLength,
    acceptedPattern: rule.acceptedPattern && rule.acceptedPattern !== '*' ? rule.acceptedPattern : null,
  };
}

function matches(pattern: string, text: string): boolean {
  try {
    return new RegExp(pattern, 'u').test(text);
  } catch {
    // An operator's broken pattern must not lock everybody out; the length rule still holds.
    return true;
  }
}

export type PasswordProblem = 'PASSWORD_LENGTH' | 'PASSWORD_FORMAT' | 'PASSWORD_COMMON';

/** The first problem of a new password, or null when acceptable. */
export function checkNewPassword(password: string, rule: PasswordRule, account: string | null): PasswordProblem | null {
  const text = password.normalize('NFC');
  const length = [...text].length;
  if (length < rule.minLength || length > rule.maxLength) return 'PASSWORD_LENGTH';
  if (/\p{Cc}/u.test(text) || text !== text.trim()) return 'PASSWORD_FORMAT';
  if (rule.acceptedPattern && !matches(rule.acceptedPattern, text)) return 'PASSWORD_FORMAT';
  if (text === defaultPassword || isCommonPassword(text)) return 'PASSWORD_COMMON';
  if (account !== null && text.toLowerCase() === account.normalize('NFC').toLowerCase()) return 'PASSWORD_COMMON';
  return null;
}
