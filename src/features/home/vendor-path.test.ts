import { describe, expect, it } from 'vitest';
import { vendorCategoryPath, vendorPath } from './vendor-path';

describe('vendor paths', () => {
  it('sends slots vendors to their game list (params lowercased, §2.1)', () => {
    expect(vendorPath({ vassalage: 'PG', gameType: 'RNG' })).toBe('/gameListCenter/pg/rng');
  });

  it('sends other vendors to their category page picking the vendor', () => {
    expect(vendorPath({ vassalage: 'EVO', gameType: 'LIVE' })).toBe('/live?vendor=EVO');
    expect(vendorPath({ vassalage: 'TCG_SEA', gameType: 'LOTT' })).toBe('/lott?vendor=TCG_SEA');
    expect(vendorCategoryPath({ vassalage: 'PG', gameType: 'RNG' })).toBe('/rng?vendor=PG');
    expect(vendorCategoryPath({ vassalage: 'X', gameType: 'INHOUSE' })).toBe('/inHouse?vendor=X');
  });
});
