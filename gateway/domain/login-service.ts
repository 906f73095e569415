/**
 * The ways in (§4, §7): password, SMS code, the verification step, the remember-me cookie and
 * free play. Unknown accounts and wrong passwords answer alike, after the same argon2 work
 * (a dummy hash); failures are counted per account name and per IP: the captcha after 3 in a
 * row, and no password check at all after 100 failures of an account in an hour.
 */
import { randomBytes } from 'node:crypto';
import type { SmsLoginFields, UsernameLoginFields } from '../../schemas/identity';
import type { MemberRecord } from '../db/member-repository';
import { accountKeyOf } from '../db/member-repository';
import type { ThrottleState, ThrottleSubject } from '../db/login-throttle-repository';
import { codeTargetOf, continueLogin, finishLogin, newRememberToken, type LoginContext, type LoginOutcome } from './login-steps';
import type { IdentityServices } from './identity-services';
import { isAgentMember, isTrialMember } from './member-info';
import { defaultPassword } from './password-policy';
import { Refusal } from './refusal';
import { issueSession, sessionAnswer } from './session-service';
import { sha256Hex } from './secure-tokens';
import { normaliseDialingCode, normaliseMobile, phoneTarget } from './contact';

const worst = (a: ThrottleState, b: ThrottleState) => Math.max(a.consecutive, b.consecutive);

async function readThrottles(id: IdentityServices, ctx: LoginContext, subjects: ThrottleSubject[]): Promise<ThrottleState[]> {
  const now = new Date(id.now());
  return Promise.all(subjects.map((s) => id.throttles.read(ctx.merchant, s, now)));
}

async function fail(id: IdentityServices, ctx: LoginContext, subjects: ThrottleSubject[], member: MemberRecord | null, outcome: string): Promise<never> {
  const now = new Date(id.now());
  const states = await Promise.all(subjects.map((s) => id.throttles.recordFailure(ctx.merchant, s, now)));
  if (member) await id.history.record({ memberId: member.id, merchant: ctx.merchant, method: 'password', outcome, ip: ctx.ip, userAgent: ctx.userAgent });
  const captcha = states.some((s) => s.consecutive >= id.policy.captchaAfterFailures);
  throw new Refusal(401, 'LOGIN_FAILED', { captcha });
}

async function checkCaptchaGate(id: IdentityServices, ctx: LoginContext, fields: UsernameLoginFields, states: ThrottleState[]): Promise<void> {
  const [account, ip] = states as [ThrottleState, ThrottleState];
  if (account.windowFailures >= id.policy.maxFailuresPerHour) throw new Refusal(429, 'LOGIN_TOO_MANY_FAILURES', { captcha: true });
  if (worst(account, ip) < id.policy.captchaAfterFailures) return;
  if (!fields.captchaId || !fields.captcha) throw new Refusal(400, 'CAPTCHA_REQUIRED', { captcha: true });
  if (!(await id.captcha.check(ctx.merchant, fields.captchaId, fields.captcha))) throw new Refusal(400, 'CAPTCHA_INVALID', { captcha: true });
}

export async function passwordLogin(id: IdentityServices, ctx: LoginContext, fields: UsernameLoginFields): Promise<LoginOutcome> {
  const subjects: ThrottleSubject[] = [
    { kind: 'account', subject: accountKeyOf(fields.username.trim()) },
    { kind: 'ip', subject: ctx.ip },
  ];
  const states = await readThrottles(id, ctx, subjects);
  await checkCaptchaGate(id, ctx, fields, states);
  const member = await id.members.findByAccount(ctx.merchant, fields.username.trim());
  const usable = member && !member.disabled && member.passwordHash && !isTrialMember(member, ctx.brand) ? member : null;
  if (!usable?.passwordHash) {
    await id.hasher.verifyDummy(fields.password);
    return fail(id, ctx, subjects, null, 'unknown');
  }
  if (!(await id.hasher.verify(usable.passwordHash, fields.password))) return fail(id, ctx, subjects, usable, 'bad-password');
  // Only counters that hold failures need a write (most logins have none).
  await Promise.all(subjects.filter((_s, i) => (states[i]?.consecutive ?? 0) > 0).map((s) => id.throttles.reset(ctx.merchant, s)));
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
