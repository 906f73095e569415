/**
 * Lazily loaded pages whose chunk gives up after 120 s (§8 "chunk loading times out after 120
 * seconds"): a slow or failed chunk rejects, and the layout's error boundary shows the
 * load-failure state with a reload instead of a blank page.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { waitsForLater, withLaterIntl } from '../../brand/later-messages';

export const chunkTimeoutMs = 120_000;

export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
}

/** Pure wrapper: the loader's promise, or a ChunkLoadError after `ms`. */
export function withTimeout<T>(load: () => Promise<T>, ms = chunkTimeoutMs): () => Promise<T> {
  return () =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => reject(new ChunkLoadError(`chunk not loaded within ${ms} ms`)), ms);
      load().then(
        (value) => {
          clearTimeout(timer);
          resolve(value);
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(error instanceof Error ? error : new ChunkLoadError(String(error)));
        },
      );
    });
}

/**
 * React.lazy over one named export of a chunk module, with the timeout. A page outside the first
 * screen loads through withLaterMessages (route-modules.ts), so the catalogue's later slice is in
 * when it renders (decision 060).
 */
// `any` props: the constraint only says "a component"; each call site keeps its own props type (M[K]).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>;

export function lazyPage<M extends Record<K, AnyComponent>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
): LazyExoticComponent<M[K]> {
  const timed = withTimeout(load);
  // A page that waited for the catalogue's later slice renders with it (decision 060).
  const later = waitsForLater(load);
  return lazy(() => timed().then((m) => ({ default: later ? withLaterIntl(m[name]) : m[name] })));
}
