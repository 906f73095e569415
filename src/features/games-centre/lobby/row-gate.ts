/**
 * Lets the lobby's rows fill in a few at a time (docs/decisions/021-lobby-lists.md). A row that
 * has just come into view, or whose games just changed (a keystroke), is one plain element
 * painted like a row of empty tiles; it gets its real tiles (names, buttons, icons) when the
 * gate opens for it: never while the list scrolls fast (a fling passes rows nobody looks at),
 * then `perFrame` rows a frame, nearest the viewport first. So no frame builds more than one
 * row of tiles, whatever the scrolling or typing does.
 */
import { useEffect, useState } from 'react';

/** Rows let in per frame once the list is still (or slow). */
const perFrame = 1;
/** The list counts as still this long after the last big scroll step. */
const quietMs = 100;
/** Moving less than this between two frames counts as slow reading, not a fling. */
const slowStepPx = 120;

interface Waiting {
  element: HTMLElement;
  open: () => void;
}

const waiting = new Set<Waiting>();
let lastFling = -Infinity;
let lastY = 0;
let frame = 0;

/** Distance of an element from the viewport (0 inside). Read in a frame callback, after layout. */
function distance(element: HTMLElement): number {
  const r = element.getBoundingClientRect();
  if (r.bottom < 0) return -r.bottom;
  if (r.top > window.innerHeight) return r.top - window.innerHeight;
  return 0;
}

function tick(now: number): void {
  frame = 0;
  if (waiting.size === 0) return;
  // Read in the frame (not in a scroll handler, where it would force a layout mid-update).
  const y = window.scrollY;
  if (Math.abs(y - lastY) >= slowStepPx) lastFling = now;
  lastY = y;
  if (now - lastFling >= quietMs) {
    let best: { w: Waiting; d: number }[] = [];
    for (const w of waiting) best.push({ w, d: distance(w.element) });
    best = best.sort((a, b) => a.d - b.d).slice(0, perFrame);
    for (const { w } of best) {
      waiting.delete(w);
      w.open();
    }
  }
  schedule();
}

function schedule(): void {
  if (frame === 0 && waiting.size > 0) frame = requestAnimationFrame(tick);
}

/** True once the row may show its tiles. A new `generation` (other games in it) closes it again. */
export function useRowGate(ref: React.RefObject<HTMLElement | null>, generation: unknown): boolean {
  const [opened, setOpened] = useState<unknown>(null);
  const open = opened === generation && opened !== null;
  useEffect(() => {
    const element = ref.current;
    if (open || !element) return;
    const entry: Waiting = { element, open: () => setOpened(generation) };
    waiting.add(entry);
    schedule();
    return () => {
      waiting.delete(entry);
    };
  }, [open, ref, generation]);
  return open;
}
