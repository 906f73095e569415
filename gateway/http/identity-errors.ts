/**
 * The identity routes' error handler: like the app's (http/error-handler.ts), plus refusals with
 * a detail value (§7: a refused login carries { captcha }, a refused send { retryAfterSeconds }),
 * and the §8 phone/SMS codes for bad phone, code and captcha fields instead of VALIDATION_FAILED.
 */
import type { FastifyInstance } from 'fastify';
import type { Envelope, FieldProblem } from '../../schemas/envelope';
import { errorMessages, type ErrorCode } from '../../schemas/error-codes';
import { QuotaExceeded } from '../domain/delivery/message-providers';
import { Refusal, type RefusalDetail } from '../domain/refusal';
import { SemaphoreFull } from '../domain/semaphore';
import { mapError } from './error-handler';

const missing = new Set(['required', 'minLength']);

/** The §8 code for the first field problem of a phone, code or captcha field, else VALIDATION_FAILED. */
export function identityCodeFor(problems: readonly FieldProblem[]): ErrorCode {
  const first = problems[0];
  if (!first) return 'VALIDATION_FAILED';
  const empty = missing.has(first.reason);
  switch (first.path) {
    case '/mobileNum':
      return empty ? 'PHONE_MISSING' : 'PHONE_INVALID';
    case '/countryDialingCode':
      return 'PHONE_INVALID';
    case '/verificationCode':
    case '/code':
      return empty ? 'CODE_MISSING' : 'CODE_INVALID';
    case '/captcha':
      return empty ? 'CAPTCHA_REQUIRED' : 'CAPTCHA_INVALID';
    default:
      return 'VALIDATION_FAILED';
  }
}

export function refusalEnvelope(code: ErrorCode, value: RefusalDetail): Envelope<RefusalDetail> {
  return { success: false, value, message: errorMessages[code], code };
}

export function installIdentityErrors(app: FastifyInstance): void {
  app.setErrorHandler(function handleIdentityError(error, request, reply) {
    let status: number;
    let code: ErrorCode;
    let value: RefusalDetail;
    if (error instanceof Refusal) {
      [status, code, value] = [error.statusCode, error.code, error.detail];
    } else if (error instanceof QuotaExceeded) {
      // §8 "quota not sufficient (contact customer service)": the provider refused to send.
      [status, code, value] = [503, 'SMS_QUOTA_EXCEEDED', null];
    } else if (error instanceof SemaphoreFull) {
      // More password checks queued than the cap allows: shed load instead of queueing forever.
      [status, code, value] = [503, 'SERVICE_UNAVAILABLE', null];
    } else {
      const mapped = mapError(error);
      [status, code, value] = [mapped.statusCode, mapped.code, mapped.value];
      if (code === 'VALIDATION_FAILED' && mapped.value) code = identityCodeFor(mapped.value);
    }
    // A wait the value states is also the standard header (RFC 9110 Retry-After).
    if (status === 429 && value && !Array.isArray(value) && value.retryAfterSeconds) reply.header('retry-after', String(value.retryAfterSeconds));
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code, reason: (error as Error).message }, 'request refused');
    return reply.code(status).type('application/json; charset=utf-8').send(refusalEnvelope(code, value));
  });
}
