import { describe, expect, it } from 'vitest';
import { pagerState } from './pager';

describe('pagerState', () => {
  it('offers next only before the last page and previous only after the first', () => {
    expect(pagerState(1, 1)).toEqual({ previous: false, next: false });
    expect(pagerState(1, 2)).toEqual({ previous: false, next: true });
    expect(pagerState(2, 2)).toEqual({ previous: true, next: false });
    expect(pagerState(2, 3)).toEqual({ previous: true, next: true });
  });

  it('offers nothing for an empty list', () => {
    expect(pagerState(1, 0)).toEqual({ previous: false, next: false });
  });
});
