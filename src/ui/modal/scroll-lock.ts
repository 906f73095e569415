/**
 * Page scroll lock while a modal is open (§2.4). Counted, so stacked modals share one lock.
 * The page keeps its scroll position, and a visible scrollbar's room is kept with
 * `scrollbar-gutter: stable`, so the page does not jump sideways (no layout shift; the
 * gutter follows the writing direction in right-to-left pages).
 */

let holders = 0;
let saved: { overflow: string; gutter: string } | null = null;

/** Width of the page's vertical scrollbar, from the window's and the root's inner widths. */
export function scrollbarWidth(windowWidth: number, rootClientWidth: number): number {
  return Math.max(0, windowWidth - rootClientWidth);
}

/** Locks page scroll; the returned function releases this hold (once). */
export function lockScroll(): () => void {
  const root = document.documentElement;
  if (holders === 0) {
    saved = { overflow: root.style.overflow, gutter: root.style.scrollbarGutter };
    const bar = scrollbarWidth(window.innerWidth, root.clientWidth);
    root.style.overflow = 'hidden';
    if (bar > 0) root.style.scrollbarGutter = 'stable';
  }
  holders += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holders -= 1;
    if (holders === 0 && saved) {
      root.style.overflow = saved.overflow;
      root.style.scrollbarGutter = saved.gutter;
      saved = null;
    }
  };
}
