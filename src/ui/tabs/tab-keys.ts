/**
 * Arrow-key movement in a tab list (WAI-ARIA tabs pattern): Down/Up in a vertical list,
 * Right/Left in a horizontal one (mirrored in right-to-left pages), Home and End; the ends
 * wrap. Pure and tested (tab-keys.test.ts).
 */
export type Orientation = 'horizontal' | 'vertical';

/** The index a key moves to, or null when the key does not move (let it do its usual thing). */
export function tabKeyTarget(
  key: string,
  current: number,
  count: number,
  orientation: Orientation,
  rtl: boolean,
): number | null {
  if (count === 0) return null;
  const wrap = (index: number) => (index + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  const forward = orientation === 'vertical' ? 'ArrowDown' : rtl ? 'ArrowLeft' : 'ArrowRight';
  const backward = orientation === 'vertical' ? 'ArrowUp' : rtl ? 'ArrowRight' : 'ArrowLeft';
  if (key === forward) return wrap(current + 1);
  if (key === backward) return wrap(current - 1);
  return null;
}
