/**
 * The vendor menus (§2.3, §3 "Game vendor card"; GET /lgw/games/game_menus): one public call,
 * cached for the whole visit (§9 "caches per session: vendors"), read by the header navigation,
 * the footer's vendor icons and the category pages. Pure helpers group and pick vendors. The
 * call itself is in vendor-menus-query.ts, small enough for the boot to start it early.
 */
import { useQuery } from '@tanstack/react-query';
import type { GameCategory } from '../../../schemas/brand';
import type { VendorMenuItem } from '../../../schemas/content';
import { categoryOrder } from '../../../schemas/game-categories';
import { currentMerchant } from '../client';
import { vendorMenusQuery } from './vendor-menus-query';

export function useVendorMenus() {
  return useQuery(vendorMenusQuery(currentMerchant()));
}

/** Pure: the vendors of one game type, in menu order. */
export function vendorsOfCategory(
  vendors: readonly VendorMenuItem[],
  category: GameCategory,
): VendorMenuItem[] {
  return vendors.filter((v) => v.gameType === category);
}

export interface VendorGroup {
  category: GameCategory;
  vendors: VendorMenuItem[];
}

/** Pure: vendors grouped by game type in navigation order; types without vendors left out. */
export function groupVendors(vendors: readonly VendorMenuItem[]): VendorGroup[] {
  return categoryOrder
    .map((category) => ({ category, vendors: vendorsOfCategory(vendors, category) }))
    .filter((g) => g.vendors.length > 0);
}

/** Pure: one entry per vendor code (a vendor serving several types appears once), first wins. */
export function distinctVendors(vendors: readonly VendorMenuItem[]): VendorMenuItem[] {
  const seen = new Set<string>();
  return vendors.filter((v) => (seen.has(v.vassalage) ? false : (seen.add(v.vassalage), true)));
}

/** Pure: a vendor of a type by its code, compared case-insensitively (route params are lowercased). */
export function findVendor(
  vendors: readonly VendorMenuItem[],
  category: GameCategory,
  vassalage: string,
): VendorMenuItem | undefined {
  const wanted = vassalage.toLowerCase();
  return vendors.find((v) => v.gameType === category && v.vassalage.toLowerCase() === wanted);
}
