/** The brand's password length rule (register rule "password"; READINGS #10), else 8–64. */
import { defaultPasswordRule, type PasswordRule } from '../../../machines/change-password-fields';
import type { RegisterRules } from '../../../schemas/register-rules';

export function passwordRuleOf(rules: RegisterRules): PasswordRule {
  const rule = rules.password;
  return {
    minLength: rule?.minLength ?? defaultPasswordRule.minLength,
    maxLength: rule?.maxLength ?? defaultPasswordRule.maxLength,
  };
}
