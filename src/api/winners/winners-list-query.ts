/**
 * The winners list page's read (§7 GCSGAME_getRankList, no token; docs/decisions/052): one game
 * category (or ALL), up to winnersListLimit entries, in the page's language; kept for the session
 * like the home board (§9 "caches per session").
 */
import { queryOptions } from '@tanstack/react-query';
import type { GameCategory } from '../../../schemas/brand';
import type { WinnerEntry } from '../../../schemas/catalogue';
import type { LangCode } from '../../../schemas/languages';
import { apiRequest } from '../client';

/** The page lists more than the home board (20): the gateway's largest answer. */
export const winnersListLimit = 50;

export function winnersListQuery(merchant: string | null, lang: LangCode, category: GameCategory | 'ALL') {
  return queryOptions({
    queryKey: ['winners-list', merchant, lang, category] as const,
    queryFn: async ({ signal }) =>
      (await apiRequest<{ winners: WinnerEntry[] }>('winnerBoard', { query: { gameCategory: category, language: lang, limitNum: winnersListLimit }, signal }))?.winners ?? [],
    staleTime: Infinity,
  });
}
