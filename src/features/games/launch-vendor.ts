/**
 * A vendor launch started outside a tile: the header's cockfight item, which "launches the
 * first vendor's game directly" (§2.3). Loaded on the click (the header is on every first
 * screen; the launch code is not), so the caller opens the game's tab itself during the click.
 */
import type { VendorCard } from '../../../schemas/compile-navigation';
import type { LaunchTarget } from '../../../machines/game-launch-steps';
import { requestLaunch } from './launch-requests';

/**
 * Its game launches like a vendor tile's (vendorTarget with isGame GAME: the vendor's lobby
 * game), written out here so this small chunk does not split the launch steps off the tiles'.
 */
export function requestVendorLaunch(vendor: VendorCard, tab: Window | null): void {
  if (tab) tab.opener = null;
  const target: LaunchTarget = { nodeId: null, gameCode: null, vassalage: vendor.vassalage, gameType: vendor.gameType, isGame: 'GAME', displayName: vendor.displayName, demo: false, direct: false };
  requestLaunch(target, tab);
}
