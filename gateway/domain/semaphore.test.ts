import { describe, expect, it } from 'vitest';
import { createSemaphore, SemaphoreFull } from './semaphore';

describe('semaphore', () => {
  it('runs at most `limit` tasks at once, queues the rest in order, refuses beyond the queue', async () => {
    const s = createSemaphore(2, 2);
    let running = 0;
    let peak = 0;
    const order: number[] = [];
    const task = (n: number) =>
      s.run(async () => {
        running += 1;
        peak = Math.max(peak, running);
        await new Promise((r) => setTimeout(r, 5));
        order.push(n);
        running -= 1;
        return n;
      });
    const runs = [task(1), task(2), task(3), task(4)];
    await expect(task(5)).rejects.toBeInstanceOf(SemaphoreFull);
    expect(await Promise.all(runs)).toEqual([1, 2, 3, 4]);
    expect(peak).toBe(2);
    expect(order.slice(2)).toEqual([3, 4]);
    expect([s.active, s.waiting]).toEqual([0, 0]);
  });

  it('releases on failure', async () => {
    const s = createSemaphore(1);
    await expect(s.run(async () => Promise.reject(new Error('x')))).rejects.toThrow('x');
    expect(await s.run(async () => 7)).toBe(7);
  });
});
