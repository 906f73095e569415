/**
 * §9 "caches per session" for the small catalogue answers (hot games, winner board, vendor
 * cards): TanStack Query keeps them for the visit (staleTime Infinity), and a copy in
 * sessionStorage lets a reload in the same tab start from it without asking again. Storage may
 * be unavailable or full: every access is guarded and a failure reads as "nothing cached".
 * docs/decisions/021-lobby-lists.md.
 */
const prefix = 'catalogue-cache:';

/** The storage key of a query key (JSON of the key, so merchant and language are part of it). */
export function sessionCacheKey(queryKey: readonly unknown[]): string {
  return prefix + JSON.stringify(queryKey);
}

export function readSessionCache<T>(queryKey: readonly unknown[]): T | undefined {
  try {
    const text = globalThis.sessionStorage?.getItem(sessionCacheKey(queryKey));
    return text ? (JSON.parse(text) as T) : undefined;
  } catch {
    return undefined;
  }
}

export function writeSessionCache(queryKey: readonly unknown[], value: unknown): void {
  try {
    globalThis.sessionStorage?.setItem(sessionCacheKey(queryKey), JSON.stringify(value));
  } catch {
    // Quota or privacy mode: the answer lives in memory only for this visit.
  }
}

/** Wraps a query function: its answer is also kept in sessionStorage under the query key. */
export function persistedForSession<T>(queryKey: readonly unknown[], fetch: () => Promise<T>): () => Promise<T> {
  return async () => {
    const value = await fetch();
    writeSessionCache(queryKey, value);
    return value;
  };
}
