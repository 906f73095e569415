/**
 * A small per-key cache with a time to live, for hot read-mostly data (PGlite has one
 * connection). Concurrent misses for one key share one load; a failed load is not cached.
 * With ttlMs 0 every get loads afresh (tests, and operators who want no staleness).
 */
export interface TtlCache<K, V> {
  get(key: K): Promise<V>;
  invalidate(key?: K): void;
}

interface Slot<V> {
  value: Promise<V>;
  expires: number;
}

export function createTtlCache<K, V>(
  load: (key: K) => Promise<V>,
  ttlMs: number,
  now: () => number = Date.now,
): TtlCache<K, V> {
  const slots = new Map<K, Slot<V>>();
  return {
    get(key) {
      if (ttlMs <= 0) return load(key);
      const t = now();
      const hit = slots.get(key);
      if (hit && hit.expires > t) return hit.value;
      const value = load(key);
      const slot = { value, expires: t + ttlMs };
      slots.set(key, slot);
      value.catch(() => {
        if (slots.get(key) === slot) slots.delete(key);
      });
      return value;
    },
    invalidate(key) {
      if (key === undefined) slots.clear();
      else slots.delete(key);
    },
  };
}
