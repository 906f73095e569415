/**
 * Ends the still first paint (gateway/http/still-first-paint.ts): the still copy of the header
 * and banner leaves and the app's root, laid invisibly over it, shows — in the commit that puts
 * the routed page (or an error or boot screen that replaces it) on screen. Without a still
 * (wide screens keep it hidden; pages without one) there is nothing to do.
 */
import { startTransition, useEffect, useLayoutEffect, useState, type ReactNode } from 'react';

/**
 * Marked once, when the app's first screen commits (still or not): what the bench counts as
 * the code the first screen needed (bench/bundle.bench.ts).
 */
export const appFirstScreenMark = 'portico:app-first-screen';

export function dropStill(doc: Document = document): void {
  doc.getElementById('still')?.remove();
  doc.getElementById('root')?.removeAttribute('data-under-still');
}

let firstScreenShown = false;
const firstScreenListeners = new Set<() => void>();
const subscribeFirstScreen = (listener: () => void) => {
  firstScreenListeners.add(listener);
  return () => void firstScreenListeners.delete(listener);
};

/**
 * Runs `then` once the first contentful paint has been reported (the still's on phones, else
 * this screen's) and a frame and a task have passed: nothing waiting for the first screen
 * delays it. A hidden page reports no paint: at most 3 s.
 */
function afterFirstPaint(then: () => void): void {
  let done = false;
  let observer: PerformanceObserver | null = null;
  const go = (): void => {
    if (done) return;
    done = true;
    observer?.disconnect();
    requestAnimationFrame(() => setTimeout(then));
  };
  try {
    observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) go();
    });
    observer.observe({ type: 'paint', buffered: true });
  } catch {
    // No paint timing here: the timer below.
  }
  setTimeout(go, 3000);
}

/** Rendered beside content that replaces the still: drops it when that content commits. */
export function StillDrop() {
  useLayoutEffect(() => {
    dropStill();
    if (performance.getEntriesByName(appFirstScreenMark).length > 0) return;
    performance.mark(appFirstScreenMark);
    afterFirstPaint(() => {
      firstScreenShown = true;
      for (const listener of firstScreenListeners) listener();
    });
  }, []);
  return null;
}

/**
 * Mounts its children once the app's first screen has been painted: for what must not compete
 * with the page's own code and data (the announcement popup: its code, list, modal, sanitiser).
 * They mount in a transition, which React renders in slices (decision 067).
 */
export function AfterFirstScreen({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(firstScreenShown);
  useEffect(() => {
    if (shown) return;
    const show = (): void => startTransition(() => setShown(true));
    const unsubscribe = subscribeFirstScreen(show);
    // Shown between this render and this effect: nothing will call again.
    if (firstScreenShown) show();
    return unsubscribe;
  }, [shown]);
  return shown ? children : null;
}
