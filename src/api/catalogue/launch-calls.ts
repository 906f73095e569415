/**
 * The launch calls (§4 "Game launch", §7 /wps/game/launchGame; docs/decisions/020): a real
 * launch with the session, or a free demo without an account (READINGS #11, games with
 * supportPlay 0), the vendor's game list for the popup list (relay GCSGAME_gameList), and the
 * lottery pages' menus (§7 /lgw/vn/games/game_menu and /recent).
 * Refusals stay ApiErrors: GAME_MAINTENANCE carries value.suggestions.
 */
import { queryOptions } from '@tanstack/react-query';
import type { GameCategory, PrizeMode } from '../../../schemas/brand';
import type { GameItem, GamePage, LaunchAnswer } from '../../../schemas/catalogue';
import { readGame, readGames } from '../../../schemas/game-answer';
import type { LangCode } from '../../../schemas/languages';
import type { LotteryPage } from '../../../schemas/lottery';
import { allPrizeModes, lotteryKinds, type LotteryKind } from '../../../schemas/lottery-modes';
import { apiRequest, isApiError, ApiError } from '../client';

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
  const value = error.value as { suggestions?: unknown } | null;
  return readGames(value?.suggestions);
}

/** How many popular games a maintenance message suggests (as the gateway's own refusal does). */
export const maintenanceSuggestionCount = 6;

/** §7 popular call: the hottest games of a type, for a maintenance refusal that names none (§8). */
export async function popularGames(gameType: GameCategory, lang: LangCode, signal?: AbortSignal): Promise<GameItem[]> {
  const answer = await apiRequest<{ games: unknown[] }>('popularGames', {
    // One more than shown: the game under maintenance may be among them.
    query: { gameType, lang, limit: maintenanceSuggestionCount + 1 },
    signal,
  });
  return readGames(answer?.games).slice(0, maintenanceSuggestionCount + 1);
}

/** One vendor's games for the popup list (first page, up to 100, the vendor's order). */
export async function vendorGames(vendor: string, gameType: GameCategory, lang: LangCode, signal?: AbortSignal): Promise<GameItem[]> {
  const page = await apiRequest<GamePage>('gameList', {
    query: { vendor, gameType, lang, pageNum: 1, pageSize: 100 },
    signal,
  });
  return readGames(page?.content);
}

/** A lottery page's game: the prize mode it is played in and its draw family (the icon, §3). */
export interface LotteryGame extends GameItem {
  prizeMode: PrizeMode | null;
  lotteryType: LotteryKind | null;
}

/** §7 lottery menus: the page's prize modes, the one answered, the ?gameCode= game, and that mode's games. */
export interface LotteryMenu {
  prizeMode: PrizeMode | null;
  prizeModes: PrizeMode[];
  selected: LotteryGame | null;
  games: LotteryGame[];
}

/** What a lottery page passes through to its calls (§2.1 ?gameCode=, ?prizeMode=; §7 "query passed through"). */
export interface LotteryQuery {
  page: LotteryPage;
  lang: LangCode;
  gameCode: string | null;
  prizeMode: string | null;
}

const emptyMenu: LotteryMenu = { prizeMode: null, prizeModes: [], selected: null, games: [] };

function lotteryGame(raw: unknown): LotteryGame | null {
  const game = readGame(raw);
  if (!game) return null;
  const extra = raw as { prizeMode?: unknown; lotteryType?: unknown };
  return {
    ...game,
    prizeMode: allPrizeModes.find((m) => m === extra.prizeMode) ?? null,
    lotteryType: lotteryKinds.find((k) => k === extra.lotteryType) ?? null,
  };
}

type MenuAnswer = Partial<Record<keyof LotteryMenu, unknown>>;

function readMenu(answer: MenuAnswer | null): LotteryMenu {
  if (!answer) return emptyMenu;
  return {
    prizeMode: allPrizeModes.find((m) => m === answer.prizeMode) ?? null,
    prizeModes: Array.isArray(answer.prizeModes) ? allPrizeModes.filter((m) => (answer.prizeModes as unknown[]).includes(m)) : [],
    selected: lotteryGame(answer.selected),
    games: Array.isArray(answer.games) ? answer.games.flatMap((g) => lotteryGame(g) ?? []) : [],
  };
}

/** The query a page sends: the page, the language, and its own gameCode and prizeMode as they are. */
function menuQuery(q: LotteryQuery): Record<string, string> {
  return { page: q.page, lang: q.lang, ...(q.gameCode ? { gameCode: q.gameCode } : {}), ...(q.prizeMode ? { prizeMode: q.prizeMode } : {}) };
}

/** §7 VN lottery menu, "lottery games by prizeMode": the games of one lottery page (public). */
export function lotteryMenuQuery(merchant: string | null, q: LotteryQuery) {
  return queryOptions({
    queryKey: ['lottery-menu', merchant, q.page, q.lang, q.gameCode, q.prizeMode] as const,
    queryFn: async ({ signal }) => readMenu(await apiRequest<MenuAnswer>('vnGameMenu', { query: menuQuery(q), signal })),
    staleTime: 5 * 60_000,
  });
}

/** §7 VN recent menu: the member's recently launched games of that page, in the prize mode shown (session). */
export function recentLotteryQuery(merchant: string | null, memberId: string | null, q: LotteryQuery) {
  return queryOptions({
    queryKey: ['lottery-recent', merchant, memberId, q.page, q.lang, q.gameCode, q.prizeMode] as const,
    queryFn: async ({ signal }) => readMenu(await apiRequest<MenuAnswer>('vnRecentMenu', { query: menuQuery(q), signal })).games,
    enabled: memberId !== null,
  });
}
