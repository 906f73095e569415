import { describe, expect, it } from 'vitest';
import { gridShape, tileExtraHeight, tileGap, tileMinWidth } from './lobby-grid';

describe('lobby grid shape', () => {
  it('fits as many tiles as the width allows, at least one, and sizes rows to a square image', () => {
    expect(gridShape(100).columns).toBe(1);
    expect(gridShape(tileMinWidth * 2 + tileGap).columns).toBe(2);
    const wide = gridShape(1104);
    expect(wide.columns).toBe(6);
    const cell = (1104 - tileGap * 5) / 6;
    expect(wide.rowHeight).toBe(Math.ceil(cell + tileExtraHeight + tileGap));
  });
});
