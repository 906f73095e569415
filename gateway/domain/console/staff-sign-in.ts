/**
 * Staff sign-in and sign-out (docs/decisions/040): username, password and the authenticator's
 * code in one request, always (development too: the demo owner's secret is published instead).
 * - Throttles and captcha are the players' (decision 028) under the console's scope: captcha on
 *   risk, growing waits, never a lockout.
 * - No enumeration: an unknown name is checked against a dummy hash (same time), and every
 *   failure — unknown name, wrong password, wrong or replayed code, disabled account — answers
 *   the same 401 LOGIN_FAILED. The code is only checked after the right password, so a wrong
 *   password never uses up an authenticator step.
 * - Every sign-in, success or failure, is an audit row; a success's row is written in the
 *   transaction that opens the session. Refusals before any check (captcha, wait) are not.
 */
import type { StaffSignInFields } from '../../../schemas/console';
import { appendAudit } from '../../db/console/audit-repository';
import { createStaffSessionRepository, type StaffSessionRecord } from '../../db/console/staff-session-repository';
import { staffKeyOf, type StaffRecord } from '../../db/console/staff-repository';
import { admitLoginAttempt } from '../identity/login-throttle';
import { randomToken, sha256Hex } from '../identity/secure-tokens';
import type { ClientInfo } from '../identity/session-service';
import { consoleThrottleScope } from './console-policy';
import type { ConsoleServices } from './console-services';

export interface StaffSignedIn {
  token: string;
  session: StaffSessionRecord;
}

async function credentialsHold(c: ConsoleServices, staff: StaffRecord | null, fields: StaffSignInFields): Promise<boolean> {
  if (!staff) {
    await c.hasher.verifyDummy(fields.password);
    return false;
  }
  if (!(await c.hasher.verify(staff.passwordHash, fields.password))) return false;
  return staff.enabled && (await c.totp.accept(staff, fields.code));
}

export async function signIn(c: ConsoleServices, client: ClientInfo, fields: StaffSignInFields): Promise<StaffSignedIn> {
  const attempt = await admitLoginAttempt(c.identity, { merchant: consoleThrottleScope, ip: client.ip }, staffKeyOf(fields.username).slice(0, 64), fields);
  const staff = await c.staff.findByName(fields.username);
  const at = new Date(c.now());
  if (!staff || !(await credentialsHold(c, staff, fields))) {
    const refusal = await attempt.failed();
    await c.db.transaction().execute((trx) =>
      appendAudit(trx, c.box, { at, staffId: staff?.id ?? null, staffName: staff?.username ?? fields.username, role: null, merchant: null, ip: client.ip, action: 'staff.sign-in-failed', target: null, before: null, after: null }),
    );
    throw refusal;
  }
  await attempt.succeeded();
  const token = randomToken(32);
  const session = await c.db.transaction().execute(async (trx) => {
    const opened = await createStaffSessionRepository(trx).create({
      tokenHash: sha256Hex(token),
      staffId: staff.id,
      ip: client.ip,
      userAgent: client.userAgent,
      now: at,
      idleMs: c.policy.sessionIdleMs,
      absoluteMs: c.policy.sessionAbsoluteMs,
    });
    await appendAudit(trx, c.box, { at, staffId: staff.id, staffName: staff.username, role: null, merchant: null, ip: client.ip, action: 'staff.sign-in', target: null, before: null, after: null });
    return { ...opened, username: staff.username };
  });
  return { token, session };
}

/** Revokes the session on the server and records the sign-out (one transaction). */
export async function signOut(c: ConsoleServices, client: ClientInfo, session: StaffSessionRecord): Promise<void> {
  const at = new Date(c.now());
  await c.db.transaction().execute(async (trx) => {
    // A conditional update: of two sign-outs racing, one revokes and records it.
    if (!(await createStaffSessionRepository(trx).revoke(session.tokenHash, 'sign-out', at))) return;
    await appendAudit(trx, c.box, { at, staffId: session.staffId, staffName: session.username, role: null, merchant: null, ip: client.ip, action: 'staff.sign-out', target: null, before: null, after: null });
  });
}

/** The CSRF token of a session: an HMAC of its token hash under the data key (nothing stored; the cookie stays HttpOnly). */
export function csrfTokenOf(c: ConsoleServices, tokenHash: string): string {
  return c.box.mac(`console-csrf:${tokenHash}`);
}
