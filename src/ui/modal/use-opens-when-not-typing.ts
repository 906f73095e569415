/**
 * A modal that opens by itself (the announcement popup, an agent's contract requests) waits while
 * the visitor is filling in a form. Otherwise it would land on top of the login page's password
 * field between two keystrokes, take the focus and leave the rest of the password typed into
 * nothing. It opens once the focus has left the form, for example on a tap elsewhere, after
 * submitting, or on the next page. Once open it stays open, whatever gets the focus after that.
 */
import { useState, useSyncExternalStore } from 'react';

/** The focus is in something the visitor is filling in: a text field, or any control of a form. */
export function isFillingIn(element: Element | null): boolean {
  if (!element || element === element.ownerDocument.body) return false;
  if (element.closest('form')) return true;
  if (element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement) return true;
  if (element instanceof HTMLInputElement) return !['button', 'submit', 'reset', 'checkbox', 'radio', 'image', 'range', 'color'].includes(element.type);
  return element instanceof HTMLElement && element.isContentEditable;
}

function subscribe(onChange: () => void): () => void {
  // Focus leaving a field is read a task later: moving from one field to the next is a focusout
  // (the focus briefly on <body>) and then a focusin, and React may render between the two.
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

const fillingIn = (): boolean => isFillingIn(document.activeElement);
const never = (): boolean => false;

/**
 * `wants`: the modal has something to show. True once it may show: at once when nobody is typing,
 * else when the focus leaves the form; it then stays true until `wants` turns false.
 */
export function useOpensWhenNotTyping(wants: boolean): boolean {
  const typing = useSyncExternalStore(subscribe, fillingIn, never);
  const [open, setOpen] = useState(false);
  // Render-time updates (React's pattern for state that follows props): latch when it may open, reset when it no longer wants to.
  if (wants && !typing && !open) setOpen(true);
  if (!wants && open) setOpen(false);
  return wants && (open || !typing);
}
