/**
 * The numbers of the operator console (docs/decisions/040), in one place so tests and the
 * decision record read the same values.
 */
export const consolePolicy = {
  /** Staff sessions: idle and absolute expiry (a working day); last_seen is written at most this often. */
  sessionIdleMs: 15 * 60_000,
  sessionAbsoluteMs: 8 * 3_600_000,
  sessionTouchMs: 30_000,
  /** Staff passwords: longer than players' (NIST 800-63B: length, a blocklist, no composition rules). */
  passwordMinLength: 12,
  passwordMaxLength: 128,
} as const;

export type ConsolePolicy = { -readonly [K in keyof typeof consolePolicy]: number };

/**
 * The scope staff sign-in uses in the players' throttle and captcha tables (their merchant
 * column; migration 043 keeps the merchant foreign key for every other value). Not a merchant
 * code: merchant codes never start with "~".
 */
export const consoleThrottleScope = '~console';

/** The issuer shown in authenticator apps. */
export const consoleTotpIssuer = 'Portico console';
