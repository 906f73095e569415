import { describe, expect, it } from 'vitest';
import { scrollbarWidth } from './scroll-lock';

describe('scrollbarWidth', () => {
  it('is the room the vertical scrollbar takes', () => {
    expect(scrollbarWidth(1280, 1265)).toBe(15);
  });

  it('is zero for overlay scrollbars or a page that does not scroll', () => {
    expect(scrollbarWidth(1280, 1280)).toBe(0);
  });

  it('is never negative (zoom rounding)', () => {
    expect(scrollbarWidth(1279, 1280)).toBe(0);
  });
});
