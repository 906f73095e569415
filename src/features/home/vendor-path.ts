/**
 * The page a vendor opens until the game-launch flow exists: its category page (§2.1 map), the
 * lottery page its vassalage names for LOTT/ELOTT (§2.3). Pure.
 */
import type { VendorMenuItem } from '../../../schemas/content';
import { lotteryPath } from '../../../schemas/compile-navigation';
import { categoryRoutes } from '../../../schemas/game-categories';

export function vendorPath(vendor: Pick<VendorMenuItem, 'vassalage' | 'gameType'>): string {
  if (vendor.gameType === 'LOTT' || vendor.gameType === 'ELOTT') return lotteryPath(vendor.vassalage);
  return categoryRoutes[vendor.gameType];
}
