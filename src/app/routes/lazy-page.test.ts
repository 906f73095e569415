import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, chunkTimeoutMs, withTimeout } from './lazy-page';

afterEach(() => vi.useRealTimers());

describe('withTimeout (§8: chunk loading times out after 120 s)', () => {
  it('is 120 seconds', () => {
    expect(chunkTimeoutMs).toBe(120_000);
  });

  it('passes a chunk that arrives in time through', async () => {
    await expect(withTimeout(async () => 'module', 50)()).resolves.toBe('module');
  });

  it('rejects a chunk that never arrives once the time is up, not before', async () => {
    vi.useFakeTimers();
    let settled = false;
    const pending = withTimeout(() => new Promise<never>(() => undefined))();
    pending.catch(() => undefined).finally(() => (settled = true));
    await vi.advanceTimersByTimeAsync(chunkTimeoutMs - 1);
    expect(settled).toBe(false);
    const assertion = expect(pending).rejects.toBeInstanceOf(ChunkLoadError);
    await vi.advanceTimersByTimeAsync(1);
    await assertion;
  });

  it('passes a failed chunk on as an error', async () => {
    const failure = new TypeError('Failed to fetch dynamically imported module');
    await expect(withTimeout(() => Promise.reject(failure))()).rejects.toBe(failure);
    await expect(withTimeout(() => Promise.reject('text'))()).rejects.toBeInstanceOf(ChunkLoadError);
  });
});
