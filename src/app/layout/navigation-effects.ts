/**
 * What happens after every navigation (§2.1, READINGS #15): the page loader is hidden; the page
 * scrolls to the top, unless the address has an anchor, which wins — it is scrolled to as soon
 * as it exists (a lazily loaded page renders it a little later); and focus lost with the old
 * page goes to the main region so keyboard and screen-reader users start at the new content.
 * A page writing its own state into the address (the lobby's filters) is not a navigation: it
 * says so with the history state `{ keepScroll: true }`, and the page stays where it is
 * scrolled (back and forward to such an entry too). A convention, like React Router's
 * preventScrollReset, so no module is shared for it (one more file on /rng's first paint).
 */
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { hidePageLoader } from '../../api/identity/session-loader';

/** The history state of an address change that keeps the page where it is. */
export function keepsScroll(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { keepScroll?: unknown }).keepScroll === true;
}

/** How long a hash link waits for its anchor to appear. */
export const anchorWaitMs = 5_000;

export function anchorId(hash: string): string | null {
  if (!hash || hash === '#') return null;
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return hash.slice(1);
  }
}

/** Scrolls to the element once it exists; returns a cancel function. */
export function scrollToAnchorWhenPresent(id: string, timeoutMs = anchorWaitMs): () => void {
  const found = document.getElementById(id);
  if (found) {
    found.scrollIntoView();
    return () => undefined;
  }
  const observer = new MutationObserver(() => {
    const el = document.getElementById(id);
    if (!el) return;
    stop();
    el.scrollIntoView();
  });
  const timer = setTimeout(() => stop(), timeoutMs);
  function stop(): void {
    observer.disconnect();
    clearTimeout(timer);
  }
  observer.observe(document.body, { childList: true, subtree: true });
  return stop;
}

export function useNavigationEffects(mainId: string): void {
  const { key, pathname, hash, state } = useLocation();
  const samePage = keepsScroll(state);
  const first = useRef(true);
  useEffect(() => {
    hidePageLoader();
    if (samePage && !first.current) return undefined;
    const active = document.activeElement;
    // Not on the first page of the visit: there Tab must still reach the skip link first.
    if (!first.current && (!active || active === document.body || !active.isConnected))
      document.getElementById(mainId)?.focus({ preventScroll: true });
    first.current = false;
    const id = anchorId(hash);
    if (id) return scrollToAnchorWhenPresent(id);
    window.scrollTo(0, 0);
    return undefined;
  }, [key, pathname, hash, mainId, samePage]);
}
