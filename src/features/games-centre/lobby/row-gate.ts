/**
 * Lets the lobby's rows fill in a few at a time (docs/decisions/021-lobby-lists.md). A row that
 * has just come into view, or whose games just changed (a keystroke), is one plain element
 * painted like a row of empty tiles; it gets its real tiles (names, buttons, icons) when the
 * gate opens for it: never while the list scrolls fast (a fling passes rows nobody looks at),
 * then `perFrame` openings a frame, nearest the viewport first; a row takes its tiles in a few
 * openings (a third of a row each in the lobby). So no frame builds more than a third of a row of tiles,
 * whatever the scrolling or typing does.
 */
import { useEffect, useState } from 'react';

/** Openings (a step of one row) per frame once the list is still (or slow). */
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

/**
 * How far the row may show its tiles: 0 none (the stand-in), then one step per opening up to
 * `steps` (all). A new `generation` (other games in it) closes it again. Each step is one
 * opening of the gate, so a row's tiles come in over `steps` frames.
 */
export function useRowGate(ref: React.RefObject<HTMLElement | null>, generation: unknown, steps: number): number {
  const [state, setState] = useState<{ generation: unknown; level: number }>({ generation: null, level: 0 });
  const level = state.generation === generation ? state.level : 0;
  useEffect(() => {
    const element = ref.current;
    if (level >= steps || !element) return;
    const entry: Waiting = { element, open: () => setState({ generation, level: level + 1 }) };
    waiting.add(entry);
    schedule();
    return () => {
      waiting.delete(entry);
    };
  }, [level, ref, generation, steps]);
  return level;
}
