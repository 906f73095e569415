/**
 * The system status one visitor gets (§4 "System status", docs/decisions/046), from the merchant's
 * configuration, the visitor's IP and country, and the time: maintenance now (status 1, until
 * lifted) or a scheduled maintenance whose window holds the time → 1; restricted everywhere
 * (status 2), or the visitor's country or address in the region restriction → 2; else 0.
 * Maintenance comes first: it concerns every visitor.
 */
import type { SystemStatus } from '../../../schemas/permission';
import type { MerchantConfig } from './merchant-config';
import { inRanges } from './region-ranges';

export interface StatusVisitor {
  ip: string;
  countryCode: string | null;
}

type StatusParts = Pick<MerchantConfig, 'status' | 'maintenanceStart' | 'maintenanceEnd' | 'regionCountries' | 'regionRanges'>;

export function inScheduledMaintenance(config: Pick<MerchantConfig, 'status' | 'maintenanceStart' | 'maintenanceEnd'>, now: number): boolean {
  const start = config.maintenanceStart;
  if (config.status !== 0 || start === null || start.getTime() > now) return false;
  return config.maintenanceEnd === null || now < config.maintenanceEnd.getTime();
}

export function visitorStatus(config: StatusParts, visitor: StatusVisitor, now: number): SystemStatus {
  if (config.status === 1 || inScheduledMaintenance(config, now)) return 1;
  if (config.status === 2) return 2;
  if (visitor.countryCode !== null && config.regionCountries.has(visitor.countryCode)) return 2;
  return inRanges(visitor.ip, config.regionRanges) ? 2 : 0;
}

/**
 * The configuration as this visitor sees it: the same object when their status is the stored
 * one (the permission answer's cached rendering is kept per configuration object), else one
 * copy per configuration and status, so a restricted visitor's answer is rendered once too.
 */
const variants = new WeakMap<MerchantConfig, Map<SystemStatus, MerchantConfig>>();

export function configForVisitor(config: MerchantConfig, visitor: StatusVisitor, now: number): MerchantConfig {
  const status = visitorStatus(config, visitor, now);
  if (status === config.status) return config;
  let byStatus = variants.get(config);
  if (!byStatus) {
    byStatus = new Map();
    variants.set(config, byStatus);
  }
  let variant = byStatus.get(status);
  if (!variant) {
    variant = { ...config, status };
    byStatus.set(status, variant);
  }
  return variant;
}
