/** An expected refusal: the error handler answers it as an envelope with this status and code. */
import type { ErrorCode } from '../../schemas/error-codes';
import type { FieldProblem } from '../../schemas/envelope';

export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    readonly value: FieldProblem[] | null = null,
  ) {
    super(code);
    this.name = 'ApiError';
  }
}
