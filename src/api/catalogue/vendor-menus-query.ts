/**
 * GET /lgw/games/game_menus as a query (public, cached for the visit: §9 "caches per session:
 * vendors"). Apart from the helpers in vendor-menus.ts so the boot can start it without them.
 */
import { queryOptions } from '@tanstack/react-query';
import type { VendorMenuItem, VendorMenuResponse } from '../../../schemas/content';
import { apiRequest } from '../client';

export async function fetchVendorMenus(signal?: AbortSignal): Promise<VendorMenuItem[]> {
  return vendorMenusOf(await apiRequest<VendorMenuResponse>('gameMenus', { signal }));
}

export function vendorMenusOf(answer: VendorMenuResponse | null): VendorMenuItem[] {
  return answer?.vendors ?? [];
}

export function vendorMenusQuery(merchant: string | null) {
  return queryOptions({
    queryKey: ['vendor-menus', merchant] as const,
    queryFn: ({ signal }) => fetchVendorMenus(signal),
    staleTime: Infinity,
    gcTime: Infinity,
  });
}
