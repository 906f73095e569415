/**
 * Error codes carried in the envelope's `code`. Each has one locale key (its `message`).
 * The browser maps a known code to its message, anything else to "unknown error",
 * and a failed fetch to "network link abnormal, retry" (§8).
 */
export const errorMessages = {
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
  RATE_LIMITED: 'error.too_many_requests',
  MAINTENANCE: 'error.system_maintenance',
  REGION_RESTRICTED: 'error.region_restricted',
  SERVICE_UNAVAILABLE: 'error.service_unavailable',
  INTERNAL: 'error.unknown',
  // Identity (issue 4). §8 keys where the spec names one (in_incorrect_password, in_need_true_account).
  LOGIN_FAILED: 'in_incorrect_password',
  LOGIN_TOO_MANY_FAILURES: 'error.login_too_many_failures',
  CAPTCHA_REQUIRED: 'error.captcha_required',
  CAPTCHA_INVALID: 'error.captcha_failed',
  NOT_AGENT: 'agent.not_agent',
  TRIAL_NOT_ALLOWED: 'in_need_true_account',
  VERIFICATION_EXPIRED: 'error.verification_expired',
  PHONE_MISSING: 'error.phone_missing',
  PHONE_INVALID: 'error.phone_invalid',
  CODE_MISSING: 'error.code_missing',
  CODE_INVALID: 'error.code_invalid',
  CODE_EXPIRED: 'error.code_expired',
  SMS_TOO_MANY_REQUESTS: 'error.too_many_requests',
  SMS_QUOTA_EXCEEDED: 'error.sms_quota',
  PASSWORD_LENGTH: 'error.password_length',
  PASSWORD_FORMAT: 'error.password_format',
  PASSWORD_COMMON: 'error.password_common',
  PASSWORD_REUSED: 'error.password_reused',
  PASSWORD_MISMATCH: 'error.password_confirm',
  OLD_PASSWORD_INCORRECT: 'error.old_password_incorrect',
  RESET_LINK_INVALID: 'error.reset_link_invalid',
  TOTP_ALREADY_ENABLED: 'error.totp_already_enabled',
  TOTP_NOT_ENABLED: 'error.totp_not_enabled',
  SEAL_KEY_UNKNOWN: 'error.seal_key_unknown',
  SEAL_INVALID: 'error.seal_invalid',
  SEAL_STALE: 'error.seal_stale',
  SEAL_REPLAYED: 'error.seal_replayed',
  // Social login (docs/decisions/016-social-login.md).
  SOCIAL_PROVIDER_UNKNOWN: 'error.social_provider_unknown',
  SOCIAL_STATE_INVALID: 'error.social_state_invalid',
  SOCIAL_CODE_INVALID: 'error.social_code_invalid',
  SOCIAL_PROVIDER_ERROR: 'error.social_provider_error',
  SOCIAL_ID_TOKEN_INVALID: 'error.social_id_token_invalid',
  SOCIAL_ACCOUNT_UNAVAILABLE: 'error.social_account_unavailable',
  // Registration (docs/decisions/018-registration.md). §8 key invitation_code_error.
  AFFILIATE_CODE_INVALID: 'invitation_code_error',
  USERNAME_TAKEN: 'register.error.username_taken',
  MOBILE_TAKEN: 'register.error.mobile_taken',
  // Game catalogue and launch (docs/decisions/017-game-catalogue.md). §8 "game under maintenance".
  GAME_NOT_FOUND: 'error.game_not_found',
  GAME_VENDOR_NOT_FOUND: 'error.game_vendor_not_found',
  GAME_MAINTENANCE: 'error.game_maintenance',
  PAGE_OUT_OF_RANGE: 'error.page_out_of_range',
  LAUNCH_TICKET_INVALID: 'error.launch_ticket_invalid',
  GAME_BALANCE_TOO_LOW: 'error.game_balance_too_low',
} as const;

export type ErrorCode = keyof typeof errorMessages;

export const errorCodes = Object.keys(errorMessages) as ErrorCode[];

export function isErrorCode(code: unknown): code is ErrorCode {
  return typeof code === 'string' && Object.hasOwn(errorMessages, code);
}
