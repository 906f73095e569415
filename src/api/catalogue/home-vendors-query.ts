/**
 * Vendor menus for the home page (banner targets, casino tab strip, rebate rates): the very
 * same query as the header's navigation (vendor-menus-query.ts, started by the boot), so a
 * visit asks GET /lgw/games/game_menus once (§9 "caches per session: vendors").
 */
import { currentMerchant } from '../client';
import { vendorMenusQuery } from './vendor-menus-query';

export function homeVendorsQueryOptions() {
  return vendorMenusQuery(currentMerchant());
}
