/**
 * Identity calls (§3 "Member info", "Login response", "SMS-code response"; §4 login flow; §7):
 * what the browser sends (the plaintext of sealed bodies, and the plain bodies) and what the
 * gateway answers inside the envelope. Pure types and constants; the gateway's JSON Schemas
 * (gateway/routes/*.schemas.ts) follow these shapes field for field.
 */

/** §3: 0 member; agents per brand.agentType (1, 2, 41, 42); trial per brand.trialType (4). */
export type MemberTypeCode = number;

export interface MemberInfoAnswer {
  id: string;
  account: string;
  nickname: string | null;
  type: MemberTypeCode;
  /** VIP level (0 = none) and its label, e.g. "VIP3"; null for trial accounts. */
  vipLevel: number | null;
  vipLabel: string | null;
  /** ISO 4217 code and symbol of the member's wallet currency. */
  currency: string;
  currencySymbol: string;
  imgUrl: string | null;
  trial: boolean;
  /** Masked contact details the account has (for the verification choice), or null. */
  maskedMobile: string | null;
  maskedEmail: string | null;
  totpEnabled: boolean;
  firstLoginAt: string | null;
}

// ---- login ----

/** Plaintext of the sealed login body, username type. */
export interface UsernameLoginFields {
  type: 'username';
  username: string;
  password: string;
  /** Required when a previous failure answered captcha: true (GET /wps/captcha). */
  captchaId?: string;
  captcha?: string;
  /** Remember-me (READINGS #1): an HttpOnly cookie for at most 24 hours. */
  remember?: boolean;
  /** 'agent' on the agent login page: non-agents are refused (§6). */
  site?: 'member' | 'agent';
}

/** Plaintext of the sealed login body, sms type (MOBILEVERCODELOGIN3). */
export interface SmsLoginFields {
  type: 'sms';
  mobileNum: string;
  countryDialingCode: string;
  verificationCode: string;
  remember?: boolean;
  site?: 'member' | 'agent';
}

export type LoginFields = UsernameLoginFields | SmsLoginFields;

/** A second step before a session: the account's authenticator, or a new IP (LOGINIPVERF3). */
export interface LoginVerification {
  /** Send back with the code to POST /wps/session/login/verify. */
  challenge: string;
  /** authenticator code (or a recovery code), SMS code or e-mail code (READINGS #9 order). */
  method: 'totp' | 'sms' | 'email';
  /** Why: the account has an authenticator, or the IP is new. */
  reason: 'totp' | 'new-ip';
  /** Masked number or address the code went to (sms/email), else null. */
  target: string | null;
  /** Minutes the challenge (and a sent code) stays valid. */
  expiredMinutes: number;
}

/**
 * Login answer (§3 "Login response"). Exactly one of: a session (token), a verification step
 * (verification), or a forced password change (changeToken; READINGS #3/#4: no session until the
 * password is changed with POST /wps/member/password and this token).
 */
export interface LoginAnswer {
  token: string | null;
  firstTimeLogin: boolean;
  passwordExpired: boolean;
  mustChangePassword: boolean;
  /** Always false on success (a failure carries { captcha } in the error value, §7). */
  captcha: boolean;
  changeToken: string | null;
  verification: LoginVerification | null;
  /** Present with a token. */
  member: MemberInfoAnswer | null;
  /** Absolute session expiry (ISO 8601) with a token, else null. */
  expiresAt: string | null;
}

/** Error value of a refused login (§7: "error value has the captcha flag"). */
export interface LoginRefusal {
  captcha: boolean;
}

export interface LoginVerifyFields {
  challenge: string;
  /** 6-digit code, or an authenticator recovery code (XXXXX-XXXXX). */
  code: string;
}

// ---- captcha, SMS codes ----

export interface CaptchaAnswer {
  captchaId: string;
  /** PNG, base64 (standard alphabet): `data:image/png;base64,${image}`. */
  image: string;
  width: number;
  height: number;
  expiredSeconds: number;
}

export type SmsCodePurpose = 'LOGIN' | 'RESET_PASSWORD';

export interface SmsCodeFields {
  mobileNum: string;
  countryDialingCode: string;
  /** LOGIN (default; MOBILEVERCODELOGIN3) or RESET_PASSWORD (CHNGPASSVERIF3). */
  purpose?: SmsCodePurpose;
}

/** §3 "SMS-code response": the envelope's value. */
export interface SmsCodeAnswer {
  expiredMinutes: number;
}

/** Error value of a refused send: seconds until another send is accepted. */
export interface SendRefusal {
  retryAfterSeconds: number;
}

// ---- passwords ----

/** Plaintext of the sealed change-password body (§3 "Change-password payload"). */
export interface ChangePasswordFields {
  oldPassword: string;
  newPassword: string;
  confirmNewPassword: string;
  /** Instead of a session: the changeToken of a forced-change login answer. */
  changeToken?: string;
}

export interface PasswordChangedAnswer {
  /** The account whose password changed (so the browser can sign in with it). */
  account: string;
}

/** Forgot by e-mail (§7): plain JSON body; the answer is the same whether or not it matched. */
export interface ForgotByEmailFields {
  username: string;
  email: string;
}

export interface ForgotByEmailAnswer {
  /** Always true: "if an account matches, we sent instructions" (READINGS #2). */
  accepted: true;
  expiredMinutes: number;
}

/** Plaintext of the sealed reset body: the token from the e-mailed link. */
export interface ResetPasswordFields {
  resetToken: string;
  newPassword: string;
  confirmNewPassword: string;
}

/** Plaintext of the sealed set-password-by-phone body (CHNGPASSVERIF3). */
export interface PhonePasswordFields {
  newPassword: string;
  mobileNum: string;
  countryDialingCode: string;
  verificationCode: string;
}

// ---- authenticator ----

export interface TotpEnrolAnswer {
  /** Base32 secret (for manual entry) and the otpauth:// URI (for a QR code). */
  secret: string;
  otpauthUri: string;
}

export interface TotpCodeFields {
  code: string;
}

export interface TotpConfirmAnswer {
  /** Shown once: each works once in place of an authenticator code. */
  recoveryCodes: string[];
}

// ---- development outbox ----

export interface OutboxMessage {
  id: string;
  merchant: string;
  channel: 'sms' | 'email';
  target: string;
  subject: string | null;
  body: string;
  createdAt: string;
}

/** Cookie holding the remember-me token (HttpOnly, SameSite=Strict, path /wps/session). */
export const rememberCookie = 'portico_remember';
