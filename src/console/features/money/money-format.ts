/** Amounts on the money desk: integer minor units shown and typed as exact decimals (never through floats). */

/** Pure: 123456 with 2 digits → "1,234.56"; -5 → "-0.05". */
export function formatMinor(minor: number, digits: number): string {
  const negative = minor < 0;
  const text = Math.abs(Math.trunc(minor)).toString().padStart(digits + 1, '0');
  const whole = text.slice(0, text.length - digits).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const fraction = digits > 0 ? `.${text.slice(text.length - digits)}` : '';
  return `${negative ? '-' : ''}${whole}${fraction}`;
}

/**
 * Pure: a typed amount in major units → integer minor units, or null when it is not a plain
 * decimal with at most `digits` decimals, is zero, or exceeds `max` minor units. A leading "-" debits.
 */
export function parseMajor(text: string, digits: number, max: number): number | null {
  const m = /^\s*(-)?(\d{1,13})(?:\.(\d+))?\s*$/.exec(text);
  if (!m) return null;
  const fraction = m[3] ?? '';
  if (fraction.length > digits) return null;
  const minor = Number(`${m[2] ?? '0'}${fraction.padEnd(digits, '0')}`);
  if (!Number.isSafeInteger(minor) || minor === 0 || minor > max) return null;
  return m[1] ? -minor : minor;
}

/** A new Idempotency-Key for one confirmation (kept for its retries). */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}
