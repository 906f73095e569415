import { describe, expect, it } from 'vitest';
import type { GameCategory } from '../../../schemas/brand';
import type { VendorMenuItem } from '../../../schemas/content';
import { casinoGroups } from './casino-groups';

const vendor = (gameType: GameCategory, i: number): VendorMenuItem => ({
  nodeId: `${gameType}-${i}`,
  vassalage: `V${i}`,
  gameType,
  displayName: `Vendor ${i}`,
  maintenance: false,
  iconUrl: `/lgw/icons/vendor/V${i}.svg`,
  sort: i,
});

describe('casinoGroups', () => {
  it('groups by type in navigation order and keeps the menu order inside a type', () => {
    const groups = casinoGroups([vendor('SPORTS', 1), vendor('RNG', 2), vendor('LIVE', 3), vendor('RNG', 4)]);
    expect(groups.map((g) => g.gameType)).toEqual(['RNG', 'LIVE', 'SPORTS']);
    expect(groups[0]?.vendors.map((v) => v.nodeId)).toEqual(['RNG-2', 'RNG-4']);
  });

  it('shows at most 10 vendors per type (§9)', () => {
    const many = Array.from({ length: 20 }, (_, i) => vendor('RNG', i));
    const [rng] = casinoGroups(many);
    expect(rng?.vendors).toHaveLength(10);
    expect(rng?.vendors[9]?.nodeId).toBe('RNG-9');
  });

  it('leaves out types without vendors', () => {
    expect(casinoGroups([])).toEqual([]);
  });
});
