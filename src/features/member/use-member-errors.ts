/** The locale key of a failed call, and the per-field problems the gateway named (value[].path). */
import { isApiError } from '../../api/client';

export const errorKeyOf = (error: unknown): string => (isApiError(error) ? error.messageKey : 'error.unknown');

/** Field ('/amount' → 'amount') the gateway blamed, if it named one. */
export function errorFieldOf(error: unknown): string | null {
  if (!isApiError(error) || !Array.isArray(error.value)) return null;
  const first = (error.value as { path?: unknown }[])[0];
  return typeof first?.path === 'string' ? first.path.replace(/^\//, '') : null;
}
