/**
 * The ways in (§4, §7): password, SMS code, the verification step, the remember-me cookie and
 * free play. Unknown accounts and wrong passwords answer alike, after the same argon2 work
 * (a dummy hash); failures are throttled per (account, IP), per IP and per account: the captcha
 * where risk shows and growing waits for one pair, never a lockout (login-throttle.ts).
 */
import { randomBytes } from 'node:crypto';
import type { SmsLoginFields, UsernameLoginFields } from '../../../schemas/identity';
import type { MemberRecord } from '../../db/identity/member-repository';
import { accountKeyOf } from '../../db/identity/member-repository';
import { codeTargetOf, continueLogin, finishLogin, newRememberToken, type LoginContext, type LoginOutcome } from './login-steps';
import type { IdentityServices } from './identity-services';
import { admitLoginAttempt, type LoginAttempt } from './login-throttle';
import { isAgentMember, isTrialMember } from './member-info';
import { defaultPassword } from './password-policy';
import { Refusal } from '../refusal';
import { issueSession, sessionAnswer } from './session-service';
import { sha256Hex } from './secure-tokens';
import { normaliseDialingCode, normaliseMobile, phoneTarget } from '../contact';

async function fail(id: IdentityServices, ctx: LoginContext, attempt: LoginAttempt, member: MemberRecord | null, outcome: string): Promise<never> {
  const refusal = await attempt.failed();
  if (member) await id.history.record({ memberId: member.id, merchant: ctx.merchant, method: 'password', outcome, ip: ctx.ip, userAgent: ctx.userAgent });
  throw refusal;
}

export async function passwordLogin(id: IdentityServices, ctx: LoginContext, fields: UsernameLoginFields): Promise<LoginOutcome> {
  const attempt = await admitLoginAttempt(id, ctx, accountKeyOf(fields.username.trim()), fields);
  const member = await id.members.findByAccount(ctx.merchant, fields.username.trim());
  const usable = member && !member.disabled && member.passwordHash && !isTrialMember(member, ctx.brand) ? member : null;
  if (!usable?.passwordHash) {
    await id.hasher.verifyDummy(fields.password);
    return fail(id, ctx, attempt, null, 'unknown');
  }
  if (!(await id.hasher.verify(usable.passwordHash, fields.password))) return fail(id, ctx, attempt, usable, 'bad-password');
  await attempt.succeeded();
  if (fields.site === 'agent' && !isAgentMember(usable, ctx.brand)) throw new Refusal(403, 'NOT_AGENT');
  let member2 = usable;
  if (fields.password === defaultPassword && !usable.mustChangePassword) {
    // READINGS #3: the server flags 123456 itself, so the verification step keeps the flag.
    await id.members.setMustChange(usable.id);
    member2 = { ...usable, mustChangePassword: true };
  }
  return continueLogin(id, ctx, member2, { loginType: 'username', remember: fields.remember === true });
}

export function phoneOf(mobileNum: string, countryDialingCode: string): { dialingCode: string; number: string } {
  const dialingCode = normaliseDialingCode(countryDialingCode);
  const number = normaliseMobile(mobileNum);
  if (!dialingCode || !number) throw new Refusal(400, 'PHONE_INVALID', [{ path: dialingCode ? '/mobileNum' : '/countryDialingCode', reason: 'format', message: 'error.phone_invalid' }]);
  return { dialingCode, number };
}

export async function smsLogin(id: IdentityServices, ctx: LoginContext, fields: SmsLoginFields): Promise<LoginOutcome> {
  if (!ctx.flags.MOBILEVERCODELOGIN3) throw new Refusal(403, 'MODULE_DISABLED');
  const phone = phoneOf(fields.mobileNum, fields.countryDialingCode);
  const target = phoneTarget(phone);
  const result = await id.codes.check(ctx.merchant, 'login', target, fields.verificationCode.trim());
  if (result === 'expired') throw new Refusal(400, 'CODE_EXPIRED');
  const member = result === 'ok' ? await id.members.findByMobile(ctx.merchant, phone.dialingCode, phone.number) : null;
  if (!member || member.disabled || isTrialMember(member, ctx.brand)) throw new Refusal(400, 'CODE_INVALID');
  if (fields.site === 'agent' && !isAgentMember(member, ctx.brand)) throw new Refusal(403, 'NOT_AGENT');
  return continueLogin(id, ctx, member, { loginType: 'sms', remember: fields.remember === true });
}

/** The second step: the authenticator (or a recovery code), or the code sent for a new IP. */
export async function verifyLogin(id: IdentityServices, ctx: LoginContext, challenge: string, code: string): Promise<LoginOutcome> {
  const tokenHash = sha256Hex(challenge);
  const pending = await id.challenges.findLive(tokenHash, 'verify', new Date(id.now()));
  const member = pending && pending.merchant === ctx.merchant ? await id.members.findById(pending.memberId) : null;
  if (!pending || !member || member.disabled) throw new Refusal(400, 'VERIFICATION_EXPIRED');
  let ok = false;
  if (pending.method === 'totp') ok = await id.totp.acceptFactor(member, code.trim(), true);
  else if (pending.method) {
    const to = codeTargetOf(member, pending.method);
    const result = to ? await id.codes.check(ctx.merchant, 'login-verify', to.target, code.trim()) : 'invalid';
    if (result === 'expired') throw new Refusal(400, 'CODE_EXPIRED');
    ok = result === 'ok';
  }
  if (!ok) {
    const attempts = await id.challenges.addAttempt(tokenHash);
    if (attempts >= id.policy.challengeMaxAttempts) await id.challenges.consume(tokenHash, new Date(id.now()));
    await id.history.record({ memberId: member.id, merchant: ctx.merchant, method: 'verify', outcome: 'bad-code', ip: ctx.ip, userAgent: ctx.userAgent });
    throw new Refusal(400, 'CODE_INVALID');
  }
  if (!(await id.challenges.consume(tokenHash, new Date(id.now())))) throw new Refusal(400, 'VERIFICATION_EXPIRED');
  return finishLogin(id, ctx, member, { loginType: pending.loginType, remember: pending.remember });
}

/** Remember-me (READINGS #1): the cookie's token is used up and replaced; a new IP or a pending change needs a full login. */
export async function rememberLogin(id: IdentityServices, ctx: LoginContext, cookieToken: string): Promise<LoginOutcome> {
  const memberId = await id.tokens.takeRemember(sha256Hex(cookieToken), ctx.merchant, new Date(id.now()));
  const member = memberId ? await id.members.findById(memberId) : null;
  if (!member || member.disabled || member.mustChangePassword) throw new Refusal(401, 'UNAUTHORIZED');
  if (ctx.flags.LOGINIPVERF3 && !(await id.history.ipStatus(member.id, ctx.ip)).known) throw new Refusal(401, 'UNAUTHORIZED');
  const issued = await issueSession(id, member, ctx.brand, 'remember', ctx);
  return {
    answer: sessionAnswer(issued, member, ctx.brand),
    rememberToken: await newRememberToken(id, member),
  };
}

/** Free play (FREEPLAY3): a new trial account (type brand.trialType) and its session. */
export async function freePlayLogin(id: IdentityServices, ctx: LoginContext): Promise<LoginOutcome> {
  const member = await id.members.insert({
    merchant: ctx.merchant,
    account: `trial_${randomBytes(6).toString('hex')}`,
    type: ctx.brand.trialType as MemberRecord['type'],
    passwordHash: null,
  });
  const issued = await issueSession(id, member, ctx.brand, 'freeplay', ctx);
  return {
    answer: sessionAnswer(issued, member, ctx.brand),
    rememberToken: null,
  };
}
