/**
 * Who may call the contract routes (schemas/agent.ts access, decision 033): the agent calls
 * (/wps/agent/contracts…) need a live session of an agent of this merchant — guest 401
 * UNAUTHORIZED, trial 403 TRIAL_NOT_ALLOWED, member 403 NOT_AGENT; the relays (a downline
 * answers its upline) need a real account's session (member or agent).
 */
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { isAgentMember } from '../../domain/identity/member-info';
import type { ContractCaller } from '../../domain/agent/contract-service';
import { Refusal } from '../../domain/refusal';
import { ApiError } from '../../http/api-error';
import { merchantOf } from '../../http/merchant-gate';
import { readSession } from '../../http/session-auth';

export const requireAgentSession: preHandlerAsyncHookHandler = async function agentGate(request) {
  const auth = await readSession(request);
  if (!auth) throw new ApiError(401, 'UNAUTHORIZED');
  if (auth.session.trial) throw new ApiError(403, 'TRIAL_NOT_ALLOWED');
  if (!isAgentMember(auth.member, merchantOf(request).brand)) throw new ApiError(403, 'NOT_AGENT');
};

/** The signed-in member (after a session gate). */
export function callerOf(request: FastifyRequest): ContractCaller {
  if (!request.auth) throw new Refusal(401, 'UNAUTHORIZED');
  const { member } = request.auth;
  return { id: member.id, merchant: member.merchant, parentId: member.parentId };
}
