/**
 * The compact full list of one game type (GET /lgw/games/catalogue; docs/decisions/017 and 021)
 * for the virtualised lobby: downloaded once per merchant, type and language, decoded once
 * (compactGames, in short slices) and kept for the visit (staleTime Infinity; the HTTP cache and the
 * ETag make a later visit's download a 304). Each game also gets its search key, so filtering
 * per keystroke only compares strings.
 */
import { queryOptions } from '@tanstack/react-query';
import type { GameCategory } from '../../../schemas/brand';
import { compactGames, type CompactCatalogue, type CompactGame, type GameItem } from '../../../schemas/catalogue';
import { yieldToBrowser } from '../yield-to-browser';
import type { LangCode } from '../../../schemas/languages';
import { ApiError, apiRequest } from '../client';

/** A game of the lobby list with what the filters compare. */
export interface LobbyGame extends CompactGame {
  gameType: GameCategory;
  /** Display name folded for search (searchKey). */
  searchKey: string;
}

export interface LobbyVendor {
  nodeId: string;
  vassalage: string;
  displayName: string;
  maintenance: boolean;
  gameCount: number;
}

export interface LobbyCatalogue {
  version: string;
  lang: LangCode;
  gameType: GameCategory;
  games: LobbyGame[];
  vendors: LobbyVendor[];
}

/** Pure: a lobby row as the list calls' GameItem (what the launch takes). */
export function toGameItem(game: LobbyGame): GameItem {
  return {
    nodeId: game.nodeId,
    gameCode: game.gameCode,
    displayName: game.displayName,
    vassalage: game.vassalage,
    vendorNodeId: game.vendorNodeId,
    gameType: game.gameType,
    iconUrl: game.iconUrl,
    supportPlay: game.supportPlay,
    isGame: 'GAME',
    subcategory: game.subcategory,
    minBet: game.minBet,
    lines: game.lines,
    popularity: game.popularity,
    maintenance: game.maintenance,
  };
}

/**
 * Pure: text folded for a forgiving name search — Unicode compatibility form, combining marks
 * removed (so "vang" finds "Vàng"), lower case, runs of spaces as one.
 */
export function searchKey(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}+/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/**
 * Work per slice while decoding: Lighthouse and the bench slow the CPU 4×, and a task over
 * 50 ms there counts as blocking, so slices stay well under 50 / 4 ms of real time.
 */
const sliceMs = 6;

/**
 * The decoded rows with their search keys, and the vendors with their game counts. Decoding
 * 10,000 rows takes a few hundred milliseconds on a slow phone: it goes in slices of `sliceMs`,
 * giving the browser back its main thread between them (input, paint), never one long task.
 */
export async function prepareCatalogue(compact: CompactCatalogue): Promise<LobbyCatalogue> {
  const counts = new Map<string, number>();
  const games: LobbyGame[] = [];
  let sliceStart = performance.now();
  for (const g of compactGames(compact)) {
    counts.set(g.vendorNodeId, (counts.get(g.vendorNodeId) ?? 0) + 1);
    games.push(Object.assign(g, { gameType: compact.gameType, searchKey: searchKey(g.displayName) }));
    if ((games.length & 31) === 0 && performance.now() - sliceStart > sliceMs) {
      await yieldToBrowser();
      sliceStart = performance.now();
    }
  }
  const vendors = compact.v.map(([nodeId, vassalage, displayName, maintenance]): LobbyVendor => ({
    nodeId,
    vassalage,
    displayName,
    maintenance: maintenance === 1,
    gameCount: counts.get(nodeId) ?? 0,
  }));
  return { version: compact.ver, lang: compact.lang, gameType: compact.gameType, games, vendors: vendors.filter((v) => v.gameCount > 0) };
}

export async function fetchLobbyCatalogue(gameType: GameCategory, lang: LangCode, signal?: AbortSignal): Promise<LobbyCatalogue> {
  const answer = await apiRequest<CompactCatalogue>('gameCatalogue', { query: { gameType, lang }, signal });
  if (!answer || answer.f !== 2) throw new ApiError({ code: 'UNKNOWN' });
  return prepareCatalogue(answer);
}

export function lobbyCatalogueQuery(merchant: string | null, gameType: GameCategory, lang: LangCode) {
  return queryOptions({
    queryKey: ['lobby-catalogue', merchant, gameType, lang] as const,
    queryFn: ({ signal }) => fetchLobbyCatalogue(gameType, lang, signal),
    staleTime: Infinity,
    gcTime: Infinity,
  });
}
