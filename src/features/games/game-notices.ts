/**
 * Short notices the game pieces raise (a favourite that could not be saved): a tiny external
 * store; GameLaunchHost shows the newest in a polite live region for a few seconds.
 */
import { useSyncExternalStore } from 'react';

export interface GameNotice {
  /** Locale key of the message; `values` fill its placeholders. */
  key: string;
  values: Record<string, string>;
  /** Locale key of a second sentence (the reason), or null. */
  detailKey: string | null;
  serial: number;
}

let current: GameNotice | null = null;
let serial = 0;
const listeners = new Set<() => void>();

function publish(next: GameNotice | null): void {
  current = next;
  for (const listener of listeners) listener();
}

export function showGameNotice(key: string, values: Record<string, string> = {}, detailKey: string | null = null): void {
  serial += 1;
  publish({ key, values, detailKey, serial });
}

export function dismissGameNotice(serialOf: number): void {
  if (current?.serial === serialOf) publish(null);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const read = (): GameNotice | null => current;

export function useGameNotice(): GameNotice | null {
  return useSyncExternalStore(subscribe, read, read);
}
