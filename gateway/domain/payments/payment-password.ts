/**
 * The withdrawal (payment) password (members.payment_password_hash, argon2id like the login
 * password): set once, then changed with the current one; checked on every withdrawal. Wrong
 * answers (here or on a withdrawal) are counted: 5 within 15 minutes lock it until the oldest
 * leaves the window (429 PAYMENT_PASSWORD_LOCKED with { retryAfterSeconds }).
 */
import type { PaymentPasswordRequest } from '../../../schemas/payments';
import type { MemberRecord } from '../../db/identity/member-repository';
import { memberProfiles, paymentPasswordFailures } from '../../db/identity/member-profile-repository';
import { recordPaymentEvent } from '../../db/payments/payment-event-repository';
import { nowOf, type PaymentDeps } from './payment-services';
import { fieldRefusal, Refusal } from '../refusal';

export const paymentPasswordWindowMs = 15 * 60_000;
export const paymentPasswordMaxFailures = 5;

// eslint-disable-next-line no-control-regex -- control characters are what it keeps out.
const controlRe = /[\u0000-\u001f\u007f]/;

export function validNewPaymentPassword(body: PaymentPasswordRequest): string {
  const next = body.newPassword.normalize('NFC');
  const length = [...next].length;
  if (length < 6 || length > 32 || controlRe.test(next)) {
    throw fieldRefusal('PAYMENT_PASSWORD_FORMAT', 'newPassword', 'length', 'error.payment_password_format');
  }
  if (body.confirmNewPassword.normalize('NFC') !== next) throw fieldRefusal('PASSWORD_MISMATCH', 'confirmNewPassword', 'equal', 'error.password_confirm');
  return next;
}

async function assertNotLocked(deps: PaymentDeps, memberId: string): Promise<void> {
  const now = nowOf(deps).getTime();
  const failures = await paymentPasswordFailures.since(deps.db, memberId, new Date(now - paymentPasswordWindowMs));
  if (failures.length >= paymentPasswordMaxFailures) {
    const oldest = failures[failures.length - paymentPasswordMaxFailures]?.getTime() ?? now;
    throw new Refusal(429, 'PAYMENT_PASSWORD_LOCKED', { retryAfterSeconds: Math.max(1, Math.ceil((oldest + paymentPasswordWindowMs - now) / 1000)) });
  }
}

/**
 * Checks a payment password (after the lock check); a wrong one is counted and refused with
 * 400 PAYMENT_PASSWORD_INCORRECT on `field`. None set → 409 PAYMENT_PASSWORD_NOT_SET.
 */
export async function verifyPaymentPassword(deps: PaymentDeps, member: MemberRecord, password: string, field: string): Promise<void> {
  const { paymentPasswordHash } = await memberProfiles.extras(deps.db, member.id);
  if (!paymentPasswordHash) throw new Refusal(409, 'PAYMENT_PASSWORD_NOT_SET');
  await assertNotLocked(deps, member.id);
  if (await deps.identity.hasher.verify(paymentPasswordHash, password)) return;
  const now = nowOf(deps);
  await paymentPasswordFailures.add(deps.db, member.id, now);
  await recordPaymentEvent(deps.db, { merchant: member.merchant, memberId: member.id, subject: 'payment_password', event: 'wrong_password', actor: 'member', details: { field } }, now);
  throw fieldRefusal('PAYMENT_PASSWORD_INCORRECT', field, 'incorrect', 'error.payment_password_incorrect');
}

export async function setPaymentPassword(deps: PaymentDeps, member: MemberRecord, body: PaymentPasswordRequest): Promise<void> {
  const next = validNewPaymentPassword(body);
  const { paymentPasswordHash } = await memberProfiles.extras(deps.db, member.id);
  if (paymentPasswordHash) {
    if (body.oldPassword === undefined) throw fieldRefusal('PAYMENT_PASSWORD_INCORRECT', 'oldPassword', 'required', 'error.payment_password_incorrect');
    await verifyPaymentPassword(deps, member, body.oldPassword, 'oldPassword');
  } else if (body.oldPassword !== undefined) {
    throw fieldRefusal('PAYMENT_PASSWORD_NOT_SET', 'oldPassword', 'not_set', 'error.payment_password_not_set');
  }
  const hash = await deps.identity.hasher.hash(next);
  const now = nowOf(deps);
  await deps.db.transaction().execute(async (trx) => {
    await memberProfiles.setPaymentPasswordHash(trx, member.id, hash);
    await recordPaymentEvent(trx, { merchant: member.merchant, memberId: member.id, subject: 'payment_password', event: paymentPasswordHash ? 'changed' : 'set', actor: 'member' }, now);
  });
}
