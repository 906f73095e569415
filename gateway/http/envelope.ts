/** Builders for the one answer shape `{ success, value, message, code }` (schemas/envelope.ts). */
import type { Envelope, FieldProblem } from '../../schemas/envelope';
import { errorMessages, type ErrorCode } from '../../schemas/error-codes';

export function ok<T>(value: T): Envelope<T> {
  return { success: true, value, message: null, code: null };
}

export function failure(code: ErrorCode, value: FieldProblem[] | null = null): Envelope<FieldProblem[]> {
  return { success: false, value, message: errorMessages[code], code };
}
