/**
 * An expected refusal of an identity call: HTTP status, error code, and an optional detail the
 * browser acts on (§7: a refused login carries { captcha }; a refused send { retryAfterSeconds }).
 * The identity routes' error handler answers it as an envelope (gateway/http/identity-errors.ts).
 */
import type { FieldProblem } from '../../schemas/envelope';
import type { ErrorCode } from '../../schemas/error-codes';
import type { ContractConflict } from '../../schemas/agent';

/** conflicts: the higher-ratio rule's downline contracts (409 CONTRACT_DOWNLINE_RATIO_HIGHER, decision 035). */
export type RefusalDetail = { captcha?: boolean; retryAfterSeconds?: number; conflicts?: ContractConflict[] } | FieldProblem[] | null;

export class Refusal extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    readonly detail: RefusalDetail = null,
  ) {
    super(code);
    this.name = 'Refusal';
  }
}

/** A field problem refusal (400) for one body field. */
export function fieldRefusal(code: ErrorCode, field: string, reason: string, message: string): Refusal {
  return new Refusal(400, code, [{ path: `/${field}`, reason, message }]);
}
