/**
 * Password changes (§4, READINGS #2–#4, #10): with a session or the change token of a forced
 * change; by an e-mailed reset link; by an SMS code (CHNGPASSVERIF3). Every change checks the
 * policy (the merchant's rule, the common-password list, not the old one), then revokes the
 * other sessions, remember-me tokens, open challenges and reset links, and sends a notice: one
 * into the member inbox (migration 006, counted by CSP_unreadCount) and one by e-mail, else SMS.
 */
import type { ChangePasswordFields, ForgotByEmailFields, PhonePasswordFields, ResetPasswordFields } from '../../../schemas/identity';
import { errorMessages } from '../../../schemas/error-codes';
import { isLangCode } from '../../../schemas/languages';
import type { RegisterRules } from '../../../schemas/register-rules';
import type { MemberRecord } from '../../db/identity/member-repository';
import type { ResetLinkJob } from '../delivery/delivery-queue';
import { normaliseEmail, phoneTarget } from '../contact';
import type { IdentityServices } from './identity-services';
import { phoneOf } from './login-service';
import type { LoginContext } from './login-steps';
import { isTrialMember } from './member-info';
import { checkNewPassword, passwordRuleOf } from './password-policy';
import { fieldRefusal, Refusal } from '../refusal';
import { randomToken, sha256Hex } from './secure-tokens';
import { serverText } from '../texts/server-texts';
import type { Authenticated } from './session-service';

export interface PasswordContext extends LoginContext {
  rules: RegisterRules;
  /** Origin of links in e-mails (https://<main domain> in production). */
  linkOrigin: string;
}

function checkPolicy(newPassword: string, confirm: string, rules: RegisterRules, account: string | null): void {
  if (newPassword !== confirm) throw fieldRefusal('PASSWORD_MISMATCH', 'confirmNewPassword', 'confirm', errorMessages.PASSWORD_MISMATCH);
  const problem = checkNewPassword(newPassword, passwordRuleOf(rules), account);
  if (problem) throw fieldRefusal(problem, 'newPassword', problem.toLowerCase(), errorMessages[problem]);
}

/** A reset may not set the password the account already has (READINGS #3). */
async function assertNotReused(id: IdentityServices, member: MemberRecord, password: string): Promise<void> {
  if (member.passwordHash && (await id.hasher.verify(member.passwordHash, password))) {
    throw fieldRefusal('PASSWORD_REUSED', 'newPassword', 'reused', errorMessages.PASSWORD_REUSED);
  }
}

async function notify(id: IdentityServices, ctx: LoginContext, member: MemberRecord, what: 'changed' | 'reset'): Promise<void> {
  const values = { brand: ctx.brand.name, account: member.account };
  const title = serverText(ctx.lang, `server.password.${what}_title`, values);
  const text = serverText(ctx.lang, `server.password.${what}_text`, values);
  await id.inbox.add({ memberId: member.id, title, body: text });
  if (member.email) await id.email.send({ merchant: ctx.merchant, to: member.email, subject: title, text });
  else if (member.mobile && member.mobileDialingCode) {
    await id.sms.send({ merchant: ctx.merchant, to: phoneTarget({ dialingCode: member.mobileDialingCode, number: member.mobile }), text });
  }
}

/** Stores the new hash and ends everything the old password opened (except `keepSession`). */
async function applyNewPassword(id: IdentityServices, ctx: LoginContext, member: MemberRecord, password: string, how: string, keepSession?: string): Promise<void> {
  const hash = await id.hasher.hash(password);
  const now = new Date(id.now());
  await id.members.setPassword(member.id, hash, now);
  await id.sessions.revokeMember(member.id, 'password-changed', now, keepSession);
  await id.tokens.revokeMemberRemember(member.id, now);
  await id.tokens.closeMemberResets(member.id, now);
  await id.challenges.closeMember(member.id, now);
  await id.history.record({ memberId: member.id, merchant: ctx.merchant, method: how, outcome: 'password-changed', ip: ctx.ip, userAgent: ctx.userAgent });
  await notify(id, ctx, member, how === 'change' ? 'changed' : 'reset');
}

async function changer(id: IdentityServices, ctx: PasswordContext, fields: ChangePasswordFields, auth: Authenticated | null): Promise<MemberRecord> {
  if (auth) {
    if (isTrialMember(auth.member, ctx.brand)) throw new Refusal(403, 'TRIAL_NOT_ALLOWED');
    return auth.member;
  }
  const pending = fields.changeToken ? await id.challenges.findLive(sha256Hex(fields.changeToken), 'change-password', new Date(id.now())) : null;
  const member = pending && pending.merchant === ctx.merchant ? await id.members.findById(pending.memberId) : null;
  if (!member || member.disabled) throw new Refusal(401, 'UNAUTHORIZED');
  return member;
}

