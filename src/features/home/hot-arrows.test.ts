import { describe, expect, it } from 'vitest';
import { hotArrowsAbove, showsHotArrows } from './hot-arrows';

describe('hot games carousel arrows (§9 "carousel arrows above 5")', () => {
  it('appear only when there are more than 5 games', () => {
    expect(hotArrowsAbove).toBe(5);
    for (const count of [0, 1, 2, 5]) expect(showsHotArrows(count), String(count)).toBe(false);
    for (const count of [6, 7, 20]) expect(showsHotArrows(count), String(count)).toBe(true);
  });
});
