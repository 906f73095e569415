/**
 * The member's favourites and recently launched games, a page at a time (§3, §7 MCSFE_getFavoriteGamesList,
 * GCS_recentGame; session calls, fresh on use; docs/decisions/021). Apart from the catalogue's
 * list calls (game-list-query.ts), so that the game centres' "my games" area, on /rng's first
 * screen, does not bring the vendor, hot-games and winner-board queries with it.
 */
import { queryOptions } from '@tanstack/react-query';
import type { GamePage } from '../../../schemas/catalogue';
import { readGames } from '../../../schemas/game-answer';
import type { LangCode } from '../../../schemas/languages';
import { apiRequest } from '../client';

export const memberListPageSize = 12;

export type MemberList = 'favourites' | 'recent';

/** Pure: a first page agrees with the ids the browser holds (only checkable when it is the whole list). */
export function pageMatches(page: GamePage, expected: readonly string[] | undefined): boolean {
  if (!expected || page.total > page.content.length) return true;
  const ids = new Set(page.content.map((g) => g.nodeId));
  return ids.size === expected.length && expected.every((id) => ids.has(id));
}

const settleTries = 4;
const settleDelayMs = 400;

/**
 * A page of the member's favourites or recent games (§3 "Favourite list": content, pageNum,
 * totalPages; 12 a page). `expected` (the favourite ids the tiles hold, changed at once by a
 * heart) is part of the key: a change asks again, and while the answer does not show the change
 * yet (the add or remove still on its way) it asks a few times more.
 */
export function memberGamesQuery(list: MemberList, member: string | null, lang: LangCode, expected?: readonly string[], pageNum = 1) {
  return queryOptions({
    queryKey: ['member-games', list, member, lang, expected?.join(',') ?? '', pageNum] as const,
    queryFn: async ({ signal }) => {
      let page: GamePage = { content: [], pageNum, pageSize: memberListPageSize, total: 0, totalPages: 1 };
      for (let i = 0; i < settleTries; i++) {
        if (i > 0) await new Promise((r) => setTimeout(r, settleDelayMs));
        const answer = await apiRequest<GamePage>(list === 'favourites' ? 'favouriteGamesList' : 'recentGames', {
          query: { lang, pageNum, pageSize: memberListPageSize },
          signal,
        });
        if (answer) page = { ...answer, content: readGames(answer.content) };
        if (pageMatches(page, expected)) break;
      }
      return page;
    },
    enabled: member !== null,
    staleTime: 0,
    placeholderData: (previous) => previous,
  });
}
