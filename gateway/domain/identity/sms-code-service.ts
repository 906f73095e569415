/**
 * Sending a code by SMS without a session (§7 POST /wps/verification/sms/noLogin): for SMS login
 * (MOBILEVERCODELOGIN3) or for setting a password by phone (CHNGPASSVERIF3). The answer and the
 * work are the same whether or not the number belongs to an account: every request counts toward
 * the number's limits and queues the text; only registered numbers are really texted (no SMS to
 * strangers), which the delivery worker checks in the background (issue 16).
 */
import type { SmsCodeFields } from '../../../schemas/identity';
import type { CodePurpose } from '../../db/identity/identity-tables';
import { phoneTarget } from '../contact';
import type { IdentityServices } from './identity-services';
import { phoneOf } from './login-service';
import type { LoginContext } from './login-steps';
import { Refusal } from '../refusal';
import { serverText } from '../texts/server-texts';

export async function sendSmsCode(id: IdentityServices, ctx: LoginContext, fields: SmsCodeFields): Promise<{ expiredMinutes: number; validMinutes: number }> {
  const reset = fields.purpose === 'RESET_PASSWORD';
  if (!(reset ? ctx.flags.CHNGPASSVERIF3 : ctx.flags.MOBILEVERCODELOGIN3)) throw new Refusal(403, 'MODULE_DISABLED');
  const phone = phoneOf(fields.mobileNum, fields.countryDialingCode);
  const target = phoneTarget(phone);
  await id.codes.assertCanSend(ctx.merchant, target);
  const validMinutes = Math.round(id.policy.codeTtlMs / 60_000);
  const purpose: CodePurpose = reset ? 'reset-password' : 'login';
  await id.codes.issue({
    merchant: ctx.merchant,
    purpose,
    channel: 'sms',
    target,
    deliver: (code) =>
      id.sms.send({
        merchant: ctx.merchant,
        to: target,
        text: serverText(ctx.lang, reset ? 'server.sms.reset_code' : 'server.sms.login_code', { brand: ctx.brand.name, code, minutes: validMinutes }),
        onlyToMember: phone,
      }),
  });
  return { expiredMinutes: Math.max(1, Math.round(id.policy.sendIntervalMs / 60_000)), validMinutes };
}

/**
 * Sending a registration code (§7 POST /wps/verification/sms/register, "sendRegPhoneCode";
 * purpose REGISTER) where a register form shows the SMS code. A number that already has an
 * account is texted a notice instead of a code (its owner learns someone tried), and the answer
 * is the same, so the call cannot tell which numbers are registered.
 */
export async function sendRegisterSmsCode(
  id: IdentityServices,
  ctx: LoginContext,
  smsCodeShown: boolean,
  mobileNum: string,
  countryDialingCode: string,
): Promise<{ expiredMinutes: number; validMinutes: number }> {
  if (!smsCodeShown) throw new Refusal(403, 'MODULE_DISABLED');
  const phone = phoneOf(mobileNum, countryDialingCode);
  const target = phoneTarget(phone);
  await id.codes.assertCanSend(ctx.merchant, target);
  const member = await id.members.findByMobile(ctx.merchant, phone.dialingCode, phone.number);
  const validMinutes = Math.round(id.policy.codeTtlMs / 60_000);
  await id.codes.issue({
    merchant: ctx.merchant,
    purpose: 'register',
    channel: 'sms',
    target,
    deliver: async (code) => {
      const text = member
        ? serverText(ctx.lang, 'server.sms.register_taken', { brand: ctx.brand.name })
        : serverText(ctx.lang, 'server.sms.register_code', { brand: ctx.brand.name, code, minutes: validMinutes });
      await id.sms.send({ merchant: ctx.merchant, to: target, text });
    },
  });
  return { expiredMinutes: Math.max(1, Math.round(id.policy.sendIntervalMs / 60_000)), validMinutes };
}
