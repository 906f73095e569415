/**
 * The console's guards (docs/decisions/040):
 * - requireStaff: the staff session cookie (HttpOnly, SameSite=Strict, Path=/console, Secure in
 *   production) names a live session of an enabled staff member, else 401 UNAUTHORIZED. A
 *   player's Bearer token is never looked at. Read from the database on every call (no cache).
 * - CSRF, on every state-changing call (not GET/HEAD): the X-CSRF-Token header must equal the
 *   session's token (an HMAC of the session under the data key, answered at sign-in and by me),
 *   and a browser's Origin / Sec-Fetch-Site must not name another site; else 403 CSRF_INVALID.
 *   Checked before anything is written, the idle expiry included.
 * - requireRole: the staff member holds one of the capability's roles on the merchant (or on
 *   every merchant), decided in SQL; else 403 FORBIDDEN.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { capabilityRoles, consolePath, csrfHeader, staffCookie, type Capability, type StaffRole } from '../../schemas/console';
import { csrfTokenOf } from '../domain/console/staff-sign-in';
import { looksLikeToken, sameHex, sha256Hex } from '../domain/identity/secure-tokens';
import type { ClientInfo } from '../domain/identity/session-service';
import { Refusal } from '../domain/refusal';
import type { StaffSessionRecord } from '../db/console/staff-session-repository';
import './console-context';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

export function clientOf(request: FastifyRequest): ClientInfo {
  const ua = request.headers['user-agent'];
  return { ip: request.ip, userAgent: typeof ua === 'string' ? ua : null };
}

function sameOrigin(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'none') return false;
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  try {
    return new URL(origin).host === request.host;
  } catch {
    return false;
  }
}

/** Refuses a state-changing call from another origin, or (withSession) without the session's CSRF token. */
export function checkCsrf(request: FastifyRequest, session: StaffSessionRecord | null): void {
  if (safeMethods.has(request.method)) return;
  if (!sameOrigin(request)) throw new Refusal(403, 'CSRF_INVALID');
  if (!session) return;
  const sent = request.headers[csrfHeader];
  const expected = csrfTokenOf(request.server.console, session.tokenHash);
  if (typeof sent !== 'string' || !sameHex(sent.toLowerCase(), expected)) throw new Refusal(403, 'CSRF_INVALID');
}

export function readStaffToken(request: FastifyRequest): string | null {
  const cookie = request.cookies[staffCookie];
  return looksLikeToken(cookie) ? cookie : null;
}

/** The route's onRequest gate: before the body is even parsed, so a caller without a session learns nothing of the call. */
export async function requireStaff(request: FastifyRequest): Promise<void> {
  const c = request.server.console;
  const token = readStaffToken(request);
  const now = new Date(c.now());
  const session = token ? await c.sessions.findLive(sha256Hex(token), now) : null;
  if (!session) throw new Refusal(401, 'UNAUTHORIZED');
  checkCsrf(request, session);
  if (now.getTime() - session.lastSeenAt.getTime() >= c.policy.sessionTouchMs) {
    session.idleExpiresAt = await c.sessions.touch(session.tokenHash, now, c.policy.sessionIdleMs);
    session.lastSeenAt = now;
  }
  request.staff = session;
}

/** The signed-in staff member's session (after requireStaff). */
export function staffOf(request: FastifyRequest): StaffSessionRecord {
  if (!request.staff) throw new Refusal(401, 'UNAUTHORIZED');
  return request.staff;
}

/** The role allowing this capability on the merchant, or 403 FORBIDDEN. */
export async function requireRole(request: FastifyRequest, capability: Capability, merchant: string): Promise<StaffRole> {
  const role = await request.server.console.staff.roleFor(staffOf(request).staffId, capabilityRoles[capability], merchant);
  if (!role) throw new Refusal(403, 'FORBIDDEN');
  return role;
}

export function setStaffCookie(reply: FastifyReply, token: string, absoluteExpiresAt: Date): void {
  reply.setCookie(staffCookie, token, {
    path: consolePath,
    httpOnly: true,
    sameSite: 'strict',
    secure: reply.server.gateway.production,
    expires: absoluteExpiresAt,
  });
}

export function clearStaffCookie(reply: FastifyReply): void {
  reply.clearCookie(staffCookie, { path: consolePath, httpOnly: true, sameSite: 'strict', secure: reply.server.gateway.production });
}
