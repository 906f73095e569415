import { describe, expect, it } from 'vitest';
import { categoryRoutes } from '../../../schemas/game-categories';
import { pageCategory, parseGameType } from './category-routes';

describe('category routes', () => {
  it('list the §2.1 category of each route, and in-house vendors on /inHouse (READINGS #14)', () => {
    expect(pageCategory('/live')).toBe('LIVE');
    expect(pageCategory('/esports')).toBe('ESPORTS');
    expect(pageCategory('/rng')).toBe('RNG');
    expect(pageCategory('/inHouse')).toBe('INHOUSE');
    for (const [category, path] of Object.entries(categoryRoutes)) expect(pageCategory(path)).toBe(category);
  });

  it('reads the lowercased gameType parameter of the game list route', () => {
    expect(parseGameType('rng')).toBe('RNG');
    expect(parseGameType('inhouse')).toBe('INHOUSE');
    expect(parseGameType('casino')).toBeNull();
    expect(parseGameType(undefined)).toBeNull();
  });
});
