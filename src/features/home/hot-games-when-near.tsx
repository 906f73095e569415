/**
 * Mounts home's game sections only when their reserved place comes into view: a visit that
 * never scrolls down never downloads them (Swiper, the game tile, the launch machine), so they
 * add nothing to the home page's first load (bench "initial JS /", Lighthouse). The placeholder
 * holds their height, so nothing moves when they arrive.
 */
import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';

export function WhenNear({ children, minHeight }: { children: ReactNode; minHeight: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver((entries) => {
      // A transition: the sections render in slices, not in one long task (decision 067).
      if (entries.some((e) => e.isIntersecting)) startTransition(() => setNear(true));
    }, { rootMargin: '100px 0px' });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return near ? children : <div ref={ref} style={{ minHeight }} data-testid="home-games-placeholder" />;
}
