/**
 * After a write (an offer sent, an answer given, a form saved): the reads it changed are fetched
 * again, and a read still in flight is dropped first. TanStack Query's invalidation reuses a
 * query's in-flight first fetch instead of starting a new one (it cancels only fetches of queries
 * that already hold data), and that fetch may have been read before the write: a list opened a
 * moment before the write would keep its answer from before it, "sent" beside an empty list.
 */
import type { QueryClient, QueryKey } from '@tanstack/react-query';

export async function refreshAfterWrite(client: QueryClient, ...queryKeys: QueryKey[]): Promise<void> {
  await Promise.all(queryKeys.map((queryKey) => client.cancelQueries({ queryKey })));
  await Promise.all(queryKeys.map((queryKey) => client.invalidateQueries({ queryKey })));
}
