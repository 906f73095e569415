import { describe, expect, it } from 'vitest';
import { crumbsOf, totalPages } from './team-path';

describe('team management breadcrumb', () => {
  it('is only "my team", current, at the top level', () => {
    expect(crumbsOf([])).toEqual([{ parentId: null, account: null, current: true }]);
  });

  it('leads from my team down to the listed member, the last crumb current', () => {
    expect(crumbsOf([{ id: '7', account: 'down01' }, { id: '9', account: 'sub01' }])).toEqual([
      { parentId: null, account: null, current: false },
      { parentId: '7', account: 'down01', current: false },
      { parentId: '9', account: 'sub01', current: true },
    ]);
  });
});

describe('pages of a paged answer', () => {
  it.each([
    [0, 20, 1],
    [20, 20, 1],
    [21, 20, 2],
    [205, 20, 11],
  ])('%i rows of %i a page → %i pages', (total, pageSize, pages) => {
    expect(totalPages({ total, pageSize })).toBe(pages);
  });
});
