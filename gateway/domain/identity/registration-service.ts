/**
 * Registration (§4 Register flow, §5, §7; docs/decisions/018-registration.md): the opened
 * payload is checked with the compiled schema the browser's form uses, then the server-only
 * checks run in an order that reveals as little as possible: the module, the password policy,
 * the human verification (used up by every attempt, so each "is this name taken?" costs a
 * captcha or a proof of work), the affiliate code, the SMS code, and only then whether the name
 * or number is taken. The new member gets an argon2id hash and a session in the login answer's
 * shape, so the browser goes home signed in.
 */
import { randomBytes } from 'node:crypto';
import type { FieldProblem } from '../../../schemas/envelope';
import { errorMessages, type ErrorCode } from '../../../schemas/error-codes';
import type { LoginAnswer } from '../../../schemas/identity';
import {
  compileRegistration,
  type CompiledRegistration,
  type RegistrationMode,
} from '../../../schemas/compile-registration';
import type { RegistrationProblem } from '../../../schemas/compile-registration-request';
import type { RegisterRules } from '../../../schemas/register-rules';
import type { Db } from '../../db/database';
import { withIdentityTables } from '../../db/identity/identity-tables';
import { createMemberRepository, type MemberRecord } from '../../db/identity/member-repository';
import { createRegistrationRepository, type AffiliateCodeRecord } from '../../db/identity/registration-repository';
import { normaliseDialingCode, normaliseEmail, normaliseMobile, phoneTarget, type Phone } from '../contact';
import { identityCodeFor } from '../../http/identity-errors';
import type { IdentityServices } from './identity-services';
import type { LoginContext } from './login-steps';
import { checkNewPassword, passwordRuleOf } from './password-policy';
import type { ProofOfWork } from './registration-proof-of-work';
import { checkRegistrationPayload } from './registration-validation';
import { Refusal } from '../refusal';
import { issueSession, sessionAnswer } from './session-service';

export interface RegistrationContext extends LoginContext {
  rules: RegisterRules;
}

export interface RegistrationDeps {
  db: Db;
  identity: IdentityServices;
  proofOfWork: ProofOfWork;
}

type Payload = Record<string, unknown>;

/** Fields kept sealed in member_registrations.profile_sealed (§3 further labelled fields). */
const profileFields = [
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'recommenderId',
  'telegram',
  'zalo',
  'birthday',
  'address',
  'nationality',
  'occupation',
  'sourceOfIncome',
  'bankAccountNumber',
] as const;

export const profileContext = (memberId: string): string => `registration-profile:${memberId}`;

export function compiledFor(ctx: RegistrationContext, mode: RegistrationMode): CompiledRegistration {
  return compileRegistration(ctx.brand, ctx.flags, ctx.rules, mode);
}

export function toFieldProblems(problems: readonly RegistrationProblem[]): FieldProblem[] {
  return problems.map((p) => ({ path: `/${p.field}`, reason: p.reason, message: p.message.key }));
}

function refuse(
  status: number,
  code: ErrorCode | null,
  field: string,
  reason: string,
  message?: string,
): Refusal {
  const problems: FieldProblem[] = [
    {
      path: `/${field}`,
      reason,
      message: message ?? (code ? errorMessages[code] : 'register.error.invalid'),
    },
  ];
  return new Refusal(status, code ?? identityCodeFor(problems), problems);
}

const text = (payload: Payload, field: string): string | null => {
  const value = payload[field];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
};

async function checkHuman(
  deps: RegistrationDeps,
  ctx: RegistrationContext,
  compiled: CompiledRegistration,
  payload: Payload,
): Promise<void> {
  if (compiled.humanVerification === 'captcha') {
    const ok = await deps.identity.captcha.check(
      ctx.merchant,
      String(payload.captchaId),
      String(payload.captcha),
    );
    if (!ok) throw refuse(400, 'CAPTCHA_INVALID', 'captcha', 'invalid');
    return;
  }
  const result = await deps.proofOfWork.verify(ctx.merchant, String(payload.proofOfWork));
  if (result !== 'ok') throw refuse(400, 'CAPTCHA_INVALID', 'proofOfWork', result, 'error.captcha_failed');
}

