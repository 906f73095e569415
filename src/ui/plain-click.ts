import type { MouseEvent } from 'react';

/** A primary-button click with no modifier: the one a link may take over (others open tabs). */
export function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey && !event.defaultPrevented;
}
