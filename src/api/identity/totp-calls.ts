/**
 * The authenticator (TOTP) calls of the security centre (docs/decisions/011): enrol (a secret
 * and its otpauth URI), confirm with a code (recovery codes, shown once), disable with a code
 * or a recovery code. Real accounts only (trial sessions are refused by the gateway).
 */
import type { MemberInfoAnswer, TotpConfirmAnswer, TotpEnrolAnswer } from '../../../schemas/identity';
import { ApiError, apiRequest } from '../client';

function present<T>(value: T | null): T {
  if (value === null) throw new ApiError({ code: 'UNKNOWN', status: 200 });
  return value;
}

export async function fetchSecurityInfo(signal?: AbortSignal): Promise<MemberInfoAnswer> {
  return present(await apiRequest<MemberInfoAnswer>('memberInfo', { signal }));
}

export async function startTotpEnrolment(): Promise<TotpEnrolAnswer> {
  return present(await apiRequest<TotpEnrolAnswer>('totpEnrol', { method: 'POST' }));
}

export async function confirmTotp(code: string): Promise<TotpConfirmAnswer> {
  return present(await apiRequest<TotpConfirmAnswer>('totpConfirm', { method: 'POST', body: { code: code.trim() } }));
}

export async function disableTotp(code: string): Promise<void> {
  await apiRequest<{ totpEnabled: false }>('totpDisable', { method: 'POST', body: { code: code.trim() } });
}
