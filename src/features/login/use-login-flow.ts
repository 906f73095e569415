/**
 * The login machine wired to the app (§4): its calls through src/api, the session opened with
 * the member info (setSession), the remembered username, the forced-change handoff, and the
 * navigation afterwards (/ or the return path; /agentHome from the agent login).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { loginMachine, type FinishInput, type LoginCallInput, type LoginSite, type SubmittedFields, type VerifyCallInput } from '../../../machines/login.machine';
import type { LoginAnswer, MemberInfoAnswer } from '../../../schemas/identity';
import { ApiError } from '../../api/client';
import { endSession, fetchCaptcha, fetchMemberInfo, postLogin, postLoginVerify, postRememberLogin } from '../../api/identity/login-calls';
import { forgetRememberedUser, readRememberedUser, saveRememberedUser } from '../../api/identity/login-remembered-user';
import { permissionSealKeys } from '../../api/identity/login-sealed-call';
import { setPendingPasswordChange } from '../../api/identity/pending-password-change';
import { setSession } from '../../api/identity/session';
import { useBrand } from '../../brand/brand-context';
import { loginLinks } from './login-links';
import { loginModes } from './login-options';

/** The session of a login answer (§3 "Login state", "Public state"). */
export function openSession(answer: LoginAnswer, member: MemberInfoAnswer, site: LoginSite): void {
  setSession({
    token: answer.token,
    member: { id: member.id, account: member.account, nickname: member.nickname, type: member.type, vipLevel: member.vipLevel },
    publicState: { firstTimeLogin: answer.firstTimeLogin, imgUrl: member.imgUrl, currencySymbol: member.currencySymbol },
    location: site,
    balance: null,
    unreadCount: null,
  });
}

/** Where a login lands (§4): / or the return path; the agent centre (or a page of it) from the agent login. */
export function landing(site: LoginSite, redirect: string | null | undefined): string {
  if (site === 'agent') return redirect && (redirect === loginLinks.agentHome || redirect.startsWith(`${loginLinks.agentHome}/`)) ? redirect : loginLinks.agentHome;
  return redirect ?? loginLinks.home;
}

export function useLoginFlow({ site }: { site: LoginSite }) {
  const client = useQueryClient();
  const { modules, brand } = useBrand();
  const [remembered] = useState(() => readRememberedUser());
  // Made once: the calls and the session writes need nothing from React (navigation is the caller's).
  const [machine] = useState(() => {
    const keys = permissionSealKeys(client);
    return loginMachine.provide({
      actors: {
        login: fromPromise(({ input }: { input: LoginCallInput }) => postLogin(input.fields, keys)),
        verify: fromPromise(({ input }: { input: VerifyCallInput }) => postLoginVerify(input)),
        remember: fromPromise(() => postRememberLogin()),
        captcha: fromPromise(() => fetchCaptcha()),
        // §4 "fetch member info": read with the new token before the session is kept (decision 031).
        memberInfo: fromPromise(async ({ input }: { input: FinishInput }) => {
          if (!input.answer.token) throw new ApiError({ code: 'UNKNOWN', status: 200 });
          return fetchMemberInfo(input.answer.token);
        }),
      },
      actions: {
        startSession: (_, p: { answer: LoginAnswer; member: MemberInfoAnswer; site: LoginSite; remember: boolean }) => {
          openSession(p.answer, p.member, p.site);
          if (p.remember) saveRememberedUser(p.member.account);
          else forgetRememberedUser();
        },
        dropSession: (_, p: { token: string }) => {
          if (p.token) void endSession(p.token);
        },
        handOverChange: (_, p: { answer: LoginAnswer; submitted: SubmittedFields | null; site: LoginSite }) => {
          if (!p.answer.changeToken || p.submitted?.type !== 'username') return;
          setPendingPasswordChange({
            changeToken: p.answer.changeToken,
            account: p.submitted.username,
            oldPassword: p.submitted.password,
            reason: p.answer.passwordExpired ? 'expired' : 'default',
            location: p.site,
          });
        },
      },
    });
  });
  const [snapshot, send] = useMachine(machine, {
    input: { site, agentTypes: brand.agentType, trialType: brand.trialType, modes: loginModes(modules), tryRemember: remembered !== null },
  });
  return { snapshot, send, remembered };
}

/** Where the finished flow goes: the landing page after a session, /changePassword after a change token. */
export function useLeaveWhenDone(
  status: 'done' | 'forcedChange' | null,
  site: LoginSite,
  redirect: string | null | undefined,
  onLeave: (() => void) | undefined,
): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (status === null) return;
    onLeave?.();
    void navigate(status === 'done' ? landing(site, redirect) : loginLinks.changePassword, { replace: status === 'done' });
  }, [status, site, redirect, onLeave, navigate]);
}
