/**
 * The launch asked for: a tiny external store (like src/api/dialog-requests.ts), so any tile,
 * list or banner can start a launch without owning its dialogs. GameLaunchHost (mounted once
 * by the router) runs the launch machine for the newest request; one launch at a time.
 */
import { useSyncExternalStore } from 'react';
import type { LaunchTarget } from '../../../machines/game-launch-steps';

export interface LaunchRequest {
  target: LaunchTarget;
  /** A tab opened during the click (brand opens games in a new tab), to send the game to. */
  tab: Window | null;
  /** Increases with every request, so the same game launched again starts afresh. */
  serial: number;
}

let current: LaunchRequest | null = null;
let serial = 0;
const listeners = new Set<() => void>();

function publish(next: LaunchRequest | null): void {
  current = next;
  for (const listener of listeners) listener();
}

export function requestLaunch(target: LaunchTarget, tab: Window | null = null): void {
  serial += 1;
  publish({ target, tab, serial });
}

/** Ends the launch with this serial (a newer one is kept). */
export function endLaunch(serialOf: number): void {
  if (current?.serial === serialOf) publish(null);
}

export function getLaunchRequest(): LaunchRequest | null {
  return current;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useLaunchRequest(): LaunchRequest | null {
  return useSyncExternalStore(subscribe, getLaunchRequest, getLaunchRequest);
}
