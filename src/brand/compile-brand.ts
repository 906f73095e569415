/**
 * Compiles the permission answer into what the app reads (pure): the brand file, the module
 * flags of the whitelabel tree, the registration rules, and asset addresses.
 */
import type { Brand, CustomerService } from '../../schemas/brand';
import { flattenModules, type ModuleFlags } from '../../schemas/modules';
import type { PermissionInfo, PermissionResponse, PublicSocialProvider } from '../../schemas/permission';
import type { RegisterRules } from '../../schemas/register-rules';
import { phoneCountriesOf } from './phone-country';

export interface CompiledBrand {
  merchant: string;
  brand: Brand;
  modules: ModuleFlags;
  registerRules: RegisterRules;
  customerService: CustomerService[];
  /** Social login providers of the brand (one button each). */
  socialLogin: PublicSocialProvider[];
  /** Address of a file in the brand folder, served at /brands/<merchant>/<path>. */
  assetUrl: (path: string) => string;
  /** Where every phone field's dialing code starts, best first (phone-country.ts). */
  phoneCountries: string[];
}

export function brandAssetUrl(merchant: string, path: string): string {
  const clean = path.replace(/^\.?\/+/, '');
  return `/brands/${encodeURIComponent(merchant)}/${clean.split('/').map(encodeURIComponent).join('/')}`;
}

export function compileBrand(info: PermissionInfo, location?: PermissionResponse['location'] | null): CompiledBrand {
  const merchant = info.merchant;
  return {
    merchant,
    brand: info.brand,
    modules: flattenModules(info.whitelabelVal ?? []),
    registerRules: info.register ?? {},
    customerService: info.brand.customerService ?? [],
    socialLogin: info.socialLogin ?? [],
    assetUrl: (path) => brandAssetUrl(merchant, path),
    phoneCountries: phoneCountriesOf(info.brand, location?.countryCode),
  };
}
