/**
 * A modal that opens by itself (the announcement popup, an agent's contract requests) waits while
 * the visitor is occupied. One case is filling in a form. Otherwise the modal would land on the
 * login page's password field between two keystrokes, take the focus, and leave the rest of the
 * password typed into nothing. The other case is working in another dialog (the help centre, the
 * login modal, the other self-opening popup). Such modals therefore come one at a time and never
 * stack on what the visitor opened. The modal opens once the focus leaves the form or the
 * dialog: on a tap elsewhere, after submitting, when the dialog closes, or on the next page; never
 * in the middle of a press, so the tap that leaves the form still does what the visitor meant.
 * Once on screen it stays open, whatever gets the focus after that.
 */
import { useCallback, useLayoutEffect, useState, useSyncExternalStore } from 'react';

const notTyped = ['button', 'submit', 'reset', 'checkbox', 'radio', 'image', 'range', 'color'];

/** The focus is in something the visitor is filling in (a text field, any control of a form) or in an open dialog. */
export function isOccupied(element: Element | null): boolean {
  if (!element || element === element.ownerDocument.body) return false;
  if (element.closest('form, [aria-modal="true"]')) return true;
  if (element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement) return true;
  if (element instanceof HTMLInputElement) return !notTyped.includes(element.type);
  return element instanceof HTMLElement && element.isContentEditable;
}

/**
 * A press in progress (a pointer down, until its click is handled) also counts as occupied. A
 * press on a link moves the focus out of a form before the click: a modal opening right then
 * made the page inert under the pointer, and the click (the link the visitor chose) was lost.
 */
let pressing = false;
/** A press that ends in no click (a scroll, a drag) frees the visitor after this long. */
const pressWithoutClickMs = 400;

function subscribe(onChange: () => void): () => void {
  // Focus leaving is read a task later: moving from one field to the next is a focusout (the
  // focus briefly on <body>) and then a focusin, and React may render between the two.
  let timer: ReturnType<typeof setTimeout> | undefined;
  let release: ReturnType<typeof setTimeout> | undefined;
  const onFocusOut = (): void => {
    clearTimeout(timer);
    timer = setTimeout(onChange, 0);
  };
  const freeAfter = (ms: number): void => {
    clearTimeout(release);
    release = setTimeout(() => {
      pressing = false;
      onChange();
    }, ms);
  };
  const onPress = (): void => {
    clearTimeout(release);
    pressing = true;
  };
  // The click's own handlers (a link's navigation) run first; the modal may open a task later.
  const onClick = (): void => freeAfter(0);
  const onPressEnd = (): void => freeAfter(pressWithoutClickMs);
  document.addEventListener('focusin', onChange);
  document.addEventListener('focusout', onFocusOut);
  document.addEventListener('pointerdown', onPress, true);
  document.addEventListener('pointerup', onPressEnd, true);
  document.addEventListener('pointercancel', onPressEnd, true);
  document.addEventListener('click', onClick, true);
  return () => {
    clearTimeout(timer);
    clearTimeout(release);
    document.removeEventListener('focusin', onChange);
    document.removeEventListener('focusout', onFocusOut);
    document.removeEventListener('pointerdown', onPress, true);
    document.removeEventListener('pointerup', onPressEnd, true);
    document.removeEventListener('pointercancel', onPressEnd, true);
    document.removeEventListener('click', onClick, true);
  };
}

const occupied = (): boolean => pressing || isOccupied(document.activeElement);
const never = (): boolean => false;

/**
 * `wants`: the modal has something to show. `opens` is true while it may show: at once when the
 * visitor is free, else when the focus leaves the form or dialog. Render <ShownMarker> beside the
 * modal, inside its Suspense boundary: the modal is a lazy chunk, and only once it is really on
 * screen does it stay open whatever the focus does. A chunk still loading when the visitor starts
 * typing therefore shows nothing until they are free again.
 */
export function useWaitsForVisitor(wants: boolean): { opens: boolean; markShown: () => void } {
  const busy = useSyncExternalStore(subscribe, occupied, never);
  const [shown, setShown] = useState(false);
  // A render-time reset (React's pattern for state that follows props): a later popup waits again.
  if (!wants && shown) setShown(false);
  const markShown = useCallback(() => setShown(true), []);
  return { opens: wants && (shown || !busy), markShown };
}

/** Mounts when the modal beside it mounts (same Suspense boundary), and says so. */
export function ShownMarker({ onShown }: { onShown: () => void }): null {
  useLayoutEffect(onShown, [onShown]);
  return null;
}
