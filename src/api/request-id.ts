/**
 * The idempotency key of a money form (docs/decisions/027): one per submitted form, repeated on a
 * retry of the same form. Shared by the member centre and the agent centre's transfers.
 */
import { isApiError } from './client';

/** A fresh idempotency key for one submitted form (repeated on a retry of the same form). */
export function newRequestId(): string {
  return globalThis.crypto.randomUUID();
}

/**
 * Whether a failed submit used up its idempotency key: the server answered with a refusal, which
 * stays that request's answer for good (docs/decisions/027), so the next submit is a new request.
 * Without an answer (network, timeout, 5xx) the key is kept: a retry must not move money twice.
 */
export function requestIdSpent(error: unknown): boolean {
  return isApiError(error) && error.status !== null && error.status >= 400 && error.status < 500;
}
