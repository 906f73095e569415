import { describe, expect, it } from 'vitest';
import { checkNewPassword, defaultPasswordRule, isCommonPassword, passwordRuleOf } from './password-policy';

describe('password policy', () => {
  it('knows the common passwords, case-insensitively, and 123456 first', () => {
    for (const p of ['123456', 'password', 'QWERTY', 'letmein', 'baseball']) expect(isCommonPassword(p)).toBe(true);
    expect(isCommonPassword('Portico-Demo-2024')).toBe(false);
  });

  it('defaults to 8–64 characters of any Unicode, counted as characters', () => {
    expect(checkNewPassword('short1!', defaultPasswordRule, null)).toBe('PASSWORD_LENGTH');
    expect(checkNewPassword('日本語のパスワード', defaultPasswordRule, null)).toBeNull();
    expect(checkNewPassword('😀'.repeat(64), defaultPasswordRule, null)).toBeNull();
    expect(checkNewPassword('😀'.repeat(65), defaultPasswordRule, null)).toBe('PASSWORD_LENGTH');
    expect(checkNewPassword('tab\there-ok', defaultPasswordRule, null)).toBe('PASSWORD_FORMAT');
  });

  it('refuses spaces at either end: login trims the password (§5), so such a password could never be typed in', () => {
    expect(checkNewPassword(' leading-space-pw', defaultPasswordRule, null)).toBe('PASSWORD_FORMAT');
    expect(checkNewPassword('trailing-space-pw\u00a0', defaultPasswordRule, null)).toBe('PASSWORD_FORMAT');
    expect(checkNewPassword('spaces inside are fine', defaultPasswordRule, null)).toBeNull();
  });

  it('refuses common passwords and the account name', () => {
    expect(checkNewPassword('password1', defaultPasswordRule, null)).toBe('PASSWORD_COMMON');
    expect(checkNewPassword('Player0001', defaultPasswordRule, 'player0001')).toBe('PASSWORD_COMMON');
  });

  it("lets the merchant's rule win (length and pattern); a broken pattern does not lock people out", () => {
    const rule = passwordRuleOf({ password: { enabled: true, required: true, minLength: 10, maxLength: 12, patternId: null, acceptedPattern: '^[a-z-]+$' } });
    expect(rule).toEqual({ minLength: 10, maxLength: 12, acceptedPattern: '^[a-z-]+$' });
    expect(checkNewPassword('abcdefghi', rule, null)).toBe('PASSWORD_LENGTH');
    expect(checkNewPassword('Abcdefghij', rule, null)).toBe('PASSWORD_FORMAT');
    expect(checkNewPassword('quiet-moon', rule, null)).toBeNull();
    const broken = passwordRuleOf({ password: { enabled: true, required: true, minLength: 8, maxLength: 64, patternId: null, acceptedPattern: '([' } });
    expect(checkNewPassword('quiet-moon-9', broken, null)).toBeNull();
    expect(passwordRuleOf({})).toEqual(defaultPasswordRule);
  });
});
