import { describe, expect, it } from 'vitest';
import { needsGutter } from './scroll-lock';

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
