/**
 * The catalogue's list calls (§7; docs/decisions/017 and 021) as queries:
 * - `gamePageQuery`: a page of a vendor's games (relay GCSGAME_gameList), kept for the visit;
 * - `vendorCardsQuery`: vendor cards with game counts (GCSGAME_getVassGameType), per session (§9);
 * - `hotGamesQuery`: hot games (GCSGAME_hotGamesV2), per session (§9);
 * - `winnerBoardQuery`: the winner board, 20 entries (GCSGAME_getRankList), per session (§9);
 * The member's favourites and recent games are member-games-query.ts (the /rng lobby needs only those).
 * Per-session caches: staleTime Infinity plus a sessionStorage copy (catalogue-session-cache.ts).
 */
import { queryOptions } from '@tanstack/react-query';
import type { GameCategory } from '../../../schemas/brand';
import { winnerBoardLimit, type GamePage, type VendorCardItem, type WinnerEntry } from '../../../schemas/catalogue';
import { readGames } from '../../../schemas/game-answer';
import type { LangCode } from '../../../schemas/languages';
import { apiRequest } from '../client';
import { persistedForSession, readSessionCache } from './catalogue-session-cache';

export const vendorGamesPageSize = 30;

const emptyPage: GamePage = { content: [], pageNum: 1, pageSize: vendorGamesPageSize, total: 0, totalPages: 1 };

export interface GamePageRequest {
  gameType: GameCategory;
  vendor: string;
  lang: LangCode;
  pageNum: number;
}

export function gamePageQuery(merchant: string | null, request: GamePageRequest) {
  return queryOptions({
    queryKey: ['game-page', merchant, request.gameType, request.vendor, request.lang, request.pageNum] as const,
    queryFn: async ({ signal }): Promise<GamePage> => {
      const page = await apiRequest<GamePage>('gameList', {
        query: { gameType: request.gameType, vendor: request.vendor, lang: request.lang, pageNum: request.pageNum, pageSize: vendorGamesPageSize },
        signal,
      });
      return page ? { ...page, content: readGames(page.content) } : emptyPage;
    },
    staleTime: Infinity,
  });
}

/** A per-session query: kept for the visit and seeded from sessionStorage after a reload. */
function perSession<T>(queryKey: readonly unknown[], fetch: () => Promise<T>) {
  return {
    queryFn: persistedForSession(queryKey, fetch),
    initialData: () => readSessionCache<T>(queryKey),
    staleTime: Infinity,
    gcTime: Infinity,
  };
}

export function vendorCardsQuery(merchant: string | null, gameType: GameCategory) {
  const queryKey = ['vendor-cards', merchant, gameType] as const;
  return queryOptions({
    queryKey,
    ...perSession(queryKey, async () => (await apiRequest<{ vendors: VendorCardItem[] }>('vassGameType', { query: { gameType } }))?.vendors ?? []),
  });
}

export function hotGamesQuery(merchant: string | null, lang: LangCode) {
  const queryKey = ['hot-games', merchant, lang] as const;
  return queryOptions({
    queryKey,
    ...perSession(queryKey, async () => {
      const answer = await apiRequest<{ games: unknown[] }>('hotGames', {
        query: { merchantCode: merchant, isPlatform: 2, platform: 'flash,html5-desktop', language: lang, limit: winnerBoardLimit },
      });
      return readGames(answer?.games);
    }),
  });
}

export function winnerBoardQuery(merchant: string | null, lang: LangCode) {
  const queryKey = ['winner-board', merchant, lang] as const;
  return queryOptions({
    queryKey,
    ...perSession(queryKey, async () => {
      const answer = await apiRequest<{ winners: WinnerEntry[] }>('winnerBoard', {
        query: { gameCategory: 'ALL', language: lang, limitNum: winnerBoardLimit },
      });
      return answer?.winners ?? [];
    }),
  });
}
