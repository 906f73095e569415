/**
 * §9 one toggle a second: a heart pressed again within a second of its last accepted toggle is
 * ignored (per game, so two hearts may be pressed quickly one after the other). Pure apart from
 * the map it keeps.
 */
export const favouriteThrottleMs = 1000;

export function createThrottle(intervalMs = favouriteThrottleMs) {
  const last = new Map<string, number>();
  return (id: string, now: number): boolean => {
    const previous = last.get(id);
    if (previous !== undefined && now - previous < intervalMs) return false;
    last.set(id, now);
    return true;
  };
}
