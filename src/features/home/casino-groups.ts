/**
 * The home casino tab strip's data (§2.3, §9: up to 10 vendors per type), pure: the vendor
 * menu grouped by game type in navigation order, each group cut to `max` vendors.
 */
import type { GameCategory } from '../../../schemas/brand';
import type { VendorMenuItem } from '../../../schemas/content';
import { homeCasinoMaxVendors } from '../../../schemas/content';
import { categoryOrder } from '../../../schemas/game-categories';

export interface CasinoGroup {
  gameType: GameCategory;
  vendors: VendorMenuItem[];
}

export function casinoGroups(vendors: readonly VendorMenuItem[], max = homeCasinoMaxVendors): CasinoGroup[] {
  const byType = new Map<GameCategory, VendorMenuItem[]>();
  for (const v of vendors) {
    const list = byType.get(v.gameType) ?? [];
    list.push(v);
    byType.set(v.gameType, list);
  }
  return categoryOrder.flatMap((gameType) => {
    const list = byType.get(gameType);
    return list?.length ? [{ gameType, vendors: list.slice(0, max) }] : [];
  });
}
