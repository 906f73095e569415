/**
 * What happens after the credentials are right (§4 login flow, READINGS #3, #9, #16):
 * 1. an authenticator, when the account has one, is always asked;
 * 2. else, with LOGINIPVERF3, a password login from an IP the account has not used asks for an
 *    SMS code, else an e-mail code (an account without either signs in; nothing to ask);
 * 3. a username login with password 123456, or an expired password with PWDEXPFORCECHANGE3,
 *    gets a change token instead of a session (READINGS #4); SMS logins are never forced;
 * 4. otherwise a session, and a remember-me token when asked.
 */
import type { Brand } from '../../../schemas/brand';
import type { LoginAnswer, LoginVerification } from '../../../schemas/identity';
import type { LangCode } from '../../../schemas/languages';
import type { ModuleFlags } from '../../../schemas/modules';
import type { LoginType, VerifyMethod } from '../../db/identity/identity-tables';
import type { MemberRecord } from '../../db/identity/member-repository';
import { maskEmail, maskPhone, phoneTarget } from '../contact';
import { Refusal } from '../refusal';
import { serverText } from '../texts/server-texts';
import type { IdentityServices } from './identity-services';
import { issueSession, sessionAnswer, type ClientInfo } from './session-service';
import { randomToken, sha256Hex } from './secure-tokens';

export interface LoginContext extends ClientInfo {
  merchant: string;
  brand: Brand;
  flags: ModuleFlags;
  /** The language what is sent to the member is written in (gateway/domain/texts/member-language.ts). */
  lang: LangCode;
}

export interface LoginOptions {
  loginType: LoginType;
  remember: boolean;
}

/** The answer plus, when asked for, a remember-me token for the cookie. */
export interface LoginOutcome {
  answer: LoginAnswer;
  rememberToken: string | null;
}

const emptyAnswer: LoginAnswer = {
  token: null,
  firstTimeLogin: false,
  passwordExpired: false,
  mustChangePassword: false,
  captcha: false,
  changeToken: null,
  verification: null,
  member: null,
  expiresAt: null,
};

export function passwordExpired(id: IdentityServices, member: MemberRecord): boolean {
  return id.now() - member.passwordChangedAt.getTime() > id.policy.passwordMaxAgeMs;
}

async function ipVerificationMethod(id: IdentityServices, ctx: LoginContext, member: MemberRecord, opts: LoginOptions): Promise<VerifyMethod | null> {
  if (opts.loginType !== 'username' || !ctx.flags.LOGINIPVERF3) return null;
  const ip = await id.history.ipStatus(member.id, ctx.ip);
  // The first sign-in ever has nothing to compare with (the IP is remembered from then on).
  if (ip.known || !ip.any) return null;
  if (member.mobile && member.mobileDialingCode) return 'sms';
  if (member.email) return 'email';
  return null;
}

/** Where a code for this method goes, masked for the answer, and how it is sent. */
export function codeTargetOf(member: MemberRecord, method: 'sms' | 'email'): { target: string; masked: string } | null {
  if (method === 'sms' && member.mobile && member.mobileDialingCode) {
    const phone = { dialingCode: member.mobileDialingCode, number: member.mobile };
    return { target: phoneTarget(phone), masked: maskPhone(phone) };
  }
  if (method === 'email' && member.email) return { target: member.email, masked: maskEmail(member.email) };
  return null;
}

async function sendVerifyCode(id: IdentityServices, ctx: LoginContext, member: MemberRecord, method: 'sms' | 'email'): Promise<string | null> {
  const to = codeTargetOf(member, method);
  if (!to) return null;
  try {
    await id.codes.assertCanSend(ctx.merchant, to.target);
  } catch (refusal) {
    // Signing in again before another code may be sent (the dialog was closed, the page reloaded):
    // the code already sent still stands and completes the new challenge (check takes the newest).
    if (refusal instanceof Refusal && refusal.code === 'SMS_TOO_MANY_REQUESTS' && (await id.codes.hasLive(ctx.merchant, 'login-verify', to.target))) return to.masked;
    throw refusal;
  }
  const minutes = Math.round(id.policy.codeTtlMs / 60_000);
  await id.codes.issue({
    merchant: ctx.merchant,
    purpose: 'login-verify',
    channel: method,
    target: to.target,
    deliver: (code) =>
      method === 'sms'
        ? id.sms.send({ merchant: ctx.merchant, to: to.target, text: serverText(ctx.lang, 'server.sms.login_code', { brand: ctx.brand.name, code, minutes }) })
        : id.email.send({
            merchant: ctx.merchant,
            to: to.target,
            subject: serverText(ctx.lang, 'server.email.login_code_subject', { brand: ctx.brand.name }),
            text: serverText(ctx.lang, 'server.email.login_code_text', { code, minutes }),
          }),
  });
  return to.masked;
}

