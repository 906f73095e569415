/**
 * Issuing and reading sessions: a new 256-bit token at every login (only its SHA-256 stored),
 * idle and absolute expiry, the first-login mark, the IP remembered, the login recorded.
 */
import type { Brand } from '../../../schemas/brand';
import type { LoginAnswer } from '../../../schemas/identity';
import type { MemberRecord } from '../../db/identity/member-repository';
import type { SessionMethod } from '../../db/identity/identity-tables';
import type { SessionRecord } from '../../db/identity/session-repository';
import type { IdentityServices } from './identity-services';
import { isTrialMember, toMemberInfo } from './member-info';
import { randomToken, sha256Hex } from './secure-tokens';

export interface ClientInfo {
  ip: string;
  userAgent: string | null;
}

export interface IssuedSession {
  token: string;
  session: SessionRecord;
  firstTimeLogin: boolean;
}

export async function issueSession(
  id: IdentityServices,
  member: MemberRecord,
  brand: Brand,
  method: SessionMethod,
  client: ClientInfo,
): Promise<IssuedSession> {
  const now = new Date(id.now());
  const trial = isTrialMember(member, brand);
  const token = randomToken(32);
  const session = await id.sessions.create({
    tokenHash: sha256Hex(token),
    memberId: member.id,
    merchant: member.merchant,
    trial,
    method,
    ip: client.ip,
    userAgent: client.userAgent,
    now,
    idleMs: id.policy.sessionIdleMs,
    absoluteMs: id.policy.sessionAbsoluteMs,
  });
  const firstTimeLogin = member.firstLoginAt === null && (await id.members.markFirstLogin(member.id, now));
  if (!trial) await id.history.rememberIp(member.id, client.ip, now);
  await id.history.record({ memberId: member.id, merchant: member.merchant, method, outcome: 'session', ...client });
  return { token, session, firstTimeLogin };
}

/** The login answer of an opened session (every way in: password, SMS, remember-me, free play, registration, social). */
export function sessionAnswer(issued: IssuedSession, member: MemberRecord, brand: Brand): LoginAnswer {
  const fresh = issued.firstTimeLogin ? { ...member, firstLoginAt: issued.session.createdAt } : member;
  return {
    token: issued.token,
    firstTimeLogin: issued.firstTimeLogin,
    passwordExpired: false,
    mustChangePassword: false,
    captcha: false,
    changeToken: null,
    verification: null,
    member: toMemberInfo(fresh, brand),
    expiresAt: issued.session.absoluteExpiresAt.toISOString(),
  };
}

export interface Authenticated {
  session: SessionRecord;
  member: MemberRecord;
}

/** The live session of a token for this merchant (touching its idle expiry), or null. */
export async function authenticate(id: IdentityServices, token: string, merchant: string): Promise<Authenticated | null> {
  const now = new Date(id.now());
  const session = await id.sessions.findLive(sha256Hex(token), now);
  if (!session || session.merchant !== merchant) return null;
  const member = await id.members.findById(session.memberId);
  if (!member || member.disabled) return null;
  if (now.getTime() - session.lastSeenAt.getTime() >= id.policy.sessionTouchMs) {
    await id.sessions.touch(session.tokenHash, now, id.policy.sessionIdleMs);
  }
  return { session, member };
}
