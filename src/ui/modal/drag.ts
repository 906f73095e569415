/**
 * Moving a modal by its title bar (§9 "draggable"): the offset from its centred place is
 * clamped so the whole panel stays on screen (or, when it is larger than the screen, its
 * top-start corner does, keeping the title bar reachable). Pure and tested (drag.test.ts).
 */

export interface Offset {
  x: number;
  y: number;
}

/** The panel's box at offset {0, 0}, in viewport pixels. */
export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface Viewport {
  width: number;
  height: number;
}

export const origin: Offset = { x: 0, y: 0 };

/** Pixels an arrow key moves the panel; with Shift, `bigKeyStep`. */
export const keyStep = 10;
export const bigKeyStep = 50;

function clampAxis(offset: number, start: number, size: number, room: number): number {
  const min = -start; // start edge at the viewport's start
  const max = room - size - start; // end edge at the viewport's end
  if (max < min) return min; // larger than the viewport: pin the start edge
  return Math.min(Math.max(offset, min), max);
}

/** The nearest offset that keeps `base` (moved by it) inside the viewport. */
export function clampOffset(offset: Offset, base: Box, viewport: Viewport): Offset {
  return {
    x: clampAxis(offset.x, base.left, base.width, viewport.width),
    y: clampAxis(offset.y, base.top, base.height, viewport.height),
  };
}

/** The move an arrow key asks for (physical directions, also in right-to-left pages), or null. */
export function keyMove(key: string, shift: boolean): Offset | null {
  const step = shift ? bigKeyStep : keyStep;
  switch (key) {
    case 'ArrowLeft':
      return { x: -step, y: 0 };
    case 'ArrowRight':
      return { x: step, y: 0 };
    case 'ArrowUp':
      return { x: 0, y: -step };
    case 'ArrowDown':
      return { x: 0, y: step };
    default:
      return null;
  }
}

export function addOffsets(a: Offset, b: Offset): Offset {
  return { x: a.x + b.x, y: a.y + b.y };
}

/** The box at offset {0, 0} from a measured box and the offset it was measured at. */
export function baseBox(measured: Box, at: Offset): Box {
  return { left: measured.left - at.x, top: measured.top - at.y, width: measured.width, height: measured.height };
}
