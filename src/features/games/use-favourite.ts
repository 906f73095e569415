/**
 * One game's heart (§2.8, §4 "Favourite"): reads the favourite ids every tile shares (one
 * query, src/api/catalogue/favourite-games.ts) and toggles optimistically — the heart flips at once, the
 * call follows, a failure flips it back and says so (translated). At most one toggle a second
 * per game; a guest is asked to log in (the login dialog) and nothing changes. `useFavouriteIds`
 * is the same for a whole list at once (the lobby's tiles take their heart as a prop).
 */
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { GameItem } from '../../../schemas/catalogue';
import { currentMerchant, isApiError } from '../../api/client';
import { openDialog } from '../../api/dialog-requests';
import { favouriteIdsKey, favouriteIdsQuery, setFavourite } from '../../api/catalogue/favourite-games';
import { useSession } from '../../api/identity/session';
import { createThrottle } from './favourite-throttle';
import { showGameNotice } from './game-notices';

const mayToggle = createThrottle();

function withId(ids: ReadonlySet<string> | undefined, id: string, on: boolean): Set<string> {
  const next = new Set(ids);
  if (on) next.add(id);
  else next.delete(id);
  return next;
}

/** What a heart needs of a game (a GameItem or a lobby row). */
export type FavouriteGame = Pick<GameItem, 'nodeId' | 'vassalage' | 'gameType' | 'displayName'>;

/**
 * Flips one game's heart for the member (a guest gets the login dialog): at most once a second
 * per game, optimistic in the shared ids, rolled back with a translated notice when the call
 * fails. Every heart (the tile's, the lobby's) goes through here, so they share the throttle.
 */
export function toggleFavourite(client: QueryClient, merchant: string | null, memberId: string | null, game: FavouriteGame): void {
  if (memberId === null) {
    openDialog('login');
    return;
  }
  if (!mayToggle(game.nodeId, Date.now())) return;
  const key = favouriteIdsKey(merchant, memberId);
  const on = !(client.getQueryData<Set<string>>(key)?.has(game.nodeId) ?? false);
  void client.cancelQueries({ queryKey: key });
  client.setQueryData<Set<string>>(key, (ids) => withId(ids, game.nodeId, on));
  setFavourite({ nodeId: game.nodeId, vendor: game.vassalage, gameType: game.gameType }, on).catch((error: unknown) => {
    client.setQueryData<Set<string>>(key, (ids) => withId(ids, game.nodeId, !on));
    showGameNotice(
      on ? 'games.favourite_add_failed' : 'games.favourite_remove_failed',
      { name: game.displayName },
      isApiError(error) ? error.messageKey : 'error.unknown',
    );
  });
}

function useMember(): { memberId: string | null; merchant: string | null; client: QueryClient } {
  const session = useSession();
  return { memberId: session.token ? (session.member?.id ?? null) : null, merchant: currentMerchant(), client: useQueryClient() };
}

export function useFavourite(game: GameItem): { favourite: boolean; toggle: () => void } {
  const { memberId, merchant, client } = useMember();
  const { data: favourite = false } = useQuery({ ...favouriteIdsQuery(merchant, memberId), select: (ids) => ids.has(game.nodeId) });
  const toggle = useCallback(() => toggleFavourite(client, merchant, memberId, game), [client, game, memberId, merchant]);
  return { favourite, toggle };
}

const noIds: ReadonlySet<string> = new Set();

/**
 * The member's favourite ids and a toggle for any game, for a list that reads them once and
 * hands each tile its heart (the lobby: one subscription per grid, not one per tile). The ids
 * are a new set only when they change.
 */
export function useFavouriteIds(): { ids: ReadonlySet<string>; toggle: (game: FavouriteGame) => void } {
  const { memberId, merchant, client } = useMember();
  const { data } = useQuery(favouriteIdsQuery(merchant, memberId));
  const toggle = useCallback((game: FavouriteGame) => toggleFavourite(client, merchant, memberId, game), [client, memberId, merchant]);
  return { ids: data ?? noIds, toggle };
}
