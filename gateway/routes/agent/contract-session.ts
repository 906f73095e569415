/**
 * Who may call the contract routes (schemas/agent.ts access, decision 033): the agent calls
 * (/wps/agent/contracts…) need a live session of an agent of this merchant — guest 401
 * UNAUTHORIZED, trial 403 TRIAL_NOT_ALLOWED, member 403 NOT_AGENT; the relays (a downline
 * answers its upline) need a real account's session (member or agent).
 */
import type { FastifyRequest } from 'fastify';
import type { ContractCaller } from '../../domain/agent/contract-service';
import { Refusal } from '../../domain/refusal';

/** The agent calls' gate is the one agent guard (gateway/http/agent-guard.ts). */
export { requireAgent as requireAgentSession } from '../../http/agent-guard';

/** The signed-in member (after a session gate). */
export function callerOf(request: FastifyRequest): ContractCaller {
  if (!request.auth) throw new Refusal(401, 'UNAUTHORIZED');
  const { member } = request.auth;
  return { id: member.id, merchant: member.merchant, parentId: member.parentId };
}
