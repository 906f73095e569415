import { describe, expect, it } from 'vitest';
import { tabKeyTarget } from './tab-keys';

describe('tabKeyTarget', () => {
  it('moves down and up a vertical list, wrapping at the ends', () => {
    expect(tabKeyTarget('ArrowDown', 0, 3, 'vertical', false)).toBe(1);
    expect(tabKeyTarget('ArrowDown', 2, 3, 'vertical', false)).toBe(0);
    expect(tabKeyTarget('ArrowUp', 0, 3, 'vertical', false)).toBe(2);
  });

  it('ignores sideways arrows in a vertical list and vertical arrows in a horizontal one', () => {
    expect(tabKeyTarget('ArrowRight', 0, 3, 'vertical', false)).toBeNull();
    expect(tabKeyTarget('ArrowDown', 0, 3, 'horizontal', false)).toBeNull();
  });

  it('moves right and left in a horizontal list, mirrored right-to-left', () => {
    expect(tabKeyTarget('ArrowRight', 0, 3, 'horizontal', false)).toBe(1);
    expect(tabKeyTarget('ArrowLeft', 0, 3, 'horizontal', false)).toBe(2);
    expect(tabKeyTarget('ArrowLeft', 0, 3, 'horizontal', true)).toBe(1);
    expect(tabKeyTarget('ArrowRight', 0, 3, 'horizontal', true)).toBe(2);
  });

  it('jumps to the ends with Home and End', () => {
    expect(tabKeyTarget('Home', 2, 5, 'vertical', false)).toBe(0);
    expect(tabKeyTarget('End', 1, 5, 'horizontal', true)).toBe(4);
  });

  it('does nothing in an empty list or for other keys', () => {
    expect(tabKeyTarget('ArrowDown', 0, 0, 'vertical', false)).toBeNull();
    expect(tabKeyTarget('Enter', 0, 3, 'vertical', false)).toBeNull();
  });
});
