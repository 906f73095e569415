/**
 * The vendor menus a merchant serves (§2.3, §3 "Game vendor card"): enabled vendors the brand
 * offers — e-sports only its esportGames, cockfight only its cockfightGames, in-house only when
 * inHouse — ordered by the navigation's category order, then sort, then name. The brand file
 * wins over the database, as in schemas/compile-navigation.ts. Pure.
 */
import type { Brand, GameCategory } from '../../../schemas/brand';
import type { VendorMenuItem } from '../../../schemas/content';
import { categoryOrder } from '../../../schemas/game-categories';
import type { VendorRecord } from '../../db/catalogue/vendor-repository';
import { vendorIconPath } from './vendor-icon';

export function brandOffersVendor(brand: Brand, v: Pick<VendorRecord, 'gameType' | 'vassalage'>): boolean {
  if (v.gameType === 'INHOUSE') return brand.inHouse;
  if (v.gameType === 'ESPORTS') return brand.esportGames.includes(v.vassalage);
  if (v.gameType === 'COCKFIGHT') return brand.cockfightGames.includes(v.vassalage);
  return true;
}

const rank = new Map<GameCategory, number>(categoryOrder.map((c, i) => [c, i]));

export function buildVendorMenu(brand: Brand, records: readonly VendorRecord[], gameType?: GameCategory): VendorMenuItem[] {
  return records
    .filter((v) => (gameType === undefined || v.gameType === gameType) && brandOffersVendor(brand, v))
    .map((v) => ({
      nodeId: v.nodeId,
      vassalage: v.vassalage,
      gameType: v.gameType,
      displayName: v.displayName,
      maintenance: v.maintenance,
      iconUrl: v.iconPath ?? vendorIconPath(v.vassalage),
      sort: v.sort,
    }))
    .sort(
      (a, b) =>
        (rank.get(a.gameType) ?? 99) - (rank.get(b.gameType) ?? 99) ||
        a.sort - b.sort ||
        a.displayName.localeCompare(b.displayName, 'en') ||
        a.nodeId.localeCompare(b.nodeId, 'en'),
    );
}

/** Game types the merchant offers (at least one vendor), in navigation order. */
export function offeredCategories(menu: readonly VendorMenuItem[]): GameCategory[] {
  const present = new Set(menu.map((v) => v.gameType));
  return categoryOrder.filter((c) => present.has(c));
}
