/**
 * The page-wide loader (§2.1 "after every navigation … the loader is hidden"; §2.6, §2.10 "shows a
 * loader"): a counter-free on/off switch any feature can flip, shown by the app layout as an
 * overlay, and switched off by the layout after every navigation.
 */
import { useSyncExternalStore } from 'react';

let visible = false;
const listeners = new Set<() => void>();

function set(next: boolean): void {
  if (visible === next) return;
  visible = next;
  for (const listener of listeners) listener();
}

export function showPageLoader(): void {
  set(true);
}

export function hidePageLoader(): void {
  set(false);
}

export function isPageLoaderVisible(): boolean {
  return visible;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function usePageLoader(): boolean {
  return useSyncExternalStore(subscribe, isPageLoaderVisible, isPageLoaderVisible);
}
