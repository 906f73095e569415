import { describe, expect, it } from 'vitest';
import { cataloguePlan, type SeedVendor } from './catalogue-seed-plan';

const vendors: SeedVendor[] = [
  { nodeId: 'RNG-PG', vassalage: 'PG', gameType: 'RNG', displayName: 'PG Soft' },
  { nodeId: 'RNG-MG', vassalage: 'MG', gameType: 'RNG', displayName: 'Microgaming' },
  { nodeId: 'LIVE-EVO', vassalage: 'EVO', gameType: 'LIVE', displayName: 'Evolution' },
  { nodeId: 'LOTT-TCG_LOTTO_VN', vassalage: 'TCG_LOTTO_VN', gameType: 'LOTT', displayName: 'Vietnam Lottery' },
  { nodeId: 'SPORTS-SABA', vassalage: 'SABA', gameType: 'SPORTS', displayName: 'SABA Sports' },
];

describe('demo catalogue plan', () => {
  it('is a pure function of merchant, languages and vendors', () => {
    const input = { merchant: 'aurora', languages: ['TW', 'CN', 'EN'], defaultLang: 'TW', vendors };
    expect(cataloguePlan(input)).toEqual(cataloguePlan(input));
    expect(cataloguePlan({ ...input, merchant: 'oasis' })).not.toEqual(cataloguePlan(input));
  });

  it('names every game in the brand languages, unique per vendor, ids in name order', () => {
    const games = cataloguePlan({ merchant: 'tigerbay', languages: ['EN', 'VI', 'TH', 'CN'], defaultLang: 'EN', vendors });
    expect(games.every((g) => Object.keys(g.names).sort().join() === 'CN,EN,TH,VI' && Object.values(g.names).every((n) => n.length > 0))).toBe(true);
    const mg = games.filter((g) => g.vendorNodeId === 'RNG-MG');
    expect(mg.length).toBe(1900);
    expect(new Set(mg.map((g) => g.names.EN)).size).toBe(mg.length);
    const slots = mg.filter((g) => g.subcategory === null).map((g) => g.names.EN ?? '');
    expect(slots).toEqual([...slots].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(new Set(games.map((g) => g.nodeId)).size).toBe(games.length);
    expect(games.filter((g) => g.vendorNodeId === 'LOTT-TCG_LOTTO_VN').map((g) => g.gameCode)).toContain('TCG_LOTTO_VN_07');
    expect(games.filter((g) => g.vendorNodeId === 'SPORTS-SABA')).toHaveLength(1);
  });

  it('a language the brand does not list is not stored; the default language always is', () => {
    const games = cataloguePlan({ merchant: 'x', languages: ['JA'], defaultLang: 'JA', vendors: vendors.slice(0, 1) });
    expect(games.every((g) => Object.keys(g.names).join() === 'JA' && g.names.JA !== '')).toBe(true);
  });
});
