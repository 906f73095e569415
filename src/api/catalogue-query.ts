/**
 * The compact full list of one game type (GET /lgw/games/catalogue; docs/decisions/017 and 021)
 * for the virtualised lobby: downloaded once per merchant, type and language, decoded once
 * (decodeCompactCatalogue) and kept for the visit (staleTime Infinity; the HTTP cache and the
 * ETag make a later visit's download a 304). Each game also gets its search key, so filtering
 * per keystroke only compares strings.
 */
import { queryOptions } from '@tanstack/react-query';
import type { GameCategory } from '../../schemas/brand';
import { decodeCompactCatalogue, type CompactCatalogue, type CompactGame } from '../../schemas/catalogue';
import type { LangCode } from '../../schemas/languages';
import { ApiError, apiRequest } from './client';

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

/**
 * Pure: text folded for a forgiving name search — Unicode compatibility form, combining marks
 * removed (so "vang" finds "Vàng"), lower case, runs of spaces as one.
 */
export function searchKey(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}+/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** Pure: the decoded rows with their search keys, and the vendors with their game counts. */
export function prepareCatalogue(compact: CompactCatalogue): LobbyCatalogue {
  const decoded = decodeCompactCatalogue(compact);
  const counts = new Map<string, number>();
  const games = decoded.map((g): LobbyGame => {
    counts.set(g.vendorNodeId, (counts.get(g.vendorNodeId) ?? 0) + 1);
    return { ...g, gameType: compact.gameType, searchKey: searchKey(g.displayName) };
  });
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
