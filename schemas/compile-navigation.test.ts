import { describe, expect, it } from 'vitest';
import type { Brand } from './brand';
import aurora from '../brands/aurora/brand.json';
import tigerbay from '../brands/tigerbay/brand.json';
import { compileNavigation, dropMenuMaxVendors, lotteryPath, type VendorCard } from './compile-navigation';

const auroraBrand = aurora as Brand;
const tigerbayBrand = tigerbay as Brand;

const vendor = (vassalage: string, gameType: VendorCard['gameType'], n = 0): VendorCard => ({
  vassalage,
  gameType,
  displayName: `${vassalage} ${n}`,
  nodeId: `${vassalage}-${n}`,
});

describe('compileNavigation', () => {
  it('starts with Home even when there are no vendors', () => {
    const nav = compileNavigation(auroraBrand, []);
    expect(nav.map((i) => i.key)).toEqual(['HOME']);
    expect(nav[0]).toMatchObject({ labelKey: 'w_home', target: { kind: 'path', path: '/' } });
  });

  it('lists only categories that have a vendor, in menu order, with their label keys', () => {
    const nav = compileNavigation(auroraBrand, [
      vendor('EVO', 'LIVE'),
      vendor('PG', 'RNG'),
      vendor('JDB', 'FISH'),
    ]);
    expect(nav.map((i) => [i.key, i.labelKey])).toEqual([
      ['HOME', 'w_home'],
      ['RNG', 'con_rng'],
      ['LIVE', 'con_live'],
      ['FISH', 'con_fish'],
    ]);
    expect(nav[1]?.target).toEqual({ kind: 'path', path: '/rng' });
  });

  it('caps the drop menu at 12 vendors', () => {
    const many = Array.from({ length: 20 }, (_, i) => vendor(`V${i}`, 'RNG', i));
    const rng = compileNavigation(auroraBrand, many).find((i) => i.key === 'RNG');
    expect(rng?.vendors).toHaveLength(dropMenuMaxVendors);
    expect(rng?.vendors[0]?.vassalage).toBe('V0');
  });

  it('routes a lottery category by its first vendor vassalage', () => {
    expect(lotteryPath('TCG_LOTTO_VN')).toBe('/vnLottery');
    expect(lotteryPath('TCG_SEA')).toBe('/seaLottery');
    expect(lotteryPath('LOTT')).toBe('/lottery');
    const nav = compileNavigation(auroraBrand, [vendor('TCG_SEA', 'LOTT'), vendor('TCG_LOTTO_VN', 'LOTT')]);
    expect(nav.find((i) => i.key === 'LOTT')?.target).toEqual({ kind: 'path', path: '/seaLottery' });
  });

  it('launches the first cockfight vendor the brand offers, and hides codes it does not', () => {
    const codes = auroraBrand.cockfightGames;
    const offered = vendor(codes[0] ?? 'DS88', 'COCKFIGHT');
    const nav = compileNavigation(auroraBrand, [vendor('NOT_OFFERED', 'COCKFIGHT'), offered]);
    expect(nav.find((i) => i.key === 'COCKFIGHT')?.target).toEqual({
      kind: 'launch-vendor',
      vendor: offered,
    });
    expect(compileNavigation(auroraBrand, [vendor('NOT_OFFERED', 'COCKFIGHT')]).map((i) => i.key)).toEqual([
      'HOME',
    ]);
  });

  it('drops in-house games for a brand without them', () => {
    expect(tigerbayBrand.inHouse).toBe(false);
    expect(compileNavigation(tigerbayBrand, [vendor('HOUSE', 'INHOUSE')]).map((i) => i.key)).toEqual([
      'HOME',
    ]);
    expect(
      compileNavigation({ ...tigerbayBrand, inHouse: true }, [vendor('HOUSE', 'INHOUSE')]).map((i) => i.key),
    ).toEqual(['HOME', 'INHOUSE']);
  });
});
