import { describe, expect, it } from 'vitest';
import { launchPathOf } from './launch-paths';

describe('launch routes → addresses', () => {
  it('a guest goes to /login with the way back', () => {
    expect(launchPathOf({ page: 'login' }, '/rng?q=dragon')).toBe('/login?redirect=%2Frng%3Fq%3Ddragon');
  });

  it('lottery pages carry ?gameCode= when a game was launched', () => {
    expect(launchPathOf({ page: 'vnLottery', gameCode: 'TCG_LOTTO_VN_6' }, '/')).toBe('/vnLottery?gameCode=TCG_LOTTO_VN_6');
    expect(launchPathOf({ page: 'seaLottery', gameCode: null }, '/')).toBe('/seaLottery');
    expect(launchPathOf({ page: 'lottery', gameCode: 'a&b' }, '/')).toBe('/lottery?gameCode=a%26b');
  });

  it('an RNG vendor goes to its game list (lowercased)', () => {
    expect(launchPathOf({ page: 'gameListCenter', vassalage: 'PG', gameType: 'RNG' }, '/')).toBe('/gameListCenter/pg/rng');
  });
});
