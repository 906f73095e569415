/**
 * Signing in with a password just set (§2.6, §4 "Phone reset flow"): the normal login call
 * (sealed, POST /wps/session/login), then the member info read with the new token ("load user
 * info"), then the browser session. Anything else the login may ask (an enrolled authenticator,
 * a new-IP code) is left to the login dialog.
 */
import type { LoginAnswer } from '../../../schemas/identity';
import type { MemberInfoAnswer } from '../../../schemas/identity';
import { ApiError } from '../client';
import { fetchMemberInfo } from './login-calls';
import { postSealed, type SealKeySource } from './login-sealed-call';
import { setSession, type LoginLocation } from './session';

export type PasswordSignInOutcome = 'signed-in' | 'needs-login';

/** Opens the browser session from a login answer that carries a token (and the member info read for it). */
export function openSessionFrom(answer: LoginAnswer, location: LoginLocation, member: MemberInfoAnswer | null = answer.member): void {
  if (!answer.token || !member) throw new ApiError({ code: 'UNKNOWN', status: 200 });
  setSession({
    token: answer.token,
    member: { id: member.id, account: member.account, nickname: member.nickname, type: member.type, vipLevel: member.vipLevel },
    publicState: { firstTimeLogin: answer.firstTimeLogin, imgUrl: member.imgUrl, currencySymbol: member.currencySymbol },
    location,
    balance: null,
    unreadCount: null,
  });
}

export async function signInWithPassword(account: string, password: string, keys: SealKeySource, location: LoginLocation = 'member'): Promise<PasswordSignInOutcome> {
  const answer = await postSealed<LoginAnswer>('login', { type: 'username', username: account, password, ...(location === 'agent' ? { site: 'agent' } : {}) }, keys);
  if (answer?.token) {
    openSessionFrom(answer, location, await fetchMemberInfo(answer.token));
    return 'signed-in';
  }
  return 'needs-login';
}

