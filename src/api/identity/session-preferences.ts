/**
 * Small display choices kept across visits in localStorage: the masked balance (§4 "Balance can
 * be masked") and the collapsed right bar (§2.3). Guarded like every storage access: a failure
 * reads as the default and the choice lives in memory.
 */
import { useCallback, useSyncExternalStore } from 'react';

export const preferenceKeys = {
  balanceHidden: 'balanceHidden',
  rightBarCollapsed: 'rightBarCollapsed',
} as const;

export type PreferenceKey = (typeof preferenceKeys)[keyof typeof preferenceKeys];

const memory = new Map<PreferenceKey, boolean>();
const listeners = new Set<() => void>();

export function readFlag(key: PreferenceKey): boolean {
  const held = memory.get(key);
  if (held !== undefined) return held;
  try {
    return globalThis.localStorage?.getItem(key) === '1';
  } catch {
    return false;
  }
}

export function writeFlag(key: PreferenceKey, value: boolean): void {
  memory.set(key, value);
  try {
    globalThis.localStorage?.setItem(key, value ? '1' : '0');
  } catch {
    // Kept in memory only.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A persisted on/off choice and its setter. */
export function useFlag(key: PreferenceKey): [boolean, (value: boolean) => void] {
  const value = useSyncExternalStore(
    subscribe,
    () => readFlag(key),
    () => false,
  );
  const set = useCallback((next: boolean) => writeFlag(key, next), [key]);
  return [value, set];
}
