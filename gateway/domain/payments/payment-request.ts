/** Idempotent requests (schemas/payments.ts RequestId): what a repeat must match, and unique-violation detection. */
import { createHash } from 'node:crypto';

export function requestHash(parts: Record<string, string | number>): string {
  const text = Object.keys(parts)
    .sort()
    .map((k) => `${k}=${parts[k]}`)
    .join('\n');
  return createHash('sha256').update(text).digest('hex');
}

export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: unknown; cause?: { code?: unknown } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
}
