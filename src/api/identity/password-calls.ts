/**
 * The password calls (§7; docs/decisions/011, 015): change (sealed; a session or a forced
 * change's token), forgot by e-mail (plain; the same answer whether or not an account matches),
 * redeem an e-mailed link (sealed), reset by phone (sealed, CHNGPASSVERIF3) after a code sent
 * with purpose RESET_PASSWORD. Each answers the envelope's value or throws the ApiError of §8.
 */
import type {
  ChangePasswordFields,
  ForgotByEmailAnswer,
  ForgotByEmailFields,
  PasswordChangedAnswer,
  PhonePasswordFields,
  ResetPasswordFields,
} from '../../../schemas/identity';
import { ApiError, apiRequest } from '../client';
import { postSealed, type SealKeySource } from './login-sealed-call';

function present<T>(value: T | null): T {
  if (value === null) throw new ApiError({ code: 'UNKNOWN', status: 200 });
  return value;
}

export async function postChangePassword(fields: ChangePasswordFields, keys: SealKeySource): Promise<PasswordChangedAnswer> {
  return present(await postSealed<PasswordChangedAnswer>('password', fields, keys));
}

export async function postForgotByEmail(fields: ForgotByEmailFields): Promise<ForgotByEmailAnswer> {
  return present(await apiRequest<ForgotByEmailAnswer>('passwordEmail', { method: 'POST', body: fields }));
}

export async function postResetByLink(fields: ResetPasswordFields, keys: SealKeySource): Promise<PasswordChangedAnswer> {
  return present(await postSealed<PasswordChangedAnswer>('passwordReset', fields, keys));
}

export async function postResetByPhone(fields: PhonePasswordFields, keys: SealKeySource): Promise<PasswordChangedAnswer> {
  return present(await postSealed<PasswordChangedAnswer>('passwordVerification', fields, keys));
}

/** Sends the reset code by SMS (purpose RESET_PASSWORD) and measures the round trip (READINGS #17). */
export async function sendResetCode(mobileNum: string, countryDialingCode: string): Promise<{ expiredMinutes: number; roundTripMs: number }> {
  const started = performance.now();
  const answer = present(
    await apiRequest<{ expiredMinutes: number }>('smsNoLogin', { method: 'POST', body: { mobileNum, countryDialingCode, purpose: 'RESET_PASSWORD' } }),
  );
  return { expiredMinutes: answer.expiredMinutes, roundTripMs: performance.now() - started };
}
