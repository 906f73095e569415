/** Whether a scrolling box's content is taller than the box (watched as either changes size). */
import { useEffect, useState, type RefObject } from 'react';

export function useOverflowing(box: RefObject<HTMLElement | null>, content: RefObject<HTMLElement | null>): boolean {
  const [overflowing, setOverflowing] = useState(false);
  useEffect(() => {
    const outer = box.current;
    const inner = content.current;
    if (!outer || !inner || typeof ResizeObserver === 'undefined') return undefined;
    // The observer reports once on observe, then on every size change of either.
    const observer = new ResizeObserver(() => setOverflowing(outer.scrollHeight > outer.clientHeight + 1));
    observer.observe(outer);
    observer.observe(inner);
    return () => observer.disconnect();
  }, [box, content]);
  return overflowing;
}
