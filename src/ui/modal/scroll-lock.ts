/**
 * Page scroll lock while a modal is open (§2.4). Counted, so stacked modals share one lock.
 * The page keeps its scroll position, and where scrollbars take room (classic, not overlay
 * scrollbars) that room stays reserved with `scrollbar-gutter: stable` whenever the page is
 * taller than the window, also when it grows while locked (content loading under the modal):
 * so the page never jumps sideways, neither on lock nor on release. The gutter follows the
 * writing direction in right-to-left pages.
 */

let holders = 0;
let saved: { overflow: string; gutter: string } | null = null;
let watcher: ResizeObserver | null = null;
let classicWidth: number | null = null;

/** Pure: reserve the gutter when scrollbars take room and the page would scroll. */
export function needsGutter(scrollbarRoom: number, contentHeight: number, windowHeight: number): boolean {
  return scrollbarRoom > 0 && contentHeight > windowHeight;
}

/** Room a scrollbar takes on this platform (0 for overlay scrollbars), measured once. */
function platformScrollbarWidth(): number {
  if (classicWidth !== null) return classicWidth;
  const probe = document.createElement('div');
  probe.style.cssText = 'position:absolute;top:-200px;width:100px;height:50px;overflow:scroll;visibility:hidden';
  document.body.append(probe);
  classicWidth = probe.offsetWidth - probe.clientWidth;
  probe.remove();
  return classicWidth;
}

function updateGutter(): void {
  const root = document.documentElement;
  const reserve = needsGutter(platformScrollbarWidth(), root.scrollHeight, window.innerHeight);
  root.style.scrollbarGutter = reserve ? 'stable' : (saved?.gutter ?? '');
}

/**
 * Locks page scroll; the returned function releases this hold (once). Nothing is measured in
 * the task that opens the modal: reading the page's size there forced a layout of the whole page
 * into it (on a phone the popup's opening task grew by ~75 ms). The gutter is decided in the next
 * animation frame, before that frame's layout and paint: a page that scrolls keeps its
 * scrollbar's room in the very frame the lock shows.
 */
export function lockScroll(): () => void {
  const root = document.documentElement;
  if (holders === 0) {
    saved = { overflow: root.style.overflow, gutter: root.style.scrollbarGutter };
    root.style.overflow = 'hidden';
    const lock = saved;
    requestAnimationFrame(() => {
      if (saved !== lock) return; // released (and perhaps locked again) before the frame
      updateGutter();
      if (typeof ResizeObserver !== 'undefined') {
        watcher = new ResizeObserver(updateGutter);
        watcher.observe(document.body);
      }
    });
  }
  holders += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holders -= 1;
    if (holders === 0 && saved) {
      watcher?.disconnect();
      watcher = null;
      root.style.overflow = saved.overflow;
      root.style.scrollbarGutter = saved.gutter;
      saved = null;
    }
  };
}
