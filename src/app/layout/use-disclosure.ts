/**
 * A disclosure (button + panel) that works with mouse, keyboard and touch: the button toggles;
 * Escape closes and returns focus to the button; focus or a tap leaving the whole widget closes
 * it; optionally a mouse hovering the widget opens it (touch and pen never open on hover).
 * A link activated inside the panel closes it.
 */
import { useCallback, useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent, type PointerEvent } from 'react';

export interface DisclosureOptions {
  /** Open while a mouse hovers the widget (the header's drop menus). */
  hover?: boolean;
}

const hoverCloseDelayMs = 150;

export function useDisclosure({ hover = false }: DisclosureOptions = {}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement & HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const cancelClose = useCallback(() => {
    if (closeTimer.current) clearTimeout(closeTimer.current);
    closeTimer.current = null;
  }, []);

  useEffect(() => cancelClose, [cancelClose]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: globalThis.PointerEvent): void => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const close = useCallback((returnFocus = false) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  const rootProps = {
    ref: rootRef,
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key === 'Escape' && open) {
        event.stopPropagation();
        close(true);
      }
    },
    onBlur: (event: FocusEvent) => {
      const next = event.relatedTarget as Node | null;
      if (open && next && !rootRef.current?.contains(next)) setOpen(false);
    },
    onPointerEnter: (event: PointerEvent) => {
      if (!hover || event.pointerType !== 'mouse') return;
      cancelClose();
      setOpen(true);
    },
    onPointerLeave: (event: PointerEvent) => {
      if (!hover || event.pointerType !== 'mouse') return;
      cancelClose();
      closeTimer.current = setTimeout(() => setOpen(false), hoverCloseDelayMs);
    },
  };

  const buttonProps = {
    ref: buttonRef,
    type: 'button' as const,
    'aria-expanded': open,
    'aria-controls': panelId,
    onClick: () => setOpen((o) => !o),
  };

  const panelProps = {
    id: panelId,
    hidden: !open,
    onClick: (event: { target: EventTarget }) => {
      if ((event.target as Element).closest?.('a')) setOpen(false);
    },
  };

  return { open, setOpen, close, rootProps, buttonProps, panelProps, buttonRef };
}
