/**
 * The rules editor's calls: the merchant's published rules (console API), publishing a draft,
 * and what the editor needs to compile the form exactly as players get it — the merchant's brand
 * (minimum age) and module flags from the players' own permission answer (public, same origin).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../../schemas/api-paths';
import { consolePaths, type MerchantRegisterRulesAnswer } from '../../../../schemas/console';
import type { Envelope } from '../../../../schemas/envelope';
import { flattenModules, type ModuleFlags } from '../../../../schemas/modules';
import type { PermissionResponse, PublicBrand } from '../../../../schemas/permission';
import type { RegisterRules } from '../../../../schemas/register-rules';
import { consoleRequest, ConsoleApiError } from '../../api/console-client';
import { refreshAfterWrite } from '../../../api/refresh-after-write';

const rulesKey = (merchant: string) => ['console', 'register-rules', merchant] as const;

export function useRegisterRules(merchant: string) {
  return useQuery({
    queryKey: rulesKey(merchant),
    queryFn: ({ signal }) => consoleRequest<MerchantRegisterRulesAnswer>(consolePaths.merchantRegisterRules, { params: { merchant }, signal }),
  });
}

export function usePublishRules(merchant: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (rules: RegisterRules) => consoleRequest<MerchantRegisterRulesAnswer>(consolePaths.merchantRegisterRules, { method: 'PUT', params: { merchant }, body: { rules } }),
    onSuccess: (answer) => {
      client.setQueryData(rulesKey(merchant), answer);
      void refreshAfterWrite(client, ['console', 'audit']);
    },
  });
}

export interface PlayerView {
  brand: PublicBrand;
  flags: ModuleFlags;
}

/** The brand and module flags players of the merchant get now (the permission answer, Merchant header). */
export function usePlayerView(merchant: string) {
  return useQuery({
    queryKey: ['console', 'player-view', merchant],
    queryFn: async ({ signal }): Promise<PlayerView> => {
      const response = await fetch(apiPaths.permission, { headers: { accept: 'application/json', merchant }, credentials: 'omit', signal });
      const body = (await response.json().catch(() => null)) as Envelope<PermissionResponse> | null;
      if (!response.ok || !body?.success || !body.value) throw new ConsoleApiError(body?.code ?? 'UNKNOWN', response.status);
      return { brand: body.value.info.brand, flags: flattenModules(body.value.info.whitelabelVal) };
    },
    staleTime: 30_000,
  });
}
