/**
 * The numbers of identity (docs/decisions/011-identity-gateway.md), in one place so tests and the
 * decision record read the same values.
 */
export const identityPolicy = {
  /** Sessions: idle and absolute expiry; last_seen is written at most this often. */
  sessionIdleMs: 30 * 60_000,
  sessionAbsoluteMs: 12 * 3_600_000,
  sessionTouchMs: 30_000,
  /**
   * Login throttles (docs/decisions/028): the captcha is asked after this many failures in a row
   * of one account from one IP …
   */
  captchaAfterFailures: 3,
  /** … or once this many accounts failed from one IP, or this many IPs failed on one account, in the sliding hour. */
  captchaAfterAccountsPerIp: 10,
  captchaAfterIpsPerAccount: 5,
  /** From this many failures in a row of one account from one IP, the next try waits: the first wait, doubling per failure up to the longest. */
  delayAfterFailures: 5,
  firstDelayMs: 30_000,
  maxDelayMs: 15 * 60_000,
  /** Password change: no more checks of the old password after this many wrong ones in an hour. */
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
