/**
 * Vendor menus for the home casino tab strip (§2.3, §7 GET /lgw/games/game_menus; public,
 * cached for the session as §9 asks of vendors).
 */
import { queryOptions } from '@tanstack/react-query';
import type { VendorMenuItem, VendorMenuResponse } from '../../schemas/content';
import { apiRequest } from './client';

export async function fetchVendorMenus(signal?: AbortSignal): Promise<VendorMenuItem[]> {
  const answer = await apiRequest<VendorMenuResponse>('gameMenus', { signal });
  return answer?.vendors ?? [];
}

export function homeVendorsQueryOptions() {
  return queryOptions({
    queryKey: ['vendors', 'menus'] as const,
    queryFn: ({ signal }) => fetchVendorMenus(signal),
    staleTime: Infinity,
  });
}
