import { describe, expect, it } from 'vitest';
import type { GameCategory } from '../../../schemas/brand';
import type { VendorMenuItem } from '../../../schemas/content';
import { distinctVendors, findVendor, groupVendors, vendorsOfCategory } from './vendor-menus';

const v = (vassalage: string, gameType: GameCategory): VendorMenuItem => ({
  nodeId: `${gameType}-${vassalage}`,
  vassalage,
  gameType,
  displayName: vassalage,
  maintenance: false,
  iconUrl: `/lgw/icons/vendor/${vassalage}.svg`,
  sort: 10,
});

const menu = [v('PG', 'RNG'), v('JILI', 'RNG'), v('EVO', 'LIVE'), v('JILI', 'FISH'), v('LOTT', 'LOTT')];

describe('vendor menu helpers', () => {
  it('picks one type in menu order', () => {
    expect(vendorsOfCategory(menu, 'RNG').map((x) => x.vassalage)).toEqual(['PG', 'JILI']);
    expect(vendorsOfCategory(menu, 'COCKFIGHT')).toEqual([]);
  });

  it('groups by type in navigation order and leaves out empty types', () => {
    expect(groupVendors([v('LOTT', 'LOTT'), ...menu.slice(0, 4)]).map((g) => g.category)).toEqual([
      'RNG',
      'LIVE',
      'FISH',
      'LOTT',
    ]);
  });

  it('lists a vendor of several types once (footer icons)', () => {
    expect(distinctVendors(menu).map((x) => x.vassalage)).toEqual(['PG', 'JILI', 'EVO', 'LOTT']);
  });

  it('finds a vendor from lowercased route parameters', () => {
    expect(findVendor(menu, 'FISH', 'jili')?.nodeId).toBe('FISH-JILI');
    expect(findVendor(menu, 'LIVE', 'jili')).toBeUndefined();
  });
});
