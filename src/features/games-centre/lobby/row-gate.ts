/**
 * Lets the lobby's tiles in a few at a time. A game tile subscribes to queries and its icon is
 * an SVG image, for which Chromium builds a small document: a dozen arriving in one frame make
 * a long frame (~30 ms each image on a slow phone, the bench's 4× CPU throttling). So a cell
 * shows a light stand-in until the gate opens for it: never while the list scrolls fast (a
 * fling passes rows nobody looks at), then `perFrame` cells a frame, nearest the viewport first.
 * docs/decisions/021-lobby-lists.md.
 */
import { useEffect, useState } from 'react';

/** Cells let in per frame once the list is still (or slow). */
const perFrame = 1;
/** The list counts as still this long after the last big scroll step. */
const quietMs = 120;
/** Moving less than this between two frames counts as slow reading, not a fling. */
const slowStepPx = 120;

interface Waiting {
  element: HTMLElement;
  open: () => void;
}

const waiting = new Set<Waiting>();
let lastFling = 0;
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
    const next = [...waiting].map((w) => ({ w, d: distance(w.element) })).sort((a, b) => a.d - b.d).slice(0, perFrame);
    for (const { w } of next) {
      waiting.delete(w);
      w.open();
    }
  }
  schedule();
}

function schedule(): void {
  if (frame === 0 && waiting.size > 0) frame = requestAnimationFrame(tick);
}

/** True once the cell's image may load. */
export function useImageGate(ref: React.RefObject<HTMLElement | null>): boolean {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (open || !element) return;
    const entry: Waiting = { element, open: () => setOpen(true) };
    waiting.add(entry);
    schedule();
    return () => {
      waiting.delete(entry);
    };
  }, [open, ref]);
  return open;
}
