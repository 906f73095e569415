/**
 * Mounts its children once the browser is idle after the first screen (requestIdleCallback,
 * else a short timeout), as a transition React may slice. For parts below the fold (footer,
 * right bar, home's lower sections): the first screen commits and paints sooner, in smaller
 * tasks. Callers keep such parts out of the first viewport, so their arrival shifts nothing
 * on screen (CLS). docs/decisions/013-compression-and-caching.md.
 */
import { startTransition, useEffect, useState, type ReactNode } from 'react';

/** At most this long, even when the page never goes idle. */
const idleTimeoutMs = 1500;

export function WhenIdle({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const show = (): void => startTransition(() => setShown(true));
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(show, { timeout: idleTimeoutMs });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(show, 1);
    return () => window.clearTimeout(id);
  }, []);
  return shown ? children : null;
}
