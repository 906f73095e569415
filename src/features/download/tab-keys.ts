/**
 * (Same as features/home/tab-keys.ts: features may not share files; a candidate for src/ui.)
 * Keyboard movement in a WAI-ARIA tab list (pure): arrows move to the previous or next tab
 * (wrapping, mirrored right-to-left), Home and End to the first and last. null: not ours.
 */
export function tabIndexForKey(key: string, current: number, count: number, rtl = false): number | null {
  if (count <= 0) return null;
  const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
  const backward = rtl ? 'ArrowRight' : 'ArrowLeft';
  switch (key) {
    case forward:
      return (current + 1) % count;
    case backward:
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
