/**
 * Focus containment for modals: which elements Tab reaches inside a container, and where Tab
 * goes at the edges (wraps from last to first and back). The arithmetic is pure and tested
 * (focus-trap.test.ts); the DOM query is a thin layer over it.
 */

const candidates = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'audio[controls]',
  'video[controls]',
  'summary',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]',
].join(',');

export interface TabStop {
  tabIndex: number;
}

/**
 * Tab order of the given stops (already in document order): positive tabindex first in
 * ascending order, then the zero ones in document order; negative ones are skipped.
 */
export function tabOrder<T extends TabStop>(stops: readonly T[]): T[] {
  const positive = stops
    .map((stop, position) => ({ stop, position }))
    .filter(({ stop }) => stop.tabIndex > 0)
    .sort((a, b) => a.stop.tabIndex - b.stop.tabIndex || a.position - b.position)
    .map(({ stop }) => stop);
  return [...positive, ...stops.filter((stop) => stop.tabIndex === 0)];
}

/**
 * Where Tab (or Shift+Tab) must send focus, or null to let the browser move it.
 * @param index position of the focused element among the `count` tab stops; -1 when focus is
 *   on none of them (the container itself, or something outside).
 * @returns the index to focus, -1 to keep focus where it is (no stops at all), or null.
 */
export function trapTarget(index: number, count: number, backwards: boolean): number | null {
  if (count === 0) return -1;
  if (index < 0) return backwards ? count - 1 : 0;
  if (backwards && index === 0) return count - 1;
  if (!backwards && index === count - 1) return 0;
  return null;
}

function isRendered(element: HTMLElement): boolean {
  if (element.closest('[inert], [hidden]')) return false;
  return element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden';
}

/** The elements Tab reaches inside `container`, in tab order. */
export function tabbablesIn(container: HTMLElement): HTMLElement[] {
  const found = [...container.querySelectorAll<HTMLElement>(candidates)].filter(isRendered);
  return tabOrder(found);
}

/** Handles Tab inside `container` so focus never leaves it. Returns true if it moved focus. */
export function containTab(container: HTMLElement, event: KeyboardEvent): boolean {
  if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey) return false;
  const stops = tabbablesIn(container);
  const active = document.activeElement;
  const index = stops.findIndex((el) => el === active);
  const target = trapTarget(index, stops.length, event.shiftKey);
  if (target === null) return false;
  event.preventDefault();
  (stops[target] ?? container).focus();
  return true;
}
