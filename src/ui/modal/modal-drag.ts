/**
 * Dragging a modal by its title bar: pointer (mouse, pen, touch) and keyboard (arrow keys on
 * the move handle). The offset is clamped on every move and on window resize (drag.ts).
 */
import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type PointerEvent, type RefObject } from 'react';
import { addOffsets, baseBox, clampOffset, keyMove, origin, type Offset } from './drag';

/** Marks elements inside the title bar that do not start a drag (the close button). */
export const noDragAttribute = 'data-no-drag';

interface DragStart {
  pointerId: number;
  x: number;
  y: number;
  from: Offset;
}

export interface ModalDrag {
  offset: Offset;
  onPointerDown: (event: PointerEvent<HTMLElement>) => void;
  onPointerMove: (event: PointerEvent<HTMLElement>) => void;
  onPointerUp: (event: PointerEvent<HTMLElement>) => void;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
}

export function useModalDrag(panelRef: RefObject<HTMLElement | null>, enabled: boolean): ModalDrag {
  const [offset, setOffset] = useState<Offset>(origin);
  const current = useRef<Offset>(origin);
  const start = useRef<DragStart | null>(null);

  const moveTo = useCallback(
    (wanted: Offset) => {
      const panel = panelRef.current;
      if (!panel) return;
      const rect = panel.getBoundingClientRect();
      const base = baseBox({ left: rect.left, top: rect.top, width: rect.width, height: rect.height }, current.current);
      const viewport = { width: document.documentElement.clientWidth, height: window.innerHeight };
      const next = clampOffset(wanted, base, viewport);
      current.current = next;
      setOffset(next);
    },
    [panelRef],
  );

  useEffect(() => {
    if (!enabled) return undefined;
    const onResize = (): void => moveTo(current.current);
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, [enabled, moveTo]);

  const onPointerDown = useCallback(
    (event: PointerEvent<HTMLElement>) => {
      if (!enabled || event.button !== 0) return;
      if ((event.target as Element).closest(`[${noDragAttribute}]`)) return;
      start.current = { pointerId: event.pointerId, x: event.clientX, y: event.clientY, from: current.current };
      event.currentTarget.setPointerCapture(event.pointerId);
      event.preventDefault(); // no text selection while dragging
    },
    [enabled],
  );

  const onPointerMove = useCallback(
    (event: PointerEvent<HTMLElement>) => {
      const from = start.current;
      if (!from || from.pointerId !== event.pointerId) return;
      moveTo({ x: from.from.x + event.clientX - from.x, y: from.from.y + event.clientY - from.y });
    },
    [moveTo],
  );

  const onPointerUp = useCallback((event: PointerEvent<HTMLElement>) => {
    if (start.current?.pointerId !== event.pointerId) return;
    start.current = null;
    if (event.currentTarget.hasPointerCapture(event.pointerId)) event.currentTarget.releasePointerCapture(event.pointerId);
  }, []);

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      if (!enabled) return;
      const move = keyMove(event.key, event.shiftKey);
      if (!move) return;
      event.preventDefault();
      moveTo(addOffsets(current.current, move));
    },
    [enabled, moveTo],
  );

  return { offset, onPointerDown, onPointerMove, onPointerUp, onKeyDown };
}
