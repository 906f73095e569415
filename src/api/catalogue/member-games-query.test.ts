import { describe, expect, it } from 'vitest';
import type { GameItem, GamePage } from '../../../schemas/catalogue';
import { pageMatches } from './member-games-query';

const page = (ids: string[], total = ids.length): GamePage => ({
  content: ids.map((nodeId) => ({ nodeId }) as GameItem),
  pageNum: 1,
  pageSize: 12,
  total,
  totalPages: 1,
});

describe('member lists agree with the favourite ids the tiles hold', () => {
  it('match only when the whole list has exactly the ids', () => {
    expect(pageMatches(page(['1', '2']), ['2', '1'])).toBe(true);
    expect(pageMatches(page(['1']), ['1', '2'])).toBe(false); // an add still on its way
    expect(pageMatches(page(['1', '2']), ['1'])).toBe(false); // a remove still on its way
    expect(pageMatches(page(['1'], 40), ['9'])).toBe(true); // more than a page: cannot tell
    expect(pageMatches(page([]), undefined)).toBe(true);
  });
});
