/**
 * Signing in with a password just set (§2.6, §4 "Phone reset flow"): the normal login call
 * (sealed, POST /wps/session/login). A session opens the browser session; anything else the
 * login may ask (an enrolled authenticator, a new-IP code) is left to the login dialog.
 */
import type { LoginAnswer } from '../../schemas/identity';
import { ApiError } from './client';
import { postSealed, type SealKeySource } from './login-sealed-call';
import { setSession, type LoginLocation } from './session';

export type PasswordSignInOutcome = 'signed-in' | 'needs-login';

/** Opens the browser session from a login answer that carries a token. */
export function openSessionFrom(answer: LoginAnswer, location: LoginLocation): void {
  const member = answer.member;
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
  if (answer?.token && answer.member) {
    openSessionFrom(answer, location);
    return 'signed-in';
  }
  return 'needs-login';
}

