/**
 * Answers computed from the in-memory catalogue (domain/catalogue.ts): the filtered, paged game
 * list (GCSGAME_gameList), vendor cards per type (GCSGAME_getVassGameType), popular and hot
 * games, pages of given node ids (favourites, recent) and live rooms (GLS2_roomList).
 * Unknown vendors and pages past the end are refused with a code; nothing here writes. Pure.
 */
import type { GameCategory } from '../../../schemas/brand';
import type { GameItem, GamePage, RoomItem, SlotSubcategory, VendorCardItem } from '../../../schemas/catalogue';
import { ApiError } from '../../http/api-error';
import { displayName, normaliseSearch, toGameItem, toVendorCard, vendorKey, type CatalogueGame, type CatalogueSnapshot } from './catalogue';
import { fnv1a } from './vendor-icon';

export interface GameListQuery {
  lang: string;
  gameType?: GameCategory;
  /** Vendor code (vassalage); with gameType when the code serves several types. */
  vendor?: string;
  subcategory?: SlotSubcategory;
  name?: string;
  /** Major units. */
  minBet?: number;
  lines?: number;
  pageNum: number;
  pageSize: number;
  sort?: 'popular' | 'name' | 'default';
}

function refuse(path: string, reason: string): ApiError {
  return new ApiError(404, reason === 'unknown_vendor' ? 'GAME_VENDOR_NOT_FOUND' : 'GAME_NOT_FOUND', [{ path, reason, message: `error.field.${reason}` }]);
}

/** The vendors a code names: of that game type, or of any type when none is given. */
export function vendorsNamed(snapshot: CatalogueSnapshot, vendor: string, gameType?: GameCategory): Set<string> {
  const found = gameType
    ? [snapshot.vendorByCode.get(vendorKey(gameType, vendor))].filter((v) => v !== undefined)
    : snapshot.vendors.filter((v) => v.vassalage === vendor);
  if (found.length === 0) throw refuse('/querystring/vendor', 'unknown_vendor');
  return new Set(found.map((v) => v.nodeId));
}

export function paged<T>(all: readonly T[], pageNum: number, pageSize: number): GamePage<T> {
  const totalPages = Math.max(1, Math.ceil(all.length / pageSize));
  if (pageNum > totalPages) {
    throw new ApiError(400, 'PAGE_OUT_OF_RANGE', [{ path: '/pageNum', reason: 'maximum', message: 'error.field.page_out_of_range' }]);
  }
  const start = (pageNum - 1) * pageSize;
  return { content: all.slice(start, start + pageSize), pageNum, pageSize, total: all.length, totalPages };
}

export function gameList(snapshot: CatalogueSnapshot, q: GameListQuery): GamePage<GameItem> {
  let games: readonly CatalogueGame[] = q.gameType ? (snapshot.byType.get(q.gameType) ?? []) : snapshot.games;
  if (q.vendor !== undefined) {
    const vendors = vendorsNamed(snapshot, q.vendor, q.gameType);
    games = games.filter((g) => vendors.has(g.vendorNodeId));
  }
  if (q.subcategory) games = games.filter((g) => g.subcategory === q.subcategory);
  if (q.minBet !== undefined) {
    const minor = Math.round(q.minBet * 100);
    games = games.filter((g) => g.minBetMinor >= minor);
  }
  if (q.lines !== undefined) {
    const lines = q.lines;
    games = games.filter((g) => g.lines >= lines);
  }
  const needle = q.name === undefined ? '' : normaliseSearch(q.name.trim());
  if (needle) {
    const names = snapshot.searchNames(q.lang);
    games = games.filter((g) => names[g.index]?.includes(needle));
  }
  if (q.sort === 'popular') games = [...games].sort((a, b) => b.popularity - a.popularity || a.index - b.index);
  if (q.sort === 'name') {
    const names = snapshot.searchNames(q.lang);
    games = [...games].sort((a, b) => ((names[a.index] ?? '') < (names[b.index] ?? '') ? -1 : 1));
  }
  const page = paged(games, q.pageNum, q.pageSize);
  return { ...page, content: page.content.map((g) => toGameItem(g, q.lang, snapshot.brand)) };
}

export function vendorCards(snapshot: CatalogueSnapshot, gameType?: GameCategory): VendorCardItem[] {
  return snapshot.vendors.filter((v) => !gameType || v.gameType === gameType).map((v) => toVendorCard(v, snapshot));
}

/** The hottest games (maintenance excluded), of one type or all. */
export function popularGames(snapshot: CatalogueSnapshot, lang: string, limit: number, gameType?: GameCategory): GameItem[] {
  const out: GameItem[] = [];
  for (const g of snapshot.popular) {
    if (out.length >= limit) break;
    if (!gameType || g.gameType === gameType) out.push(toGameItem(g, lang, snapshot.brand));
  }
  return out;
}

/** A page of the given node ids in their order; ids the catalogue no longer offers are skipped. */
export function gamesById(snapshot: CatalogueSnapshot, nodeIds: readonly string[], lang: string, pageNum: number, pageSize: number): GamePage<GameItem> {
  const games = nodeIds.flatMap((id) => {
    const g = snapshot.byNodeId.get(id);
    return g ? [g] : [];
  });
  const page = paged(games, pageNum, pageSize);
  return { ...page, content: page.content.map((g) => toGameItem(g, lang, snapshot.brand)) };
}

const dealers = ['Anna', 'Mika', 'Lina', 'Sofia', 'Yuki', 'Mai', 'Nina', 'Chloe', 'Ivy', 'Ploy', 'Linh', 'Hana'];

/** Live tables of a LIVE vendor (its games but the lobby), with a seeded dealer and a player count that moves every minute. */
export function roomList(snapshot: CatalogueSnapshot, vendorNodeId: string, lang: string, now: Date): RoomItem[] {
  const vendor = snapshot.vendorByNodeId.get(vendorNodeId);
  if (!vendor || vendor.gameType !== 'LIVE') throw refuse('/querystring/nodeId', 'unknown_vendor');
  const minute = Math.floor(now.getTime() / 60_000);
  return (snapshot.byType.get('LIVE') ?? [])
    .filter((g) => g.vendorNodeId === vendorNodeId && g.sort > 1)
    .map((g) => {
      const h = fnv1a(g.nodeId);
      return {
        nodeId: g.nodeId,
        displayName: displayName(g, lang, snapshot.brand),
        vassalage: vendor.vassalage,
        dealer: dealers[h % dealers.length] ?? 'Anna',
        minBet: g.minBetMinor / 100,
        maxBet: (g.minBetMinor / 100) * 5000,
        players: 5 + (fnv1a(`${g.nodeId}:${minute}`) % 180),
        maintenance: g.down,
      };
    });
}
