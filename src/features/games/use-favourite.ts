/**
 * One game's heart (§2.8, §4 "Favourite"): reads the favourite ids every tile shares (one
 * query, src/api/favourite-games.ts) and toggles optimistically — the heart flips at once, the
 * call follows, a failure flips it back and says so (translated). At most one toggle a second
 * per game; a guest is asked to log in (the login dialog) and nothing changes.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { GameItem } from '../../../schemas/catalogue';
import { currentMerchant, isApiError } from '../../api/client';
import { openDialog } from '../../api/dialog-requests';
import { favouriteIdsKey, favouriteIdsQuery, setFavourite } from '../../api/favourite-games';
import { useSession } from '../../api/session';
import { createThrottle } from './favourite-throttle';
import { showGameNotice } from './game-notices';

const mayToggle = createThrottle();

function withId(ids: ReadonlySet<string> | undefined, id: string, on: boolean): Set<string> {
  const next = new Set(ids);
  if (on) next.add(id);
  else next.delete(id);
  return next;
}

export function useFavourite(game: GameItem): { favourite: boolean; toggle: () => void } {
  const session = useSession();
  const memberId = session.token ? (session.member?.id ?? null) : null;
  const merchant = currentMerchant();
  const client = useQueryClient();
  const { data: favourite = false } = useQuery({ ...favouriteIdsQuery(merchant, memberId), select: (ids) => ids.has(game.nodeId) });

  const toggle = useCallback(() => {
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
  }, [client, game, memberId, merchant]);

  return { favourite, toggle };
}
