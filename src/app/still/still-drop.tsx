/**
 * Ends the still first paint (gateway/http/still-first-paint.ts): the still copy of the header
 * and banner leaves and the app's root, laid invisibly over it, shows — in the commit that puts
 * the routed page (or an error or boot screen that replaces it) on screen. Without a still
 * (wide screens keep it hidden; pages without one) there is nothing to do.
 */
import { useLayoutEffect } from 'react';

/**
 * Marked once, when the app's first screen commits (still or not): what the bench counts as
 * the code the first screen needed (bench/bundle.bench.ts).
 */
export const appFirstScreenMark = 'portico:app-first-screen';

export function dropStill(doc: Document = document): void {
  doc.getElementById('still')?.remove();
  doc.getElementById('root')?.removeAttribute('data-under-still');
}

/** Rendered beside content that replaces the still: drops it when that content commits. */
export function StillDrop() {
  useLayoutEffect(() => {
    dropStill();
    if (performance.getEntriesByName(appFirstScreenMark).length === 0) performance.mark(appFirstScreenMark);
  }, []);
  return null;
}
