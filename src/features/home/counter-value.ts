/**
 * The value an animated counter shows at a moment (pure): an ease-out count from 0 up to the
 * target over `durationMs`, whole numbers, the exact target at the end.
 */
export const counterDurationMs = 1600;

export function counterValueAt(target: number, elapsedMs: number, durationMs = counterDurationMs): number {
  if (elapsedMs >= durationMs || durationMs <= 0) return target;
  if (elapsedMs <= 0) return 0;
  const t = elapsedMs / durationMs;
  const eased = 1 - (1 - t) ** 3;
  return Math.min(target, Math.round(target * eased));
}
