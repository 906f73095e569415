/**
 * The guard of every /wps/agent/* call (schemas/agent.ts, docs/decisions/033): a live session of
 * this merchant (guest 401 UNAUTHORIZED), a real account (trial 403 TRIAL_NOT_ALLOWED), an agent
 * (member type in the brand's agentType; else 403 NOT_AGENT).
 *
 *   app.get(agentPaths.x, { preHandler: agentSession, … handler: (request) => { const { member } = agentOf(request); … } });
 */
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Authenticated } from '../../domain/identity/session-service';
import { isAgentMember } from '../../domain/identity/member-info';
import { ApiError } from '../../http/api-error';
import { merchantOf } from '../../http/merchant-gate';
import { requireSession } from '../../http/session-auth';

const realSession = requireSession({ allowTrial: false });

export const agentSession: preHandlerAsyncHookHandler = async function agentGate(request, reply) {
  await realSession.call(this, request, reply);
  if (!request.auth || !isAgentMember(request.auth.member, merchantOf(request).brand)) throw new ApiError(403, 'NOT_AGENT');
};

/** The agent's session (after agentSession). */
export function agentOf(request: FastifyRequest): Authenticated {
  if (!request.auth) throw new ApiError(401, 'UNAUTHORIZED');
  return request.auth;
}
