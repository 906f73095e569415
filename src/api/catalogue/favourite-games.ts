/**
 * Favourite games (§3 "Favourite list", §4 "Favourite", §7 MCSFE_getFavoriteGames,
 * MCSFE_addFavoriteGameV2, MCSFE_removeFavoriteGameV2): one query of the member's favourite
 * ids that every game tile reads (so 300 tiles make one call), and the add/remove calls. The
 * ids live on the gateway, so favourites survive a reload and follow the member.
 */
import { queryOptions } from '@tanstack/react-query';
import type { GameCategory } from '../../../schemas/brand';
import { apiRequest } from '../client';

export interface FavouriteRef {
  nodeId: string;
  /** The game's vassalage. */
  vendor: string;
  gameType: GameCategory;
}

export interface FavouriteIds {
  nodeIds: string[];
}

export interface FavouriteChange {
  nodeId: string;
  favourite: boolean;
  changed: boolean;
}

/** Key of a member's favourite ids; undefined member: none (guests have no favourites). */
export function favouriteIdsKey(merchant: string | null, memberId: string | null) {
  return ['favourite-ids', merchant, memberId] as const;
}

export function favouriteIdsQuery(merchant: string | null, memberId: string | null) {
  return queryOptions({
    queryKey: favouriteIdsKey(merchant, memberId),
    queryFn: async ({ signal }) => new Set((await apiRequest<FavouriteIds>('favouriteGames', { signal }))?.nodeIds ?? []),
    enabled: memberId !== null,
    staleTime: 5 * 60_000,
  });
}

export async function setFavourite(ref: FavouriteRef, favourite: boolean): Promise<FavouriteChange | null> {
  const fields = { nodeId: ref.nodeId, vendor: ref.vendor, gameType: ref.gameType };
  return favourite
    ? apiRequest<FavouriteChange>('favouriteAdd', { method: 'POST', body: fields })
    : apiRequest<FavouriteChange>('favouriteRemove', { method: 'DELETE', query: fields });
}