function phoneOfPayload(payload: Payload): Phone | null {
  const number = text(payload, 'mobileNum');
  if (number === null) return null;
  const digits = normaliseMobile(number);
  const dialing = normaliseDialingCode(text(payload, 'countryDialingCode') ?? '');
  if (!digits) throw refuse(400, 'PHONE_INVALID', 'mobileNum', 'format');
  if (!dialing) throw refuse(400, 'PHONE_INVALID', 'countryDialingCode', 'format');
  return { dialingCode: dialing, number: digits };
}

async function checkAffiliate(
  deps: RegistrationDeps,
  ctx: RegistrationContext,
  payload: Payload,
): Promise<AffiliateCodeRecord | null> {
  const code = text(payload, 'affiliateCode');
  if (code === null) return null;
  const found = await createRegistrationRepository(deps.db).findAffiliate(ctx.merchant, code);
  if (!found) throw refuse(400, 'AFFILIATE_CODE_INVALID', 'affiliateCode', 'invalid');
  return found;
}

async function checkSmsCode(
  deps: RegistrationDeps,
  ctx: RegistrationContext,
  payload: Payload,
  phone: Phone | null,
): Promise<void> {
  const code = text(payload, 'verificationCode');
  if (code === null && phone === null) return;
  if (code === null || phone === null)
    throw refuse(
      400,
      code === null ? 'CODE_MISSING' : 'PHONE_MISSING',
      code === null ? 'verificationCode' : 'mobileNum',
      'required',
    );
  const result = await deps.identity.codes.check(ctx.merchant, 'register', phoneTarget(phone), code);
  if (result === 'expired') throw refuse(400, 'CODE_EXPIRED', 'verificationCode', 'expired');
  if (result !== 'ok') throw refuse(400, 'CODE_INVALID', 'verificationCode', 'invalid');
}

function isUniqueViolation(error: unknown): string | null {
  const e = error as { code?: unknown; constraint?: unknown; message?: unknown; detail?: unknown };
  if (e?.code !== '23505') return null;
  return `${String(e.constraint ?? '')} ${String(e.message ?? '')} ${String(e.detail ?? '')}`;
}

interface NewAccount {
  account: string;
  generated: boolean;
  phone: Phone | null;
}

function accountOf(payload: Payload, phone: Phone | null): NewAccount {
  const username = text(payload, 'username');
  if (username) return { account: username, generated: false, phone };
  if (!phone) throw refuse(400, 'PHONE_MISSING', 'mobileNum', 'required');
  return { account: `m${phone.dialingCode}${phone.number}`, generated: true, phone };
}

async function assertFree(
  deps: RegistrationDeps,
  ctx: RegistrationContext,
  who: NewAccount,
): Promise<NewAccount> {
  const members = deps.identity.members;
  if (who.phone && (await members.findByMobile(ctx.merchant, who.phone.dialingCode, who.phone.number))) {
    throw refuse(409, 'MOBILE_TAKEN', 'mobileNum', 'taken');
  }
  if (await members.findByAccount(ctx.merchant, who.account)) {
    if (!who.generated) throw refuse(409, 'USERNAME_TAKEN', 'username', 'taken');
    return { ...who, account: `${who.account}_${randomBytes(3).toString('hex')}` };
  }
  return who;
}

