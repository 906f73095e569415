/** The console's reads and writes as TanStack Query hooks; keys start with 'console'. */
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  consolePaths,
  type AuditPage,
  type AuditQuery,
  type MerchantModulesAnswer,
  type StaffCreated,
  type StaffCreateFields,
  type StaffMerchantsAnswer,
  type StaffSessionAnswer,
  type StaffSignInFields,
  type StaffSummary,
} from '../../../schemas/console';
import type { CaptchaAnswer } from '../../../schemas/identity';
import { consoleRequest, isConsoleApiError, setCsrfToken } from './console-client';
import { refreshAfterWrite } from '../../api/refresh-after-write';

export const meKey = ['console', 'me'] as const;

/** The session: the staff member and the CSRF token, or null when nobody is signed in. */
export function useMe() {
  return useQuery({
    queryKey: meKey,
    queryFn: async ({ signal }): Promise<StaffSessionAnswer | null> => {
      try {
        const answer = await consoleRequest<StaffSessionAnswer>(consolePaths.me, { signal });
        setCsrfToken(answer.csrfToken);
        return answer;
      } catch (error) {
        if (isConsoleApiError(error) && error.code === 'UNAUTHORIZED') {
          setCsrfToken(null);
          return null;
        }
        throw error;
      }
    },
    staleTime: 60_000,
    retry: false,
  });
}

/** Forgets everything the signed-out session read and shows the sign-in page. */
export function forgetSession(client: QueryClient): void {
  setCsrfToken(null);
  client.removeQueries({ predicate: (q) => q.queryKey[0] === 'console' && q.queryKey[1] !== 'me' });
  client.setQueryData(meKey, null);
}

export function useSignIn() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (fields: StaffSignInFields) => consoleRequest<StaffSessionAnswer>(consolePaths.session, { method: 'POST', body: fields }),
    onSuccess: (answer) => {
      setCsrfToken(answer.csrfToken);
      client.setQueryData(meKey, answer);
    },
  });
}

export function useSignOut() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => consoleRequest<{ signedOut: true }>(consolePaths.session, { method: 'DELETE' }),
    onSettled: () => forgetSession(client),
  });
}

export function fetchCaptcha(): Promise<CaptchaAnswer> {
  return consoleRequest<CaptchaAnswer>(consolePaths.captcha);
}

export function useMerchants(enabled = true) {
  return useQuery({
    queryKey: ['console', 'merchants'],
    queryFn: ({ signal }) => consoleRequest<StaffMerchantsAnswer>(consolePaths.merchants, { signal }),
    staleTime: 60_000,
    enabled,
  });
}

const modulesKey = (merchant: string) => ['console', 'modules', merchant] as const;

export function useModules(merchant: string | null) {
  return useQuery({
    queryKey: modulesKey(merchant ?? ''),
    queryFn: ({ signal }) => consoleRequest<MerchantModulesAnswer>(consolePaths.merchantModules, { params: { merchant: merchant ?? '' }, signal }),
    enabled: merchant !== null,
  });
}

export function usePublishModules(merchant: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (changes: Record<string, boolean>) =>
      consoleRequest<MerchantModulesAnswer>(consolePaths.merchantModules, { method: 'PUT', params: { merchant }, body: { changes } }),
    onSuccess: (answer) => {
      client.setQueryData(modulesKey(merchant), answer);
      void refreshAfterWrite(client, ['console', 'audit']);
    },
  });
}

const staffKey = ['console', 'staff'] as const;

export function useStaffList(enabled = true) {
  return useQuery({
    queryKey: staffKey,
    enabled,
    queryFn: async ({ signal }) => (await consoleRequest<{ items: StaffSummary[] }>(consolePaths.staff, { signal })).items,
  });
}

export function useCreateStaff() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (fields: StaffCreateFields) => consoleRequest<StaffCreated>(consolePaths.staff, { method: 'POST', body: fields }),
    onSuccess: () => refreshAfterWrite(client, staffKey),
  });
}

export function useDisableStaff() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => consoleRequest<StaffSummary>(consolePaths.staffDisable, { method: 'POST', params: { id } }),
    onSuccess: () => refreshAfterWrite(client, staffKey),
  });
}

export type AuditFilter = Omit<AuditQuery, 'before' | 'pageSize'>;

export function useAuditPage(filter: AuditFilter, before: number | undefined) {
  return useQuery({
    queryKey: ['console', 'audit', filter, before ?? null],
    queryFn: ({ signal }) => consoleRequest<AuditPage>(consolePaths.audit, { query: { ...filter, before }, signal }),
    placeholderData: (previous) => previous,
  });
}
