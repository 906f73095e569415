/**
 * The security centre's calls beyond passwords and the authenticator: an overview, binding or
 * changing the phone and e-mail with a code sent to the NEW contact (code-service, purpose
 * bind-contact, the usual send limits), and the login history. A contact another member of the
 * brand uses is refused (409 CONTACT_TAKEN); the old contact gets a notice of the change.
 */
import type { BindEmailRequest, BindPhoneRequest, LoginHistoryAnswer, PageQuery, SecurityCodeAnswer, SecurityCodeRequest, SecurityOverviewAnswer } from '../../../schemas/payments';
import { bankAccounts } from '../../db/payments/bank-account-repository';
import type { MemberRecord } from '../../db/identity/member-repository';
import { memberProfiles } from '../../db/identity/member-profile-repository';
import { pageOf, pageWindow } from '../../db/paging';
import { recordPaymentEvent } from '../../db/payments/payment-event-repository';
import type { LoadedBrand } from '../brand/brand-files';
import { maskEmail, maskPhone, normaliseDialingCode, normaliseEmail, normaliseMobile, phoneTarget, type Phone } from '../contact';
import { isUniqueViolation } from '../payments/payment-request';
import { nowOf, type PaymentDeps } from '../payments/payment-services';
import { fieldRefusal, Refusal } from '../refusal';
import type { LangCode } from '../../../schemas/languages';
import { serverText } from '../texts/server-texts';

export async function securityOverview(deps: PaymentDeps, memberId: string): Promise<SecurityOverviewAnswer> {
  const member = await deps.identity.members.findById(memberId);
  if (!member) throw new Refusal(401, 'UNAUTHORIZED');
  const [extras, accounts] = await Promise.all([memberProfiles.extras(deps.db, member.id), bankAccounts.list(deps.db, member.id)]);
  return {
    phoneMasked: member.mobile && member.mobileDialingCode ? maskPhone({ dialingCode: member.mobileDialingCode, number: member.mobile }) : null,
    emailMasked: member.email ? maskEmail(member.email) : null,
    paymentPasswordSet: extras.paymentPasswordHash !== null,
    totpEnabled: member.totpEnabled,
    bankAccountCount: accounts.length,
  };
}

function phoneOf(mobileNum: string, countryDialingCode: string): Phone {
  const dialingCode = normaliseDialingCode(countryDialingCode);
  const number = normaliseMobile(mobileNum);
  if (!dialingCode || !number) throw fieldRefusal('PHONE_INVALID', 'mobileNum', 'format', 'error.phone_invalid');
  return { dialingCode, number };
}

function emailOf(text: string): string {
  const email = normaliseEmail(text);
  if (!email) throw fieldRefusal('VALIDATION_FAILED', 'email', 'format', 'register.error.email_format');
  return email;
}

async function assertPhoneFree(deps: PaymentDeps, member: MemberRecord, phone: Phone): Promise<void> {
  const owner = await deps.identity.members.findByMobile(member.merchant, phone.dialingCode, phone.number);
  if (owner && owner.id !== member.id) throw new Refusal(409, 'CONTACT_TAKEN');
}

async function assertEmailFree(deps: PaymentDeps, member: MemberRecord, email: string): Promise<void> {
  if (await memberProfiles.emailTaken(deps.db, member.merchant, email, member.id)) throw new Refusal(409, 'CONTACT_TAKEN');
}

export async function sendSecurityCode(deps: PaymentDeps, member: MemberRecord, entry: LoadedBrand, body: SecurityCodeRequest, lang: LangCode): Promise<SecurityCodeAnswer> {
  const id = deps.identity;
  const validMinutes = Math.round(id.policy.codeTtlMs / 60_000);
  const text = (code: string) => serverText(lang, 'server.sms.bind_code', { brand: entry.brand.name, code, minutes: validMinutes });
  if (body.channel === 'sms') {
    const phone = phoneOf(body.mobileNum, body.countryDialingCode);
    await assertPhoneFree(deps, member, phone);
    const target = phoneTarget(phone);
    await id.codes.assertCanSend(member.merchant, target);
    await id.codes.issue({ merchant: member.merchant, purpose: 'bind-contact', channel: 'sms', target, deliver: (code) => id.sms.send({ merchant: member.merchant, to: target, text: text(code) }) });
  } else {
    const email = emailOf(body.email);
    await assertEmailFree(deps, member, email);
    await id.codes.assertCanSend(member.merchant, email);
    await id.codes.issue({
      merchant: member.merchant,
      purpose: 'bind-contact',
      channel: 'email',
      target: email,
      deliver: (code) => id.email.send({ merchant: member.merchant, to: email, subject: serverText(lang, 'server.email.bind_code_subject', { brand: entry.brand.name }), text: text(code) }),
    });
  }
  return { expiredMinutes: Math.max(1, Math.round(id.policy.sendIntervalMs / 60_000)), validMinutes };
}

