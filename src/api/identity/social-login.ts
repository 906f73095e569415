/**
 * Social login (OpenID Connect, docs/decisions/016-social-login.md). The provider round trip is
 * a full-page navigation (start URL → provider → gateway callback → back to the app with a
 * one-time code in `?socialLogin=`); this module builds the start address and exchanges the
 * code for the normal login answer through the one API client.
 */
import { merchantQuery } from '../../../schemas/api-paths';
import type { LoginAnswer } from '../../../schemas/identity';
import { ApiError, apiRequest, buildUrl, currentMerchant } from '../client';

/** The query parameters the gateway's callback adds to the app address. */
export const socialLoginParams = { code: 'socialLogin', returnTo: 'returnTo', error: 'socialError' } as const;

/** Only same-site paths are ever followed after a login (never another origin). */
export function safeReturnTo(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  return value.length > 512 ? '/' : value;
}

/** Where the browser goes to log in with a provider; the merchant travels in the query outside production's host routing. */
export function socialStartUrl(providerId: string, returnTo: string): string {
  const merchant = currentMerchant();
  return buildUrl(
    'socialStart',
    { provider: providerId },
    { returnTo: safeReturnTo(returnTo), ...(merchant ? { [merchantQuery]: merchant } : {}) },
  );
}

/** Exchanges the one-time code (single use, 60 s) for the login answer with the session token. */
export async function exchangeSocialLoginCode(code: string, signal?: AbortSignal): Promise<LoginAnswer> {
  const answer = await apiRequest<LoginAnswer>('socialExchange', { method: 'POST', body: { code }, signal });
  if (!answer) throw new ApiError({ code: 'UNKNOWN', status: 200 });
  return answer;
}
