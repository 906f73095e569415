/**
 * One merchant's game catalogue in memory (docs/decisions/017-game-catalogue.md): the rows of
 * db/catalogue-repository.ts filtered by what the brand offers (vendor-menu.ts), ordered once,
 * indexed by node id, vendor and game type, with lower-cased names per language for search.
 * Answers are computed from it per request; nothing here reads the database. Pure.
 */
import type { Brand, GameCategory } from '../../../schemas/brand';
import { gameIconPath, type GameItem, type VendorCardItem } from '../../../schemas/catalogue';
import { categoryOrder } from '../../../schemas/game-categories';
import type { CatalogueRows, CatalogueVendorRecord, GameRecord } from '../../db/catalogue/catalogue-repository';
import { brandOffersVendor } from './vendor-menu';
import { vendorIconPath } from './vendor-icon';

export interface CatalogueGame extends GameRecord {
  vendor: CatalogueVendorRecord;
  gameType: GameCategory;
  /** Game or vendor under maintenance. */
  down: boolean;
  iconUrl: string;
  /** Position in `games` (stable while this snapshot lives). */
  index: number;
}

export interface CatalogueSnapshot {
  version: string;
  brand: Brand;
  /** Offered vendors in navigation order. */
  vendors: CatalogueVendorRecord[];
  games: CatalogueGame[];
  byNodeId: Map<string, CatalogueGame>;
  byType: Map<GameCategory, CatalogueGame[]>;
  /** Vendors by `${gameType}:${vassalage}` and by node id. */
  vendorByCode: Map<string, CatalogueVendorRecord>;
  vendorByNodeId: Map<string, CatalogueVendorRecord>;
  gameCount: Map<string, number>;
  /** Hottest first, maintenance excluded. */
  popular: CatalogueGame[];
  /** Lower-cased display names per language, aligned with `games` (built on first use). */
  searchNames(lang: string): string[];
  /** Per-snapshot memo for derived answers (compact lists, winner boards …). */
  memo<T>(key: string, build: () => T): T;
  /** Ready answers by query (bounded: the oldest half goes when full); a throwing build is not kept. */
  answer<T>(key: string, build: () => T): T;
}

/** Ready list answers kept per snapshot (a page of 30 games is ~10 KB, ~1 KB more per coding: ~6 MB at most). */
const maxAnswers = 500;

const rank = new Map<GameCategory, number>(categoryOrder.map((c, i) => [c, i]));

export function vendorKey(gameType: string, vassalage: string): string {
  return `${gameType}:${vassalage}`;
}

export function displayName(game: Pick<GameRecord, 'names'>, lang: string, brand: Brand): string {
  return game.names[lang] ?? game.names[brand.defaultLang] ?? Object.values(game.names)[0] ?? '';
}

export function normaliseSearch(text: string): string {
  return text.normalize('NFKC').toLocaleLowerCase('en');
}

export function buildSnapshot(rows: CatalogueRows, brand: Brand, version: string): CatalogueSnapshot {
  const vendors = rows.vendors
    .filter((v) => brandOffersVendor(brand, v))
    .sort((a, b) => (rank.get(a.gameType) ?? 99) - (rank.get(b.gameType) ?? 99) || a.sort - b.sort || a.displayName.localeCompare(b.displayName, 'en') || a.nodeId.localeCompare(b.nodeId, 'en'));
  const vendorByNodeId = new Map(vendors.map((v) => [v.nodeId, v]));
  const vendorOrder = new Map(vendors.map((v, i) => [v.nodeId, i]));
  const games: CatalogueGame[] = [];
  for (const g of rows.games) {
    const vendor = vendorByNodeId.get(g.vendorNodeId);
    if (!vendor) continue;
    games.push({ ...g, vendor, gameType: vendor.gameType, down: g.maintenance || vendor.maintenance, iconUrl: g.iconPath ?? gameIconPath(vendor.vassalage, g.nodeId), index: 0 });
  }
  games.sort((a, b) => (vendorOrder.get(a.vendorNodeId) ?? 0) - (vendorOrder.get(b.vendorNodeId) ?? 0) || a.sort - b.sort || Number(a.nodeId) - Number(b.nodeId));
  games.forEach((g, i) => (g.index = i));
  const byType = new Map<GameCategory, CatalogueGame[]>();
  const gameCount = new Map<string, number>();
  for (const g of games) {
    const list = byType.get(g.gameType) ?? [];
    list.push(g);
    byType.set(g.gameType, list);
    gameCount.set(g.vendorNodeId, (gameCount.get(g.vendorNodeId) ?? 0) + 1);
  }
  const names = new Map<string, string[]>();
  const memo = new Map<string, unknown>();
  const answers = new Map<string, unknown>();
  return {
    version,
    brand,
    vendors,
    games,
    byNodeId: new Map(games.map((g) => [g.nodeId, g])),
    byType,
    vendorByCode: new Map(vendors.map((v) => [vendorKey(v.gameType, v.vassalage), v])),
    vendorByNodeId,
    gameCount,
    popular: games.filter((g) => !g.down).sort((a, b) => b.popularity - a.popularity || a.index - b.index),
    searchNames(lang) {
      let list = names.get(lang);
      if (!list) {
        list = games.map((g) => normaliseSearch(displayName(g, lang, brand)));
        names.set(lang, list);
      }
      return list;
    },
    memo<T>(key: string, build: () => T): T {
      if (!memo.has(key)) memo.set(key, build());
      return memo.get(key) as T;
    },
    answer<T>(key: string, build: () => T): T {
      if (answers.has(key)) return answers.get(key) as T;
      const value = build();
      if (answers.size >= maxAnswers) for (const k of [...answers.keys()].slice(0, maxAnswers / 2)) answers.delete(k);
      answers.set(key, value);
      return value;
    },
  };
}

export function toGameItem(g: CatalogueGame, lang: string, brand: Brand): GameItem {
  return {
    nodeId: g.nodeId,
    gameCode: g.gameCode,
    displayName: displayName(g, lang, brand),
    vassalage: g.vendor.vassalage,
    vendorNodeId: g.vendorNodeId,
    gameType: g.gameType,
    iconUrl: g.iconUrl,
    supportPlay: g.supportPlay,
    isGame: g.isGame,
    subcategory: g.subcategory,
    minBet: g.minBetMinor / 100,
    lines: g.lines,
    popularity: g.popularity,
    maintenance: g.down,
  };
}

export function toVendorCard(v: CatalogueVendorRecord, snapshot: CatalogueSnapshot): VendorCardItem {
  return {
    nodeId: v.nodeId,
    vassalage: v.vassalage,
    gameType: v.gameType,
    displayName: v.displayName,
    isGame: v.isGame,
    maintenance: v.maintenance,
    iconUrl: v.iconPath ?? vendorIconPath(v.vassalage),
    gameCount: snapshot.gameCount.get(v.nodeId) ?? 0,
  };
}
