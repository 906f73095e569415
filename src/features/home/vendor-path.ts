/**
 * Where a vendor leads until the game-launch flow exists (pure). These mirror
 * src/app/paths.ts (categoryPath, vendorPath), which a feature may not import: a vendor tile
 * goes where the header's drop menu sends it (slots: the vendor's game list, §4; others: the
 * category page picking that vendor); a game banner goes to its category page.
 */
import type { VendorMenuItem } from '../../../schemas/content';
import { categoryRoutes } from '../../../schemas/game-categories';

type VendorRef = Pick<VendorMenuItem, 'vassalage' | 'gameType'>;

/** The category page, picking the vendor (query parameter `vendor`). */
export function vendorCategoryPath(vendor: VendorRef): string {
  return `${categoryRoutes[vendor.gameType]}?${new URLSearchParams({ vendor: vendor.vassalage })}`;
}

/** A vendor tile's target: the game list for slots, the category page for the rest. */
export function vendorPath(vendor: VendorRef): string {
  if (vendor.gameType === 'RNG') {
    const vassalage = encodeURIComponent(vendor.vassalage.toLowerCase());
    return `/gameListCenter/${vassalage}/${vendor.gameType.toLowerCase()}`;
  }
  return vendorCategoryPath(vendor);
}
