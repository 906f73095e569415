import { describe, expect, it } from 'vitest';
import { counterValueAt } from './counter-value';

describe('counterValueAt', () => {
  it('starts at 0 and ends exactly at the target', () => {
    expect(counterValueAt(90, 0, 1000)).toBe(0);
    expect(counterValueAt(90, -5, 1000)).toBe(0);
    expect(counterValueAt(90, 1000, 1000)).toBe(90);
    expect(counterValueAt(90, 5000, 1000)).toBe(90);
  });

  it('rises monotonically in whole numbers and never passes the target', () => {
    let last = 0;
    for (let ms = 0; ms <= 1000; ms += 16) {
      const v = counterValueAt(23, ms, 1000);
      expect(Number.isInteger(v)).toBe(true);
      expect(v).toBeGreaterThanOrEqual(last);
      expect(v).toBeLessThanOrEqual(23);
      last = v;
    }
  });

  it('eases out: more than half way at half time', () => {
    expect(counterValueAt(100, 500, 1000)).toBeGreaterThan(50);
  });

  it('a zero duration shows the target at once', () => {
    expect(counterValueAt(80, 0, 0)).toBe(80);
  });
});
