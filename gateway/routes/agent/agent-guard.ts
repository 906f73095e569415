/**
 * The agent guard (schemas/agent.ts "Access"; decision 033): every /wps/agent/* call needs a live
 * session of an agent of this merchant. Guest → 401 UNAUTHORIZED, trial → 403 TRIAL_NOT_ALLOWED,
 * a member who is not an agent (type not in the brand's agentType) → 403 NOT_AGENT.
 */
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { isAgentMember } from '../../domain/identity/member-info';
import { Refusal } from '../../domain/refusal';
import { merchantOf } from '../../http/merchant-gate';
import { requireSession } from '../../http/session-auth';

const realSession = requireSession({ allowTrial: false });

export const requireAgent: preHandlerAsyncHookHandler = async function agentGate(request, reply) {
  await realSession.call(this, request, reply);
  const auth = request.auth;
  if (!auth) throw new Refusal(401, 'UNAUTHORIZED');
  if (!isAgentMember(auth.member, merchantOf(request).brand)) throw new Refusal(403, 'NOT_AGENT');
};

/** The agent the request is from (after requireAgent). */
export function agentOf(request: FastifyRequest): { id: string; merchant: string; currency: string } {
  const auth = request.auth;
  if (!auth) throw new Refusal(401, 'UNAUTHORIZED');
  return { id: auth.member.id, merchant: auth.member.merchant, currency: auth.member.currency };
}
