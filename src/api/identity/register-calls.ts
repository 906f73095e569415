/**
 * The registration calls (§7; docs/decisions/018 and 019): the field rules, the form's
 * validator module (served by the gateway, CSP-safe), the proof-of-work challenge, the image
 * captcha, the affiliate-code check, the registration SMS code (sendRegPhoneCode) and the
 * register call itself (PUT, sealed; resealed once for a new key like every sealed call).
 */
import type { Challenge } from 'altcha-lib/types';
import type { RegistrationMode } from '../../../schemas/compile-registration';
import type { LoginAnswer, SmsCodeAnswer } from '../../../schemas/identity';
import type { RegisterRules } from '../../../schemas/register-rules';
import { ApiError, apiRequest, buildUrl, currentMerchant, isApiError } from '../client';
import type { SealKeySource } from './login-sealed-call';
import { sealPayload } from '../seal';

function present<T>(value: T | null): T {
  if (value === null) throw new ApiError({ code: 'UNKNOWN', status: 200 });
  return value;
}

/** The rules asked for in this visit, by merchant (a failed ask is forgotten, so the next open asks again). */
const rulesOfVisit = new Map<string, Promise<RegisterRules>>();

/**
 * The merchant's field rules (§3 "Registration field rule"), asked for once in a visit (§9
 * "caches per session: … validation"): every register form opened afterwards — the other mode,
 * the modal again — reuses them. A reload asks afresh, so an operator's change shows on the next
 * load without a rebuild (docs/decisions/032); the validator module is still read per open.
 */
export function fetchRegisterRules(): Promise<RegisterRules> {
  const merchant = currentMerchant() ?? '';
  let rules = rulesOfVisit.get(merchant);
  if (!rules) {
    rules = apiRequest<RegisterRules>('registerSettings').then(present);
    rulesOfVisit.set(merchant, rules);
    rules.catch(() => rulesOfVisit.delete(merchant));
  }
  return rules;
}

/** What the gateway's validator module exports (createPrecompiledValidator's arguments). */
export interface RegisterValidatorModule {
  validateFns: Record<string, unknown>;
  rootSchema: Record<string, unknown>;
}

/** The address of the form's validator module (the merchant in the query: a module import sends no headers). */
export function registerValidatorUrl(mode: RegistrationMode): string {
  const merchant = currentMerchant();
  return buildUrl('registerValidator', {}, { mode, ...(merchant ? { merchant } : {}), t: Date.now() });
}

/** Imports the validator module; a failed load reads as the network problem it usually is. */
export async function loadRegisterValidator(mode: RegistrationMode): Promise<RegisterValidatorModule> {
  try {
    const loaded = (await import(/* @vite-ignore */ registerValidatorUrl(mode))) as Partial<RegisterValidatorModule>;
    if (typeof loaded.validateFns !== 'object' || typeof loaded.rootSchema !== 'object' || !loaded.validateFns || !loaded.rootSchema)
      throw new ApiError({ code: 'UNKNOWN', status: 200 });
    return { validateFns: loaded.validateFns, rootSchema: loaded.rootSchema };
  } catch (error) {
    if (isApiError(error)) throw error;
    throw new ApiError({ code: 'NETWORK' });
  }
}

export async function fetchProofOfWorkChallenge(): Promise<Challenge> {
  return present(await apiRequest<Challenge>('registerChallenge'));
}

/** §7 affiliate check: { code } when the code is an active agent's; 400 AFFILIATE_CODE_INVALID otherwise. */
export async function checkAffiliateCode(code: string): Promise<{ code: string }> {
  return present(await apiRequest<{ code: string }>('affiliate', { method: 'POST', body: { code, domain: window.location.host } }));
}

/** sendRegPhoneCode: a registration code to the number, with the measured round trip (the sms-code machine's input). */
export async function sendRegisterSmsCode(fields: {
  mobileNum: string;
  countryDialingCode: string;
}): Promise<{ expiredMinutes: number; roundTripMs: number }> {
  const started = performance.now();
  const answer = present(
    await apiRequest<SmsCodeAnswer>('smsRegister', {
      method: 'POST',
      body: { mobileNo: fields.mobileNum, countryDialingCode: fields.countryDialingCode },
    }),
  );
  return { expiredMinutes: answer.expiredMinutes, roundTripMs: performance.now() - started };
}

/** The register call (PUT, §7), sealed; on SEAL_KEY_UNKNOWN resealed for the refreshed key, once. */
export async function putRegister(mode: RegistrationMode, fields: object, keys: SealKeySource): Promise<LoginAnswer> {
  const name = mode === 'register' ? 'register' : 'registerMobile';
  const send = async (key: ReturnType<SealKeySource['current']>) =>
    present(await apiRequest<LoginAnswer>(name, { method: 'PUT', body: await sealPayload(key, fields) }));
  try {
    return await send(keys.current());
  } catch (error) {
    if (!isApiError(error) || error.code !== 'SEAL_KEY_UNKNOWN') throw error;
    return send(await keys.refresh());
  }
}
