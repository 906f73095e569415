import { describe, expect, it } from 'vitest';
import type { ModuleFlags } from '../../../schemas/modules';
import type { FieldRule } from '../../../schemas/register-rules';
import { loginModes, passwordHint } from './login-options';

const rule = (minLength: number | null, maxLength: number | null): FieldRule => ({
  enabled: true,
  required: true,
  minLength,
  maxLength,
  patternId: null,
  acceptedPattern: null,
});

describe('login options', () => {
  it('offers the password login always, and the SMS code where MOBILEVERCODELOGIN3 is on', () => {
    expect(loginModes({ USERNAMEREG3: true, MOBILEVERCODELOGIN3: true } as ModuleFlags)).toEqual(['username', 'sms']);
    expect(loginModes({ USERNAMEREG3: true, MOBILEVERCODELOGIN3: false } as ModuleFlags)).toEqual(['username']);
    expect(loginModes({ USERNAMEREG3: false, MOBILEVERCODELOGIN3: false } as ModuleFlags)).toEqual(['username']);
  });

  it('keeps the password login where registration by username (USERNAMEREG3) is off', () => {
    // Agents and accounts without a bound mobile have only their password (decision 031).
    expect(loginModes({ USERNAMEREG3: false, MOBILEVERCODELOGIN3: true } as ModuleFlags)).toEqual(['username', 'sms']);
  });

  it('hints the password length from the server rule', () => {
    expect(passwordHint(rule(8, 64))).toEqual({ id: 'login.password_hint_range', values: { min: 8, max: 64 } });
    expect(passwordHint(rule(6, 6))).toEqual({ id: 'login.password_hint_exact', values: { count: 6 } });
    expect(passwordHint(rule(null, 64))).toBeNull();
    expect(passwordHint(rule(10, 4))).toBeNull();
    expect(passwordHint(undefined)).toBeNull();
  });
});
