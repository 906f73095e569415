/**
 * The console's message (a `console.error.…` locale key) for each answer it can get. Codes the
 * console never expects fall back to a generic message with the code shown beside it.
 */
import { isConsoleApiError } from './console-client';

export const consoleErrorMessages: Record<string, string> = {
  LOGIN_FAILED: 'console.error.login_failed',
  LOGIN_TOO_MANY_FAILURES: 'console.error.too_many_failures',
  CAPTCHA_REQUIRED: 'console.error.captcha_required',
  CAPTCHA_INVALID: 'console.error.captcha_invalid',
  CODE_INVALID: 'console.error.code_invalid',
  CODE_MISSING: 'console.error.code_invalid',
  UNAUTHORIZED: 'console.error.signed_out',
  FORBIDDEN: 'console.error.forbidden',
  CSRF_INVALID: 'console.error.csrf',
  MODULE_PARENT_OFF: 'console.error.module_parent_off',
  STAFF_SELF: 'console.error.staff_self',
  BRAND_INVALID: 'console.error.brand_invalid',
  DOMAIN_TAKEN: 'console.error.domain_taken',
  NOTHING_TO_PUBLISH: 'console.error.nothing_to_publish',
  MERCHANT_EXISTS: 'console.error.merchant_exists',
  ASSET_TOO_LARGE: 'console.error.asset_too_large',
  ASSET_TYPE: 'console.error.asset_type',
  USERNAME_TAKEN: 'console.error.username_taken',
  PASSWORD_LENGTH: 'console.error.password_length',
  PASSWORD_COMMON: 'console.error.password_common',
  PASSWORD_FORMAT: 'console.error.password_common',
  UNKNOWN_MERCHANT: 'console.error.unknown_merchant',
  NOT_FOUND: 'console.error.not_found',
  VALIDATION_FAILED: 'console.error.validation',
  PAYLOAD_TOO_LARGE: 'console.error.payload_too_large',
  CONTENT_LANGUAGE_UNSUPPORTED: 'console.error.content_language_unsupported',
  CONTENT_DEFAULT_LANGUAGE_MISSING: 'console.error.content_default_language_missing',
  CONTENT_SCHEDULE_INVALID: 'console.error.content_schedule_invalid',
  CONTENT_SLUG_TAKEN: 'console.error.content_slug_taken',
  CONTENT_CATEGORY_UNKNOWN: 'console.error.content_category_unknown',
  IMAGE_INVALID: 'console.error.image_invalid',
  IMAGE_UNKNOWN: 'console.error.image_unknown',
  PREVIEW_UNAVAILABLE: 'console.error.preview_unavailable',
  PREVIEW_ENDED: 'console.error.preview_ended',
  PREVIEW_STALE: 'console.error.preview_stale',
  RATE_LIMITED: 'console.error.rate_limited',
  SERVICE_UNAVAILABLE: 'console.error.unavailable',
  IDEMPOTENCY_KEY_REQUIRED: 'console.error.idempotency_key_required',
  IDEMPOTENCY_CONFLICT: 'console.error.idempotency_conflict',
  WITHDRAWAL_NOT_PENDING: 'console.error.withdrawal_not_pending',
  APPLICATION_DECIDED: 'console.error.application_decided',
  DISPUTE_NOT_OPEN: 'console.error.dispute_not_open',
  INSUFFICIENT_BALANCE: 'console.error.insufficient_balance',
  NETWORK: 'console.error.network',
  TIMEOUT: 'console.error.network',
};

export const unknownErrorMessage = 'console.error.unknown';

/** The locale key and the code of an error (any thrown value). */
export function errorMessageOf(error: unknown): { id: string; code: string } {
  const code = isConsoleApiError(error) ? error.code : 'UNKNOWN';
  return { id: consoleErrorMessages[code] ?? unknownErrorMessage, code };
}

/** Seconds to wait, when the gateway stated them (a refused sign-in). */
export function retryAfterOf(error: unknown): number | null {
  if (!isConsoleApiError(error)) return null;
  const v = error.value as { retryAfterSeconds?: unknown } | null;
  return typeof v?.retryAfterSeconds === 'number' ? v.retryAfterSeconds : null;
}

/** Whether the gateway asks for a captcha on the next sign-in. */
export function captchaAskedBy(error: unknown): boolean {
  if (!isConsoleApiError(error)) return false;
  if (error.code === 'CAPTCHA_REQUIRED' || error.code === 'CAPTCHA_INVALID') return true;
  const v = error.value as { captcha?: unknown } | null;
  return v !== null && typeof v === 'object' && !Array.isArray(v) && v.captcha === true;
}