async function askVerification(
  id: IdentityServices,
  ctx: LoginContext,
  member: MemberRecord,
  opts: LoginOptions,
  method: VerifyMethod,
): Promise<LoginOutcome> {
  const target = method === 'totp' ? null : await sendVerifyCode(id, ctx, member, method);
  const challenge = randomToken(32);
  await id.challenges.create({
    tokenHash: sha256Hex(challenge),
    memberId: member.id,
    merchant: ctx.merchant,
    kind: 'verify',
    method,
    loginType: opts.loginType,
    remember: opts.remember,
    ip: ctx.ip,
    expiresAt: new Date(id.now() + id.policy.challengeTtlMs),
  });
  await id.history.record({ memberId: member.id, merchant: ctx.merchant, method: opts.loginType, outcome: `verify-${method}`, ip: ctx.ip, userAgent: ctx.userAgent });
  const verification: LoginVerification = {
    challenge,
    method,
    reason: method === 'totp' ? 'totp' : 'new-ip',
    target,
    expiredMinutes: Math.round(id.policy.challengeTtlMs / 60_000),
  };
  return { answer: { ...emptyAnswer, verification }, rememberToken: null };
}

/** After the credentials (and any verification step) are right: a change token or a session. */
export async function finishLogin(id: IdentityServices, ctx: LoginContext, member: MemberRecord, opts: LoginOptions): Promise<LoginOutcome> {
  const expired = opts.loginType === 'username' && ctx.flags.PWDEXPFORCECHANGE3 && passwordExpired(id, member);
  const mustChange = opts.loginType === 'username' && member.mustChangePassword;
  if (expired || mustChange) {
    const changeToken = randomToken(32);
    await id.challenges.create({
      tokenHash: sha256Hex(changeToken),
      memberId: member.id,
      merchant: ctx.merchant,
      kind: 'change-password',
      method: null,
      loginType: opts.loginType,
      remember: false,
      ip: ctx.ip,
      expiresAt: new Date(id.now() + id.policy.changeTokenTtlMs),
    });
    // Verification (if any) is done: the IP counts as known for the sign-in after the change.
    await id.history.rememberIp(member.id, ctx.ip, new Date(id.now()));
    await id.history.record({ memberId: member.id, merchant: ctx.merchant, method: opts.loginType, outcome: 'change-password', ip: ctx.ip, userAgent: ctx.userAgent });
    return { answer: { ...emptyAnswer, changeToken, passwordExpired: expired, mustChangePassword: mustChange }, rememberToken: null };
  }
  const issued = await issueSession(id, member, ctx.brand, opts.loginType === 'sms' ? 'sms' : 'password', ctx);
  const rememberToken = opts.remember ? await newRememberToken(id, member) : null;
  return {
    answer: sessionAnswer(issued, member, ctx.brand),
    rememberToken,
  };
}

export async function newRememberToken(id: IdentityServices, member: MemberRecord): Promise<string> {
  const token = randomToken(32);
  await id.tokens.addRemember(sha256Hex(token), member.id, member.merchant, new Date(id.now() + id.policy.rememberTtlMs));
  return token;
}

/** Credentials are right: ask the authenticator, verify a new IP, or finish. */
export async function continueLogin(id: IdentityServices, ctx: LoginContext, member: MemberRecord, opts: LoginOptions): Promise<LoginOutcome> {
  if (member.totpEnabled) return askVerification(id, ctx, member, opts, 'totp');
  const method = await ipVerificationMethod(id, ctx, member, opts);
  if (method) return askVerification(id, ctx, member, opts, method);
  return finishLogin(id, ctx, member, opts);
}
