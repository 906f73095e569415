/**
 * Top navigation from the brand and the vendor menus (§2.3): categories with at least one
 * vendor, always starting with Home; up to 12 vendors in each drop menu; lottery items route by
 * the first vendor's vassalage; cockfight launches the first vendor's game. Pure.
 */
import type { Brand, GameCategory } from './brand';
import { categoryLabelKeys, categoryOrder, categoryRoutes } from './game-categories';

export interface VendorCard {
  vassalage: string;
  gameType: GameCategory;
  displayName: string;
  nodeId: string;
  maintenance?: boolean;
}

export type NavTarget = { kind: 'path'; path: string } | { kind: 'launch-vendor'; vendor: VendorCard };

export interface NavItem {
  key: 'HOME' | GameCategory;
  labelKey: string;
  target: NavTarget;
  /** Vendors of the hover drop menu (≤ 12). */
  vendors: VendorCard[];
}

export const dropMenuMaxVendors = 12;

/** §2.3: TCG_LOTTO_VN → /vnLottery, TCG_SEA → /seaLottery, LOTT/ELOTT (and others) → /lottery. */
export function lotteryPath(vassalage: string): string {
  if (vassalage === 'TCG_LOTTO_VN') return '/vnLottery';
  if (vassalage === 'TCG_SEA') return '/seaLottery';
  return '/lottery';
}

/** Whether the brand offers the category at all (in-house switch, esport and cockfight codes). */
function brandOffers(brand: Brand, category: GameCategory, vendors: VendorCard[]): VendorCard[] {
  if (category === 'INHOUSE' && !brand.inHouse) return [];
  if (category === 'ESPORTS') return vendors.filter((v) => brand.esportGames.includes(v.vassalage));
  if (category === 'COCKFIGHT') return vendors.filter((v) => brand.cockfightGames.includes(v.vassalage));
  return vendors;
}

function targetFor(category: GameCategory, vendors: VendorCard[]): NavTarget {
  const first = vendors[0];
  if ((category === 'LOTT' || category === 'ELOTT') && first)
    return { kind: 'path', path: lotteryPath(first.vassalage) };
  if (category === 'COCKFIGHT' && first) return { kind: 'launch-vendor', vendor: first };
  return { kind: 'path', path: categoryRoutes[category] };
}

export function compileNavigation(brand: Brand, vendors: readonly VendorCard[]): NavItem[] {
  const byCategory = new Map<GameCategory, VendorCard[]>();
  for (const v of vendors) {
    const list = byCategory.get(v.gameType) ?? [];
    list.push(v);
    byCategory.set(v.gameType, list);
  }
  const items: NavItem[] = [
    { key: 'HOME', labelKey: 'w_home', target: { kind: 'path', path: '/' }, vendors: [] },
  ];
  for (const category of categoryOrder) {
    const offered = brandOffers(brand, category, byCategory.get(category) ?? []);
    if (offered.length === 0) continue;
    items.push({
      key: category,
      labelKey: categoryLabelKeys[category],
      target: targetFor(category, offered),
      vendors: offered.slice(0, dropMenuMaxVendors),
    });
  }
  return items;
}
