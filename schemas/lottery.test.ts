import { describe, expect, it } from 'vitest';
import { lotteryPageOf } from './lottery';

describe('lottery page of a vendor (§4, LOTT treated as ELOTT)', () => {
  it('routes by vassalage first, then by game type', () => {
    expect(lotteryPageOf('TCG_LOTTO_VN', 'LOTT')).toBe('vnLottery');
    expect(lotteryPageOf('TCG_SEA', 'LOTT')).toBe('seaLottery');
    expect(lotteryPageOf('LOTT', 'LOTT')).toBe('lottery');
    expect(lotteryPageOf('ELOTT', 'ELOTT')).toBe('lottery');
    expect(lotteryPageOf('PG', 'RNG')).toBeNull();
  });
});
