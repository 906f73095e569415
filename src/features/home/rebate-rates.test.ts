import { describe, expect, it } from 'vitest';
import { offeredRebates } from './rebate-rates';

describe('offeredRebates', () => {
  it('lists the §9 rates of offered types in navigation order', () => {
    expect(offeredRebates(['SPORTS', 'LIVE', 'RNG'])).toEqual([
      { gameType: 'RNG', rate: 1.2 },
      { gameType: 'LIVE', rate: 0.8 },
      { gameType: 'SPORTS', rate: 1 },
    ]);
  });

  it('leaves out PVP (no rebate) and types not offered', () => {
    expect(offeredRebates(['PVP'])).toEqual([]);
    expect(offeredRebates([])).toEqual([]);
  });
});
