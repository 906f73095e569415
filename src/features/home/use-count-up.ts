/**
 * Counts a number up from 0 when its element scrolls into view (IntersectionObserver), once;
 * with reduced motion (or no IntersectionObserver) the final value shows at once.
 */
import { useEffect, useRef, useState, type RefObject } from 'react';
import { counterDurationMs, counterValueAt } from './counter-value';

const canObserve = (): boolean => typeof IntersectionObserver !== 'undefined';

export function useInView<T extends Element>(): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [seen, setSeen] = useState(() => !canObserve());
  useEffect(() => {
    const el = ref.current;
    if (!el || seen) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setSeen(true);
          observer.disconnect();
        }
      },
      { threshold: 0.4 },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [seen]);
  return [ref, seen];
}

export function useCountUp(target: number, start: boolean, still: boolean): number {
  const [value, setValue] = useState(0);
  useEffect(() => {
    if (still || !start) return;
    let frame = 0;
    const began = performance.now();
    const tick = (now: number): void => {
      const next = counterValueAt(target, now - began, counterDurationMs);
      setValue(next);
      if (next < target) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [target, start, still]);
  return still ? target : value;
}
