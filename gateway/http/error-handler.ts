/**
 * The one error handler: every refusal and failure leaves as an envelope with a code.
 * Expected refusals (ApiError, bad input) keep their status; anything else is a 500 INTERNAL
 * whose details (stack, SQL) go to the log with the request id, never into the answer.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, FastifySchemaValidationError } from 'fastify';
import type { FieldProblem } from '../../schemas/envelope';
import type { ErrorCode } from '../../schemas/error-codes';
import { ApiError } from './api-error';
import { failure } from './envelope';
import { securityHeaders } from './security-headers';

export interface MappedError {
  statusCode: number;
  code: ErrorCode;
  value: FieldProblem[] | null;
}

const MAX_PROBLEMS = 20;

export function toFieldProblems(
  errors: readonly FastifySchemaValidationError[],
  context?: string,
): FieldProblem[] {
  return errors.slice(0, MAX_PROBLEMS).map((err) => {
    // The field itself for a missing or an unknown one (not its parent object).
    const named = err.keyword === 'required' ? err.params.missingProperty : err.keyword === 'additionalProperties' ? err.params.additionalProperty : undefined;
    const missing = named === undefined ? '' : `/${String(named as string)}`;
    const pointer = `${err.instancePath}${missing}`;
    const path = !context || context === 'body' ? pointer || '/' : `/${context}${pointer}`;
    return { path, reason: err.keyword, message: `error.field.${err.keyword}` };
  });
}

const codeByStatus: Record<number, ErrorCode> = {
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

export function mapError(error: unknown): MappedError {
  if (error instanceof ApiError)
    return { statusCode: error.statusCode, code: error.code, value: error.value };
  const e = (typeof error === 'object' && error !== null ? error : {}) as Partial<FastifyError>;
  if (Array.isArray(e.validation)) {
    return {
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      value: toFieldProblems(e.validation, e.validationContext),
    };
  }
  if (e.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
    return { statusCode: 413, code: 'PAYLOAD_TOO_LARGE', value: null };
  if (e.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE')
    return { statusCode: 415, code: 'UNSUPPORTED_MEDIA_TYPE', value: null };
  const status = e.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return { statusCode: status, code: codeByStatus[status] ?? 'BAD_REQUEST', value: null };
  }
  return { statusCode: 500, code: 'INTERNAL', value: null };
}

function answerError(error: unknown, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const mapped = mapError(error);
  if (mapped.statusCode >= 500) {
    request.log.error({ err: error }, 'request failed');
  } else {
    request.log.info({ code: mapped.code, reason: (error as Error).message }, 'request refused');
  }
  return reply
    .code(mapped.statusCode)
    .type('application/json; charset=utf-8')
    .send(failure(mapped.code, mapped.value));
}

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(function handleError(error, request, reply) {
    return answerError(error, request, reply);
  });
}

/**
 * Fastify's option `frameworkErrors`: what the router refuses before any route runs (a
 * malformed %-escape 400, a path parameter over maxParamLength 414) leaves as the same
 * envelope, never echoing the URL. No onSend hook runs for these answers, so the security
 * headers (and the request id) are set here.
 */
export function frameworkErrors(production: boolean) {
  const headers = securityHeaders(production);
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply): void => {
    headers(request, reply);
    void answerError(error, request, reply);
  };
}
