import { describe, expect, it } from 'vitest';
import type { LobbyGame } from '../../../api/catalogue/catalogue-query';
import { searchKey } from '../../../api/catalogue/catalogue-query';
import { createGameFilter, filterGames, filtersToSearch, hasFilters, noFilters, offeredSubcategories, parseFilters } from './lobby-filters';

function game(nodeId: number, displayName: string, extra: Partial<LobbyGame> = {}): LobbyGame {
  return {
    nodeId: String(nodeId),
    gameCode: String(nodeId),
    displayName,
    vendorNodeId: '1',
    vassalage: 'PG',
    subcategory: null,
    minBet: 0.5,
    lines: 20,
    popularity: 50,
    supportPlay: 1,
    maintenance: false,
    iconUrl: `/lgw/icons/game/PG/${nodeId}.svg`,
    gameType: 'RNG',
    searchKey: searchKey(displayName),
    ...extra,
  };
}

const games = [
  game(1, 'Golden Dragon', { subcategory: 'JP', minBet: 1, lines: 25 }),
  game(2, 'Rồng Vàng', { vassalage: 'JDB', subcategory: 'SC' }),
  game(3, 'Lucky Dragon Deluxe', { lines: 50 }),
  game(4, 'Ocean Pearl', { minBet: 2 }),
];
const offered = offeredSubcategories(['EN', 'CN']);

describe('lobby filters', () => {
  it('offers bingo only when the brand speaks TY (READINGS #13)', () => {
    expect(offered).toEqual(['SC', 'VP', 'JP', 'TG', 'AC']);
    expect(offeredSubcategories(['EN', 'TY'])).toContain('BG');
  });

  it('reads every filter from the address and writes it back the same', () => {
    const search = new URLSearchParams('sub=jp&vendor=PG&q=dragon&minBet=1&lines=25&keep=1');
    const filters = parseFilters(search, offered);
    expect(filters).toEqual({ subcategory: 'JP', vendor: 'PG', query: 'dragon', minBet: true, lines: true });
    expect(parseFilters(filtersToSearch(filters), offered)).toEqual(filters);
    expect(filtersToSearch(noFilters, search).toString()).toBe('keep=1');
  });

  it('drops unknown or malformed values instead of applying them', () => {
    const filters = parseFilters(new URLSearchParams('sub=BG&vendor=<script>&minBet=abc&lines=2&q=' + 'x'.repeat(99)), offered);
    expect(filters.subcategory).toBeNull();
    expect(filters.vendor).toBeNull();
    expect(filters.minBet).toBe(false);
    expect(filters.lines).toBe(false);
    expect(filters.query).toHaveLength(40);
    expect(hasFilters(noFilters)).toBe(false);
  });

  it('finds names case-insensitively and without accents, and applies the §9 hints', () => {
    const names = (f: Partial<typeof noFilters>) => filterGames(games, { ...noFilters, ...f }).map((g) => g.displayName);
    expect(names({ query: 'DRAGON' })).toEqual(['Golden Dragon', 'Lucky Dragon Deluxe']);
    expect(names({ query: 'rong vang' })).toEqual(['Rồng Vàng']);
    expect(names({ minBet: true })).toEqual(['Golden Dragon', 'Ocean Pearl']);
    expect(names({ lines: true })).toEqual(['Golden Dragon', 'Lucky Dragon Deluxe']);
    expect(names({ subcategory: 'SC' })).toEqual(['Rồng Vàng']);
    expect(names({ vendor: 'jdb' })).toEqual(['Rồng Vàng']);
    expect(names({ query: 'nothing like it' })).toEqual([]);
  });

  it('narrows from the previous answer while typing and starts over when a filter changes', () => {
    const filter = createGameFilter();
    const typed = ['d', 'dr', 'dra', 'drag', 'dragon d'].map((query) => filter(games, { ...noFilters, query }).length);
    expect(typed).toEqual([2, 2, 2, 2, 1]);
    expect(filter(games, { ...noFilters, query: 'dr', lines: true }).map((g) => g.nodeId)).toEqual(['1', '3']);
    expect(filter(games, { ...noFilters, query: '' })).toHaveLength(4);
  });
});
