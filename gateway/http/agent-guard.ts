/**
 * The agent calls' guard (schemas/agent.ts, docs/decisions/033): a live session of this
 * merchant (guest → 401 UNAUTHORIZED), a real account (trial → 403 TRIAL_NOT_ALLOWED) whose
 * member type is one of the brand's agentType (member → 403 NOT_AGENT). Every /wps/agent/*
 * route uses `preHandler: requireAgent` and reads the agent with `agentOf(request)`.
 *
 *   app.get(agentPaths.overview, { preHandler: requireAgent, schema, handler: async (request) => {
 *     const me = agentOf(request);   // { id, merchant, currency, minorDigits, brand }
 *   } });
 */
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Brand } from '../../schemas/brand';
import type { Authenticated } from '../domain/identity/session-service';
import { isAgentMember } from '../domain/identity/member-info';
import { Refusal } from '../domain/refusal';
import { minorDigitsOf } from '../routes/wallet-balance.routes';
import { ApiError } from './api-error';
import { merchantOf } from './merchant-gate';
import { readSession } from './session-auth';

export interface AgentContext {
  id: string;
  account: string;
  merchant: string;
  currency: string;
  minorDigits: number;
  brand: Brand;
}

export const requireAgent: preHandlerAsyncHookHandler = async function agentGate(request) {
  const auth = await readSession(request);
  if (!auth) throw new ApiError(401, 'UNAUTHORIZED');
  if (auth.session.trial) throw new ApiError(403, 'TRIAL_NOT_ALLOWED');
  if (!isAgentMember(auth.member, merchantOf(request).brand)) throw new ApiError(403, 'NOT_AGENT');
};

/** The signed-in agent (after requireAgent). */
export function agentOf(request: FastifyRequest): AgentContext {
  if (!request.auth) throw new Refusal(401, 'UNAUTHORIZED');
  const { member } = request.auth;
  return {
    id: member.id,
    account: member.account,
    merchant: member.merchant,
    currency: member.currency,
    minorDigits: minorDigitsOf(member.currency),
    brand: merchantOf(request).brand,
  };
}

/** The agent's whole session (member row and session), after requireAgent. */
export function agentSessionOf(request: FastifyRequest): Authenticated {
  if (!request.auth) throw new Refusal(401, 'UNAUTHORIZED');
  return request.auth;
}
