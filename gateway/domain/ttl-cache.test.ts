import { describe, expect, it } from 'vitest';
import { createTtlCache } from './ttl-cache';

describe('createTtlCache', () => {
  it('serves from cache until the TTL passes', async () => {
    let t = 0;
    let loads = 0;
    const cache = createTtlCache(
      async (k: string) => `${k}${++loads}`,
      1000,
      () => t,
    );
    expect(await cache.get('a')).toBe('a1');
    t = 999;
    expect(await cache.get('a')).toBe('a1');
    t = 1000;
    expect(await cache.get('a')).toBe('a2');
    cache.invalidate('a');
    expect(await cache.get('a')).toBe('a3');
  });

  it('shares one load between concurrent misses', async () => {
    let loads = 0;
    const cache = createTtlCache(async () => ++loads, 1000);
    const values = await Promise.all([cache.get('k'), cache.get('k'), cache.get('k')]);
    expect(values).toEqual([1, 1, 1]);
  });

  it('does not keep a failed load', async () => {
    let fail = true;
    const cache = createTtlCache(async () => {
      if (fail) throw new Error('down');
      return 'up';
    }, 1000);
    await expect(cache.get('k')).rejects.toThrow('down');
    fail = false;
    expect(await cache.get('k')).toBe('up');
  });

  it('with TTL 0 loads every time', async () => {
    let loads = 0;
    const cache = createTtlCache(async () => ++loads, 0);
    await cache.get('k');
    await cache.get('k');
    expect(loads).toBe(2);
  });
});
