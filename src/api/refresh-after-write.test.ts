import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { refreshAfterWrite } from './refresh-after-write';

/** A store whose reads take `latencyMs` and answer what was stored when the read began. */
function slowStore(latencyMs: number) {
  const store = { items: [] as string[], reads: 0 };
  const read = async ({ signal }: { signal: AbortSignal }): Promise<string[]> => {
    store.reads += 1;
    const seen = [...store.items];
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(resolve, latencyMs);
      signal.addEventListener('abort', () => {
        clearTimeout(timer);
        reject(new Error('aborted'));
      });
    });
    return seen;
  };
  return { store, read };
}

describe('refreshAfterWrite', () => {
  const clients: QueryClient[] = [];
  afterEach(() => clients.splice(0).forEach((c) => c.clear()));

  /** A client with one list on screen (an active observer) read from a store answering in `latencyMs`. */
  function listOnScreen(queryKey: string[], latencyMs: number) {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    clients.push(client);
    const { store, read } = slowStore(latencyMs);
    const observer = new QueryObserver(client, { queryKey, queryFn: read });
    const unsubscribe = observer.subscribe(() => undefined);
    return { client, store, observer, unsubscribe };
  }

  it('a list whose first read was in flight during the write shows the write', async () => {
    const { client, store, observer, unsubscribe } = listOnScreen(['contracts', 'offered'], 40);
    expect(observer.getCurrentResult().fetchStatus).toBe('fetching'); // read before the write
    store.items.push('offer-1'); // the write lands meanwhile
    await refreshAfterWrite(client, ['contracts']);
    expect(observer.getCurrentResult().data).toEqual(['offer-1']);
    expect(store.reads).toBe(2);
    unsubscribe();
  });

  it('a list already shown is read again after the write', async () => {
    const { client, store, observer, unsubscribe } = listOnScreen(['member', 'withdrawals'], 5);
    await client.getQueryCache().find({ queryKey: ['member', 'withdrawals'] })?.promise;
    expect(observer.getCurrentResult().data).toEqual([]);
    store.items.push('w-1');
    await refreshAfterWrite(client, ['member', 'withdrawals'], ['member', 'security']);
    expect(observer.getCurrentResult().data).toEqual(['w-1']);
    unsubscribe();
  });
});
