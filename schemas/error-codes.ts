/**
 * Error codes carried in the envelope's `code`. Each has one locale key (its `message`).
 * The browser maps a known code to its message, anything else to "unknown error",
 * and a failed fetch to "network link abnormal, retry" (§8).
 */
import { areaErrorMessages } from './area-error-codes';

/**
 * Errors any call can meet, a first screen's included (bad request, module off, maintenance,
 * limits, the gateway's own failures): their messages travel in the catalogue's first slice.
 * The errors of one area (sign-in, wallet, promotions …) are in area-error-codes.ts, whose
 * messages travel in the later slice, with the parts that meet them (docs/decisions/060).
 */
const generalErrorMessages = {
  BAD_REQUEST: 'error.bad_request',
  VALIDATION_FAILED: 'error.validation_failed',
  UNSUPPORTED_MEDIA_TYPE: 'error.unsupported_media_type',
  PAYLOAD_TOO_LARGE: 'error.payload_too_large',
  UNKNOWN_MERCHANT: 'error.unknown_merchant',
  BRAND_CONFIG_ERROR: 'error.brand_config',
  NOT_FOUND: 'error.not_found',
  METHOD_NOT_ALLOWED: 'error.method_not_allowed',
  MODULE_DISABLED: 'error.module_disabled',
  UNAUTHORIZED: 'error.not_logged_in',
  FORBIDDEN: 'error.forbidden',
  RATE_LIMITED: 'error.rate_limited',
  MAINTENANCE: 'error.system_maintenance',
  REGION_RESTRICTED: 'error.region_restricted',
  SERVICE_UNAVAILABLE: 'error.service_unavailable',
  INTERNAL: 'error.unknown',
} as const;

export const errorMessages = { ...generalErrorMessages, ...areaErrorMessages } as const;

export type ErrorCode = keyof typeof errorMessages;

export const errorCodes = Object.keys(errorMessages) as ErrorCode[];

export function isErrorCode(code: unknown): code is ErrorCode {
  return typeof code === 'string' && Object.hasOwn(errorMessages, code);
}
