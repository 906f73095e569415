/**
 * A vendor launch started outside a tile: the header's cockfight item, which "launches the
 * first vendor's game directly" (§2.3). Loaded on the click (the header is on every first
 * screen; the launch code is not), so the caller opens the game's tab itself during the click.
 */
import { vendorTarget } from '../../../machines/game-launch-steps';
import { requestLaunch } from './launch-requests';
import type { LaunchVendor } from './use-game-launch';

export function requestVendorLaunch(vendor: LaunchVendor, tab: Window | null): void {
  requestLaunch(vendorTarget(vendor), tab);
}
