/**
 * The numbers of identity (docs/decisions/011-identity-gateway.md), in one place so tests and the
 * decision record read the same values.
 */
export const identityPolicy = {
  /** Sessions: idle and absolute expiry; last_seen is written at most this often. */
  sessionIdleMs: 30 * 60_000,
  sessionAbsoluteMs: 12 * 3_600_000,
  sessionTouchMs: 30_000,
  /** Login throttles: captcha after this many consecutive failures (account or IP) … */
  captchaAfterFailures: 3,
  /** … and no more password checks after this many failures of an account in an hour. */
  maxFailuresPerHour: 100,
  captchaTtlMs: 5 * 60_000,
  /** One-time codes: validity, wrong answers before the code dies, send spacing and hourly cap. */
  codeTtlMs: 10 * 60_000,
  codeMaxAttempts: 5,
  sendIntervalMs: 60_000,
  sendMaxPerHour: 5,
  /** Verification step and forced-change token lifetimes; wrong answers before a step dies. */
  challengeTtlMs: 10 * 60_000,
  challengeMaxAttempts: 5,
  changeTokenTtlMs: 15 * 60_000,
  /** Remember-me cookie (READINGS #1) and e-mailed reset links (READINGS #2). */
  rememberTtlMs: 24 * 3_600_000,
  resetTtlMs: 30 * 60_000,
  /** A password older than this is expired (forced change with PWDEXPFORCECHANGE3). */
  passwordMaxAgeMs: 90 * 24 * 3_600_000,
  recoveryCodeCount: 10,
} as const;

export type IdentityPolicy = { -readonly [K in keyof typeof identityPolicy]: number };
