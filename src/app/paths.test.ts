import { describe, expect, it } from 'vitest';
import { gameListCenterPath, isHomePath, paths } from './paths';

describe('paths', () => {
  it('holds every route of §2.1', () => {
    const spec = [
      '/',
      '/login',
      '/register',
      '/forgotPassword',
      '/changePassword',
      '/agentHome',
      '/member',
      '/down',
      '/help',
      '/fish',
      '/join',
      '/promotions',
      '/pointMall',
      '/seamless',
      '/sponsor1',
      '/sponsor2',
      '/sponsor3',
      '/live',
      '/pvp',
      '/sports',
      '/esports',
      '/rng',
      '/lott',
      '/elott',
      '/cockfight',
      '/hot',
      '/inHouse',
      '/lottery',
      '/seaLottery',
      '/vnLottery',
    ];
    expect(Object.values(paths)).toEqual(expect.arrayContaining(spec));
    expect(new Set(Object.values(paths)).size).toBe(Object.values(paths).length);
  });

  it('knows the home aliases', () => {
    for (const p of ['/', '/index', '/index.html', '/home']) expect(isHomePath(p)).toBe(true);
    expect(isHomePath('/homepage')).toBe(false);
  });

  it('lowercases the game list parameters', () => {
    expect(gameListCenterPath('PG', 'RNG')).toBe('/gameListCenter/pg/rng');
  });
});