export async function changePassword(id: IdentityServices, ctx: PasswordContext, fields: ChangePasswordFields, auth: Authenticated | null): Promise<{ account: string }> {
  const member = await changer(id, ctx, fields, auth);
  checkPolicy(fields.newPassword, fields.confirmNewPassword, ctx.rules, member.account);
  const subject = { kind: 'account' as const, subject: member.account.normalize('NFKC').toLowerCase() };
  const throttle = await id.throttles.read(ctx.merchant, subject, new Date(id.now()));
  if (throttle.windowFailures >= id.policy.maxFailuresPerHour) throw new Refusal(429, 'LOGIN_TOO_MANY_FAILURES');
  if (!member.passwordHash || !(await id.hasher.verify(member.passwordHash, fields.oldPassword))) {
    await id.throttles.recordFailure(ctx.merchant, subject, new Date(id.now()));
    throw fieldRefusal('OLD_PASSWORD_INCORRECT', 'oldPassword', 'incorrect', errorMessages.OLD_PASSWORD_INCORRECT);
  }
  if (fields.newPassword.normalize('NFC') === fields.oldPassword.normalize('NFC')) {
    throw fieldRefusal('PASSWORD_REUSED', 'newPassword', 'reused', errorMessages.PASSWORD_REUSED);
  }
  await applyNewPassword(id, ctx, member, fields.newPassword, 'change', auth?.session.tokenHash);
  return { account: member.account };
}

/**
 * Forgot by e-mail: the same answer, and the same work, whether or not an account matches
 * (issue 16): every request counts as a send to the typed address (a code row nobody can
 * answer, so the send limits cannot tell accounts apart either) and queues the request, sealed;
 * the account is looked up, and a link made and mailed, in the background (sendResetLink).
 */
export async function forgotByEmail(id: IdentityServices, ctx: PasswordContext, fields: ForgotByEmailFields): Promise<void> {
  const email = normaliseEmail(fields.email);
  if (!email) throw fieldRefusal('VALIDATION_FAILED', 'email', 'format', 'error.field.format');
  await id.codes.assertCanSend(ctx.merchant, email);
  await id.codes.issue({ merchant: ctx.merchant, purpose: 'reset-password', channel: 'email', target: email, deliver: async () => undefined });
  await id.queue.enqueue(ctx.merchant, 'password-reset', {
    username: fields.username.trim(),
    email,
    brandName: ctx.brand.name,
    trialType: ctx.brand.trialType,
    linkOrigin: ctx.linkOrigin,
    lang: ctx.lang,
  });
}

/** The background half of forgotByEmail: a single-use link to the account's address, if they match. */
export async function sendResetLink(id: IdentityServices, merchant: string, job: ResetLinkJob): Promise<void> {
  const member = await id.members.findByAccount(merchant, job.username);
  if (!member || member.disabled || member.email?.toLowerCase() !== job.email || member.type === job.trialType) return;
  const token = randomToken(32);
  await id.tokens.addReset(sha256Hex(token), member.id, new Date(id.now() + id.policy.resetTtlMs));
  const minutes = Math.round(id.policy.resetTtlMs / 60_000);
  const link = `${job.linkOrigin}/changePassword?resetToken=${token}`;
  // Jobs queued before they carried a language are written in English.
  const lang = job.lang && isLangCode(job.lang) ? job.lang : 'EN';
  await id.email.send({
    merchant,
    to: job.email,
    subject: serverText(lang, 'server.email.reset_link_subject', { brand: job.brandName }),
    text: serverText(lang, 'server.email.reset_link_text', { account: member.account, link, minutes }),
  });
}

export async function resetByToken(id: IdentityServices, ctx: PasswordContext, fields: ResetPasswordFields): Promise<{ account: string }> {
  const tokenHash = sha256Hex(fields.resetToken);
  const memberId = await id.tokens.peekReset(tokenHash, new Date(id.now()));
  const member = memberId ? await id.members.findById(memberId) : null;
  if (!member || member.merchant !== ctx.merchant || member.disabled) throw new Refusal(400, 'RESET_LINK_INVALID');
  checkPolicy(fields.newPassword, fields.confirmNewPassword, ctx.rules, member.account);
  await assertNotReused(id, member, fields.newPassword);
  if (!(await id.tokens.takeReset(tokenHash, new Date(id.now())))) throw new Refusal(400, 'RESET_LINK_INVALID');
  await applyNewPassword(id, ctx, member, fields.newPassword, 'reset-email');
  return { account: member.account };
}

export async function resetByPhone(id: IdentityServices, ctx: PasswordContext, fields: PhonePasswordFields): Promise<{ account: string }> {
  const phone = phoneOf(fields.mobileNum, fields.countryDialingCode);
  checkPolicy(fields.newPassword, fields.newPassword, ctx.rules, null);
  const result = await id.codes.check(ctx.merchant, 'reset-password', phoneTarget(phone), fields.verificationCode.trim());
  if (result === 'expired') throw new Refusal(400, 'CODE_EXPIRED');
  const member = result === 'ok' ? await id.members.findByMobile(ctx.merchant, phone.dialingCode, phone.number) : null;
  if (!member || member.disabled || isTrialMember(member, ctx.brand)) throw new Refusal(400, 'CODE_INVALID');
  checkPolicy(fields.newPassword, fields.newPassword, ctx.rules, member.account);
  await assertNotReused(id, member, fields.newPassword);
  await applyNewPassword(id, ctx, member, fields.newPassword, 'reset-phone');
  return { account: member.account };
}
