/**
 * A modal that opens by itself (the announcement popup, an agent's contract requests) waits while
 * the visitor is occupied. One case is filling in a form. Otherwise the modal would land on the
 * login page's password field between two keystrokes, take the focus, and leave the rest of the
 * password typed into nothing. The other case is working in another dialog (the help centre, the
 * login modal, the other self-opening popup). Such modals therefore come one at a time and never
 * stack on what the visitor opened. The modal opens once the focus leaves the form or the
 * dialog: on a tap elsewhere, after submitting, when the dialog closes, or on the next page. Once
 * open it stays open, whatever gets the focus after that.
 */
import { useState, useSyncExternalStore } from 'react';

const notTyped = ['button', 'submit', 'reset', 'checkbox', 'radio', 'image', 'range', 'color'];

/** The focus is in something the visitor is filling in (a text field, any control of a form) or in an open dialog. */
export function isOccupied(element: Element | null): boolean {
  if (!element || element === element.ownerDocument.body) return false;
  if (element.closest('form, [aria-modal="true"]')) return true;
  if (element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement) return true;
  if (element instanceof HTMLInputElement) return !notTyped.includes(element.type);
  return element instanceof HTMLElement && element.isContentEditable;
}

function subscribe(onChange: () => void): () => void {
  // Focus leaving is read a task later: moving from one field to the next is a focusout (the
  // focus briefly on <body>) and then a focusin, and React may render between the two.
  let timer: ReturnType<typeof setTimeout> | undefined;
  const onFocusOut = (): void => {
    clearTimeout(timer);
    timer = setTimeout(onChange, 0);
  };
  document.addEventListener('focusin', onChange);
  document.addEventListener('focusout', onFocusOut);
  return () => {
    clearTimeout(timer);
    document.removeEventListener('focusin', onChange);
    document.removeEventListener('focusout', onFocusOut);
  };
}

const occupied = (): boolean => isOccupied(document.activeElement);
const never = (): boolean => false;

/**
 * `wants`: the modal has something to show. True once it may show: at once when the visitor is
 * free, else when the focus leaves the form or dialog; it then stays true until `wants` turns false.
 */
export function useWaitsForVisitor(wants: boolean): boolean {
  const busy = useSyncExternalStore(subscribe, occupied, never);
  const [open, setOpen] = useState(false);
  // Render-time updates (React's pattern for state that follows props): latch when it may open, reset when it no longer wants to.
  if (wants && !busy && !open) setOpen(true);
  if (!wants && open) setOpen(false);
  return wants && (open || !busy);
}
