/**
 * The startup answer (§3 "Permission response", §2.2). The browser renders nothing
 * brand-specific before it; the gateway builds it per merchant from the brand file and the
 * database (status, modules, register rules).
 */
import type { Brand, Resource, SocialLoginProvider } from './brand';
import type { ModuleNode } from './modules';
import type { RegisterRules } from './register-rules';
import type { SealPublicKey } from './sealed-payload';

/** 0 normal, 1 maintenance, 2 region restricted (§4 "System status"). */
export type SystemStatus = 0 | 1 | 2;

/** The part of the brand file the browser sees (everything but server-only settings). */
export type PublicBrand = Omit<Brand, 'socialLogin'>;

/** A social login provider as the browser sees it: no issuer, client or secret settings. */
export type PublicSocialProvider = Pick<SocialLoginProvider, 'id' | 'name'>;

export interface PermissionInfo {
  merchant: string;
  domainRoute: string;
  resources: Resource[];
  whitelabelVal: ModuleNode[];
  register: RegisterRules;
  mainDomain: string;
  analytics: Brand['analytics'];
  imageCDNs: string[];
  launchGameCDNs: string[];
  brand: PublicBrand;
  /** The brand's social login providers (one button each); empty when it offers none. */
  socialLogin: PublicSocialProvider[];
  /** The gateway's public key for sealed payloads (schemas/sealed-payload.ts). */
  sealKey: SealPublicKey;
}

export interface PermissionResponse {
  status: SystemStatus;
  info: PermissionInfo;
  /** countryCode: the visitor's country from the IP, when the gateway knows it (docs/decisions/031). */
  location: { ip: string; countryCode: string | null };
  /**
   * Present when status is 1; endTime is ISO 8601 or null when unknown; message: language code
   * (one with a catalogue, catalogueLanguages in schemas/languages.ts) -> the operator's message,
   * possibly empty (docs/decisions/046).
   */
  maintenance: { endTime: string | null; message: Record<string, string> } | null;
  /** Present when status is 2. */
  regionRestriction: { ip: string } | null;
}

export interface SystemStatusResponse {
  status: SystemStatus;
  maintenanceEndTime: string | null;
  ip: string;
}
