/**
 * The startup call (§2.2, §3 "Permission response"). The gateway picks the merchant from the
 * Host, a `?merchant=` query (outside production) or its cookie; the answer names it in
 * `info.merchant`, which is remembered and sent as the Merchant header from then on.
 */
import { queryOptions } from '@tanstack/react-query';
import { merchantQuery } from '../../schemas/api-paths';
import type { PermissionResponse } from '../../schemas/permission';
import { ApiError, apiRequest, setMerchant } from './client';

export const permissionTimeoutMs = 15_000;

export async function fetchPermission(
  merchantHint: string | null,
  signal?: AbortSignal,
): Promise<PermissionResponse> {
  const answer = await apiRequest<PermissionResponse>('permission', {
    query: merchantHint ? { [merchantQuery]: merchantHint } : {},
    signal,
    timeoutMs: permissionTimeoutMs,
  });
  return acceptPermission(answer);
}

/** Checks a permission answer (fetched, or carried by the page) and remembers its merchant. */
export function acceptPermission(answer: PermissionResponse | null): PermissionResponse {
  if (!answer?.info?.merchant || !answer.info.brand) throw new ApiError({ code: 'UNKNOWN', status: 200 });
  setMerchant(answer.info.merchant);
  return answer;
}

/** The key every permission query starts with (to re-read the answer, whatever the hint). */
export const permissionQueryPrefix = ['permission'] as const;

/**
 * @param merchantHint the `?merchant=` of the page address, forwarded so that the gateway
 *   can honour it on this API call too (it is ignored where the gateway does not allow it).
 */
export function permissionQueryOptions(merchantHint: string | null) {
  return queryOptions({
    queryKey: [...permissionQueryPrefix, merchantHint] as const,
    queryFn: ({ signal }) => fetchPermission(merchantHint, signal),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: 1,
    retryDelay: 400,
  });
}
