import { describe, expect, it } from 'vitest';
import { createThrottle, favouriteThrottleMs } from './favourite-throttle';

describe('favourite throttle (§9 one toggle a second)', () => {
  it('accepts the first toggle, ignores another within a second, accepts after', () => {
    const may = createThrottle();
    expect(may('1', 1000)).toBe(true);
    expect(may('1', 1000 + favouriteThrottleMs - 1)).toBe(false);
    expect(may('1', 1000 + favouriteThrottleMs)).toBe(true);
  });

  it('counts per game: another heart may be pressed at once', () => {
    const may = createThrottle();
    expect(may('1', 0)).toBe(true);
    expect(may('2', 1)).toBe(true);
  });

  it('an ignored press does not extend the wait', () => {
    const may = createThrottle(1000);
    expect(may('1', 0)).toBe(true);
    expect(may('1', 900)).toBe(false);
    expect(may('1', 1000)).toBe(true);
  });
});
