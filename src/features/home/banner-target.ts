/**
 * Where a banner click goes (§2.3 "opens a linked target", schemas/content.ts linkageType), pure:
 * ROUTE an in-app path (navigate), URL an http(s) address (new tab, noopener), GAME a vendor
 * nodeId (for now the vendor's category page; the game-launch flow comes with its issue),
 * NONE nothing. Anything malformed (a protocol-relative path, a javascript: URL, an unknown
 * vendor) is not a link at all.
 */
import type { Banner, VendorMenuItem } from '../../../schemas/content';
import { vendorCategoryPath } from './vendor-path';

export type BannerTarget = { kind: 'route'; path: string } | { kind: 'url'; href: string } | { kind: 'none' };

/** An in-app path: starts with one slash (not //, not /\), no scheme. */
export function isInAppPath(target: string): boolean {
  return /^\/(?![/\\])/.test(target) && !/[\s]/.test(target);
}

export function safeExternalUrl(target: string): string | null {
  try {
    const url = new URL(target);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

export function bannerTarget(
  banner: Pick<Banner, 'linkageType' | 'linkTarget'>,
  vendors: readonly Pick<VendorMenuItem, 'nodeId' | 'vassalage' | 'gameType'>[],
): BannerTarget {
  const target = banner.linkTarget?.trim() ?? '';
  if (!target) return { kind: 'none' };
  switch (banner.linkageType) {
    case 'ROUTE':
      return isInAppPath(target) ? { kind: 'route', path: target } : { kind: 'none' };
    case 'URL': {
      const href = safeExternalUrl(target);
      return href ? { kind: 'url', href } : { kind: 'none' };
    }
    case 'GAME': {
      const vendor = vendors.find((v) => v.nodeId === target);
      return vendor ? { kind: 'route', path: vendorCategoryPath(vendor) } : { kind: 'none' };
    }
    default:
      return { kind: 'none' };
  }
}
