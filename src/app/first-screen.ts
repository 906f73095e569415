/**
 * Reads the first screen's data the gateway wrote into the page (schemas/first-screen.ts,
 * docs/decisions/007) into the query cache before the first render, so the boot needs no round
 * trip before it can paint: the permission answer, the vendor menus, home's banners and, on
 * /promotions, its announcements and the activity centre's list as a guest sees it. Each
 * answer goes through the same checks as a fetched one; anything missing, malformed or refused
 * is simply not seeded, and the boot asks the gateway as it always did.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { AnnouncementResponse } from '../../schemas/content';
import type { VendorMenuResponse } from '../../schemas/content';
import { firstScreenElementId, loginBannerGroup, type FirstScreenData } from '../../schemas/first-screen';
import { bannerGroupOf, bannerGroupQueryOptions } from '../api/content/banner-group-query';
import type { PermissionResponse } from '../../schemas/permission';
import type { PromotionListAnswer } from '../../schemas/promotions';
import { promotionKeys } from '../api/promotions/promotion-keys';
import { unwrapEnvelope } from '../api/client';
import { homeBannersOf, homeBannersQueryOptions } from '../api/content/home-banners-query';
import { promotionsOf, promotionsQueryOptions } from '../api/content/content-promotions-query';
import { acceptPermission, permissionQueryOptions } from '../api/permission-query';
import { vendorMenusOf, vendorMenusQuery } from '../api/catalogue/vendor-menus-query';

function readData(doc: Document): FirstScreenData | null {
  const element = doc.getElementById(firstScreenElementId);
  if (!element?.textContent) return null;
  try {
    const data: unknown = JSON.parse(element.textContent);
    return typeof data === 'object' && data !== null && 'permission' in data ? (data as FirstScreenData) : null;
  } catch {
    return null;
  } finally {
    // Read once: a later boot of the same document (tests, hot reload) asks the gateway.
    element.remove();
  }
}

function valueOf<T>(envelope: unknown): T | null | undefined {
  try {
    return unwrapEnvelope<T>(envelope, 200);
  } catch {
    return undefined;
  }
}

/** Seeds the cache from the page; true when the permission answer was there. */
export function seedFirstScreen(client: QueryClient, hint: string | null, doc: Document = document): boolean {
  const data = readData(doc);
  if (!data) return false;
  let permission: PermissionResponse;
  try {
    permission = acceptPermission(valueOf<PermissionResponse>(data.permission) ?? null);
  } catch {
    return false;
  }
  client.setQueryData(permissionQueryOptions(hint).queryKey, permission);
  const menus = valueOf<VendorMenuResponse>(data.vendorMenus);
  if (menus !== undefined && data.vendorMenus !== undefined) {
    client.setQueryData(vendorMenusQuery(permission.info.merchant).queryKey, vendorMenusOf(menus));
  }
  if (data.homeBanners) {
    const banners = valueOf<AnnouncementResponse>(data.homeBanners.answer);
    if (banners !== undefined) {
      client.setQueryData(homeBannersQueryOptions(data.homeBanners.lang).queryKey, homeBannersOf(banners));
    }
  }
  if (data.loginBanners) {
    const answer = valueOf<AnnouncementResponse>(data.loginBanners.answer);
    if (answer) client.setQueryData(bannerGroupQueryOptions(loginBannerGroup, data.loginBanners.lang).queryKey, bannerGroupOf(answer, loginBannerGroup));
  }
  if (data.activity) {
    const activity = valueOf<PromotionListAnswer>(data.activity.answer);
    // The guest's list (the page is the same for everyone); a member's call carries the token.
    if (activity) client.setQueryData(promotionKeys.list(data.activity.lang, null), activity.items);
  }
  if (data.promotions) {
    const promotions = valueOf<AnnouncementResponse>(data.promotions.answer);
    if (promotions !== undefined) {
      client.setQueryData(promotionsQueryOptions(data.promotions.lang).queryKey, promotionsOf(promotions));
    }
  }
  return true;
}
