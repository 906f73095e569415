/**
 * Builds the startup answers (§3 "Permission response", §2.2) from the brand file, the
 * merchant's database configuration and the visitor's address. Pure.
 */
import type { PermissionResponse, SystemStatusResponse } from '../../schemas/permission';
import type { SealPublicKey } from '../../schemas/sealed-payload';
import type { LoadedBrand } from './brand/brand-files';
import type { MerchantConfig } from './brand/merchant-config';

export interface Visitor {
  ip: string;
  /** The country the edge resolved from the IP (http/visitor-country.ts), or null. */
  countryCode: string | null;
  /** Host name the browser used (no port), if any. */
  hostname: string | null;
}

/** The brand domain the browser came through, or the main domain when it used another host. */
export function domainRouteOf(entry: LoadedBrand, hostname: string | null): string {
  return hostname !== null && entry.brand.domains.includes(hostname) ? hostname : entry.brand.mainDomain;
}

export function buildPermission(
  entry: LoadedBrand,
  config: MerchantConfig,
  visitor: Visitor,
  sealKey: SealPublicKey,
  /** Production: social providers of the development issuer ("dev") are not offered. */
  production = false,
): PermissionResponse {
  const { socialLogin, ...brand } = entry.brand;
  const domainRoute = domainRouteOf(entry, visitor.hostname);
  return {
    status: config.status,
    info: {
      merchant: entry.merchant,
      domainRoute,
      resources: brand.resources,
      whitelabelVal: config.tree,
      register: config.registerRules,
      mainDomain: brand.mainDomain,
      analytics: brand.analytics,
      imageCDNs: brand.imageCDNs,
      launchGameCDNs: brand.launchGameCDNs,
      brand,
      socialLogin: (socialLogin ?? []).filter((p) => !production || p.issuer !== 'dev').map(({ id, name }) => ({ id, name })),
      sealKey,
    },
    location: { ip: visitor.ip, countryCode: visitor.countryCode },
    maintenance: config.status === 1 ? { endTime: config.maintenanceEnd?.toISOString() ?? null, message: config.maintenanceMessage } : null,
    regionRestriction: config.status === 2 ? { ip: visitor.ip } : null,
  };
}

export function buildSystemStatus(config: MerchantConfig, ip: string): SystemStatusResponse {
  return {
    status: config.status,
    maintenanceEndTime: config.status === 1 ? (config.maintenanceEnd?.toISOString() ?? null) : null,
    ip,
  };
}
