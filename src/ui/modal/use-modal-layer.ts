/**
 * What an open modal does to the page: a portal container on <body>, the modal stack (the rest
 * of the page inert), the scroll lock, initial focus, Tab kept inside, Escape for the top modal
 * only (and only when the modal can be closed), and focus back to the opener on close.
 */
import { useLayoutEffect, useEffect, useRef, useState, type RefObject } from 'react';
import { containTab, tabbablesIn } from './focus-trap';
import { isTopLayer, pushLayer } from './modal-stack';
import { lockScroll } from './scroll-lock';

export interface ModalLayerOptions {
  panelRef: RefObject<HTMLElement | null>;
  bodyRef: RefObject<HTMLElement | null>;
  initialFocus?: RefObject<HTMLElement | null>;
  /** Called on Escape; absent when the modal has no close button. */
  onEscape?: () => void;
}

/**
 * The caller's element, else the first control of the content, else the dialog itself (its
 * name and text are read; Tab then reaches the title bar's buttons first).
 */
function focusInitial(panel: HTMLElement, body: HTMLElement | null, initial: HTMLElement | null | undefined): void {
  const target = initial ?? (body && tabbablesIn(body)[0]) ?? panel;
  target.focus({ preventScroll: true });
}

/**
 * Content loaded after opening (a spinner first): while focus still rests on the dialog itself,
 * it moves to the first control as soon as there is one.
 */
function focusContentWhenItArrives(panel: HTMLElement, body: HTMLElement): () => void {
  if (document.activeElement !== panel) return () => undefined;
  const observer = new MutationObserver(() => {
    if (document.activeElement !== panel) {
      observer.disconnect();
      return;
    }
    const target = tabbablesIn(body)[0];
    if (!target) return;
    observer.disconnect();
    target.focus({ preventScroll: true });
  });
  observer.observe(body, { childList: true, subtree: true });
  return () => observer.disconnect();
}

function restoreFocus(opener: Element | null): void {
  if (!(opener instanceof HTMLElement) || !opener.isConnected || opener === document.body) return;
  opener.focus({ preventScroll: true });
}

/**
 * Returns the portal container. Containers are appended in opening order with one z-index, so a
 * modal opened later paints above the earlier ones.
 */
export function useModalLayer({ panelRef, bodyRef, initialFocus, onEscape }: ModalLayerOptions) {
  const [container] = useState(() => {
    const div = document.createElement('div');
    div.setAttribute('data-modal-layer', '');
    return div;
  });
  const escape = useRef(onEscape);
  useEffect(() => {
    escape.current = onEscape;
  }, [onEscape]);

  useLayoutEffect(() => {
    const opener = document.activeElement;
    document.body.append(container);
    const popLayer = pushLayer(container);
    const unlock = lockScroll();
    const panel = panelRef.current;
    const body = bodyRef.current;
    // Focus moves in the next animation frame (the panel is still fading in): finding the first
    // control and focusing it lay out the page, which here would lengthen the task that opens the
    // modal (on a phone, the popup's by ~30 ms); in the frame, that layout is the frame's own.
    let stopWaiting = (): void => undefined;
    const frame = requestAnimationFrame(() => {
      if (!panel) return;
      focusInitial(panel, body, initialFocus?.current);
      if (body) stopWaiting = focusContentWhenItArrives(panel, body);
    });
    return () => {
      cancelAnimationFrame(frame);
      stopWaiting();
      unlock();
      popLayer();
      container.remove();
      restoreFocus(opener);
    };
    // Runs once per opening: the refs are stable and the opener is read at open time.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [container]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent): void => {
      const panel = panelRef.current;
      if (!panel || !isTopLayer(container) || event.defaultPrevented) return;
      if (event.key === 'Escape' && !event.isComposing && escape.current) {
        event.preventDefault();
        escape.current();
      } else if (event.key === 'Tab') {
        containTab(panel, event);
      }
    };
    const onFocusIn = (event: FocusEvent): void => {
      const panel = panelRef.current;
      if (!panel || !isTopLayer(container) || container.contains(event.target as Node)) return;
      focusInitial(panel, bodyRef.current, null);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [container, panelRef, bodyRef]);

  return container;
}
