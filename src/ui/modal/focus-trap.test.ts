import { describe, expect, it } from 'vitest';
import { tabOrder, trapTarget } from './focus-trap';

describe('trapTarget', () => {
  it('wraps forward from the last stop to the first', () => {
    expect(trapTarget(2, 3, false)).toBe(0);
  });

  it('wraps backward from the first stop to the last', () => {
    expect(trapTarget(0, 3, true)).toBe(2);
  });

  it('lets the browser move focus between inner stops', () => {
    expect(trapTarget(0, 3, false)).toBeNull();
    expect(trapTarget(1, 3, false)).toBeNull();
    expect(trapTarget(1, 3, true)).toBeNull();
    expect(trapTarget(2, 3, true)).toBeNull();
  });

  it('brings focus from outside (or the container) to the first or last stop', () => {
    expect(trapTarget(-1, 3, false)).toBe(0);
    expect(trapTarget(-1, 3, true)).toBe(2);
  });

  it('keeps focus still when there is nothing to tab to', () => {
    expect(trapTarget(-1, 0, false)).toBe(-1);
    expect(trapTarget(-1, 0, true)).toBe(-1);
  });

  it('cycles a single stop onto itself both ways', () => {
    expect(trapTarget(0, 1, false)).toBe(0);
    expect(trapTarget(0, 1, true)).toBe(0);
  });

  it('visits every stop once per cycle, forward and backward', () => {
    const walk = (backwards: boolean) => {
      const seen: number[] = [];
      let index = -1;
      for (let step = 0; step < 8; step += 1) {
        const forced = trapTarget(index, 4, backwards);
        index = forced ?? index + (backwards ? -1 : 1);
        seen.push(index);
      }
      return seen;
    };
    expect(walk(false)).toEqual([0, 1, 2, 3, 0, 1, 2, 3]);
    expect(walk(true)).toEqual([3, 2, 1, 0, 3, 2, 1, 0]);
  });
});

describe('tabOrder', () => {
  const stop = (name: string, tabIndex: number) => ({ name, tabIndex });

  it('puts positive tabindex first (ascending, stable), then document order, and skips negatives', () => {
    const stops = [stop('a', 0), stop('b', 2), stop('c', -1), stop('d', 1), stop('e', 0), stop('f', 2)];
    expect(tabOrder(stops).map((s) => s.name)).toEqual(['d', 'b', 'f', 'a', 'e']);
  });

  it('keeps plain document order when no tabindex is set', () => {
    const stops = [stop('x', 0), stop('y', 0), stop('z', 0)];
    expect(tabOrder(stops).map((s) => s.name)).toEqual(['x', 'y', 'z']);
  });
});
