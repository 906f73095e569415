/**
 * The login calls (§7; docs/decisions/011): login (sealed), the verification step, the
 * remember-me sign-in (the HttpOnly cookie travels by itself), a captcha, an SMS code and the
 * member info. Each answers the envelope's value or throws the ApiError of §8.
 */
import type {
  CaptchaAnswer,
  LoginAnswer,
  LoginFields,
  LoginVerifyFields,
  MemberInfoAnswer,
  SmsCodeAnswer,
  SmsCodeFields,
} from '../../../schemas/identity';
import { ApiError, apiRequest } from '../client';
import { postSealed, type SealKeySource } from './login-sealed-call';

function present<T>(value: T | null): T {
  if (value === null) throw new ApiError({ code: 'UNKNOWN', status: 200 });
  return value;
}

export async function postLogin(fields: LoginFields, keys: SealKeySource): Promise<LoginAnswer> {
  return present(await postSealed<LoginAnswer>('login', fields, keys));
}

export async function postLoginVerify(fields: LoginVerifyFields): Promise<LoginAnswer> {
  return present(await apiRequest<LoginAnswer>('loginVerify', { method: 'POST', body: fields }));
}

export async function postRememberLogin(): Promise<LoginAnswer> {
  return present(await apiRequest<LoginAnswer>('loginRemember', { method: 'POST' }));
}

export async function fetchCaptcha(): Promise<CaptchaAnswer> {
  return present(await apiRequest<CaptchaAnswer>('captcha'));
}

/** Sends a code (MOBILEVERCODELOGIN3 login or CHNGPASSVERIF3 reset) and measures the round trip. */
export async function sendSmsCode(fields: SmsCodeFields): Promise<SmsCodeAnswer & { roundTripMs: number }> {
  const started = performance.now();
  const answer = present(await apiRequest<SmsCodeAnswer>('smsNoLogin', { method: 'POST', body: fields }));
  return { expiredMinutes: answer.expiredMinutes, roundTripMs: performance.now() - started };
}

/**
 * Member info (§4 "fetch member info", "load user info"): GET /wps/member/info with the stored
 * session's token, or with the token of an answer the browser has not kept yet.
 */
export async function fetchMemberInfo(token?: string): Promise<MemberInfoAnswer> {
  return present(await apiRequest<MemberInfoAnswer>('memberInfo', token === undefined ? {} : { token }));
}

/** Ends a session the browser will not keep (a refused login), on the server. Failures are left to its expiry. */
export async function endSession(token: string): Promise<void> {
  try {
    await apiRequest('logout', { method: 'DELETE', token });
  } catch {
    // The token is never stored; the server expires it on its own.
  }
}
