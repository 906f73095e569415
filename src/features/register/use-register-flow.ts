/**
 * The register machine wired to the app (§4 Register flow): the affiliate check, the human
 * verification of this form (the proof of work, or the captcha's id), the sealed register call
 * with the transport fields and the first visit's attribution, and the session opened from the
 * answer the way a login opens it. Navigation afterwards is the caller's (onDone).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import { registerMachine, type HumanProof, type RegisterCallInput } from '../../../machines/register.machine';
import type { CompiledRegistration } from '../../../schemas/compile-registration';
import type { LoginAnswer, MemberInfoAnswer } from '../../../schemas/identity';
import { ApiError } from '../../api/client';
import { fetchMemberInfo } from '../../api/identity/login-calls';
import { permissionSealKeys } from '../../api/identity/login-sealed-call';
import { readAttribution } from '../../api/identity/referral-attribution';
import { checkAffiliateCode, putRegister } from '../../api/identity/register-calls';
import { setSession } from '../../api/identity/session';
import { proveHuman, type HumanStores } from './human-proof';
import { registerPayload } from './register-payload';

/** The session of a register answer: the same as a login's (§3 "Login state"), on the member site. */
export function openRegisteredSession(answer: LoginAnswer, member: MemberInfoAnswer): void {
  if (!answer.token) throw new ApiError({ code: 'UNKNOWN', status: 200 });
  setSession({
    token: answer.token,
    member: { id: member.id, account: member.account, nickname: member.nickname, type: member.type, vipLevel: member.vipLevel },
    publicState: { firstTimeLogin: answer.firstTimeLogin, imgUrl: member.imgUrl, currencySymbol: member.currencySymbol },
    location: 'member',
    balance: null,
    unreadCount: null,
  });
}

export function useRegisterFlow(compiled: CompiledRegistration, stores: HumanStores) {
  const client = useQueryClient();
  const [machine] = useState(() => {
    const keys = permissionSealKeys(client);
    return registerMachine.provide({
      actors: {
        checkAffiliate: fromPromise(({ input }: { input: { code: string } }) => checkAffiliateCode(input.code)),
        proveHuman: fromPromise((): Promise<HumanProof> => proveHuman(stores)),
        register: fromPromise(({ input }: { input: RegisterCallInput }) =>
          putRegister(
            compiled.mode,
            registerPayload(compiled, input.fields, input.proof, readAttribution(), window.location),
            keys,
          ),
        ),
        // §4 "load user info": read with the new account's token (docs/decisions/031).
        memberInfo: fromPromise(async ({ input }: { input: { answer: LoginAnswer } }) => {
          if (!input.answer.token) throw new ApiError({ code: 'UNKNOWN', status: 200 });
          return fetchMemberInfo(input.answer.token);
        }),
      },
      actions: {
        renewHuman: () => {
          stores.proofOfWork?.renew();
          stores.captcha?.renew();
        },
        startSession: (_, p: { answer: LoginAnswer; member: MemberInfoAnswer }) => openRegisteredSession(p.answer, p.member),
      },
    });
  });
  return useMachine(machine, { input: { affiliateShown: 'affiliateCode' in compiled.schema.properties } });
}
