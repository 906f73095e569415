/**
 * The launch calls (§4 "Game launch", §7 /wps/game/launchGame; docs/decisions/020): a real
 * launch with the session, or a free demo without an account (READINGS #11, games with
 * supportPlay 0), the vendor's game list for the popup list (relay GCSGAME_gameList), and the
 * lottery pages' menus (§7 /lgw/vn/games/game_menu and /recent).
 * Refusals stay ApiErrors: GAME_MAINTENANCE carries value.suggestions.
 */
import { queryOptions } from '@tanstack/react-query';
import type { GameCategory } from '../../schemas/brand';
import type { GameItem, GamePage, LaunchAnswer, MaintenanceValue } from '../../schemas/catalogue';
import type { LangCode } from '../../schemas/languages';
import type { LotteryPage } from '../../schemas/lottery';
import { apiRequest, isApiError, ApiError } from './client';

export interface LaunchRequest {
  /** Absent: the vendor's own lobby (vendors with isGame GAME). */
  nodeId?: string;
  vendor: string;
  gameType: GameCategory;
  lang: LangCode;
  /** Free demo (play money, no account): only for games with supportPlay 0. */
  demo?: boolean;
}

export async function launchGame(request: LaunchRequest, signal?: AbortSignal): Promise<LaunchAnswer> {
  const body: Record<string, unknown> = { vendor: request.vendor, gameType: request.gameType, lang: request.lang };
  if (request.nodeId !== undefined) body.nodeId = request.nodeId;
  if (request.demo) body.demo = true;
  const answer = await apiRequest<LaunchAnswer>('launchGame', { method: 'POST', body, signal });
  if (!answer) throw new ApiError({ code: 'UNKNOWN' });
  return answer;
}

/** The games a maintenance refusal suggests instead (§8), or null when it is another refusal. */
export function maintenanceSuggestions(error: unknown): GameItem[] | null {
  if (!isApiError(error) || error.code !== 'GAME_MAINTENANCE') return null;
  const value = error.value as Partial<MaintenanceValue> | null;
  return Array.isArray(value?.suggestions) ? value.suggestions : [];
}

/** How many popular games a maintenance message suggests (as the gateway's own refusal does). */
export const maintenanceSuggestionCount = 6;

/** §7 popular call: the hottest games of a type, for a maintenance refusal that names none (§8). */
export async function popularGames(gameType: GameCategory, lang: LangCode, signal?: AbortSignal): Promise<GameItem[]> {
  const answer = await apiRequest<{ games: GameItem[] }>('popularGames', {
    // One more than shown: the game under maintenance may be among them.
    query: { gameType, lang, limit: maintenanceSuggestionCount + 1 },
    signal,
  });
  return (answer?.games ?? []).slice(0, maintenanceSuggestionCount + 1);
}

/** One vendor's games for the popup list (first page, up to 100, the vendor's order). */
export async function vendorGames(vendor: string, gameType: GameCategory, lang: LangCode, signal?: AbortSignal): Promise<GameItem[]> {
  const page = await apiRequest<GamePage>('gameList', {
    query: { vendor, gameType, lang, pageNum: 1, pageSize: 100 },
    signal,
  });
  return page?.content ?? [];
}

export interface LotteryMenu {
  page: LotteryPage;
  games: GameItem[];
}

/** §7 VN lottery menu: the games of one lottery page (public). */
export function lotteryMenuQuery(merchant: string | null, page: LotteryPage, lang: LangCode) {
  return queryOptions({
    queryKey: ['lottery-menu', merchant, page, lang] as const,
    queryFn: async ({ signal }) => (await apiRequest<LotteryMenu>('vnGameMenu', { query: { page, lang }, signal }))?.games ?? [],
    staleTime: 5 * 60_000,
  });
}

/** §7 VN recent menu: the member's recently launched games of that page (session). */
export function recentLotteryQuery(merchant: string | null, memberId: string | null, page: LotteryPage, lang: LangCode) {
  return queryOptions({
    queryKey: ['lottery-recent', merchant, memberId, page, lang] as const,
    queryFn: async ({ signal }) => (await apiRequest<LotteryMenu>('vnRecentMenu', { query: { page, lang }, signal }))?.games ?? [],
    enabled: memberId !== null,
  });
}