async function acceptCode(deps: PaymentDeps, member: MemberRecord, target: string, code: string): Promise<void> {
  if (!/^[0-9]{6}$/.test(code.trim())) throw fieldRefusal('CODE_INVALID', 'verificationCode', 'format', 'error.code_invalid');
  const check = await deps.identity.codes.check(member.merchant, 'bind-contact', target, code.trim());
  if (check === 'expired') throw fieldRefusal('CODE_EXPIRED', 'verificationCode', 'expired', 'error.code_expired');
  if (check !== 'ok') throw fieldRefusal('CODE_INVALID', 'verificationCode', 'incorrect', 'error.code_invalid');
}

export async function bindPhone(deps: PaymentDeps, member: MemberRecord, entry: LoadedBrand, body: BindPhoneRequest, lang: LangCode): Promise<SecurityOverviewAnswer> {
  const phone = phoneOf(body.mobileNum, body.countryDialingCode);
  await assertPhoneFree(deps, member, phone);
  await acceptCode(deps, member, phoneTarget(phone), body.verificationCode);
  const old = member.mobile && member.mobileDialingCode ? phoneTarget({ dialingCode: member.mobileDialingCode, number: member.mobile }) : null;
  const now = nowOf(deps);
  try {
    await deps.db.transaction().execute(async (trx) => {
      await memberProfiles.setPhone(trx, member.id, phone.dialingCode, phone.number);
      await recordPaymentEvent(trx, { merchant: member.merchant, memberId: member.id, subject: 'contact', event: old ? 'phone_changed' : 'phone_bound', actor: 'member', details: { phone: maskPhone(phone) } }, now);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new Refusal(409, 'CONTACT_TAKEN');
    throw error;
  }
  if (old && old !== phoneTarget(phone)) {
    await deps.identity.sms.send({ merchant: member.merchant, to: old, text: serverText(lang, 'server.sms.phone_changed', { brand: entry.brand.name }) });
  }
  return securityOverview(deps, member.id);
}

export async function bindEmail(deps: PaymentDeps, member: MemberRecord, entry: LoadedBrand, body: BindEmailRequest, lang: LangCode): Promise<SecurityOverviewAnswer> {
  const email = emailOf(body.email);
  await assertEmailFree(deps, member, email);
  await acceptCode(deps, member, email, body.verificationCode);
  const now = nowOf(deps);
  await deps.db.transaction().execute(async (trx) => {
    await memberProfiles.setEmail(trx, member.id, email);
    await recordPaymentEvent(trx, { merchant: member.merchant, memberId: member.id, subject: 'contact', event: member.email ? 'email_changed' : 'email_bound', actor: 'member', details: { email: maskEmail(email) } }, now);
  });
  if (member.email && member.email !== email) {
    await deps.identity.email.send({
      merchant: member.merchant,
      to: member.email,
      subject: serverText(lang, 'server.email.email_changed_subject', { brand: entry.brand.name }),
      text: serverText(lang, 'server.email.email_changed_text', { email: maskEmail(email) }),
    });
  }
  return securityOverview(deps, member.id);
}

export async function loginHistory(deps: PaymentDeps, member: MemberRecord, query: PageQuery): Promise<LoginHistoryAnswer> {
  const w = pageWindow(query);
  const { items, total } = await memberProfiles.loginHistoryPage(deps.db, member.id, w);
  return pageOf(
    items.map((r) => ({ createdAt: r.created_at.toISOString(), method: r.method, outcome: r.outcome, ip: r.ip, userAgent: r.user_agent })),
    w,
    total,
  );
}
