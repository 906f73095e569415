import { describe, expect, it } from 'vitest';
import { needsGutter, scrollbarWidth } from './scroll-lock';

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

describe('needsGutter', () => {
  it('reserves the room when scrollbars take space and the page is taller than the window', () => {
    expect(needsGutter(15, 3000, 800)).toBe(true);
  });

  it('does not for a page that fits (it would add an empty gutter)', () => {
    expect(needsGutter(15, 800, 800)).toBe(false);
  });

  it('does not for overlay scrollbars', () => {
    expect(needsGutter(0, 3000, 800)).toBe(false);
  });
});
