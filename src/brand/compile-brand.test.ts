import { describe, expect, it } from 'vitest';
import type { Brand } from '../../schemas/brand';
import { buildModuleTree } from '../../schemas/modules';
import type { PermissionInfo } from '../../schemas/permission';
import { brandAssetUrl, compileBrand } from './compile-brand';

describe('brandAssetUrl', () => {
  it('serves brand files under /brands/<merchant>/ with each segment encoded', () => {
    expect(brandAssetUrl('aurora', 'logo.svg')).toBe('/brands/aurora/logo.svg');
    expect(brandAssetUrl('aurora', './img/hero banner.png')).toBe('/brands/aurora/img/hero%20banner.png');
  });
});

describe('compileBrand', () => {
  it('flattens the module tree: a child is on only under an enabled parent', () => {
    const info = {
      merchant: 'tigerbay',
      brand: { customerService: [] } as unknown as Brand,
      whitelabelVal: buildModuleTree({
        REGISTERGROUP: true,
        USERNAMEREG3: true,
        MOBILENUMREG3: false,
        REGMOBVERF3: true,
      }),
      register: {},
    } as unknown as PermissionInfo;
    const compiled = compileBrand(info);
    expect(compiled.modules.USERNAMEREG3).toBe(true);
    expect(compiled.modules.REGMOBVERF3).toBe(false);
    expect(compiled.modules.LOGINGROUP).toBe(false);
    expect(compiled.assetUrl('logo.svg')).toBe('/brands/tigerbay/logo.svg');
  });
});