async function createMember(
  deps: RegistrationDeps,
  ctx: RegistrationContext,
  compiled: CompiledRegistration,
  payload: Payload,
  who: NewAccount,
  affiliate: AffiliateCodeRecord | null,
): Promise<MemberRecord> {
  const { identity } = deps;
  // No password at mobile registration without MOBILENUMPASSREG3: an unguessable one, SMS login only.
  const hash = await identity.hasher.hash(
    typeof payload.password === 'string' ? payload.password : randomBytes(32).toString('base64url'),
  );
  const payment =
    typeof payload.paymentPassword === 'string' ? await identity.hasher.hash(payload.paymentPassword) : null;
  const nickname = text(payload, 'nickname');
  const payee = text(payload, 'payeeName');
  const profile: Record<string, string> = {};
  for (const f of profileFields) {
    const value = text(payload, f);
    if (value !== null) profile[f] = value;
  }
  if (nickname && nickname.length > 64) profile.nickname = nickname;
  if (payee && payee.length > 100) profile.payeeName = payee;
  const email = text(payload, 'email');
  const normalisedEmail = email === null ? null : normaliseEmail(email);
  if (email !== null && !normalisedEmail)
    throw refuse(400, 'VALIDATION_FAILED', 'email', 'format', 'register.error.email_format');
  const dialing = who.phone?.dialingCode ?? normaliseDialingCode(text(payload, 'countryDialingCode') ?? '');
  try {
    return await deps.db.transaction().execute(async (trx) => {
      const member = await createMemberRepository(trx).insert({
        merchant: ctx.merchant,
        account: who.account,
        nickname: nickname && nickname.length <= 64 ? nickname : null,
        passwordHash: hash,
        email: normalisedEmail,
        mobileDialingCode: who.phone?.dialingCode ?? null,
        mobile: who.phone?.number ?? null,
        parentId: affiliate?.memberId ?? null,
      });
      if (payee && payee.length <= 100)
        await withIdentityTables(trx)
          .updateTable('members')
          .set({ payee_name: payee })
          .where('id', '=', member.id)
          .execute();
      await createRegistrationRepository(trx).record({
        memberId: member.id,
        merchant: ctx.merchant,
        mode: compiled.mode,
        registerUrl: text(payload, 'registerUrl'),
        domain: text(payload, 'domain'),
        countryDialingCode: dialing,
        affiliateCode: affiliate?.code ?? null,
        affiliateMemberId: affiliate?.memberId ?? null,
        referralCode: text(payload, 'referralCode'),
        profileSealed: Object.keys(profile).length
          ? identity.box.seal(JSON.stringify(profile), profileContext(member.id))
          : null,
        paymentPasswordHash: payment,
        ip: ctx.ip,
        userAgent: ctx.userAgent,
      });
      return member;
    });
  } catch (error) {
    const which = isUniqueViolation(error);
    if (which === null) throw error;
    throw which.includes('mobile')
      ? refuse(409, 'MOBILE_TAKEN', 'mobileNum', 'taken')
      : refuse(409, 'USERNAME_TAKEN', 'username', 'taken');
  }
}

/** Registers from an opened (decrypted) payload; the answer is a login answer with a session. */
export async function register(
  deps: RegistrationDeps,
  ctx: RegistrationContext,
  mode: RegistrationMode,
  payload: unknown,
): Promise<LoginAnswer> {
  const compiled = compiledFor(ctx, mode);
  if (!compiled.enabled) throw new Refusal(403, 'MODULE_DISABLED');
  const problems = toFieldProblems(checkRegistrationPayload(compiled, payload));
  if (problems.length) throw new Refusal(400, identityCodeFor(problems), problems);
  const data = payload as Payload;
  const phone = phoneOfPayload(data);
  const who = accountOf(data, phone);
  if (typeof data.password === 'string') {
    const problem = checkNewPassword(
      data.password,
      passwordRuleOf(ctx.rules),
      who.generated ? null : who.account,
    );
    if (problem) throw refuse(400, problem, 'password', problem.toLowerCase());
  }
  await checkHuman(deps, ctx, compiled, data);
  const affiliate = await checkAffiliate(deps, ctx, data);
  if ('verificationCode' in compiled.schema.properties) await checkSmsCode(deps, ctx, data, phone);
  const free = await assertFree(deps, ctx, who);
  const member = await createMember(deps, ctx, compiled, data, free, affiliate);
  const issued = await issueSession(
    deps.identity,
    member,
    ctx.brand,
    typeof data.password === 'string' ? 'password' : 'sms',
    ctx,
  );
  return sessionAnswer(issued, member, ctx.brand);
}
